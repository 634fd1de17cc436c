// Moved addresses (content/redirects.yaml, checked by the content check) on each host: _redirects lines for Netlify and
// Cloudflare Pages, an nginx include, and a refresh page per exact address for GitHub Pages, which has no server redirects.
// A redirect of the default language applies under each other language's folder too; an https target stays as it is.
//
// One _redirects line a redirect and language, so 1,500 redirects fit Cloudflare Pages' 2,000 rules. Netlify takes "/old/"
// for "/old" too; Cloudflare matches the address as written. The refresh pages are only for hosts without server redirects
// (GitHub Pages' workflow builds with REDIRECT_PAGES=true): elsewhere a page at the old address would shadow Netlify's rule
// unless it were forced with "!", which Cloudflare refuses.
import fs from "node:fs";
import path from "node:path";
import { directionOf, isLanguageCode } from "../../src/lib/languages";

export type Redirect = { from: string; to: string; status: 301 | 302 }; // from: "/old/" or "/blog/*"; to: "/articles/:splat", "/about/" or "https://…"

export const REDIRECTS_PLACEHOLDER = "# {{REDIRECTS}}";
const SPLAT = ":splat";

// Written into host configuration files: only characters none of them treats specially.
const SAFE_PATH = /^\/[A-Za-z0-9._~%\-/]*$/;
// A target may end in a #fragment: a section of its page (/about/#team).
const SAFE_TARGET = /^(?:\/|https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/?)[A-Za-z0-9._~%\-/:?=&+]*(?:#[A-Za-z0-9._~%-]+)?$/;

const isWildcard = (r: Redirect) => r.from.endsWith("/*");
const folderOf = (r: Redirect) => r.from.slice(0, -1); // "/blog/*" → "/blog/"

function checked(redirects: readonly Redirect[], otherLanguages: readonly string[]): readonly Redirect[] {
  for (const code of otherLanguages) if (!isLanguageCode(code)) throw new Error(`"${code}" is not a language code the site can use`);
  const seen = new Set<string>();
  return redirects.filter((r) => {
    const from = isWildcard(r) ? folderOf(r) : r.from;
    if (!SAFE_PATH.test(from) || from.includes("*") || !SAFE_TARGET.test(r.to))
      throw new Error(`the redirect ${r.from} → ${r.to} has a character the hosts' files cannot carry`);
    if (r.to.includes(SPLAT) && !isWildcard(r)) throw new Error(`the redirect ${r.from} → ${r.to} uses ${SPLAT} without a "*"`);
    if (from === "/" || otherLanguages.some((code) => from === `/${code}/`))
      throw new Error(`the redirect ${r.from} would take over the whole site or a whole language`);
    // The hosts take the first rule for an address (nginx refuses a second one).
    if (seen.has(r.from)) return false;
    seen.add(r.from);
    return true;
  });
}

// Each redirect at its own address and under each other language's folder, exact ones first (a wildcard must not take an
// address an exact redirect names). A redirect already under a language's folder is that language's alone.
function expanded(redirects: readonly Redirect[], otherLanguages: readonly string[]): Redirect[] {
  const list = checked(redirects, otherLanguages);
  const under = (code: string, r: Redirect): Redirect => ({
    from: `/${code}${r.from}`,
    to: r.to.startsWith("/") ? `/${code}${r.to}` : r.to,
    status: r.status,
  });
  const inLanguage = (r: Redirect) => otherLanguages.some((code) => r.from.startsWith(`/${code}/`));
  const all = list.flatMap((r) => (inLanguage(r) ? [r] : [r, ...otherLanguages.map((code) => under(code, r))]));
  const seen = new Set<string>();
  const unique = all.filter((r) => !seen.has(r.from) && seen.add(r.from));
  return [...unique.filter((r) => !isWildcard(r)), ...unique.filter(isWildcard)];
}

// The same address without (or with) its trailing slash: "/old/" and "/old" both move. None for a file name ("/old.html").
function twin(from: string): string | undefined {
  if (from.endsWith("/")) return from.length > 1 ? from.slice(0, -1) : undefined;
  return /\.[A-Za-z0-9]+$/.test(from) ? undefined : `${from}/`;
}

// A wildcard's folder asked for without its slash ("/blog") goes where the folder itself ("/blog/") goes.
const folderTarget = (r: Redirect) => r.to.split(SPLAT).join("");

/** The lines for public/_redirects (Netlify and Cloudflare Pages read the same file), exact addresses first. */
export function renderRedirectLines(redirects: readonly Redirect[], otherLanguages: readonly string[]): string[] {
  return expanded(redirects, otherLanguages).map((r) => `${r.from}  ${r.to}  ${r.status}`);
}

/** static/_redirects with the redirects at its placeholder line (before the languages' catch-all 404 rules). */
export function withRedirects(template: string, lines: readonly string[]): string {
  const at = template.split("\n").findIndex((l) => l.trim() === REDIRECTS_PLACEHOLDER);
  if (at < 0) throw new Error(`static/_redirects has no "${REDIRECTS_PLACEHOLDER}" line: the redirects would have no place`);
  const out = template.split("\n");
  out.splice(at, 1, ...lines);
  return out.join("\n");
}

// `return` drops the query string where Netlify and Cloudflare keep it (unless the target has its own).
// The query goes before a #fragment, which nginx reads as part of the word (a comment only starts one).
function nginxTarget(to: string) {
  const [address = "", fragment] = to.split("#");
  return `${address.includes("?") ? address : `${address}$is_args$args`}${fragment === undefined ? "" : `#${fragment}`}`;
}

/** deploy/generated/redirects.conf, which deploy/nginx.conf includes in its HTTPS server block. */
export function renderNginxRedirects(redirects: readonly Redirect[], otherLanguages: readonly string[]): string {
  // nginx refuses two blocks for one location ("/old/" and "/old" both listed, or "/blog/" beside "/blog/*"): the first stays.
  const locations = new Map<string, string>();
  const block = (location: string, line: string) => {
    if (!locations.has(location)) locations.set(location, `${location} {\n    ${line};\n}`);
  };
  const exact = (from: string, to: string, status: number) => block(`location = ${from}`, `return ${status} ${nginxTarget(to)}`);
  for (const r of expanded(redirects, otherLanguages)) {
    if (!isWildcard(r)) {
      const other = twin(r.from);
      exact(r.from, r.to, r.status);
      if (other) exact(other, r.to, r.status);
      continue;
    }
    const folder = folderOf(r);
    // `^~`: the site's own regex locations (\.webmanifest, _headers) do not take addresses under the folder.
    const rest = r.to.includes(SPLAT) ? "(.*)" : ".*";
    const flag = r.status === 301 ? "permanent" : "redirect";
    exact(folder.slice(0, -1), folderTarget(r), r.status);
    block(`location ^~ ${folder}`, `rewrite ^${folder}${rest}$ ${r.to.split(SPLAT).join("$1")} ${flag}`);
  }
  const blocks = [...locations.values()];
  return [
    "# Written by the build (plugins/site-files) from content/redirects.yaml: do not edit, rebuild instead.",
    "# deploy/nginx.conf includes it in its HTTPS server block: each moved address answers with its redirect, with and",
    "# without its trailing slash, under each language's folder too.",
    ...(blocks.length > 0 ? ["", blocks.join("\n\n")] : ["# The site has no redirects: nothing to add."]),
    "",
  ].join("\n");
}

/** A redirect as Vercel's config has it (https://vercel.com/docs/project-configuration#redirects). */
export type VercelRedirect = { source: string; destination: string; statusCode: 301 | 302 };

/**
 * The redirects for Vercel's config (vercel.ts), exact addresses first. `statusCode`, not `permanent`, which Vercel
 * answers with 308/307. Its trailingSlash sends "/old" to "/old/" before any redirect, so an address without a file
 * extension is matched with its slash; a wildcard's rest is `(.*)` (`:splat*` drops the last slash, and misses it with
 * Vercel's strict matching), so "/blog/a/" goes to "/articles/a/" and "/blog" (via "/blog/") to "/articles/".
 */
export function vercelRedirects(redirects: readonly Redirect[], otherLanguages: readonly string[]): VercelRedirect[] {
  return expanded(redirects, otherLanguages).map((r) => {
    const source = isWildcard(r) ? `${folderOf(r)}:splat(.*)` : twin(r.from)?.endsWith("/") ? `${r.from}/` : r.from;
    return { source, destination: r.to, statusCode: r.status };
  });
}

export type RedirectWords = { title: string; link: string };

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A page that sends its visitor on for a host without server redirects (GitHub Pages): no script, not indexed. */
export function redirectPage(to: string, page: { lang: string; words: RedirectWords; canonical?: string }): string {
  const href = escapeHtml(to);
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(page.lang)}" dir="${directionOf(page.lang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    `<title>${escapeHtml(page.words.title)}</title>`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<link rel="canonical" href="${escapeHtml(page.canonical ?? to)}">`,
    "</head>",
    "<body>",
    `<p><a href="${href}">${escapeHtml(page.words.link)}</a></p>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** Where a page for `from` goes in public/: "/old/" is old/index.html, "/old.html" itself. */
export function redirectPageFile(from: string): string {
  const file = from.endsWith("/") ? `${from}index.html` : /\.html?$/.test(from) ? from : `${from}/index.html`;
  return file.slice(1);
}

export const REDIRECT_PAGES_RECORD = path.join(".cache", "site-files", "redirect-pages.json");

/**
 * Writes a refresh page for each exact redirect (and its languages') into public/, and takes out those an earlier build
 * wrote for redirects since removed. `href` turns a target into the page's link (the path prefix), `canonical` into the
 * full address. Returns the pages written and the wildcards, which no page can stand for: the caller reports them.
 */
export function writeRedirectPages(
  publicDir: string,
  recordFile: string,
  redirects: readonly Redirect[],
  otherLanguages: readonly string[],
  page: {
    defaultLanguage: string;
    words: (lang: string) => RedirectWords;
    href: (to: string) => string;
    canonical: (to: string) => string;
  },
): { written: string[]; removed: string[]; wildcards: Redirect[] } {
  const list = expanded(redirects, otherLanguages);
  const written: string[] = [];
  for (const r of list.filter((r) => !isWildcard(r))) {
    const lang = otherLanguages.find((code) => r.from.startsWith(`/${code}/`)) ?? page.defaultLanguage;
    const href = r.to.startsWith("/") ? page.href(r.to) : r.to;
    const canonical = r.to.startsWith("/") ? page.canonical(r.to) : r.to;
    const file = redirectPageFile(r.from);
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), redirectPage(href, { lang, words: page.words(lang), canonical }));
    written.push(file);
  }
  let before: string[] = [];
  try {
    before = JSON.parse(fs.readFileSync(recordFile, "utf8")) as string[];
  } catch {
    // No earlier build, or .cache/ was emptied (Gatsby then empties public/ too).
  }
  // Only a page that is still a refresh page: a real page may have taken the address since.
  const isRefreshPage = (file: string) => fs.existsSync(file) && fs.readFileSync(file, "utf8").includes('<meta http-equiv="refresh"');
  const removed = before.filter((file) => !written.includes(file) && isRefreshPage(path.join(publicDir, file)));
  for (const file of removed) {
    fs.rmSync(path.join(publicDir, file));
    for (
      let folder = path.dirname(path.join(publicDir, file));
      folder !== publicDir && fs.readdirSync(folder).length === 0;
      folder = path.dirname(folder)
    )
      fs.rmdirSync(folder);
  }
  fs.mkdirSync(path.dirname(recordFile), { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify(written));
  return { written, removed, wildcards: redirects.filter(isWildcard) };
}

// https://developers.cloudflare.com/pages/configuration/redirects/: 2,000 rules to one address and 100 with "*" or a
// placeholder; from the first of those on, Cloudflare counts every line as one, and past the 100th it skips the rest of
// the file (the languages' 404 rules included).
export const CLOUDFLARE_STATIC_RULES = 2000;
export const CLOUDFLARE_DYNAMIC_RULES = 100;

/** What a host would silently leave out of public/_redirects (the whole file, as written), in the editors' words. */
export function redirectLimitProblems(redirectsFile: string, redirectCount: number): string[] {
  let plain = 0;
  let dynamic = 0;
  for (const line of redirectsFile.split("\n").map((l) => l.trim())) {
    if (!line || line.startsWith("#")) continue;
    const from = line.split(/\s+/)[0] as string;
    if (dynamic === 0 && !/\*|:[A-Za-z]/.test(from)) plain += 1;
    else dynamic += 1;
  }
  const problems: string[] = [];
  const redirectsCount = `${redirectCount.toLocaleString("en")} redirect${redirectCount === 1 ? "" : "s"}`;
  if (plain > CLOUDFLARE_STATIC_RULES)
    problems.push(
      `Cloudflare Pages reads ${CLOUDFLARE_STATIC_RULES.toLocaleString("en")} rules for single addresses; the ${redirectsCount} in content/redirects.yaml ` +
        `make ${plain.toLocaleString("en")} with each language's and the site's own, so Cloudflare would ignore the last ` +
        `${(plain - CLOUDFLARE_STATIC_RULES).toLocaleString("en")}. Remove redirects nobody follows any more, or replace those under one folder with one "/folder/*" redirect.`,
    );
  if (dynamic > CLOUDFLARE_DYNAMIC_RULES)
    problems.push(
      `Cloudflare Pages reads ${CLOUDFLARE_DYNAMIC_RULES} rules with a "*"; the redirects ending in "*" in content/redirects.yaml, with each language's ` +
        `and the site's own, make ${dynamic}, so Cloudflare would ignore the last ${dynamic - CLOUDFLARE_DYNAMIC_RULES}, the languages' 404 pages among them. ` +
        `Remove redirects ending in "*" that nobody follows any more, or list their few addresses one by one.`,
    );
  return problems;
}
