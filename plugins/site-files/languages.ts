/**
 * The hosts' rules for a site in several languages. Each language other than the default has its
 * pages under /<code>/ and its own 404 page, /<code>/404.html (gatsby-node.ts); an unknown path
 * under /<code>/ should get that page, with status 404, wherever the host's own code allows it
 * (README and docs/deploying.md, "404 per language" in the host tables):
 *
 * - Netlify (and Cloudflare Pages): `static/_redirects` is a template; the build writes
 *   public/_redirects from it with `renderRedirects`.
 * - nginx: the build writes `renderNginxLanguages` to deploy/generated/languages.conf, which
 *   deploy/nginx.conf includes in its HTTPS server block.
 * - Vercel reads vercel.json before the build runs, so no build can write it: `npm run
 *   add-language` puts the language's two rules there (`withVercelLanguages`), and
 *   test/build/vercel.test.ts checks that vercel.json has the rules of exactly the site's languages.
 * - Cloudflare Pages answers an unknown path with the nearest 404.html up the folder tree by itself;
 *   GitHub Pages serves only the root's 404.html.
 *
 * A site with one language gets none of these rules: its hosts behave exactly as before.
 */
import { isLanguageCode } from "../../src/lib/languages";

/** In static/_redirects: a line with it is written once per language other than the default, with its code. */
export const LANGUAGE_PLACEHOLDER = "{{LANGUAGE}}";

/** The codes go into host configuration files: only codes the site accepts (letters, digits, hyphens). */
function checked(codes: readonly string[]): readonly string[] {
  for (const code of codes) if (!isLanguageCode(code)) throw new Error(`"${code}" is not a language code the site can use`);
  return codes;
}

const isLanguageLine = (line: string) => !line.trimStart().startsWith("#") && line.includes(LANGUAGE_PLACEHOLDER);

/**
 * public/_redirects from the static/_redirects template: each run of lines with {{LANGUAGE}} is
 * written once per language in `otherLanguages` (in their order, each language's lines together and
 * in the template's order: both hosts take the first rule that matches), with the code in place of
 * the placeholder. Every other line, comments included, is copied as it is; with no other language
 * the result is the template without its language lines.
 */
export function renderRedirects(template: string, otherLanguages: readonly string[]): string {
  const lines = template.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    if (!isLanguageLine(lines[i] as string)) {
      out.push(lines[i] as string);
      i += 1;
      continue;
    }
    const block: string[] = [];
    while (i < lines.length && isLanguageLine(lines[i] as string)) block.push(lines[(i += 1) - 1] as string);
    for (const code of checked(otherLanguages)) out.push(...block.map((line) => line.split(LANGUAGE_PLACEHOLDER).join(code)));
  }
  return out.join("\n");
}

/**
 * The nginx include for the languages: per language, its folder's unknown paths get its 404 page
 * (an `error_page` of its own, which replaces the server's for that folder), and the page answers 404
 * when asked for by name, like /404.html (`internal`: only error_page may serve it). The headers
 * of the server block apply unchanged: these locations set none of their own.
 */
export function renderNginxLanguages(otherLanguages: readonly string[]): string {
  const blocks = checked(otherLanguages).map((code) =>
    [
      `location /${code}/ {`,
      `    error_page 404 /${code}/404.html;`,
      "",
      `    location = /${code}/404.html {`,
      "        internal;",
      "    }",
      "}",
    ].join("\n"),
  );
  return [
    "# Written by the build (plugins/site-files) from the site's languages: do not edit, rebuild instead.",
    "# deploy/nginx.conf includes it in its HTTPS server block: an unknown path under a language's folder gets",
    "# that language's 404 page with status 404, as unknown paths elsewhere get /404.html.",
    ...(blocks.length > 0 ? ["", blocks.join("\n\n")] : ["# The site has one language: nothing to add."]),
    "",
  ].join("\n");
}

type VercelRedirect = { source: string; destination: string; permanent?: boolean; statusCode?: number };
type VercelRewrite = { source: string; destination: string; statusCode?: number };
export type VercelJson = Record<string, unknown> & { redirects?: VercelRedirect[]; rewrites?: VercelRewrite[] };

/**
 * A language's two rules in vercel.json:
 * - a rewrite of every path under /<code>/ to its 404 page with status 404. Vercel applies
 *   rewrites only to a path no file answers (after its `filesystem` step), so the language's pages
 *   are served as before; `statusCode` sets the answer's status. `(.*)`, not `:path*`: with
 *   trailingSlash every unknown path ends in a slash, which `:path*` does not match;
 * - /<code>/404.html, which a file answers, redirected to /<code>/404/, which none does (as
 *   /404.html is to /404/): the 404 page never answers 200.
 */
export function vercelLanguageRules(code: string): { redirect: VercelRedirect; rewrite: VercelRewrite } {
  checked([code]);
  return {
    redirect: { source: `/${code}/404.html`, destination: `/${code}/404/`, permanent: true },
    rewrite: { source: `/${code}/(.*)`, destination: `/${code}/404.html`, statusCode: 404 },
  };
}

/** A rule `vercelLanguageRules` made, for any code. */
const isLanguageRedirect = (r: VercelRedirect) =>
  /^\/[^/]+\/404\.html$/.test(r.source) && r.destination === r.source.replace(/\.html$/, "/");
const isLanguageRewrite = (r: VercelRewrite) =>
  r.statusCode === 404 && /^\/[^/]+\/404\.html$/.test(r.destination) && r.source === r.destination.replace(/404\.html$/, "(.*)");

/**
 * vercel.json with the language rules of exactly `otherLanguages`: any other language's are taken
 * out, the site's own redirects and rewrites kept, in order, before them. Keys keep their place; a
 * list vercel.json did not have is added at the end, and only when it has rules.
 */
export function withVercelLanguages(config: VercelJson, otherLanguages: readonly string[]): VercelJson {
  const rules = checked(otherLanguages).map(vercelLanguageRules);
  const lists = {
    redirects: [...(config.redirects ?? []).filter((r) => !isLanguageRedirect(r)), ...rules.map((r) => r.redirect)],
    rewrites: [...(config.rewrites ?? []).filter((r) => !isLanguageRewrite(r)), ...rules.map((r) => r.rewrite)],
  };
  const result: VercelJson = {};
  for (const [key, value] of Object.entries(config)) result[key] = key === "redirects" || key === "rewrites" ? lists[key] : value;
  for (const key of ["redirects", "rewrites"] as const) if (config[key] === undefined && lists[key].length > 0) result[key] = lists[key];
  return result;
}
