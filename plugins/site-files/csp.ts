// Each page's inline scripts, Speculation Rules, <style> and style attributes are allowed by SHA-256 hash, not 'unsafe-inline'.
// Style attributes need 'unsafe-hashes'; JSON-LD is data, never run, so it needs no hash.
import crypto from "node:crypto";

export type InlineSources = {
  scripts: string[];
  styles: string[];
  /** Entity-decoded: the browser hashes the decoded value. */
  styleAttributes: string[];
  /** Origins other sites' forms on the page send to (the search page's web search without scripts). */
  formOrigins: string[];
  /** A search form (data-search): Pagefind compiles its WebAssembly, which needs 'wasm-unsafe-eval'. */
  search: boolean;
};

export type PolicyOptions = {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  styleAttributeHashes: boolean;
  formAction: string;
  formOrigins?: readonly string[];
  search?: boolean;
  forMeta?: boolean;
};

export function sha256Source(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const entities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : match;
    }
    return entities[ref.toLowerCase()] ?? match;
  });
}

const JS_TYPES = /^(?:|module|speculationrules|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/jscript|text\/livescript)$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, "i").exec(attributes);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? "");
}

// Gatsby's output is machine-written HTML, so a scan is enough; script and style bodies go first so their text is not read as markup.
export function inlineSources(html: string): InlineSources {
  const result: InlineSources = { scripts: [], styles: [], styleAttributes: [], formOrigins: [], search: false };
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
    if (!/^<form\b/i.test(tag)) continue;
    const action = attribute(tag.slice(5), "action") ?? "";
    if (/^https?:\/\//i.test(action)) result.formOrigins.push(new URL(action).origin);
    if (attribute(tag.slice(5), "data-search") !== undefined) result.search = true;
  }
  return result;
}

const unique = (values: Iterable<string>) => [...new Set(values)].sort();

export function hashesFor(pages: readonly InlineSources[]) {
  return {
    scriptHashes: unique(pages.flatMap((p) => p.scripts.map(sha256Source))),
    styleHashes: unique(pages.flatMap((p) => [...p.styles, ...p.styleAttributes].map(sha256Source))),
    styleAttributeHashes: pages.some((p) => p.styleAttributes.length > 0),
    formOrigins: unique(pages.flatMap((p) => p.formOrigins)),
    search: pages.some((p) => p.search),
  };
}

// 'self' too: form-action also governs the redirect back to the site's thank-you page.
export function formActionSources(formAction: string): string[] {
  if (/^https?:\/\//i.test(formAction)) return ["'self'", new URL(formAction).origin];
  if (/^mailto:/i.test(formAction)) return ["mailto:"];
  return ["'self'"];
}

export function connectSources(formAction: string): string[] {
  return /^https?:\/\//i.test(formAction) ? ["'self'", new URL(formAction).origin] : ["'self'"];
}

export function policyDirectives(options: PolicyOptions): [name: string, ...sources: string[]][] {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...(options.search ? ["'wasm-unsafe-eval'"] : []), ...options.scriptHashes],
    ["style-src", "'self'", ...(options.styleAttributeHashes ? ["'unsafe-hashes'"] : []), ...options.styleHashes],
    // data: for the About page's inline placeholder image.
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", ...connectSources(options.formAction)],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", ...new Set([...formActionSources(options.formAction), ...(options.formOrigins ?? [])])],
    ["frame-ancestors", "'none'"],
    ["upgrade-insecure-requests"],
  ];
  // Only in the headers: frame-ancestors is ignored in a <meta> (with a console error), and upgrade-insecure-requests in a <meta>
  // broke previews over plain HTTP (WebKit, and Chromium off loopback, then fetched every picture and script over HTTPS).
  const notInMeta = new Set(["frame-ancestors", "upgrade-insecure-requests"]);
  return options.forMeta ? directives.filter(([name]) => !notInMeta.has(name)) : directives;
}

// Every response's header: none of these limits what a page loads, so the editor's own policy can stand beside it, and
// frame-ancestors and upgrade-insecure-requests work only in a header. Each page's <meta> holds the rest, with its own hashes.
const HEADER_DIRECTIVES = new Set(["object-src", "base-uri", "frame-ancestors", "upgrade-insecure-requests"]);

export function headerPolicy(): string {
  const directives = policyDirectives({ scriptHashes: [], styleHashes: [], styleAttributeHashes: false, formAction: "" });
  return serializePolicy(directives.filter(([name]) => HEADER_DIRECTIVES.has(name)));
}

export function serializePolicy(directives: readonly (readonly string[])[]): string {
  return directives.map((parts) => parts.join(" ")).join("; ");
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  return serializePolicy(policyDirectives(options));
}

export function parsePolicy(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

const META_PATTERN = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;

export function withoutPolicyMeta(html: string): string {
  return html.replace(META_PATTERN, "");
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

// The <meta> protects pages on hosts that cannot send build-made headers: Vercel fixes them before the build, GitHub Pages sends none.
export function withPolicyMeta(html: string, policy: string): string {
  const clean = withoutPolicyMeta(html);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8"\s*\/?>/i.exec(clean);
  if (charset) return clean.slice(0, charset.index + charset[0].length) + meta + clean.slice(charset.index + charset[0].length);
  const head = /<head[^>]*>/i.exec(clean);
  if (!head) throw new Error("no <head> to put the Content-Security-Policy <meta> into");
  return clean.slice(0, head.index + head[0].length) + meta + clean.slice(head.index + head[0].length);
}
