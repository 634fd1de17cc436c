/**
 * What each route ships on a first visit, read from the built files in public/ (no server, no
 * browser), as bytes after gzip -9 (zlib level 9), each file compressed on its own as a static
 * host would send it:
 *
 * - HTML: the page's HTML file (for a route that does not exist, 404.html), inline CSS and
 *   scripts included;
 * - JS: every script the page runs in a browser that has the declarative dialog controls: its
 *   inline scripts (gzipped together) plus the files of `<script src>` and `<link rel=preload|
 *   modulepreload as=script>`. Files an inline script adds only where a feature is missing (the
 *   menu's polyfills, see plugins/static-pages) are listed apart, as `conditional`, and not counted;
 * - CSS: the inline `<style>` blocks (gzipped together) plus every linked stylesheet;
 * - first visit: what Chromium downloads on a first visit, in bytes and in requests: the HTML
 *   file, linked stylesheets, script files, the site icon it picks (the SVG one where one is
 *   declared), and the web app manifest with the icon its installability check fetches (the one
 *   closest to 192 px; Lighthouse's runs record both). Images in the page are not counted.
 *
 * Deterministic: the same build always gives the same figures.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { KB, type RouteSpec } from "./budgets";

export type FileSize = { file: string; rawBytes: number; gzipBytes: number };

export type RouteSizes = {
  route: string;
  /** The HTML file that answers the route, relative to public/. */
  htmlFile: string;
  html: FileSize;
  js: {
    rawBytes: number;
    gzipBytes: number;
    /** The inline scripts (Speculation Rules and JSON-LD are data, not scripts). */
    inline: { blocks: number; rawBytes: number; gzipBytes: number };
    files: FileSize[];
    /** Script files an inline script loads only in some browsers (not counted above). */
    conditional: FileSize[];
  };
  css: { rawBytes: number; gzipBytes: number; inline: { blocks: number; rawBytes: number; gzipBytes: number }; files: FileSize[] };
  /** The site icon a current browser requests. */
  icon: FileSize | null;
  /** The web app manifest and the icon of it Chromium fetches. */
  manifest: FileSize | null;
  manifestIcon: FileSize | null;
  firstVisit: { gzipBytes: number; requests: number };
  /** Scripts, stylesheets and icons the HTML loads from other origins (not measured here). */
  external: string[];
};

export const DEFAULT_PUBLIC_DIR = path.resolve(__dirname, "..", "public");

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

/** Script types a browser runs (an absent type is a classic script). */
const RUNNABLE = /^(?:|module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript))$/i;

/** The `<script>` and `<link>` tags of a document, the bodies of its inline scripts and the text of its `<style>` blocks. */
export function scanHtml(html: string): { tags: Tag[]; styles: string[]; inlineScripts: string[] } {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "");
  const styles: string[] = [];
  const inlineScripts: string[] = [];
  // Inline script and style bodies are not markup: keep the opening tag, drop the body.
  const markup = withoutComments
    .replace(/(<script\b([^>]*)>)([\s\S]*?)<\/script\s*>/gi, (_all, open: string, attributes: string, body: string) => {
      const attrs = parseAttributes(attributes);
      if (attrs.src === undefined && RUNNABLE.test((attrs.type ?? "").trim()) && body.trim() !== "") inlineScripts.push(body);
      return open;
    })
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi, (_all, body: string) => {
      styles.push(body);
      return "";
    });
  const tags: Tag[] = [];
  for (const match of markup.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    tags.push({ name: (match[1] as string).toLowerCase(), attrs: parseAttributes(match[2] as string) });
  }
  return { tags, styles, inlineScripts };
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

/** The icon a current browser requests: the SVG `<link rel=icon>` when there is one, else the first. */
export function iconUrl(tags: Tag[]): string | null {
  const icons = tags.filter((t) => t.name === "link" && relTokens(t).includes("icon") && t.attrs.href);
  const svg = icons.find((t) => (t.attrs.type ?? "").toLowerCase() === "image/svg+xml" || /\.svg(?:[?#]|$)/i.test(t.attrs.href ?? ""));
  return (svg ?? icons[0])?.attrs.href ?? null;
}

/** The `<link rel=manifest>` URL, if any. */
export function manifestUrl(tags: Tag[]): string | null {
  return tags.find((t) => t.name === "link" && relTokens(t).includes("manifest") && t.attrs.href)?.attrs.href ?? null;
}

/** The manifest icon Chromium's installability check fetches: the one whose size is closest to 192 px. */
export function manifestIconSrc(manifest: { icons?: { src?: string; sizes?: string }[] }): string | null {
  const sized = (manifest.icons ?? [])
    .filter((i) => typeof i.src === "string")
    .map((i) => ({ src: i.src as string, size: Math.max(0, ...(i.sizes ?? "").split(/\s+/).map((s) => parseInt(s, 10) || 0)) }));
  sized.sort((a, b) => Math.abs(a.size - 192) - Math.abs(b.size - 192));
  return sized[0]?.src ?? null;
}

/** Script URLs named in inline scripts (files they add at run time, e.g. polyfills). */
export function scriptUrlsInCode(code: string): string[] {
  return [...code.matchAll(/["']((?:\/|\.\.?\/)[^"'\s]+\.m?js)["']/g)].map((m) => m[1] as string);
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
// Measuring a route
// ---------------------------------------------------------------------------------------------

function inlineSize(blocks: string[]): { blocks: number; rawBytes: number; gzipBytes: number } {
  const text = blocks.join("\n");
  return { blocks: blocks.length, rawBytes: Buffer.byteLength(text), gzipBytes: text.trim() === "" ? 0 : gzipSize(text) };
}

export function measureRoute(route: Pick<RouteSpec, "path" | "notFound">, publicDir: string = DEFAULT_PUBLIC_DIR): RouteSizes {
  const htmlPath = htmlFileFor(publicDir, route);
  const htmlFile = path.relative(publicDir, htmlPath);
  const { tags, styles, inlineScripts } = scanHtml(fs.readFileSync(htmlPath, "utf8"));
  const external: string[] = [];

  const collect = (urls: string[]): FileSize[] => {
    const files: FileSize[] = [];
    for (const url of urls) {
      const file = assetFile(publicDir, url, htmlFile);
      if (!file) external.push(url);
      else if (!files.some((f) => f.file === path.relative(publicDir, file))) files.push(fileSize(publicDir, file));
    }
    return files;
  };
  const jsFiles = collect(scriptUrls(tags));
  const conditional = collect(inlineScripts.flatMap(scriptUrlsInCode));
  const cssFiles = collect(stylesheetUrls(tags));
  const iconHref = iconUrl(tags);
  const icon = iconHref ? (collect([iconHref])[0] ?? null) : null;
  const manifestHref = manifestUrl(tags);
  const manifest = manifestHref ? (collect([manifestHref])[0] ?? null) : null;
  let manifestIcon: FileSize | null = null;
  if (manifest) {
    const src = manifestIconSrc(JSON.parse(fs.readFileSync(path.join(publicDir, manifest.file), "utf8")) as { icons?: { src?: string }[] });
    // Icon paths are relative to the manifest's own URL.
    if (src) manifestIcon = collect([src.startsWith("/") ? src : `/${path.posix.join(path.posix.dirname(manifest.file), src)}`])[0] ?? null;
  }

  const html = fileSize(publicDir, htmlPath);
  const inlineJs = inlineSize(inlineScripts);
  const inlineCss = inlineSize(styles);
  const sum = (files: FileSize[], key: "rawBytes" | "gzipBytes"): number => files.reduce((total, f) => total + f[key], 0);
  const downloads = [html, ...cssFiles, ...jsFiles, ...[icon, manifest, manifestIcon].filter((f): f is FileSize => f !== null)];
  return {
    route: route.path,
    htmlFile,
    html,
    js: {
      rawBytes: inlineJs.rawBytes + sum(jsFiles, "rawBytes"),
      gzipBytes: inlineJs.gzipBytes + sum(jsFiles, "gzipBytes"),
      inline: inlineJs,
      files: jsFiles,
      conditional,
    },
    css: {
      rawBytes: inlineCss.rawBytes + sum(cssFiles, "rawBytes"),
      gzipBytes: inlineCss.gzipBytes + sum(cssFiles, "gzipBytes"),
      inline: inlineCss,
      files: cssFiles,
    },
    icon,
    manifest,
    manifestIcon,
    firstVisit: { gzipBytes: sum(downloads, "gzipBytes"), requests: downloads.length },
    external,
  };
}

/** The size metrics of budgets.json for a measured route. */
export function sizeMetrics(sizes: RouteSizes): {
  htmlGzipBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  firstVisitGzipBytes: number;
  firstVisitRequests: number;
} {
  return {
    htmlGzipBytes: sizes.html.gzipBytes,
    jsGzipBytes: sizes.js.gzipBytes,
    cssGzipBytes: sizes.css.gzipBytes,
    firstVisitGzipBytes: sizes.firstVisit.gzipBytes,
    firstVisitRequests: sizes.firstVisit.requests,
  };
}

function kb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}

/** A plain-text report of the routes' sizes, one line per route and one per file under it. */
export function formatSizes(all: { label: string; sizes: RouteSizes }[]): string {
  const lines = [`Sizes from public/ (gzip -9, kB = ${KB} bytes; raw in brackets)`];
  for (const { label, sizes } of all) {
    lines.push(
      `${label.padEnd(10)} ${sizes.htmlFile.padEnd(22)} HTML ${kb(sizes.html.gzipBytes).padStart(5)} (${kb(sizes.html.rawBytes)})` +
        `  JS ${kb(sizes.js.gzipBytes).padStart(5)} (${kb(sizes.js.rawBytes)}): ${sizes.js.inline.blocks} inline + ${sizes.js.files.length} file(s)` +
        `  CSS ${kb(sizes.css.gzipBytes).padStart(5)} (${kb(sizes.css.rawBytes)}): ${sizes.css.inline.blocks} inline + ${sizes.css.files.length} file(s)` +
        `  first visit ${kb(sizes.firstVisit.gzipBytes)} kB in ${sizes.firstVisit.requests} request(s)`,
    );
    for (const file of sizes.js.files) lines.push(`${"".padEnd(12)}${kb(file.gzipBytes).padStart(6)} kB  ${file.file}`);
    for (const file of sizes.js.conditional)
      lines.push(`${"".padEnd(12)}${kb(file.gzipBytes).padStart(6)} kB  ${file.file}  (only where the browser lacks the feature)`);
    if (sizes.icon) lines.push(`${"".padEnd(12)}${kb(sizes.icon.gzipBytes).padStart(6)} kB  ${sizes.icon.file}  (site icon)`);
    if (sizes.manifest)
      lines.push(`${"".padEnd(12)}${kb(sizes.manifest.gzipBytes).padStart(6)} kB  ${sizes.manifest.file}  (web app manifest)`);
    if (sizes.manifestIcon)
      lines.push(`${"".padEnd(12)}${kb(sizes.manifestIcon.gzipBytes).padStart(6)} kB  ${sizes.manifestIcon.file}  (the manifest's icon)`);
    if (sizes.external.length > 0) lines.push(`${"".padEnd(12)}other origins: ${sizes.external.join(", ")}`);
  }
  return lines.join("\n");
}
