/**
 * Netlify, through Netlify's own code, offline: netlify.toml and the build's public/_headers and
 * public/_redirects are read by @netlify/config (which Netlify's build runs; it parses the two files
 * with @netlify/headers-parser and @netlify/redirect-parser), and requests are matched against the
 * redirect rules by netlify-redirector, Netlify's redirect engine (support/netlify-config.mjs).
 *
 * Netlify's CDN itself does not run offline. netlify-cli 27.10.2 (354 MB installed) was tried:
 * `netlify dev --offline --dir public` starts, then ends at the first request, fetching Deno for its
 * Edge Functions environment ("fetch failed"; only the npm registry is reachable here). So the
 * statuses here are the ones the rules decide: for /404 the rule is forced, and Netlify applies a
 * forced rule whether a file answers the path or not.
 *
 * A site in two languages (support/languages-site.ts) is read the same way: its _redirects has the
 * rules the build writes per language, and what Netlify serves is worked out from the matched rule
 * and the published files: a rule that is not forced applies only where no file answers the path
 * (Netlify's "shadowing"; the files netlify-cli's `alternativePathsFor` tries).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminContentSecurityPolicy } from "../../plugins/cms-admin/policy";
import { formDeliveries } from "../../src/lib/contact-form";
import { createdPages, HEADER_POLICY, pagePolicy, pages, publicDir, readPublic, repo } from "./support/site";
import { SIGN_IN_NETLIFY, describeLanguageNotFound, expectHostTableRows, type HostRow } from "./support/host-facts";
import { languagesSite, pageLanguage, type LanguagesSite } from "./support/languages-site";
import { renderRedirects } from "../../plugins/site-files/languages";
import { renderRedirectLines, withRedirects } from "../../plugins/site-files/redirects";
import { renamed, renamedArticleRedirects } from "../renamed-article";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

type Redirect = { from: string; to: string; status: number; force: boolean; query: object; conditions: object; headers: object };
type Match = { from: string; to: string; status: number; force: boolean } | null;
type Resolved = {
  configPath: string;
  headersPath: string;
  redirectsPath: string;
  build: { command: string; publish: string; environment: Record<string, string> };
  plugins: string[];
  headers: { for: string; values: Record<string, string> }[];
  redirects: Redirect[];
  logs: { stdout: string[]; stderr: string[] };
  matches: Record<string, Match>;
};

const probed = ["/", "/about/", "/about", "/no-such-page/", "/404", "/404/", "/404.html", "/contact/thanks/"];

/** Netlify's reading of the repository's netlify.toml with a build's public/ (`site`: a fixture's copy of the site). */
function resolveNetlify(paths: string[], site?: string): Resolved {
  const args = [path.join(__dirname, "support", "netlify-config.mjs"), repo, ...(site ? ["--site", site] : []), ...paths];
  const result = spawnSync(process.execPath, args, {
    encoding: "utf8",
    timeout: 60_000,
    // No token, no site: nothing for it to ask Netlify's API (it is also told `offline`).
    env: { ...process.env, NETLIFY_AUTH_TOKEN: "", NETLIFY_SITE_ID: "" },
  });
  if (result.status !== 0)
    throw new Error(`Netlify's config resolution failed (exit ${result.status ?? result.signal}):\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "{}") as Resolved;
}

const netlify = resolveNetlify(probed);

// The site in two languages, and the paths probed there.
const unknown = ["/de/no-such-page/", "/de/no-such-page", "/de/about/no-such-page"];
const names = ["/de/404", "/de/404/", "/de/404.html"];
const pagesTwo = ["/de/", "/de/about/", "/de/about", "/no-such-page/", "/deutsch/no-such-page"];
// Above every person's page (/team/<id>/): the team section on About (src/content-model/parents.ts).
const parentsTwo = ["/team/", "/team", "/de/team/", "/ar/team/"];
let two: LanguagesSite;
let netlifyTwo: Resolved;
beforeAll(() => {
  // Built first when stale (up to 10 minutes on a busy machine; `npm test` has built it already).
  two = languagesSite();
  netlifyTwo = resolveNetlify([...unknown, ...names, ...pagesTwo, ...parentsTwo], two.site);
}, 720_000);

/**
 * What Netlify serves for a path, from the rule its matcher picked: a forced rule applies; one
 * that is not forced only where no published file answers the path; else the file, else its
 * default 404 (the root's 404.html). Files are looked up as netlify-cli's `alternativePathsFor`
 * does: `/x/` is x/index.html or x.html, `/x` is x, x.html or x/index.html.
 */
function served(match: Match, urlPath: string, publicRoot: string): { status: number; file: string } {
  const candidates = urlPath.endsWith("/")
    ? [`${urlPath.slice(0, -1)}.html`, `${urlPath}index.html`]
    : [urlPath, `${urlPath}.html`, `${urlPath}/index.html`];
  const file = candidates.find((candidate) => fs.statSync(path.join(publicRoot, candidate), { throwIfNoEntry: false })?.isFile());
  if (match && (match.force || !file)) return { status: match.status, file: match.to };
  return file ? { status: 200, file } : { status: 404, file: "/404.html" };
}
const answer = (urlPath: string) => served(netlifyTwo.matches[urlPath] ?? null, urlPath, two.publicDir);

/** The rules of public/_headers Netlify read for a path pattern, by the pattern as written. */
const rule = (pattern: string) => netlify.headers.find((h) => h.for === pattern)?.values;

it("reads netlify.toml: build with `npm run build` on the Node of .nvmrc, publish public/ with its _headers and _redirects", () => {
  expect(netlify.configPath).toBe(path.join(repo, "netlify.toml"));
  expect(netlify.build.command).toBe("npm run build");
  expect(netlify.build.publish).toBe(publicDir);
  expect(netlify.build.environment.NODE_VERSION).toBe(fs.readFileSync(path.join(repo, ".nvmrc"), "utf8").trim());
  expect(netlify.build.environment.GATSBY_TELEMETRY_DISABLED).toBe("1");
  expect(netlify.headersPath).toBe(path.join(publicDir, "_headers"));
  expect(netlify.redirectsPath).toBe(path.join(publicDir, "_redirects"));
});

it("keeps the share pictures in Netlify's build cache through the plugin netlify.toml names, so the next deploy draws none again", () => {
  expect(netlify.plugins).toEqual(["./deploy/netlify-share-pictures"]);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-cache-"));
  try {
    const site = path.join(folder, "site");
    const pictures = ["pages.json", "share-0123456789abcdef0123.png"];
    fs.mkdirSync(path.join(site, ".cache", "share-pictures"), { recursive: true });
    for (const name of pictures) fs.writeFileSync(path.join(site, ".cache", "share-pictures", name), name);
    const plugin = path.join(repo, netlify.plugins[0]!);
    const args = [path.join(__dirname, "support", "netlify-cache.mjs"), plugin, site, path.join(folder, "netlify-cache")];
    const result = spawnSync(process.execPath, args, { encoding: "utf8", timeout: 60_000 });
    if (result.status !== 0) throw new Error(`the plugin failed (exit ${result.status ?? result.signal}):\n${result.stderr}`);
    expect(JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "{}")).toEqual({ restored: pictures });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

it("reads both files without a warning", () => {
  expect(netlify.logs).toEqual({ stdout: [], stderr: [] });
});

it("sends the security headers and the header policy on every path, from one rule, once each", () => {
  expect(rule("/*")).toEqual({
    "Content-Security-Policy": HEADER_POLICY,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": expect.stringMatching(/^accelerometer=\(\), .*camera=\(\).*microphone=\(\).*xr-spatial-tracking=\(\)$/),
    "X-Frame-Options": "DENY",
  });
  // Netlify joins the values of a header that two rules for the same path set ("a, b"); none may.
  for (const { for: pattern, values } of netlify.headers) {
    for (const [name, value] of Object.entries(values)) {
      const parts = value.split(", ");
      expect([pattern, name, parts.length > 1 && new Set(parts).size < parts.length]).toEqual([pattern, name, false]);
    }
  }
});

it.each(["/", "/:p1/", "/404.html"])("revalidates the pages at %s (one rule for every page at that depth)", (pattern) => {
  expect(rule(pattern)).toEqual({ "Cache-Control": REVALIDATE });
});

it.each([...pages.map((p) => p.route), ...createdPages.map((p) => p.route), "/404.html"])(
  "has %s's own policy, with this build's hashes, in the page",
  (route) => {
    expect(pagePolicy(route)).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  },
);

it("gives the content editor its own policy (beside the site's header policy), no indexing and revalidation", () => {
  expect(rule("/admin/*")).toEqual({ "Content-Security-Policy": adminContentSecurityPolicy, "X-Robots-Tag": "noindex" });
  expect(rule("/admin/:file")).toEqual({ "Cache-Control": REVALIDATE });
  expect(rule("/admin/:folder/:file")).toEqual({ "Cache-Control": REVALIDATE });
});

it("caches every content-hashed JS and CSS file for a year", () => {
  const hashed = fs.readdirSync(publicDir).filter((f) => /[.-][0-9a-f]{20}\.(js|css)$/.test(f));
  // At least the mobile menu's two polyfills (the only script files a page may load).
  expect(hashed.length).toBeGreaterThanOrEqual(2);
  for (const file of hashed) expect([file, rule(`/${file}`)]).toEqual([file, { "Cache-Control": IMMUTABLE }]);
  expect(rule("/static/*")).toEqual({ "Cache-Control": IMMUTABLE });
});

it("caches the pictures the build made (public/pictures/, a hash of the file in every name) for a year", () => {
  expect(rule("/pictures/*")).toEqual({ "Cache-Control": IMMUTABLE });
});

it("has no rule Netlify does not need: the patterns are exactly the site's", () => {
  const hashed = fs.readdirSync(publicDir).filter((f) => /[.-][0-9a-f]{20}\.(js|css)$/.test(f));
  expect(netlify.headers.map((h) => h.for).sort()).toEqual(
    [
      "/*",
      // The shipped pages are all one folder deep.
      "/",
      "/:p1/",
      "/404.html",
      "/admin/*",
      "/admin/:file",
      "/admin/:folder/:file",
      "/static/*",
      "/pictures/*",
      ...hashed.map((f) => `/${f}`),
    ].sort(),
  );
});

it("reads the redirect rules as meant: /404 and /404.html forced to the 404 page with status 404 (the Cloudflare line after them)", () => {
  expect(netlify.redirects.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual([
    { from: "/404", to: "/404.html", status: 404, force: true },
    { from: "/404.html", to: "/404.html", status: 404, force: true },
    { from: "/404", to: "/404/no-such-page", status: 200, force: false },
  ]);
});

it.each(["/404", "/404/", "/404.html"])(
  "answers %s with the 404 page and status 404 (Netlify's matcher picks the forced rule)",
  (urlPath) => {
    const match = netlify.matches[urlPath];
    expect(match).toMatchObject({ to: "/404.html", status: 404, force: true });
    expect(readPublic("404.html")).toMatch(/<meta http-equiv="Content-Security-Policy"/);
  },
);

it.each(["/", "/about/", "/about", "/no-such-page/", "/contact/thanks/"])("leaves %s to Netlify's files: no rule matches", (urlPath) => {
  expect(netlify.matches[urlPath]).toBeNull();
});

describe("a site in two languages: /de/ has its own 404 page", () => {
  it("reads each language's rules the build added after the root's, without a warning", () => {
    expect(netlifyTwo.redirectsPath).toBe(path.join(two.publicDir, "_redirects"));
    expect(netlifyTwo.logs).toEqual({ stdout: [], stderr: [] });
    expect(netlifyTwo.redirects.map(({ from, to, status, force }) => ({ from, to, status, force })).slice(3)).toEqual([
      // The parent addresses' redirects, before the languages' "/<code>/*" lines that would take them first.
      { from: "/team/", to: "/about/#team", status: 301, force: false },
      ...two.others.map((code) => ({ from: `/${code}/team/`, to: `/${code}/about/#team`, status: 301, force: false })),
      ...two.others.flatMap((code) => [
        { from: `/${code}/404`, to: `/${code}/404.html`, status: 404, force: true },
        { from: `/${code}/404.html`, to: `/${code}/404.html`, status: 404, force: true },
        { from: `/${code}/404`, to: `/${code}/404/no-such-page`, status: 200, force: false },
        { from: `/${code}/*`, to: `/${code}/404.html`, status: 404, force: false },
      ]),
    ]);
  });

  it("sends /team/, above every person's page, permanently to the team section on About, in each language", () => {
    expect(two.read("_redirects")).toContain("/team/  /about/#team  301");
    expect(parentsTwo.map((urlPath) => [urlPath, answer(urlPath)])).toEqual([
      ["/team/", { status: 301, file: "/about/#team" }],
      ["/team", { status: 301, file: "/about/#team" }],
      ["/de/team/", { status: 301, file: "/de/about/#team" }],
      ["/ar/team/", { status: 301, file: "/ar/about/#team" }],
    ]);
  });

  it.each([...unknown, ...names])("answers %s with 404 and the German 404 page", (urlPath) => {
    const { status, file } = answer(urlPath);
    expect([status, file]).toEqual([404, "/de/404.html"]);
    expect(pageLanguage(two.read(file.slice(1)))).toBe("de");
  });

  it("serves the German pages (the rule for /de/* gives way to their files), and the default 404 page elsewhere", () => {
    expect(netlifyTwo.matches["/de/about/"]).toMatchObject({ from: "/de/*", force: false });
    expect(pagesTwo.map((urlPath) => [urlPath, answer(urlPath)])).toEqual([
      ["/de/", { status: 200, file: "/de/index.html" }],
      ["/de/about/", { status: 200, file: "/de/about/index.html" }],
      ["/de/about", { status: 200, file: "/de/about/index.html" }],
      ["/no-such-page/", { status: 404, file: "/404.html" }],
      ["/deutsch/no-such-page", { status: 404, file: "/404.html" }],
    ]);
  });
});

// The shipped content has no redirects: a copy's with a renamed article (test/renamed-article.ts) and one written for
// French alone, in a _redirects rendered as the build renders them, beside the site's pages.
describe("redirects from content/redirects.yaml and the entries' former addresses", () => {
  const asked = [
    renamed.from,
    renamed.from.slice(0, -1),
    `/fr${renamed.from}`,
    "/blog/x/",
    "/fr/offre/",
    "/offre/",
    "/promo/",
    "/old/",
    "/about/",
  ];
  let site: string;
  let resolved: Resolved;
  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-redirects-"));
    fs.cpSync(publicDir, path.join(site, "public"), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}pictures${path.sep}`),
    });
    const template = renderRedirects(fs.readFileSync(path.join(repo, "static", "_redirects"), "utf8"), ["fr"]);
    const redirects = [...renamedArticleRedirects(), { from: "/fr/offre/", to: "/fr/services/", status: 301 as const }];
    fs.writeFileSync(path.join(site, "public", "_redirects"), withRedirects(template, renderRedirectLines(redirects, ["fr"])));
    resolved = resolveNetlify(asked, site);
  }, 120_000);
  afterAll(() => site && fs.rmSync(site, { recursive: true, force: true }));

  it.each([
    [renamed.from, 301, renamed.to],
    // Netlify takes an address with or without its last slash for the same rule.
    [renamed.from.slice(0, -1), 301, renamed.to],
    [`/fr${renamed.from}`, 301, `/fr${renamed.to}`],
    ["/blog/x/", 301, "/articles/x/"],
    ["/fr/offre/", 301, "/fr/services/"],
    ["/offre/", 404, "/404.html"],
    ["/promo/", 302, "https://shop.example.com/sale"],
    ["/old/", 301, "/about/"],
    ["/about/", 200, "/about/index.html"],
  ])("answers %s with %i → %s", (urlPath, status, to) => {
    expect(served(resolved.matches[urlPath] ?? null, urlPath, path.join(site, "public"))).toEqual({ status, file: to });
  });
});

it("is what the host tables say (written from what Netlify's code read)", () => {
  const m = netlify.matches;
  const cell = (urlPath: string) => {
    const match = m[urlPath];
    return match ? `${match.status} (rule → \`${match.to}\`)` : "no rule";
  };
  const row: HostRow = {
    host: "Netlify",
    checkedWith: ["@netlify/config", "netlify-redirector"]
      .map((pkg) => {
        const { version } = JSON.parse(fs.readFileSync(path.join(repo, "node_modules", pkg, "package.json"), "utf8")) as {
          version: string;
        };
        return `${pkg} ${version}`;
      })
      .join(", "),
    unknownPath: `${m["/no-such-page/"] ? cell("/no-such-page/") : "no rule: 404, the 404 page (Netlify's default)"}`,
    notFoundPage: (["/404", "/404/", "/404.html"] as const).map((p) => `\`${p}\`: ${cell(p)}`).join("; "),
    notFoundPerLanguage: describeLanguageNotFound(
      { status: answer("/de/no-such-page/").status, page: answer("/de/no-such-page/").file },
      "rules the build writes into `_redirects`",
    ),
    trailingSlash: m["/about"] ? cell("/about") : "no rule (Netlify's pretty URLs, on its servers only)",
    headers: netlify.headers.length > 0 ? "all, from `_headers` (the site's policy with this build's hashes)" : "none",
    forms: formDeliveries.join(", "),
    signIn: SIGN_IN_NETLIFY,
  };
  expectHostTableRows(row);
});
