/**
 * Cloudflare Pages, on Cloudflare's own code: the production build in public/ served by
 * `wrangler pages dev` (pinned in package.json) on workerd, offline (support/wrangler.ts). What
 * Cloudflare's asset server does with public/_headers and public/_redirects is checked route by
 * route, as a visitor's browser would see it: status, redirects, headers and bodies.
 *
 * Before static/_redirects, Cloudflare answered /404 with 200 and the 404 page (it serves 404.html
 * at /404 like any page): a soft 404, which only running Cloudflare's code showed.
 *
 * A site in two languages (support/languages-site.ts) is served beside it: Cloudflare answers an
 * unknown path with the nearest 404.html up the folder tree, so /de/… gets the German 404 page by
 * itself; without its `_redirects` line it answered /de/404 with 200, as it did /404.
 */
import fs from "node:fs";
import path from "node:path";
import { adminContentSecurityPolicy } from "../../plugins/cms-admin/policy";
import { formDeliveries } from "../../src/lib/contact-form";
import { HEADER_POLICY, pagePolicy, pages, publicDir, publicWithSamplePicture, readPublic, SAMPLE_PICTURE } from "./support/site";
import { COMPATIBILITY_DATE, rawGet, repo, startWrangler, type RunningWrangler } from "./support/wrangler";
import {
  SIGN_IN_ANYWHERE,
  expectHostTableRows,
  describeHops,
  describeLanguageNotFound,
  describeNotFoundPage,
  type Hop,
  type HostRow,
} from "./support/host-facts";
import { languagesSite, pageLanguage, type LanguagesSite } from "./support/languages-site";
import { renderRedirects } from "../../plugins/site-files/languages";
import { renderRedirectLines, withRedirects, type Redirect } from "../../plugins/site-files/redirects";
import { renamed, renamedArticleRedirects } from "../renamed-article";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
const SECURITY = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

/** The installed version of `pkg`; workerd as wrangler itself resolves it (npm may nest it under wrangler). */
const version = (pkg: string) => {
  const from = pkg === "workerd" ? [path.dirname(require.resolve("wrangler/package.json", { paths: [repo] }))] : [repo];
  const file = require.resolve(`${pkg}/package.json`, { paths: from });
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
};

const permissionsPolicy = /^\s*Permissions-Policy: (.+)$/m.exec(readPublic("_headers"))?.[1];

let cf: RunningWrangler;
const get = (urlPath: string, method = "GET") => rawGet(`${cf.url}${urlPath}`, method);
// The site in two languages, on a second server.
let two: LanguagesSite;
let cfTwo: RunningWrangler;
const getTwo = (urlPath: string) => rawGet(`${cfTwo.url}${urlPath}`);

/** Every answer to a GET, following same-site redirects (at most five). */
async function hops(urlPath: string, from: (urlPath: string) => ReturnType<typeof get> = get): Promise<Hop[]> {
  const seen: Hop[] = [];
  let next: string | undefined = urlPath;
  while (next !== undefined && seen.length < 6) {
    const response = await from(next);
    const location = response.headers.location;
    seen.push(location === undefined ? { status: response.status } : { status: response.status, location });
    next = response.status >= 300 && response.status < 400 ? location : undefined;
  }
  return seen;
}

// public/ with a picture in public/pictures/ (the real content has none).
const served = publicWithSamplePicture();
beforeAll(async () => {
  // Built first when stale (up to 10 minutes on a busy machine; `npm test` has built it already).
  two = languagesSite();
  // Side by side: each start mostly waits for its own workerd.
  [cf, cfTwo] = await Promise.all([startWrangler(served.root), startWrangler(two.publicDir)]);
}, 840_000);
afterAll(async () => {
  await cf?.stop();
  await cfTwo?.stop();
  served.remove();
});

it("pins a compatibility date the pinned workerd supports (its version is 1.YYYYMMDD.n)", () => {
  const released = /^1\.(\d{4})(\d{2})(\d{2})\.\d+$/.exec(version("workerd"));
  expect(released).not.toBeNull();
  expect(COMPATIBILITY_DATE <= `${released?.[1]}-${released?.[2]}-${released?.[3]}`).toBe(true);
  expect(cf.log()).not.toMatch(/compatibility date/i);
});

it("reads every header rule and the Cloudflare redirect rule; only the Netlify-only lines are skipped", () => {
  const log = cf.log();
  expect(log).toMatch(/Parsed \d+ valid header rules?\./);
  expect(log).not.toMatch(/invalid header rule/i);
  expect(log).toMatch(/Parsed 1 valid redirect rule\./);
  // The two `404!` lines are for Netlify; Cloudflare allows no 404 status and says so.
  const skipped = [...log.matchAll(/_redirects:\d+ \| (.+)$/gm)].map((m) => (m[1] as string).trim().split(/\s+/));
  expect(skipped).toEqual([
    ["/404", "/404.html", "404!"],
    ["/404.html", "/404.html", "404!"],
  ]);
});

describe.each(pages.map((p) => p.route))("the page %s", (route) => {
  it("answers 200 with the built page, every security header, the header policy and revalidation", async () => {
    const response = await get(route);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(readPublic(pages.find((p) => p.route === route)?.file ?? ""));
    expect(response.headers["content-security-policy"]).toBe(HEADER_POLICY);
    expect(pagePolicy(route)).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    for (const [name, value] of Object.entries(SECURITY)) expect([name, response.headers[name]]).toEqual([name, value]);
    expect(response.headers["permissions-policy"]).toBe(permissionsPolicy);
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
  });
});

it("covers every page with a handful of rules, well within the 100 Cloudflare reads", () => {
  const rules = readPublic("_headers")
    .split("\n")
    .filter((line) => line.startsWith("/"));
  expect(rules.length).toBeLessThanOrEqual(20);
  expect(rules).not.toContainEqual(expect.stringMatching(/^\/(about|services|contact)\//));
  expect(permissionsPolicy).toMatch(/camera=\(\).*microphone=\(\)/);
});

it("redirects a page without its trailing slash to the slash (308, relative Location)", async () => {
  for (const route of ["/about", "/services", "/contact"]) {
    const response = await get(route);
    expect([route, response.status, response.headers.location]).toEqual([route, 308, `${route}/`]);
  }
  expect(await hops("/about/index.html")).toEqual([{ status: 308, location: "/about/" }, { status: 200 }]);
});

it.each(["/no-such-page/", "/no-such-page", "/about/no-such-page"])(
  "answers an unknown path (%s) with 404, the site's 404 page, the security headers and no caching",
  async (urlPath) => {
    const response = await get(urlPath);
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(readPublic("404.html"));
    // The page's own <meta> carries the policy (no _headers rule names unknown paths).
    expect(response.body).toMatch(/<meta http-equiv="Content-Security-Policy"/);
    for (const [name, value] of Object.entries(SECURITY)) expect([name, response.headers[name]]).toEqual([name, value]);
    // Cloudflare's asset server replaces any Cache-Control of a 404 with no-store.
    expect(response.headers["cache-control"]).toBe("no-store");
  },
);

it("answers /404 with 404 and the 404 page, and sends /404/ and /404.html there: the 404 page never answers 200", async () => {
  const direct = await get("/404");
  expect(direct.status).toBe(404);
  expect(direct.body).toBe(readPublic("404.html"));
  expect(await hops("/404")).toEqual([{ status: 404 }]);
  expect(await hops("/404/")).toEqual([{ status: 308, location: "/404" }, { status: 404 }]);
  expect(await hops("/404.html")).toEqual([{ status: 308, location: "/404" }, { status: 404 }]);
});

it("caches content-hashed JS and CSS for a year, and revalidates icons, the sitemap and the manifest", async () => {
  const hashed = fs.readdirSync(publicDir).filter((f) => /[.-][0-9a-f]{20}\.(js|css)$/.test(f));
  // At least the mobile menu's two polyfills (the only script files a page may load).
  expect(hashed.length).toBeGreaterThanOrEqual(2);
  for (const file of hashed) {
    const response = await get(`/${file}`);
    expect([file, response.status, response.headers["cache-control"]]).toEqual([file, 200, IMMUTABLE]);
    expect(response.headers["strict-transport-security"]).toBe(SECURITY["strict-transport-security"]);
  }
  for (const urlPath of ["/favicon.svg", "/sitemap.xml", "/site.webmanifest"]) {
    const response = await get(urlPath);
    expect([urlPath, response.status, response.headers["cache-control"]]).toEqual([urlPath, 200, REVALIDATE]);
  }
});

it("caches the pictures the build made (their names carry a hash of the file) for a year, immutable", async () => {
  const response = await get(`/${SAMPLE_PICTURE}`);
  expect([response.status, response.headers["cache-control"]]).toEqual([200, IMMUTABLE]);
  expect(response.headers["strict-transport-security"]).toBe(SECURITY["strict-transport-security"]);
});

it("gives the content editor its own policy beside the site's header policy, no indexing and revalidation", async () => {
  for (const urlPath of ["/admin/", "/admin/config.yml", "/admin/cms.js"]) {
    const response = await get(urlPath);
    expect([urlPath, response.status]).toEqual([urlPath, 200]);
    // Two policies in one header, joined by a comma: the browser enforces both, and the site's limits nothing the editor loads.
    expect(response.headers["content-security-policy"]).toBe(`${HEADER_POLICY}, ${adminContentSecurityPolicy}`);
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
    for (const [name, value] of Object.entries(SECURITY)) expect([name, response.headers[name]]).toEqual([name, value]);
  }
  expect(await hops("/admin")).toEqual([{ status: 308, location: "/admin/" }, { status: 200 }]);
});

it("does not publish its own configuration files", async () => {
  // Cloudflare does not upload _headers and _redirects as files; wrangler's dev server answers them
  // with an error (502) instead of a 404. Either way their text is never served.
  for (const file of ["_headers", "_redirects"]) {
    const response = await get(`/${file}`);
    expect([file, response.status]).not.toEqual([file, 200]);
    expect(response.body).not.toContain("Cache-Control");
  }
});

it("refuses a POST to the contact page (405): Netlify Forms delivery cannot work here", async () => {
  expect((await get("/contact/", "POST")).status).toBe(405);
});

describe("a site in two languages: /de/ has its own 404 page", () => {
  it.each(["/de/no-such-page/", "/de/no-such-page", "/de/about/no-such-page"])(
    "answers %s with 404 and the German 404 page (the nearest 404.html), not the default language's",
    async (urlPath) => {
      const response = await getTwo(urlPath);
      expect(response.status).toBe(404);
      expect(two.notFoundPageOf(response.body)).toBe("/de/404.html");
      expect(pageLanguage(response.body)).toBe("de");
      expect(response.headers["strict-transport-security"]).toBe(SECURITY["strict-transport-security"]);
    },
  );

  it("answers /de/404 with 404 and sends /de/404/ and /de/404.html there, as for /404: the German 404 page never answers 200", async () => {
    const direct = await getTwo("/de/404");
    expect([direct.status, two.notFoundPageOf(direct.body)]).toEqual([404, "/de/404.html"]);
    expect(await hops("/de/404/", getTwo)).toEqual([{ status: 308, location: "/de/404" }, { status: 404 }]);
    expect(await hops("/de/404.html", getTwo)).toEqual([{ status: 308, location: "/de/404" }, { status: 404 }]);
  });

  it("serves the German pages, and the default language's 404 page everywhere else, as before", async () => {
    const about = await getTwo("/de/about/");
    expect([about.status, about.body]).toEqual([200, two.read("de/about/index.html")]);
    for (const urlPath of ["/no-such-page/", "/404", "/deutsch/no-such-page"]) {
      const response = await getTwo(urlPath);
      expect([urlPath, response.status, two.notFoundPageOf(response.body)]).toEqual([urlPath, 404, "/404.html"]);
    }
  });

  it.each([
    ["/team/", "/about/#team"],
    ["/de/team/", "/de/about/#team"],
    ["/ar/team/", "/ar/about/#team"],
  ])("sends %s, above every person's page, permanently to the team section (%s)", async (urlPath, location) => {
    const response = await getTwo(urlPath);
    expect([response.status, response.headers.location]).toEqual([301, location]);
  });

  it("reads each language's Cloudflare line of _redirects and skips its three Netlify lines with the root's two", () => {
    const log = cfTwo.log();
    // The root's /404 line and each language's, and /team/ in each language (src/content-model/parents.ts).
    expect(log).toMatch(new RegExp(`Parsed ${1 + two.others.length + 1 + two.others.length} valid redirect rules\\.`));
    const skipped = [...log.matchAll(/_redirects:\d+ \| (.+)$/gm)].map((m) => (m[1] as string).trim().split(/\s+/));
    expect(skipped).toEqual([
      ["/404", "/404.html", "404!"],
      ["/404.html", "/404.html", "404!"],
      ...two.others.flatMap((code) => [
        [`/${code}/404`, `/${code}/404.html`, "404!"],
        [`/${code}/404.html`, `/${code}/404.html`, "404!"],
        [`/${code}/*`, `/${code}/404.html`, "404"],
      ]),
    ]);
  });
});

// The shipped content has no redirects: a copy's with a renamed article (test/renamed-article.ts), one written for French
// alone and an old site's file name, rendered into _redirects as the build renders them.
describe("redirects (public/_redirects at static/_redirects' {{REDIRECTS}} line)", () => {
  const redirects: Redirect[] = [
    ...renamedArticleRedirects(),
    { from: "/fr/offre/", to: "/fr/services/", status: 301 },
    { from: "/team.html", to: "/about/", status: 301 },
    // A parent address, to the section that lists its pages (src/content-model/parents.ts).
    { from: "/team/", to: "/about/#team", status: 301 },
  ];
  const copy = publicWithSamplePicture();
  let cfRedirects: RunningWrangler;
  beforeAll(async () => {
    const template = renderRedirects(fs.readFileSync(path.join(repo, "static", "_redirects"), "utf8"), ["fr"]);
    fs.writeFileSync(path.join(copy.root, "_redirects"), withRedirects(template, renderRedirectLines(redirects, ["fr"])));
    cfRedirects = await startWrangler(copy.root);
  }, 120_000);
  afterAll(async () => {
    await cfRedirects?.stop();
    copy.remove();
  });

  it.each([
    ["/old/", 301, "/about/"],
    ["/old/?ref=mail", 301, "/about/?ref=mail"],
    ["/fr/old/", 301, "/fr/about/"],
    // Cloudflare matches an old address as written (docs/deploying.md): an old site's file name too.
    ["/team.html", 301, "/about/"],
    ["/blog/x/", 301, "/articles/x/"],
    ["/blog/x", 301, "/articles/x"],
    ["/fr/blog/x/", 301, "/fr/articles/x/"],
    ["/promo/", 302, "https://shop.example.com/sale"],
    [renamed.from, 301, renamed.to],
    [`/fr${renamed.from}`, 301, `/fr${renamed.to}`],
    ["/fr/offre/", 301, "/fr/services/"],
    ["/offre/", 404, undefined],
    ["/team/", 301, "/about/#team"],
    ["/fr/team/", 301, "/fr/about/#team"],
  ])("answers %s with %i → %s", async (urlPath, status, location) => {
    const response = await rawGet(`${cfRedirects.url}${urlPath}`);
    expect([response.status, response.headers.location]).toEqual([status, location]);
  });

  it("reads every redirect line (it skips only the template's 404 lines meant for Netlify)", () => {
    const skipped = [...cfRedirects.log().matchAll(/_redirects:\d+ \| (.+)$/gm)].map((m) => (m[1] as string).trim().split(/\s+/));
    expect(skipped.map(([, , status]) => status)).toEqual(["404!", "404!", "404!", "404!", "404"]);
  });
});

it("is what the host tables say (written from these answers)", async () => {
  const post = (await get("/contact/", "POST")).status;
  const row: HostRow = {
    host: "Cloudflare Pages",
    checkedWith: `wrangler ${version("wrangler")} \`pages dev\` on workerd ${version("workerd")}`,
    unknownPath: `${(await get("/no-such-page/")).status}, the 404 page`,
    notFoundPage: describeNotFoundPage({ "/404": await hops("/404"), "/404/": await hops("/404/"), "/404.html": await hops("/404.html") }),
    notFoundPerLanguage: await getTwo("/de/no-such-page/").then((response) =>
      describeLanguageNotFound(
        { status: response.status, page: two.notFoundPageOf(response.body) },
        "the nearest `404.html`; a `_redirects` line for `/de/404`",
      ),
    ),
    trailingSlash: describeHops(await hops("/about")),
    headers: "all, from `_headers` (the site's policy with this build's hashes)",
    forms: `${formDeliveries.filter((d) => d !== "netlify").join(", ")} (\`netlify\`: a POST gets ${post})`,
    signIn: SIGN_IN_ANYWHERE,
  };
  expectHostTableRows(row);
});
