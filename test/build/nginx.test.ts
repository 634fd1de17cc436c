/**
 * deploy/nginx.conf, really served: nginx (/usr/sbin/nginx, or NGINX_BIN) runs the repository's
 * two server blocks on 127.0.0.1:<free ports> (HTTP, and HTTPS with HTTP/2 and a self-signed
 * certificate made by openssl for the test) with root = public/ and the build's CSP include, and
 * the answers are checked: HTTP → HTTPS, status codes, the 404 page, redirects, security headers
 * (HSTS only over TLS), caching, HTTP/2, and the grade of Mozilla's HTTP Observatory.
 *
 * `/about` (no slash) answers 301 → `/about/`: nginx's own redirect for a folder, with a relative
 * Location (absolute_redirect off), like Netlify, Cloudflare Pages and Vercel (trailingSlash).
 *
 * Every page is also loaded through nginx in Chromium (test/chromium.ts) and must report no
 * Content-Security-Policy violation and no console error.
 *
 * A site in two languages (support/languages-site.ts) runs on a second nginx, with the include
 * its build wrote for its languages (deploy/generated/languages.conf): unknown paths under /de/ get
 * the German 404 page.
 * A third nginx serves public/ with a redirects include rendered from a small list: the moved addresses answer 301 or
 * 302 with their new Location.
 * Without nginx the file fails with how to install it: it is part of what CI checks.
 */
import fs from "node:fs";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";
import { generatedDir, INSTALL_HINT, nginxAvailable, request, startNginx, type RunningNginx } from "./support/nginx";
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
import { formDeliveries } from "../../src/lib/contact-form";
import { observatoryGrade } from "./support/observatory";
import {
  createdPages,
  fullTitle,
  HEADER_POLICY,
  pagePolicy,
  publicDir,
  publicWithSamplePicture,
  readContent,
  readPublic,
  SAMPLE_PICTURE,
} from "./support/site";
import { chromeArgs, requireChromium } from "../chromium";
import { renderNginxRedirects, type Redirect } from "../../plugins/site-files/redirects";
import { renamed, renamedArticleRedirects } from "../renamed-article";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

const available = nginxAvailable();

if (!available) {
  it("needs nginx", () => {
    throw new Error(INSTALL_HINT);
  });
} else {
  describe("deploy/nginx.conf serving public/", () => {
    let nginx: RunningNginx;

    // Making an RSA key, `nginx -t` and the start take seconds on a busy machine: startNginx waits
    // until nginx has bound its ports (trying other ports if another process took them first)
    // and gives up with nginx's log after 90 s, before this hook's own limit.
    // public/ with a picture in public/pictures/ (the real content has none).
    const served = publicWithSamplePicture();
    // The site in two languages, on a second nginx.
    let two: LanguagesSite;
    let nginxTwo: RunningNginx;
    beforeAll(async () => {
      // Built first when stale (up to 10 minutes on a busy machine; `npm test` has built it already).
      two = languagesSite();
      [nginx, nginxTwo] = await Promise.all([
        startNginx(served.root, { timeoutMs: 90_000 }),
        startNginx(two.publicDir, { generated: two.generated, timeoutMs: 90_000 }),
      ]);
    }, 840_000);
    afterAll(async () => {
      await nginx?.stop();
      await nginxTwo?.stop();
      served.remove();
    });

    const get = (urlPath: string) => request(`${nginx.url}${urlPath}`, nginx.certificate);
    const getTwo = (urlPath: string) => request(`${nginxTwo.url}${urlPath}`, nginxTwo.certificate);

    it("answers plain HTTP with a 301 to the same host and path over HTTPS, and no HSTS", async () => {
      for (const urlPath of ["/", "/about/?ref=mail", "/no-such-page/"]) {
        const response = await request(`${nginx.httpUrl}${urlPath}`);
        expect([urlPath, response.status, response.headers.get("location")]).toEqual([urlPath, 301, `${nginx.url}${urlPath}`]);
        expect(response.headers.get("strict-transport-security")).toBeNull();
      }
      // Let's Encrypt's HTTP-01 challenge stays on plain HTTP (certbot --webroot renewals).
      expect((await request(`${nginx.httpUrl}/.well-known/acme-challenge/token`)).status).toBe(404);
    });

    it("serves HTTP/2 over TLS, with HSTS of at least a year including subdomains", async () => {
      const session = http2.connect(nginx.url, { ca: nginx.certificate });
      try {
        await new Promise<void>((resolve, reject) => session.once("connect", () => resolve()).once("error", reject));
        expect(session.alpnProtocol).toBe("h2");
        const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
          const stream = session.request({ ":path": "/" });
          stream.once("response", (h) => (stream.resume(), resolve(h))).once("error", reject);
        });
        expect(headers[":status"]).toBe(200);
        const hsts = String(headers["strict-transport-security"]);
        expect(hsts).toMatch(/includeSubDomains/);
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      } finally {
        session.close();
      }
    });

    it("grades A+ on Mozilla's HTTP Observatory (its own scan and scoring, pointed at this server)", async () => {
      const result = await observatoryGrade(nginx);
      // On failure the list says which of the Observatory's tests lost points.
      expect({ grade: result.grade, score: result.score, failed: result.failed }).toEqual({ grade: "A+", score: result.score, failed: [] });
      expect(result.score).toBeGreaterThanOrEqual(100);
    }, 60_000);

    it("serves / with 200, the security headers and revalidation", async () => {
      const response = await get("/");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("content-security-policy")).toBe(HEADER_POLICY);
      expect(pagePolicy("/")).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      expect(response.headers.get("cache-control")).toBe(REVALIDATE);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\).*microphone=\(\)/);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(await response.text()).toBe(readPublic("index.html"));
    });

    it.each(["/about/", "/services/", "/contact/", ...createdPages.map((p) => p.route)])(
      "serves %s with 200, the header policy, and its own policy in the page",
      async (urlPath) => {
        const response = await get(urlPath);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-security-policy")).toBe(HEADER_POLICY);
        expect(pagePolicy(urlPath)).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
        expect(response.headers.get("cache-control")).toBe(REVALIDATE);
        expect(await response.text()).toBe(readPublic(`${urlPath.slice(1)}index.html`));
      },
    );

    it("redirects /about to /about/ (301, relative Location), with the security headers", async () => {
      const response = await get("/about");
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/about/");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBe(HEADER_POLICY);
    });

    // /404 and /404.html too: the 404 page never answers 200 (a soft 404), whatever it is called.
    it.each(["/no-such-page/", "/404", "/404/", "/404.html"])("answers %s with 404 and the site's 404 page", async (urlPath) => {
      const response = await get(urlPath);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("content-security-policy")).toBe(HEADER_POLICY);
      expect(pagePolicy("/404.html")).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      expect(response.headers.get("cache-control")).toBe(REVALIDATE);
      expect(await response.text()).toBe(readPublic("404.html"));
    });

    describe("a site in two languages: /de/ has its own 404 page", () => {
      it.each(["/de/no-such-page/", "/de/no-such-page", "/de/about/no-such-page", "/de/404", "/de/404/", "/de/404.html"])(
        "answers %s with 404 and the German 404 page, with its policy and the security headers",
        async (urlPath) => {
          const response = await getTwo(urlPath);
          const body = await response.text();
          expect([response.status, two.notFoundPageOf(body), pageLanguage(body)]).toEqual([404, "/de/404.html", "de"]);
          expect(response.headers.get("content-security-policy")).toBe(HEADER_POLICY);
          expect(body).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/);
          expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
          expect(response.headers.get("cache-control")).toBe(REVALIDATE);
        },
      );

      it("serves the German pages, and the default language's 404 page everywhere else, as before", async () => {
        const about = await getTwo("/de/about/");
        expect([about.status, await about.text()]).toEqual([200, two.read("de/about/index.html")]);
        expect((await getTwo("/de")).headers.get("location")).toBe("/de/");
        for (const urlPath of ["/no-such-page/", "/404.html", "/deutsch/no-such-page"]) {
          const response = await getTwo(urlPath);
          expect([urlPath, response.status, two.notFoundPageOf(await response.text())]).toEqual([urlPath, 404, "/404.html"]);
        }
      });
    });

    it("is what the host tables say (written from these answers)", async () => {
      const hops = async (urlPath: string): Promise<Hop[]> => {
        const response = await get(urlPath);
        const location = response.headers.get("location");
        if (location === null) return [{ status: response.status }];
        return [{ status: response.status, location }, ...(await hops(location))];
      };
      const post = await request(`${nginx.url}/contact/`, nginx.certificate, "POST");
      const row: HostRow = {
        host: "nginx",
        // No version here: it is the machine's nginx (apt), and the table must not change with it.
        checkedWith: "nginx with `deploy/nginx.conf`, over HTTPS",
        unknownPath: `${(await get("/no-such-page/")).status}, the 404 page`,
        notFoundPage: describeNotFoundPage({
          "/404": await hops("/404"),
          "/404/": await hops("/404/"),
          "/404.html": await hops("/404.html"),
        }),
        notFoundPerLanguage: await getTwo("/de/no-such-page/").then(async (response) =>
          describeLanguageNotFound(
            { status: response.status, page: two.notFoundPageOf(await response.text()) },
            "a `location` per language in the build's include",
          ),
        ),
        trailingSlash: describeHops(await hops("/about")),
        headers: "all, from `deploy/nginx.conf` and the build's policy include; HSTS over HTTPS only",
        forms: `${formDeliveries.filter((d) => d !== "netlify").join(", ")} (\`netlify\`: a POST gets ${post.status})`,
        signIn: SIGN_IN_ANYWHERE,
      };
      expectHostTableRows(row);
    });

    it("caches content-hashed JS and CSS for a year, immutable", async () => {
      const files = fs.readdirSync(publicDir).filter((f) => /[.-][0-9a-f]{20}\.(js|css)$/.test(f));
      // The polyfills (Gatsby's runtime chunks are not published: plugins/site-files/unpublished.ts).
      expect(files.filter((f) => f.includes("-polyfill-"))).toHaveLength(2);
      for (const file of files) {
        const response = await get(`/${file}`);
        expect([file, response.status, response.headers.get("cache-control")]).toEqual([file, 200, IMMUTABLE]);
      }
      const js = await get(`/${files.find((f) => f.endsWith(".js"))}`);
      expect(js.headers.get("content-type")).toMatch(/^application\/javascript/);
      expect(js.headers.get("x-content-type-options")).toBe("nosniff");
    });

    it("caches the pictures the build made (their names carry a hash of the file) for a year, immutable", async () => {
      const response = await get(`/${SAMPLE_PICTURE}`);
      expect([response.status, response.headers.get("cache-control"), response.headers.get("content-type")]).toEqual([
        200,
        IMMUTABLE,
        "image/png",
      ]);
      // A picture that is not there: the 404 page, revalidated (never a 404 cached for a year).
      const missing = await get("/pictures/gone-0123456789-400.avif");
      expect([missing.status, missing.headers.get("cache-control")]).toEqual([404, "public, max-age=0, must-revalidate"]);
    });

    it("serves the manifest, robots.txt, sitemap.xml and icons with their types, and hides the other hosts' files", async () => {
      const types: [string, RegExp][] = [
        ["/site.webmanifest", /^application\/manifest\+json/],
        ["/robots.txt", /^text\/plain/],
        ["/sitemap.xml", /^text\/xml/],
        ["/favicon.svg", /^image\/svg\+xml/],
        ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)/],
        ["/apple-touch-icon.png", /^image\/png/],
      ];
      for (const [urlPath, type] of types) {
        const response = await get(urlPath);
        expect([urlPath, response.status, response.headers.get("content-type")]).toEqual([urlPath, 200, expect.stringMatching(type)]);
      }
      for (const urlPath of ["/_headers", "/_redirects"]) expect((await get(urlPath)).status).toBe(404);
    });

    it("loads every page in Chromium with no CSP violation or console error", async () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { chromium } = require("playwright-core") as typeof import("playwright-core");
      const browser = await chromium.launch({ executablePath: requireChromium(), args: chromeArgs });
      const contactTitle = fullTitle(readContent<{ title: string }>("pages/contact.yaml").title);
      try {
        for (const urlPath of ["/", "/about/", "/services/", "/contact/"]) {
          // The certificate is the test's own: Chromium is told to accept it (the headers apply as usual).
          const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, ignoreHTTPSErrors: true });
          const problems: string[] = [];
          page.on("console", (m) => {
            if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
          });
          page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
          await page.addInitScript(() =>
            document.addEventListener("securitypolicyviolation", (e) =>
              console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
            ),
          );
          const response = await page.goto(`${nginx.url}${urlPath}`, { waitUntil: "networkidle" });
          expect(response?.status()).toBe(200);
          // A client-side navigation re-renders the head (JSON-LD included) without a page load.
          await page.locator('header a[href="/contact/"]').first().click();
          await page.waitForURL(`${nginx.url}/contact/`);
          await page.waitForFunction((title) => document.title === title, contactTitle);
          await page.waitForLoadState("networkidle");
          const jsonLd = await page.locator('script[type="application/ld+json"]').count();
          expect([urlPath, jsonLd, problems]).toEqual([urlPath, 1, []]);
          await page.close();
        }
      } finally {
        await browser.close();
      }
    }, 60_000);
  });

  // The shipped content has no redirects: a copy's (test/renamed-article.ts), rendered as the build renders them, in a
  // copy of the build's includes, on a nginx of its own.
  describe("redirects (deploy/generated/redirects.conf)", () => {
    // The content's (a renamed article's former address among them), one written for French alone, and a parent
    // address to the section that lists its pages (src/content-model/parents.ts).
    const redirects: Redirect[] = [
      ...renamedArticleRedirects(),
      { from: "/fr/offre/", to: "/fr/services/", status: 301 },
      { from: "/team/", to: "/about/#team", status: 301 },
    ];
    let nginx: RunningNginx;
    let generated: string;
    beforeAll(async () => {
      generated = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-redirects-"));
      fs.cpSync(generatedDir, generated, { recursive: true });
      fs.writeFileSync(path.join(generated, "redirects.conf"), renderNginxRedirects(redirects, ["fr"]));
      nginx = await startNginx(publicDir, { generated, timeoutMs: 90_000 });
    }, 120_000);
    afterAll(async () => {
      await nginx?.stop();
      if (generated) fs.rmSync(generated, { recursive: true, force: true });
    });

    it.each([
      ["/old/", 301, "/about/"],
      ["/old", 301, "/about/"],
      ["/old/?ref=mail", 301, "/about/?ref=mail"],
      ["/fr/old/", 301, "/fr/about/"],
      ["/fr/old", 301, "/fr/about/"],
      ["/blog/x/", 301, "/articles/x/"],
      ["/blog/x", 301, "/articles/x"],
      ["/blog/2024/post/?ref=mail", 301, "/articles/2024/post/?ref=mail"],
      ["/blog", 301, "/articles/"],
      ["/fr/blog/x/", 301, "/fr/articles/x/"],
      ["/promo/", 302, "https://shop.example.com/sale"],
      ["/promo", 302, "https://shop.example.com/sale"],
      [renamed.from, 301, renamed.to],
      [renamed.from.slice(0, -1), 301, renamed.to],
      [`/fr${renamed.from}`, 301, `/fr${renamed.to}`],
      ["/fr/offre/", 301, "/fr/services/"],
      ["/team/", 301, "/about/#team"],
      ["/team", 301, "/about/#team"],
      ["/team/?ref=mail", 301, "/about/?ref=mail#team"],
      ["/fr/team/", 301, "/fr/about/#team"],
    ])("answers %s with %i → %s, with the security headers", async (urlPath, status, location) => {
      const response = await request(`${nginx.url}${urlPath}`, nginx.certificate);
      expect([response.status, response.headers.get("location")]).toEqual([status, location]);
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    });

    it("leaves the pages and unknown addresses as they were", async () => {
      const answers = await Promise.all(
        ["/about/", "/older/", "/blogs/x/", "/offre/"].map(async (urlPath) => [
          urlPath,
          (await request(`${nginx.url}${urlPath}`, nginx.certificate)).status,
        ]),
      );
      expect(answers).toEqual([
        ["/about/", 200],
        ["/older/", 404],
        ["/blogs/x/", 404],
        ["/offre/", 404],
      ]);
    });
  });
}
