// Gives an unknown path under /<code>/ that language's 404 page with status 404 (docs/deploying.md). Vercel reads its config
// before the build runs: vercel.ts adds its rules from the content's languages (withVercelLanguages); test/build/vercel.test.ts checks them.
import { isLanguageCode } from "../../src/lib/languages";

export const LANGUAGE_PLACEHOLDER = "{{LANGUAGE}}";

// The codes are written into host configuration files: accept only letters, digits and hyphens.
function checked(codes: readonly string[]): readonly string[] {
  for (const code of codes) if (!isLanguageCode(code)) throw new Error(`"${code}" is not a language code the site can use`);
  return codes;
}

const isLanguageLine = (line: string) => !line.trimStart().startsWith("#") && line.includes(LANGUAGE_PLACEHOLDER);

// Each language's lines stay together in the template's order: both hosts take the first rule that matches.
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

// `internal`: /<code>/404.html asked for by name answers 404, as /404.html does.
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

// Vercel applies rewrites only to paths no file answers. `(.*)`, not `:path*`: with trailingSlash every unknown path ends in a slash,
// which `:path*` does not match. The redirect keeps /<code>/404.html, which a file answers, from answering 200.
export function vercelLanguageRules(code: string): { redirect: VercelRedirect; rewrite: VercelRewrite } {
  checked([code]);
  return {
    redirect: { source: `/${code}/404.html`, destination: `/${code}/404/`, permanent: true },
    rewrite: { source: `/${code}/(.*)`, destination: `/${code}/404.html`, statusCode: 404 },
  };
}

const isLanguageRedirect = (r: VercelRedirect) =>
  /^\/[^/]+\/404\.html$/.test(r.source) && r.destination === r.source.replace(/\.html$/, "/");
const isLanguageRewrite = (r: VercelRewrite) =>
  r.statusCode === 404 && /^\/[^/]+\/404\.html$/.test(r.destination) && r.source === r.destination.replace(/404\.html$/, "(.*)");

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
