/**
 * Turns the committed `static/_headers` template into the `_headers` file Netlify and Cloudflare
 * Pages read, and writes the nginx include with the same Content-Security-Policy.
 *
 * Template syntax (comment lines are dropped, everything else is copied as it is):
 * - `{{CONTENT_SECURITY_POLICY}}` in a header value: the policy built from this build's pages;
 * - a path line `{{HTML_PAGES}}` or `{{HASHED_ASSETS}}`: the block (that line and the header lines
 *   under it) is repeated once per HTML page ("/", "/about/", "/404.html" …) or once per
 *   content-hashed JS/CSS file at the root ("/app-84033aa62824c9a96afd.js" …). One block per path,
 *   because the hosts' wildcards cannot say "ends in a hash", and a header set by two matching
 *   blocks would be sent twice, joined with a comma.
 */
import fs from "node:fs";
import path from "node:path";
import { listFiles } from "../../src/lib/list-files";

export const CSP_PLACEHOLDER = "{{CONTENT_SECURITY_POLICY}}";
const LIST_PLACEHOLDERS = { "{{HTML_PAGES}}": "htmlPages", "{{HASHED_ASSETS}}": "hashedAssets" } as const;

/** Gatsby names webpack output `name-<20 hex>.js` and CSS `styles.<20 hex>.css`. */
export const HASHED_ASSET = /[.-][0-9a-f]{20}\.(?:js|css)$/;

export type BuildFiles = {
  /** "/", "/about/", "/404.html" …: every HTML page, as its URL path. */
  htmlPages: string[];
  /** "/app-….js", "/styles.….css": content-hashed files at the root of public/. */
  hashedAssets: string[];
};

/**
 * Every *.html file under `dir` (Gatsby's slice fragments in _gatsby/ are not pages). The content
 * editor in admin/ (plugins/cms-admin) is not one of the site's pages either: it has a policy of its
 * own, so it gets no site policy <meta> and no place in the site's header rules.
 */
export function htmlFiles(dir: string): string[] {
  const notPages = ["_gatsby", "~partytown", "page-data", "static", "admin"];
  return listFiles(dir, { skip: notPages, match: /\.html$/ }).map((file) => path.join(dir, file));
}

/** public/about/index.html → "/about/", public/404.html → "/404.html". */
export function urlPathOf(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  return relative.endsWith("/index.html") ? `/${relative.slice(0, -"index.html".length)}` : `/${relative}`;
}

export function buildFiles(publicDir: string): BuildFiles {
  return {
    htmlPages: htmlFiles(publicDir).map((file) => urlPathOf(publicDir, file)),
    hashedAssets: fs
      .readdirSync(publicDir)
      .filter((name) => HASHED_ASSET.test(name))
      .sort()
      .map((name) => `/${name}`),
  };
}

/**
 * The `_headers` file for this build. `policy` fills the placeholder wherever it stands; in the
 * block repeated for every page, `pagePolicy` gives that page its own policy (only the hashes of
 * its own inline code, as in its <meta>), so no page allows another page's code and no response
 * carries the hashes of every page.
 */
export function renderHeaders(
  template: string,
  policy: string,
  files: BuildFiles,
  pagePolicy: (urlPath: string) => string = () => policy,
): string {
  // The template's comments are for whoever edits it; the output says where it comes from.
  const lines = template.split(/\r?\n/).filter((line) => !line.trimStart().startsWith("#"));
  const out = ["# Written by the build (plugins/site-files) from static/_headers: edit that file, not this one.", ""];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as string;
    const list = LIST_PLACEHOLDERS[line.trim() as keyof typeof LIST_PLACEHOLDERS];
    if (list && !/^\s/.test(line)) {
      const block: string[] = [];
      while (i + 1 < lines.length && /^\s+\S/.test(lines[i + 1] as string)) block.push(lines[(i += 1)] as string);
      for (const urlPath of list === "htmlPages" ? shallowestFirst(files.htmlPages) : files[list]) {
        const value = list === "htmlPages" ? pagePolicy(urlPath) : policy;
        out.push(urlPath, ...block.map((header) => header.split(CSP_PLACEHOLDER).join(value)));
      }
      continue;
    }
    out.push(line.split(CSP_PLACEHOLDER).join(policy));
  }
  const text = `${out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
  if (/\{\{[A-Z_]+\}\}/.test(text))
    throw new Error(`static/_headers has a placeholder this build does not know: ${/\{\{[A-Z_]+\}\}/.exec(text)?.[0]}`);
  return text;
}

/**
 * The pages in the order their rules are written: by depth, then by address ("/", "/404.html",
 * "/about/" … "/articles/a/" …), so that where a host reads only the first rules (Cloudflare
 * Pages: 100), the ones it drops are those of the deepest pages, each of which still carries its
 * policy in a <meta>.
 */
export function shallowestFirst(urlPaths: readonly string[]): string[] {
  const depth = (urlPath: string) => urlPath.split("/").filter(Boolean).length;
  return [...urlPaths].sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Cloudflare Pages reads at most 100 rules and 2,000 characters per line from `_headers`
 * (https://developers.cloudflare.com/pages/configuration/headers/). The policy grows by one hash per
 * distinct inline script or style, the rules by one per page and per hashed JS or CSS file.
 */
export function cloudflareLimits(headers: string): string[] {
  const problems: string[] = [];
  const lines = headers.split("\n");
  const rules = lines.filter((line) => line.startsWith("/")).length;
  if (rules > 100) {
    const dropped = lines.filter((line) => line.startsWith("/")).slice(100);
    problems.push(
      `has ${rules} rules; Cloudflare Pages reads only the first 100. The ${dropped.length} it drops are the deepest pages' ` +
        `(${dropped.slice(0, 2).join(", ")}${dropped.length > 2 ? " …" : ""}): on Cloudflare they get the site's policy from ` +
        "their <meta> only, which is the same policy without frame-ancestors (X-Frame-Options, in the first rule, covers that).",
    );
  }
  const longest = Math.max(...lines.map((line) => line.length));
  if (longest > 2000) problems.push(`has a ${longest}-character line; Cloudflare Pages ignores lines over 2,000 characters.`);
  return problems;
}

/** The nginx variable that holds the policy of the page being served (deploy/nginx.conf sends it). */
export const NGINX_POLICY_VARIABLE = "vireo_content_security_policy";

/**
 * The nginx include: the one part of the configuration that changes with every build. Each page's
 * policy, by the file nginx serves for it: `$uri` after the index file is found (/about/ is
 * /about/index.html) or after error_page (any unknown path is /404.html). Other files get an empty
 * value, and nginx sends no header with an empty value: a policy is for documents, and Netlify and
 * Cloudflare (public/_headers) send none with them either.
 */
export function renderNginxPolicy(pages: readonly { file: string; policy: string }[]): string {
  for (const { policy } of pages)
    if (/["\\$]/.test(policy)) throw new Error("the Content-Security-Policy contains a character nginx would need escaped");
  return [
    "# Written by the build (plugins/site-files) from the pages in public/: do not edit, rebuild instead.",
    "# deploy/nginx.conf includes it in the http context; the hashes change whenever a page's inline script,",
    "# Speculation Rules or CSS change, so deploy it together with the public/ folder of the same build.",
    `map $uri $${NGINX_POLICY_VARIABLE} {`,
    '    default "";',
    ...[...pages].sort((a, b) => a.file.localeCompare(b.file)).map(({ file, policy }) => `    "${file}" "${policy}";`),
    "}",
    "",
  ].join("\n");
}
