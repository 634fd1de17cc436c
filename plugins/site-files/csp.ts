/**
 * The site's Content-Security-Policy, built from the built pages.
 *
 * A built page carries a little inline code (see plugins/static-pages): one small script (the
 * mobile menu's polyfill loader and back/forward-cache fix), the Speculation Rules, the site's
 * CSS in a <style> element, and two `style` attributes Gatsby's server renderer writes (the
 * focus wrapper's `outline:none` and the empty route announcer's visually-hidden style).
 * Instead of allowing inline code wholesale ('unsafe-inline'), the policy lists the SHA-256 hash
 * of each of them, so only exactly that code runs; everything else must come from the site
 * itself ('self'). No third-party origin is allowed anywhere.
 *
 * Inline Speculation Rules are governed by script-src like scripts, and a hash allows them as it
 * allows a script. The style attributes need 'unsafe-hashes' (CSP Level 3): it lets the listed
 * hashes match style attributes too, and only those. JSON-LD blocks (`application/ld+json`) are
 * data, never run, so they need no hash.
 */
import crypto from "node:crypto";

export type InlineSources = {
  /** Inline classic or module scripts and Speculation Rules (no `src`), exactly as written between the tags. */
  scripts: string[];
  /** Inline <style> elements. */
  styles: string[];
  /** `style="…"` attribute values, entity-decoded (what the browser hashes). */
  styleAttributes: string[];
};

export type PolicyOptions = {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  /** True when some hash is for a style attribute (adds 'unsafe-hashes'). */
  styleAttributeHashes: boolean;
  /**
   * Where the contact form is submitted (src/lib/contact-form.ts): a site route (Netlify Forms),
   * a form service URL (which the form's script also fetches) or mailto: (no delivery).
   */
  formAction: string;
  /**
   * The policy for the page's <meta>, which goes wherever the files go, previews over plain HTTP
   * included: without frame-ancestors (ignored in a <meta>, with a console error) and without
   * upgrade-insecure-requests (see policyDirectives).
   */
  forMeta?: boolean;
};

/** `'sha256-…'` for a piece of inline code. */
export function sha256Source(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const entities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

/** Decodes the character references React writes into attribute values. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : match;
    }
    return entities[ref.toLowerCase()] ?? match;
  });
}

/** Inline script types that script-src governs: classic and module scripts, and Speculation Rules. */
const JS_TYPES = /^(?:|module|speculationrules|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/jscript|text\/livescript)$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, "i").exec(attributes);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? "");
}

/**
 * Every piece of inline code in one HTML document. Gatsby's output is machine-written HTML, so a
 * careful scan is enough: script and style bodies are taken out first, so their text is never
 * mistaken for markup.
 */
export function inlineSources(html: string): InlineSources {
  const result: InlineSources = { scripts: [], styles: [], styleAttributes: [] };
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, (_match, attributes: string, body: string) => {
      const type = (attribute(attributes, "type") ?? "").trim();
      if (attribute(attributes, "src") === undefined && JS_TYPES.test(type)) result.scripts.push(body);
      return `<script${attributes}></script>`;
    })
    .replace(/<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi, (_match, attributes: string, body: string) => {
      result.styles.push(body);
      return `<style${attributes}></style>`;
    });
  for (const tag of markup.match(/<[a-z][^>]*>/gi) ?? []) {
    const style = attribute(tag.replace(/^<[a-z0-9-]+/i, ""), "style");
    if (style !== undefined) result.styleAttributes.push(style);
  }
  return result;
}

const unique = (values: Iterable<string>) => [...new Set(values)].sort();

/** The hashes a set of pages needs. */
export function hashesFor(pages: readonly InlineSources[]) {
  return {
    scriptHashes: unique(pages.flatMap((p) => p.scripts.map(sha256Source))),
    styleHashes: unique(pages.flatMap((p) => [...p.styles, ...p.styleAttributes].map(sha256Source))),
    styleAttributeHashes: pages.some((p) => p.styleAttributes.length > 0),
  };
}

/**
 * The form service's origin for an absolute URL, with 'self': browsers check form-action on the
 * redirects a submission follows too, and the service sends the visitor back to the site's
 * thank-you page. mailto: for an e-mail; 'self' for a site route.
 */
export function formActionSources(formAction: string): string[] {
  if (/^https?:\/\//i.test(formAction)) return ["'self'", new URL(formAction).origin];
  if (/^mailto:/i.test(formAction)) return ["mailto:"];
  return ["'self'"];
}

/** The origins scripts may fetch from: the site, and the form service the form's script posts to. */
export function connectSources(formAction: string): string[] {
  return /^https?:\/\//i.test(formAction) ? ["'self'", new URL(formAction).origin] : ["'self'"];
}

/** The policy's directives, in order. */
export function policyDirectives(options: PolicyOptions): [name: string, ...sources: string[]][] {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...options.scriptHashes],
    ["style-src", "'self'", ...(options.styleAttributeHashes ? ["'unsafe-hashes'"] : []), ...options.styleHashes],
    // data: for the About page's inline placeholder image.
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", ...connectSources(options.formAction)],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", ...formActionSources(options.formAction)],
    ["frame-ancestors", "'none'"],
    ["upgrade-insecure-requests"],
  ];
  // upgrade-insecure-requests belongs where the host is known to serve HTTPS: the headers
  // (_headers, vercel.json, nginx's TLS server). In the <meta> it also reached previews over plain
  // HTTP (`npm run serve` on 127.0.0.1 or a network address), where WebKit, and Chromium off
  // loopback, then asked for every picture and script over HTTPS and got nothing. On an HTTPS
  // page it adds nothing there: the site loads only its own files, by relative address, so they
  // come over HTTPS anyway, and no other origin is allowed.
  const notInMeta = new Set(["frame-ancestors", "upgrade-insecure-requests"]);
  return options.forMeta ? directives.filter(([name]) => !notInMeta.has(name)) : directives;
}

export function serializePolicy(directives: readonly (readonly string[])[]): string {
  return directives.map((parts) => parts.join(" ")).join("; ");
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  return serializePolicy(policyDirectives(options));
}

/** "default-src 'self'; img-src 'self' data:" → Map { "default-src" → ["'self'"], … }. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

const META_PATTERN = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;

/** The page without a policy <meta> added by an earlier build (the build may keep unchanged pages). */
export function withoutPolicyMeta(html: string): string {
  return html.replace(META_PATTERN, "");
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Puts the page's own policy into its <head>, right after <meta charset>, before any inline
 * code. It is what protects the page on hosts that cannot send build-made headers (Vercel, whose
 * headers are fixed before the build runs, and GitHub Pages, which sends none); where the header
 * is sent too, the browser enforces both, and both allow the same code.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const clean = withoutPolicyMeta(html);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8"\s*\/?>/i.exec(clean);
  if (charset) return clean.slice(0, charset.index + charset[0].length) + meta + clean.slice(charset.index + charset[0].length);
  const head = /<head[^>]*>/i.exec(clean);
  if (!head) throw new Error("no <head> to put the Content-Security-Policy <meta> into");
  return clean.slice(0, head.index + head[0].length) + meta + clean.slice(head.index + head[0].length);
}
