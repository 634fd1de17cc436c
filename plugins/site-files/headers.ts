// {{HTML_PAGES}} is repeated once per page depth and {{HASHED_ASSETS}} once per file: the hosts' wildcards cannot say "ends
// in a slash" or "ends in a hash", and a header set by two matching blocks would be sent twice, joined with a comma.
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

// The hosts match a rule against the address; a placeholder (`:name`) stands for one folder, so one rule per depth covers every page.
export function pagePatterns(urlPaths: readonly string[]): string[] {
  const patterns = new Set<string>();
  for (const urlPath of urlPaths) {
    const parts = urlPath.split("/").slice(1);
    const name = parts.pop() as string;
    patterns.add(`/${parts.map((_, i) => `:p${i + 1}/`).join("")}${name}`);
  }
  const depth = (pattern: string) => pattern.split("/").length;
  return [...patterns].sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
}

// The header policy is the same for every page (csp.ts headerPolicy); each page's hashes are in its own <meta>.
export function renderHeaders(template: string, policy: string, files: BuildFiles): string {
  const lines = template.split(/\r?\n/).filter((line) => !line.trimStart().startsWith("#"));
  const out = ["# Written by the build (plugins/site-files) from static/_headers: edit that file, not this one.", ""];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as string;
    const list = LIST_PLACEHOLDERS[line.trim() as keyof typeof LIST_PLACEHOLDERS];
    if (list && !/^\s/.test(line)) {
      const block: string[] = [];
      while (i + 1 < lines.length && /^\s+\S/.test(lines[i + 1] as string)) block.push(lines[(i += 1)] as string);
      for (const urlPath of list === "htmlPages" ? pagePatterns(files.htmlPages) : files[list])
        out.push(urlPath, ...block.map((header) => header.split(CSP_PLACEHOLDER).join(policy)));
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

// https://developers.cloudflare.com/pages/configuration/headers/: at most 100 rules and 2,000 characters a line.
export function cloudflareLimits(headers: string): string[] {
  const problems: string[] = [];
  const lines = headers.split("\n");
  const rules = lines.filter((line) => line.startsWith("/")).length;
  if (rules > 100) problems.push(`has ${rules} rules; Cloudflare Pages reads only the first 100.`);
  const longest = Math.max(...lines.map((line) => line.length));
  if (longest > 2000) problems.push(`has a ${longest}-character line; Cloudflare Pages ignores lines over 2,000 characters.`);
  return problems;
}

export const NGINX_POLICY_VARIABLE = "vireo_content_security_policy";

export function renderNginxPolicy(policy: string): string {
  if (/["\\$]/.test(policy)) throw new Error("the Content-Security-Policy contains a character nginx would need escaped");
  return [
    "# Written by the build (plugins/site-files): do not edit, rebuild instead. deploy/nginx.conf includes it in the http",
    "# context. The header's policy is the same for every response; each page's hashes are in the page's own <meta>.",
    `map $uri $${NGINX_POLICY_VARIABLE} {`,
    `    default "${policy}";`,
    "}",
    "",
  ].join("\n");
}
