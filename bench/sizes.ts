/**
 * What each route ships, read from the built files in public/ (no server, no browser), as bytes
 * after gzip -9 (zlib level 9), each file compressed on its own as a static host would send it:
 *
 * - HTML: the page's HTML file (for a route that does not exist, 404.html), inline CSS included;
 * - JS: the scripts the HTML loads (`<script src>`, `<link rel=preload|modulepreload as=script>`,
 *   and those the after-first-paint loader adds; see plugins/site-files/defer-scripts.ts)
 *   plus the chunks Gatsby's runtime loads for the page's component right after: the chunk group
 *   named by the page's `componentChunkName` in page-data.json, looked up in webpack.stats.json
 *   (kept outside public/, in .cache/debug-files/)
 *   (the page's component chunk and the shared chunks it needs). Gatsby 5 with React 19 no longer
 *   lists these in the HTML, but every visit downloads them;
 * - CSS: the inline `<style>` blocks (gzipped together) plus every linked stylesheet.
 *
 * Deterministic: the same build always gives the same figures.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { KB, type RouteSpec } from "./budgets";
import { deferredScriptSources } from "../plugins/site-files/defer-scripts";
import { DEBUG_FILES_DIR } from "../plugins/site-files/unpublished";

export type FileSize = { file: string; rawBytes: number; gzipBytes: number };
export type ScriptSize = FileSize & { loadedBy: "html" | "page component" };

export type RouteSizes = {
  route: string;
  /** The HTML file that answers the route, relative to public/. */
  htmlFile: string;
  /** Gatsby's page path and component chunk group, when the page is a Gatsby page. */
  pagePath: string | null;
  componentChunkName: string | null;
  html: FileSize;
  js: { rawBytes: number; gzipBytes: number; files: ScriptSize[] };
  css: { rawBytes: number; gzipBytes: number; inline: { blocks: number; rawBytes: number; gzipBytes: number }; files: FileSize[] };
  /** Scripts and stylesheets the HTML loads from other origins (not measured here). */
  external: string[];
};

export const DEFAULT_PUBLIC_DIR = path.resolve(__dirname, "..", "public");

/**
 * Where the build keeps the files it does not publish (source maps, webpack.stats.json), for a
 * build folder: `.cache/debug-files/` beside `public/` (see plugins/site-files/unpublished.ts).
 */
export function debugFilesDir(publicDir: string): string {
  return path.resolve(publicDir, "..", DEBUG_FILES_DIR);
}

/** Size of `data` after gzip at level 9 (what `gzip -9` gives, give or take the header's name field). */
export function gzipSize(data: Buffer | string): number {
  return zlib.gzipSync(typeof data === "string" ? Buffer.from(data) : data, { level: 9 }).length;
}

function fileSize(publicDir: string, file: string): FileSize {
  const data = fs.readFileSync(file);
  return { file: path.relative(publicDir, file), rawBytes: data.length, gzipBytes: gzipSize(data) };
}

function isFile(file: string): boolean {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The file a static host answers `route` with: `<route>/index.html`, or 404.html for a missing route. */
export function htmlFileFor(publicDir: string, route: Pick<RouteSpec, "path" | "notFound">): string {
  const pathname = decodeURIComponent(route.path.split(/[?#]/)[0] ?? "/");
  const index = path.join(publicDir, pathname, pathname.endsWith("/") ? "index.html" : "");
  const page = isFile(index) ? index : isFile(`${index}.html`) ? `${index}.html` : null;
  if (route.notFound) {
    if (page) throw new Error(`${route.path} is marked notFound in budgets.json but ${path.relative(publicDir, page)} exists`);
    const notFound = path.join(publicDir, "404.html");
    if (!isFile(notFound)) throw new Error(`${path.relative(process.cwd(), notFound)} is missing: has the site been built?`);
    return notFound;
  }
  if (!page) throw new Error(`No HTML for ${route.path} in ${path.relative(process.cwd(), publicDir) || "."}/: has the site been built?`);
  return page;
}

// ---------------------------------------------------------------------------------------------
// HTML
// ---------------------------------------------------------------------------------------------

export type Tag = { name: string; attrs: Record<string, string> };

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = (match[1] as string).toLowerCase();
    attrs[name] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return attrs;
}

/** The `<script>` and `<link>` tags of a document and the text of its `<style>` blocks. */
export function scanHtml(html: string): { tags: Tag[]; styles: string[] } {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "");
  const styles: string[] = [];
  // Inline script and style bodies are not markup: keep the opening tag, drop the body.
  const markup = withoutComments
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, "$1")
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi, (_all, body: string) => {
      styles.push(body);
      return "";
    });
  const tags: Tag[] = [];
  for (const match of markup.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    tags.push({ name: (match[1] as string).toLowerCase(), attrs: parseAttributes(match[2] as string) });
  }
  return { tags, styles };
}

function relTokens(tag: Tag): string[] {
  return (tag.attrs.rel ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}

/** URLs of the scripts a document loads: executed, preloaded or modulepreloaded (not prefetched). */
export function scriptUrls(tags: Tag[]): string[] {
  const urls: string[] = [];
  for (const tag of tags) {
    if (tag.name === "script" && tag.attrs.src) urls.push(tag.attrs.src);
    if (tag.name === "link" && tag.attrs.href) {
      const rel = relTokens(tag);
      const as = (tag.attrs.as ?? "").toLowerCase();
      if (rel.includes("modulepreload") || (rel.includes("preload") && as === "script")) urls.push(tag.attrs.href);
    }
  }
  return urls;
}

/** URLs of the stylesheets a document links or preloads. */
export function stylesheetUrls(tags: Tag[]): string[] {
  const urls: string[] = [];
  for (const tag of tags) {
    if (tag.name !== "link" || !tag.attrs.href) continue;
    const rel = relTokens(tag);
    if (rel.includes("stylesheet") || (rel.includes("preload") && (tag.attrs.as ?? "").toLowerCase() === "style"))
      urls.push(tag.attrs.href);
  }
  return urls;
}

/** The file under public/ an asset URL points to, or null for another origin. Throws when it is missing. */
function assetFile(publicDir: string, url: string, from: string): string | null {
  if (/^(https?:)?\/\//i.test(url)) return null;
  if (/^data:/i.test(url)) return null;
  const pathname = decodeURIComponent(url.split(/[?#]/)[0] as string);
  const base = pathname.startsWith("/") ? publicDir : path.dirname(path.join(publicDir, from));
  const candidates = [path.join(base, pathname)];
  // A path-prefixed build (`--prefix-paths`) writes `/prefix/app.js` into a root-level app.js.
  const unprefixed = pathname.replace(/^\/[^/]+/, "");
  if (pathname.startsWith("/") && unprefixed !== "") candidates.push(path.join(publicDir, unprefixed));
  const file = candidates.find(isFile);
  if (!file) throw new Error(`${from} loads ${url}, which is not in public/`);
  return file;
}

// ---------------------------------------------------------------------------------------------
// Gatsby's page component chunks
// ---------------------------------------------------------------------------------------------

type WebpackStats = { namedChunkGroups?: Record<string, { assets?: ({ name: string } | string)[] }> };

/** `/about/` → `about`, `/` → `index`, `/404.html` → `404.html` (Gatsby's page-data folder names). */
export function pageDataFolder(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "index" : trimmed;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

/** The JS files (relative to public/) of a webpack chunk group, from the build's webpack.stats.json. */
export function chunkGroupScripts(publicDir: string, groupName: string): string[] {
  const statsFile = path.join(debugFilesDir(publicDir), "webpack.stats.json");
  if (!fs.existsSync(statsFile)) throw new Error(`${statsFile} is missing: build the site first (npm run build)`);
  const stats = readJson<WebpackStats>(statsFile);
  const group = stats.namedChunkGroups?.[groupName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group "${groupName}"`);
  return (group.assets ?? []).map((asset) => (typeof asset === "string" ? asset : asset.name)).filter((name) => /\.m?js$/.test(name));
}

/** The page path Gatsby wrote into the HTML (`window.pagePath="/about/"`), if any. */
export function gatsbyPagePath(html: string): string | null {
  const match = /window\.pagePath\s*=\s*"([^"]*)"/.exec(html);
  return match ? (match[1] as string) : null;
}

// ---------------------------------------------------------------------------------------------
// Measuring a route
// ---------------------------------------------------------------------------------------------

export function measureRoute(route: Pick<RouteSpec, "path" | "notFound">, publicDir: string = DEFAULT_PUBLIC_DIR): RouteSizes {
  const htmlPath = htmlFileFor(publicDir, route);
  const htmlFile = path.relative(publicDir, htmlPath);
  const html = fs.readFileSync(htmlPath, "utf8");
  const { tags, styles } = scanHtml(html);
  const external: string[] = [];

  const scripts = new Map<string, ScriptSize>();
  const addScript = (file: string, loadedBy: ScriptSize["loadedBy"]): void => {
    if (!scripts.has(file)) scripts.set(file, { ...fileSize(publicDir, file), loadedBy });
  };
  // Gatsby's own script tags are replaced by a loader that adds them after the first paint.
  for (const url of [...scriptUrls(tags), ...deferredScriptSources(html)]) {
    const file = assetFile(publicDir, url, htmlFile);
    if (file) addScript(file, "html");
    else external.push(url);
  }

  const pagePath = gatsbyPagePath(html);
  let componentChunkName: string | null = null;
  if (pagePath !== null) {
    const pageData = path.join(publicDir, "page-data", pageDataFolder(pagePath), "page-data.json");
    if (!isFile(pageData))
      throw new Error(`${htmlFile} is Gatsby's page ${pagePath}, but ${path.relative(publicDir, pageData)} is missing`);
    componentChunkName = readJson<{ componentChunkName?: string }>(pageData).componentChunkName ?? null;
    if (!componentChunkName) throw new Error(`${path.relative(publicDir, pageData)} has no componentChunkName`);
    for (const name of chunkGroupScripts(publicDir, componentChunkName)) {
      const file = path.join(publicDir, name);
      if (!isFile(file)) throw new Error(`webpack.stats.json lists ${name} for ${componentChunkName}, but it is not in public/`);
      addScript(file, "page component");
    }
  }

  const cssFiles: FileSize[] = [];
  for (const url of stylesheetUrls(tags)) {
    const file = assetFile(publicDir, url, htmlFile);
    if (!file) external.push(url);
    else if (!cssFiles.some((f) => f.file === path.relative(publicDir, file))) cssFiles.push(fileSize(publicDir, file));
  }
  const inlineCss = styles.join("\n");
  const inline = {
    blocks: styles.length,
    rawBytes: Buffer.byteLength(inlineCss),
    gzipBytes: inlineCss.trim() === "" ? 0 : gzipSize(inlineCss),
  };

  const jsFiles = [...scripts.values()];
  const sum = (files: FileSize[], key: "rawBytes" | "gzipBytes"): number => files.reduce((total, f) => total + f[key], 0);
  return {
    route: route.path,
    htmlFile,
    pagePath,
    componentChunkName,
    html: fileSize(publicDir, htmlPath),
    js: { rawBytes: sum(jsFiles, "rawBytes"), gzipBytes: sum(jsFiles, "gzipBytes"), files: jsFiles },
    css: {
      rawBytes: inline.rawBytes + sum(cssFiles, "rawBytes"),
      gzipBytes: inline.gzipBytes + sum(cssFiles, "gzipBytes"),
      inline,
      files: cssFiles,
    },
    external,
  };
}

/** The three size metrics of budgets.json for a measured route. */
export function sizeMetrics(sizes: RouteSizes): { htmlGzipBytes: number; jsGzipBytes: number; cssGzipBytes: number } {
  return { htmlGzipBytes: sizes.html.gzipBytes, jsGzipBytes: sizes.js.gzipBytes, cssGzipBytes: sizes.css.gzipBytes };
}

function kb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}

/** A plain-text report of the routes' sizes, one line per route and one per file under it. */
export function formatSizes(all: { label: string; sizes: RouteSizes }[]): string {
  const lines = [`Sizes from public/ (gzip -9, kB = ${KB} bytes; raw in brackets)`];
  for (const { label, sizes } of all) {
    lines.push(
      `${label.padEnd(10)} ${sizes.htmlFile.padEnd(22)} HTML ${kb(sizes.html.gzipBytes).padStart(6)} (${kb(sizes.html.rawBytes)})` +
        `  JS ${kb(sizes.js.gzipBytes).padStart(6)} (${kb(sizes.js.rawBytes)}) in ${sizes.js.files.length} files` +
        `  CSS ${kb(sizes.css.gzipBytes).padStart(5)} (${kb(sizes.css.rawBytes)}), ${sizes.css.inline.blocks} inline block(s) + ${sizes.css.files.length} file(s)`,
    );
    for (const file of sizes.js.files) {
      lines.push(
        `${"".padEnd(12)}${kb(file.gzipBytes).padStart(6)} kB  ${file.file}${file.loadedBy === "html" ? "" : "  (page component group)"}`,
      );
    }
    if (sizes.external.length > 0) lines.push(`${"".padEnd(12)}other origins: ${sizes.external.join(", ")}`);
  }
  return lines.join("\n");
}
