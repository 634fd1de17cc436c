// {{HTML_PAGES}} and {{HASHED_ASSETS}} blocks are repeated once per path: the hosts' wildcards cannot say "ends in a hash",
// and a header set by two matching blocks would be sent twice, joined with a comma.
import fs from "node:fs";
import path from "node:path";
import { listFiles } from "../../src/lib/list-files";

export const CSP_PLACEHOLDER = "{{CONTENT_SECURITY_POLICY}}";
const LIST_PLACEHOLDERS = { "{{HTML_PAGES}}": "htmlPages", "{{HASHED_ASSETS}}": "hashedAssets" } as const;

export const HASHED_ASSET = /[.-][0-9a-f]{20}\.(?:js|css)$/;

export type BuildFiles = {
  htmlPages: string[];
  hashedAssets: string[];
};

// admin/ (plugins/cms-admin) has a policy of its own, so it gets no site policy.
export function htmlFiles(dir: string): string[] {
  const notPages = ["_gatsby", "~partytown", "page-data", "static", "admin"];
  return listFiles(dir, { skip: notPages, match: /\.html$/ }).map((file) => path.join(dir, file));
}

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

// Each page's rule carries only its own hashes, so no page allows another page's inline code.
export function renderHeaders(
  template: string,
  policy: string,
  files: BuildFiles,
  pagePolicy: (urlPath: string) => string = () => policy,
): string {
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

// Cloudflare Pages reads only the first 100 rules: those it drops are then the deepest pages', which keep their policy in a <meta>.
export function shallowestFirst(urlPaths: readonly string[]): string[] {
  const depth = (urlPath: string) => urlPath.split("/").filter(Boolean).length;
  return [...urlPaths].sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
}

// https://developers.cloudflare.com/pages/configuration/headers/: at most 100 rules and 2,000 characters a line.
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

export const NGINX_POLICY_VARIABLE = "vireo_content_security_policy";

// nginx's $uri is the file served (/about/index.html, or /404.html after error_page); for the empty default it sends no header.
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
