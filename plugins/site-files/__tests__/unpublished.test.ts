/** @jest-environment node */
/**
 * What the build takes out of public/ (unpublished.ts): debug files to the debug folder, Gatsby's
 * build state to the kept folder and back before the next build, the unused runtime deleted, and
 * everything a page loads left where it is.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { restoreUnpublished, unpublishBuildFiles } from "../unpublished";

let root: string;
let publicDir: string;
let debugDir: string;
let keptDir: string;

const hash = (c: string) => c.repeat(20);
const write = (file: string, text = file) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), text);
};
const list = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
        .sort()
    : [];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "unpublished-"));
  publicDir = path.join(root, "public");
  debugDir = path.join(root, ".cache", "debug-files");
  keptDir = path.join(root, ".cache", "unpublished");
  // A page as static-pages renders it: inlined CSS with Gatsby's data-href, a polyfill loaded by URL.
  write(
    "index.html",
    `<html><head><style data-href="/styles.${hash("a")}.css">body{}</style>` +
      `<script>"x"in window||l("/invokers-polyfill-${hash("b")}.js")</script></head></html>`,
  );
  write("about/index.html", `<link rel="stylesheet" href="/linked.${hash("c")}.css"><img src="/og-image.png">`);
  write("404.html");
  write("404/index.html");
  write(`invokers-polyfill-${hash("b")}.js`);
  write(`linked.${hash("c")}.css`);
  write(`styles.${hash("a")}.css`);
  write(`app-${hash("d")}.js`);
  write(`app-${hash("d")}.js.map`);
  write(`framework-${hash("e")}.js`);
  write(`framework-${hash("e")}.js.LICENSE.txt`);
  write(`component---src-pages-index-tsx-${hash("f")}.js`);
  write("chunk-map.json");
  write("webpack.stats.json");
  write("page-data/app-data.json");
  write("page-data/index/page-data.json");
  write("page-data/sq/d/1.json");
  write("_gatsby/slices/_gatsby-scripts-1.html");
  write("~partytown/partytown.js");
  fs.mkdirSync(path.join(publicDir, "static"));
  write("og-image.png");
  write("robots.txt");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const pages = () => ["index.html", "about/index.html", "404.html", "404/index.html"].map((f) => path.join(publicDir, f));

it("leaves the pages and what they load, and nothing else", () => {
  const result = unpublishBuildFiles(publicDir, debugDir, keptDir, pages());
  expect(list(publicDir)).toEqual(
    [
      "404.html",
      "about/index.html",
      "index.html",
      `invokers-polyfill-${hash("b")}.js`,
      `linked.${hash("c")}.css`,
      "og-image.png",
      "robots.txt",
    ].sort(),
  );
  expect(fs.existsSync(path.join(publicDir, "static"))).toBe(false);
  expect(list(debugDir)).toEqual([`app-${hash("d")}.js.map`, "webpack.stats.json"]);
  expect(list(keptDir)).toEqual([
    "404/index.html",
    "_gatsby/slices/_gatsby-scripts-1.html",
    "page-data/app-data.json",
    "page-data/index/page-data.json",
    "page-data/sq/d/1.json",
  ]);
  expect(result.kept).toEqual(["404/", "page-data/", "_gatsby/"]);
  expect(result.removed).toContain(`app-${hash("d")}.js`);
  expect(result.removed).toContain("~partytown/");
});

it("keeps a static/ folder that holds files", () => {
  write("static/report-0123.pdf");
  unpublishBuildFiles(publicDir, debugDir, keptDir, pages());
  expect(list(publicDir)).toContain("static/report-0123.pdf");
});

it("puts the build state back before the next build, without replacing newer files", () => {
  unpublishBuildFiles(publicDir, debugDir, keptDir, pages());
  write("page-data/index/page-data.json", "newer");
  restoreUnpublished(publicDir, keptDir);
  expect(list(publicDir)).toEqual(
    expect.arrayContaining(["404/index.html", "_gatsby/slices/_gatsby-scripts-1.html", "page-data/app-data.json", "page-data/sq/d/1.json"]),
  );
  expect(fs.readFileSync(path.join(publicDir, "page-data/index/page-data.json"), "utf8")).toBe("newer");
  expect(fs.existsSync(keptDir)).toBe(false);
});

it("makes /404/ from 404.html when nothing was kept (an emptied .cache/)", () => {
  unpublishBuildFiles(publicDir, debugDir, keptDir, pages());
  fs.rmSync(keptDir, { recursive: true });
  restoreUnpublished(publicDir, keptDir);
  expect(fs.readFileSync(path.join(publicDir, "404/index.html"), "utf8")).toBe("404.html");
});
