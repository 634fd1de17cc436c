/**
 * `npx tsx scripts/test-path-prefix.ts [--prefix /vireo]`: does the site work when it is
 * served under a path, as on GitHub Pages (https://user.github.io/vireo/)?
 *
 * 1. Builds with `PATH_PREFIX=<prefix> gatsby build --prefix-paths` (test/fixture-builds.ts,
 *    unless that build is up to date), for the site address PREFIX_SITE_URL, which the crawl maps
 *    to the local server below, so absolute URLs (canonical, og:image, JSON-LD, sitemap) are
 *    fetched too.
 * 2. Copies public/ to <tmp>/<prefix>/ and serves <tmp> on 127.0.0.1: only what is under the
 *    prefix exists, as on the real host.
 * 3. Crawls every page (all HTML files of the build, and every page a link leads to) and checks
 *    every URL of the site they name: href, src, srcset, form action, the URLs in meta tags
 *    (og:image, og:url, twitter:image), JSON-LD (url, logo), the manifest's icons and start_url,
 *    robots.txt's sitemap, the sitemap's pages, the polyfills the page script may load and the
 *    pattern the Speculation Rules prerender. Each must stay under the prefix and answer 200.
 * 4. Opens every page in headless Chromium (when one is found) and follows each internal link the
 *    way visitors do: every request the pages make must stay under the prefix and succeed.
 * 5. Prints "prefix: N passed, M failed" last and exits 1 if anything failed. N counts each URL of
 *    step 3 once and each page of step 4 once, so it is the same in every run of the same build.
 *    (Counting the browser's requests instead made N vary: Chromium fetches the favicon, the
 *    manifest's icon and the editor's fonts on its own schedule, sometimes after "networkidle".)
 *
 * The prefixed build is a fixture build of its own (test/site-build.ts: a copy of the site in the
 * temporary folder), so the repository's public/ and .cache/ keep the normal build.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromeArgs, requireChromium } from "../test/chromium";
import { decodeEntities } from "../plugins/site-files/csp";
import { freePort } from "../test/loopback";
import { pathPrefix, PREFIX_SITE_URL } from "../test/fixture-builds";
import { ensureFixtureBuild } from "../test/site-build";
import { listFiles } from "../src/lib/list-files";

const args = process.argv.slice(2);
const prefixArg = args.includes("--prefix") ? args[args.indexOf("--prefix") + 1] : "/vireo";
const prefix = `/${(prefixArg ?? "/vireo").replace(/^\/+|\/+$/g, "")}`;

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".xml": "application/xml",
  ".txt": "text/plain",
};

/** A static host: files as they are, /dir/ → dir/index.html, /dir → 301 /dir/, anything else 404. */
function serve(root: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const file = path.join(root, pathname);
    if (!file.startsWith(root)) return void response.writeHead(404).end();
    const send = (target: string) => {
      response.writeHead(200, { "Content-Type": types[path.extname(target)] ?? "application/octet-stream" });
      response.end(fs.readFileSync(target));
    };
    if (pathname.endsWith("/") && fs.existsSync(path.join(file, "index.html"))) return send(path.join(file, "index.html"));
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return send(file);
    if (fs.existsSync(path.join(file, "index.html"))) return void response.writeHead(301, { Location: `${pathname}/` }).end();
    response.writeHead(404).end("Not found");
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** The site built with the prefix (when its fixture build is stale); returns its public/. */
function build(): string {
  return ensureFixtureBuild(pathPrefix(prefix), (message) => console.log(message));
}

const decode = decodeEntities;

/** Every URL an HTML page names, with where it was found. */
function urlsInHtml(html: string): { url: string; where: string }[] {
  const found: { url: string; where: string }[] = [];
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => {
    const code = tag.replace(/^<script[^>]*>|<\/script>$/g, "");
    if (/type="application\/ld\+json"/.test(tag)) {
      const data = JSON.parse(code) as Record<string, unknown>;
      for (const key of ["url", "logo", "@id"])
        if (typeof data[key] === "string") found.push({ url: data[key] as string, where: `JSON-LD ${key}` });
    } else if (/type="speculationrules"/.test(tag)) {
      // The pattern of links to prerender: its path part ("/prefix/*") must be the site's.
      for (const [, pattern] of code.matchAll(/"href_matches":"([^"]+)"/g))
        found.push({ url: (pattern as string).replace(/\*$/, ""), where: "Speculation Rules href_matches" });
    } else {
      // Files the page script loads (the menu's polyfills, where a browser lacks a feature).
      for (const [, url] of code.matchAll(/"(\/[^"\s]+\.js)"/g)) found.push({ url: url as string, where: "page script" });
    }
    return tag.replace(/>[\s\S]*<\/script>$/, "></script>");
  });
  for (const tag of body.match(/<[a-z][^>]*>/gi) ?? []) {
    const name = /^<([a-z0-9-]+)/i.exec(tag)?.[1]?.toLowerCase() ?? "";
    const attribute = (attr: string) => {
      const match = new RegExp(`\\s${attr}="([^"]*)"`, "i").exec(tag);
      return match ? decode(match[1] as string) : undefined;
    };
    for (const attr of ["href", "src", "action"]) {
      const value = attribute(attr);
      if (value !== undefined) found.push({ url: value, where: `<${name} ${attr}>` });
    }
    const srcset = attribute("srcset");
    if (srcset)
      for (const candidate of srcset.split(",")) found.push({ url: candidate.trim().split(/\s+/)[0] ?? "", where: `<${name} srcset>` });
    const property = attribute("property") ?? attribute("name");
    if (name === "meta" && property && /^(og:image|og:url|twitter:image)$/.test(property)) {
      found.push({ url: attribute("content") ?? "", where: `<meta ${property}>` });
    }
  }
  return found;
}

/**
 * What only a browser shows: everything a page requests by itself when it opens and when a link
 * is followed (prerenders included). Every page is opened and each of its internal links clicked;
 * any request that leaves the prefix or fails is a failure. Needs the system Chromium (test/chromium.ts).
 */
async function browserPass(origin: string, pages: string[], results: Map<string, { ok: boolean; detail: string }>) {
  let chromium: typeof import("playwright-core").chromium;
  try {
    ({ chromium } = await import("playwright-core"));
  } catch {
    return void console.log("Browser pass skipped: playwright-core is not installed.");
  }
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromeArgs });
  try {
    for (const pageUrl of pages.filter((p) => !p.endsWith(".html"))) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      const pagePath = new URL(pageUrl).pathname;
      // One result for the page and what it loads; each request that fails is a result of its own.
      const pageKey = `browser ${pagePath} and every request it makes`;
      results.set(pageKey, { ok: true, detail: "opened, links followed" });
      const fail = (key: string, detail: string) => {
        if (!results.has(key)) results.set(key, { ok: false, detail }); // the first page that showed it
        results.set(pageKey, { ok: false, detail: "a request or script on it failed (its own FAIL line names it)" });
      };
      page.on("response", (response) => {
        const url = new URL(response.url());
        // The content editor shows some of its own files as blob: URLs; they never leave the page.
        if (url.origin !== origin || url.protocol === "blob:") return;
        const inside = url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
        if (inside && response.status() < 400) return;
        // page.url() is where the visitor is now: the page itself, or one its links led to.
        fail(`browser ${url.pathname}`, `${inside ? response.status() : "escapes the prefix"} (loaded by ${new URL(page.url()).pathname})`);
      });
      page.on("pageerror", (error) => fail(`browser error on ${pagePath}`, error.message));
      await page.goto(pageUrl, { waitUntil: "networkidle" });
      const links = await page.$$eval("a[href]", (anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
      for (const href of [...new Set(links)].filter((h) => h.startsWith(`${prefix}/`))) {
        await page.goto(pageUrl, { waitUntil: "networkidle" });
        await page.locator(`a[href="${href}"]:visible`).first().click();
        await page.waitForURL(new URL(href, origin).href);
        await page.waitForLoadState("networkidle");
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const publicDir = build();
  // The build names the site's address (PREFIX_SITE_URL) in absolute URLs; here that is this server.
  const local = (raw: string) => (raw.startsWith(`${PREFIX_SITE_URL}/`) ? `${origin}${raw.slice(PREFIX_SITE_URL.length)}` : raw);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-prefix-"));
  fs.cpSync(publicDir, path.join(root, prefix.slice(1)), { recursive: true });
  const server = await serve(root, port);

  const results = new Map<string, { ok: boolean; detail: string }>();
  const pagesToVisit: string[] = [];
  const fetchText = async (url: string) => (await fetch(url)).text();

  /** Checks one URL named somewhere; returns its absolute form when it belongs to the site. */
  const check = async (raw: string, base: string, where: string): Promise<URL | null> => {
    if (!raw || raw.startsWith("#") || /^(data|mailto|tel|javascript):/i.test(raw)) return null;
    const url = new URL(local(raw), base);
    if (url.origin !== origin) return null; // another site (social profiles, messaging)
    url.hash = "";
    const key = `${url.pathname}${url.search}`;
    if (results.has(key)) return url;
    if (!(url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
      results.set(key, { ok: false, detail: `escapes the prefix ${prefix} (${where} on ${new URL(base).pathname})` });
      return url;
    }
    const response = await fetch(url, { redirect: "manual" });
    const ok = response.status === 200;
    results.set(key, { ok, detail: ok ? "200" : `${response.status} (${where} on ${new URL(base).pathname})` });
    if (ok && (response.headers.get("content-type") ?? "").startsWith("text/html")) pagesToVisit.push(url.href);
    return url;
  };

  try {
    // Every page of the build, whether or not a link leads to it.
    for (const relative of listFiles(publicDir, { match: /\.html$/ })) {
      await check(`${prefix}/${relative.replace(/(^|\/)index\.html$/, "$1")}`, `${origin}/`, "the build");
    }

    const visited = new Set<string>();
    while (pagesToVisit.length > 0) {
      const page = pagesToVisit.shift() as string;
      if (visited.has(page)) continue;
      visited.add(page);
      const html = await fetchText(page);
      for (const { url, where } of urlsInHtml(html)) {
        const resolved = await check(url, page, where);
        if (resolved?.pathname.endsWith(".webmanifest")) {
          const manifest = JSON.parse(await fetchText(resolved.href)) as { start_url?: string; icons?: { src: string }[] };
          for (const icon of manifest.icons ?? []) await check(icon.src, resolved.href, "manifest icon");
          if (manifest.start_url) await check(manifest.start_url, resolved.href, "manifest start_url");
        }
      }
    }

    const robots = await fetchText(`${origin}${prefix}/robots.txt`);
    await check(`${prefix}/robots.txt`, `${origin}/`, "robots.txt");
    for (const [, sitemap] of robots.matchAll(/^Sitemap: (\S+)$/gm)) {
      const url = await check(sitemap as string, `${origin}${prefix}/robots.txt`, "robots.txt Sitemap");
      if (!url) {
        results.set(`robots:${sitemap}`, { ok: false, detail: `robots.txt names a sitemap on another origin: ${sitemap}` });
        continue;
      }
      for (const [, loc] of (await fetchText(url.href)).matchAll(/<loc>([^<]+)<\/loc>/g))
        await check(loc as string, url.href, "sitemap <loc>");
    }

    await browserPass(origin, [...visited], results);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  }

  const failed = [...results].filter(([, r]) => !r.ok);
  const passed = results.size - failed.length;
  for (const [url, result] of failed) console.log(`FAIL ${url}: ${result.detail}`);
  if (process.env.VERBOSE) for (const [url, result] of results) if (result.ok) console.log(`ok   ${url}`);
  console.log(`Path prefix ${prefix}: every page, link and asset checked under the prefix.`);
  // A plain closing line, the form CI reads for the count of a run.
  console.log(`prefix: ${passed} passed, ${failed.length} failed`);
  process.exit(failed.length === 0 && passed > 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
