/**
 * Only the site is published: every file in public/ (what a deploy uploads) must be accounted for.
 * A file counts when it is
 * - an HTML page (the site's pages, 404.html, the content editor's admin/index.html);
 * - loaded by a file that counts: a page's src/href/srcset/content attribute or a URL in its inline
 *   script (the polyfill loader), a URL in a script or stylesheet (the editor's chunks, fonts and
 *   wasm files), an icon in the web app manifest, the sitemap in robots.txt;
 * - named in a host configuration in the repository (vercel.ts, netlify.toml, deploy/nginx.conf,
 *   the static/_headers template);
 * - or on the short list below, each with its reason.
 * Gatsby's browser runtime (app-….js, framework-….js, component---….js …), page-data/ and its
 * _gatsby/ fragments are none of these: plugins/site-files/unpublished.ts keeps them out.
 * (The generated public/_headers is not a source of references: it names every hashed file there is.)
 */
import fs from "node:fs";
import path from "node:path";
import { publicDir, readPublic, repo, siteUrl } from "./support/site";
import { listFiles } from "../../src/lib/list-files";

/** Files nothing links to that are published on purpose. */
const allowed: { file: RegExp; why: string }[] = [
  { file: /^_headers$/, why: "Netlify and Cloudflare Pages read it for the site's headers" },
  { file: /^_redirects$/, why: "Netlify and Cloudflare Pages read it: /404 answers 404 (static/_redirects)" },
  { file: /^robots\.txt$/, why: "crawlers ask for /robots.txt by name" },
  {
    file: /^pagefind\//,
    why: "Pagefind's index: the search page's script loads pagefind.js, which fetches the language's index and the results' fragments by names it computes",
  },
  {
    file: /^admin\/assets\/[\w-]+\.LICENSE\.txt$/,
    why: "the licence of a font the content editor ships, which the licence says goes with it",
  },
];

const published = listFiles(publicDir);
const publishedSet = new Set(published);
const origin = new URL(siteUrl).origin;

/** The public/ file a URL found in `from` points to, if it is one. */
function target(url: string, from: string): string | undefined {
  // Strings in minified scripts are mostly no URLs at all: whatever does not parse as one is not.
  let file: string;
  try {
    const resolved = new URL(url.trim(), `${origin}/${from}`);
    if (resolved.origin !== origin) return undefined;
    file = decodeURIComponent(resolved.pathname).replace(/^\//, "");
  } catch {
    return undefined;
  }
  if (file === "" || file.endsWith("/")) file += "index.html";
  return publishedSet.has(file) ? file : undefined;
}

// Path-like words in a script ("./chunks/x-1a2b.js", "/invokers-polyfill-….js", "preview.css"),
// with or without the quotes around them: pairing quotes in minified code goes out of step at the
// first quote inside a regular expression or a template. A word that is no path resolves to no file.
const pathWords = (text: string) => text.match(/[\w.~/-]+\.\w+/g) ?? [];
const cssUrls = (text: string) =>
  [...text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)|@import\s+["']([^"']+)["']/g)].map((m) => m[1] ?? m[2] ?? "");

/** The URLs a published text file can make a browser, crawler or the editor load. */
function urlsIn(file: string): string[] {
  const text = readPublic(file);
  if (file.endsWith(".html")) {
    // A space before the name: data-href (Gatsby's inlined <style data-href="/styles.….css">) loads nothing.
    const attributes = [...text.matchAll(/\s(src|href|srcset|content)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].flatMap((m) => {
      const value = m[2] ?? m[3] ?? m[4] ?? "";
      return m[1]!.toLowerCase() === "srcset" ? value.split(",").map((c) => c.trim().split(/\s+/)[0] ?? "") : [value];
    });
    const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].flatMap((m) => pathWords(m[1]!));
    const styles = [...text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].flatMap((m) => cssUrls(m[1]!));
    return [...attributes, ...scripts, ...styles];
  }
  if (/\.m?js$/.test(file)) return pathWords(text);
  if (file.endsWith(".css")) return cssUrls(text);
  if (/\.(?:json|webmanifest)$/.test(file)) {
    const strings: string[] = [];
    JSON.stringify(JSON.parse(text), (_key, value: unknown) => (typeof value === "string" && strings.push(value), value));
    return strings;
  }
  if (file === "robots.txt") return [...text.matchAll(/^Sitemap:\s*(\S+)/gim)].map((m) => m[1]!);
  return [];
}

/** Site paths named in the repository's host configurations (redirects, error pages, header rules). */
function hostConfigFiles(): Set<string> {
  const configs = ["vercel.ts", "netlify.toml", "deploy/nginx.conf", "static/_headers"].map((f) => path.join(repo, f));
  const found = new Set<string>();
  for (const config of configs.filter((f) => fs.existsSync(f))) {
    for (const m of fs.readFileSync(config, "utf8").matchAll(/\/[\w.~/-]+\.\w+/g)) {
      const file = m[0].slice(1);
      if (publishedSet.has(file)) found.add(file);
    }
  }
  return found;
}

/** Every published file reached from the pages, the host configurations and the allowed files, with what reached it. */
function reachable(): Map<string, string> {
  const reached = new Map<string, string>();
  const queue: string[] = [];
  const add = (file: string, why: string) => {
    if (reached.has(file)) return;
    reached.set(file, why);
    queue.push(file);
  };
  const follow = () => {
    while (queue.length > 0) {
      const from = queue.shift()!;
      for (const url of urlsIn(from)) {
        const file = target(url, from);
        if (file) add(file, `loaded by ${from}`);
      }
    }
  };
  // The pages first, so that what they load is recorded as such.
  for (const file of published.filter((f) => f.endsWith(".html"))) add(file, "an HTML page");
  follow();
  for (const file of hostConfigFiles()) add(file, "named in a host configuration");
  for (const file of published) {
    const entry = allowed.find((a) => a.file.test(file));
    if (entry) add(file, `allowed: ${entry.why}`);
  }
  follow();
  return reached;
}

const reached = reachable();

it("publishes only files that a page, the manifest, robots.txt or a host configuration refers to", () => {
  const bytes = published.reduce((sum, file) => sum + fs.statSync(path.join(publicDir, file)).size, 0);
  console.log(`public/: ${published.length} files, ${bytes} bytes (${(bytes / 1024).toFixed(1)} kB)`);
  expect(published).toContain("index.html");
  expect(published.filter((file) => !reached.has(file))).toEqual([]);
});

it("publishes none of Gatsby's browser runtime, page data or HTML fragments", () => {
  expect(
    published.filter((f) =>
      /^(?:page-data|_gatsby|~partytown|404|slice-data)\/|^(?:app|framework|webpack-runtime|commons|component---[\w-]+|\d+)-[0-9a-f]{20}\.js|^styles\.[0-9a-f]{20}\.css$|^chunk-map\.json$|^webpack\.stats\.json$|\.LICENSE\.txt$/.test(
        f.startsWith("admin/") ? "" : f,
      ),
    ),
  ).toEqual([]);
});

it("still publishes what the pages load: the polyfills, icons, manifest, share pictures and illustrations", () => {
  for (const file of ["site.webmanifest", "favicon.ico", "favicon.svg", "icon-192.png", "icon-512.png", "sitemap.xml"]) {
    expect([file, reached.get(file)]).toEqual([file, expect.stringMatching(/^loaded by /)]);
  }
  const sharePictures = published.filter((f) => /^pictures\/share-[0-9a-f]{20}\.png$/.test(f));
  expect(sharePictures.length).toBeGreaterThan(0);
  for (const file of sharePictures) expect(reached.get(file)).toMatch(/^loaded by .*\.html$/);
  const polyfills = published.filter((f) => /^[\w-]+-polyfill-[0-9a-f]{20}\.js$/.test(f));
  expect(polyfills).toHaveLength(2);
  for (const file of polyfills) expect(reached.get(file)).toMatch(/^loaded by (?!admin\/).*\.html$/);
  expect(published.some((f) => f.startsWith("illustrations/"))).toBe(true);
});

it("has no entry on the allowed list that matches nothing", () => {
  for (const entry of allowed) expect([entry.why, published.some((f) => entry.file.test(f))]).toEqual([entry.why, true]);
});

it("keeps Gatsby's build state for the next build in .cache/unpublished/ (the incremental build reads it back)", () => {
  const kept = path.join(repo, ".cache", "unpublished");
  for (const file of ["page-data/app-data.json", "page-data/index/page-data.json", "404/index.html"]) {
    expect([file, fs.existsSync(path.join(kept, file))]).toEqual([file, true]);
  }
});
