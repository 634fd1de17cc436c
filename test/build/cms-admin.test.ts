/**
 * The content editor in the build (plugins/cms-admin): public/admin/ holds the page, the editor's
 * code from node_modules (nothing from a CDN), its fonts, the site's stylesheet for previews and
 * the configuration derived from the content schema. It is not one of the site's pages: no site
 * policy <meta>, not in the sitemap, and no public page or script refers to it.
 * The browser tests (e2e/cms-*.spec.ts) load and use it.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parse } from "yaml";
import { cmsConfig } from "../../src/content-model/cms-config";
import { adminOptions } from "../../plugins/cms-admin/admin-options";
import { builtHtmlFiles, contentDir, publicDir, readPublic } from "./support/site";
import { listFiles } from "../../src/lib/list-files";

const adminDir = path.join(publicDir, "admin");
const html = readPublic("admin/index.html");

/** Every file under public/admin/, as paths inside it. */
const adminFiles = () => listFiles(adminDir);

describe("public/admin/index.html", () => {
  it("is kept out of search engines and has no site policy <meta> (its policy comes with the response)", () => {
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow" \/>/);
    expect(html).not.toMatch(/http-equiv="Content-Security-Policy"/i);
  });

  it("has no inline script or style, so its policy needs no 'unsafe-inline' script or hash", () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => [m[1]?.trim(), m[2]])).toEqual([['type="module" src="cms.js"', ""]]);
    expect(html).not.toMatch(/<style|\sstyle="/);
  });

  it("loads the editor and its configuration from beside itself", () => {
    expect(fs.existsSync(path.join(adminDir, "cms.js"))).toBe(true);
    expect(html).toContain('<link rel="cms-config-url" href="config.yml" type="application/yaml" />');
  });
});

describe("the editor's files", () => {
  it("carry the editor's fonts (Material Symbols for its icons) instead of fetching them from a CDN", () => {
    const fonts = adminFiles().filter((f) => f.endsWith(".woff2"));
    expect(fonts.some((f) => /^assets\/material-symbols-outlined-/.test(f))).toBe(true);
    expect(fonts.some((f) => /^assets\/source-sans-3-/.test(f))).toBe(true);
    const code = adminFiles()
      .filter((f) => f.endsWith(".js"))
      .map((f) => fs.readFileSync(path.join(adminDir, f), "utf8"))
      .join("\n");
    expect(code).not.toContain("cdn.jsdelivr.net");
    for (const font of fonts) expect(code).toContain(font);
  });

  it("publish no source maps", () => {
    expect(adminFiles().filter((f) => f.endsWith(".map"))).toEqual([]);
  });

  it("include the site's stylesheet for previews, with the site's colour tokens", () => {
    const css = readPublic("admin/preview.css");
    expect(css).toMatch(/--color-page:\s*#eef7f0/);
    expect(css).toMatch(/\.bg-page\b/);
  });

  it("keep the editor's script within 700 kB gzip (Sveltia CMS with its React and the previews)", () => {
    const gzip = zlib.gzipSync(fs.readFileSync(path.join(adminDir, "cms.js")), { level: 9 }).length;
    console.log(`public/admin/cms.js: ${(gzip / 1000).toFixed(1)} kB gzip -9`);
    expect(gzip).toBeLessThan(700_000);
  });
});

it("config.yml holds the collections derived from the content schema, its link hints naming the pages that exist", () => {
  const config = parse(readPublic("admin/config.yml")) as { collections: unknown; media_folder: string; public_folder: string };
  // What the content gives the configuration (the pages links may lead to, among them the lists, which
  // the header may link before their first entry).
  const { routes, listAddresses, languages } = adminOptions({ contentDir, repo: process.cwd(), minify: false });
  const expected = cmsConfig({ backend: { repo: "any/repo" }, routes, listAddresses, languages }).collections;
  expect(config.collections).toEqual(JSON.parse(JSON.stringify(expected)));
  expect(JSON.stringify(config.collections)).toContain(
    "Pages of this site: /, /about, /services, /contact, /search, /privacy-policy, /terms-of-use, /careers, /case-studies, /articles.",
  );
  expect(config.media_folder).toBe("static/images/uploads");
  expect(config.public_folder).toBe("/images/uploads");
});

describe("the public site", () => {
  it("does not list the editor in the sitemap", () => {
    expect(readPublic("sitemap.xml")).not.toContain("/admin");
  });

  it.each(builtHtmlFiles())("%s refers to nothing of the editor", (file) => {
    const page = readPublic(file);
    expect(page).not.toMatch(/\/admin\/|sveltia|cms\.js/i);
  });

  it("ships no editor code in the site's own scripts", () => {
    const scripts = fs.readdirSync(publicDir).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect([script, /sveltia/i.test(readPublic(script))]).toEqual([script, false]);
  });
});
