/**
 * What `gatsby build` writes into public/ that visitors never need, taken out after the build, so
 * that a deploy uploads the site and nothing else (test/build/published-files.test.ts accounts for
 * every file that is left):
 *
 * - `webpack.stats.json` and any source map (`*.js.map`): they show the site's module layout to
 *   anyone. They are moved, not deleted, to `.cache/debug-files/` (git-ignored), where the bench
 *   reads the stats. Gatsby's browser bundle is built without source maps at all
 *   (plugins/static-pages: no page loads it);
 * - Gatsby's browser runtime, which no page loads (plugins/static-pages takes it out of the HTML):
 *   the webpack chunks (`app-….js`, `framework-….js`, `component---….js`, `styles.….css` …) and
 *   their `.LICENSE.txt` files, `chunk-map.json`, and Partytown's `~partytown/`. They are deleted:
 *   webpack and Gatsby write all of them again on every build, warm or cold. A chunk or stylesheet
 *   that a page does load (a `<link rel="stylesheet">`, say) is kept;
 * - Gatsby's own build state: `page-data/` (each page's query results, `app-data.json`, the static
 *   query results in `sq/`) and `_gatsby/` (the slice fragments, such as `_gatsby-scripts-1.html`,
 *   which are no pages). The next build reads them back: it renders again only the pages whose data
 *   changed, from page-data files it writes only for those, and it reads every static query result
 *   from public/page-data/sq/ (without them a warm rebuild after a content edit fails with ENOENT);
 * - `/404/`: Gatsby renders the 404 page twice, as `404.html` (what every host serves, with status
 *   404, for an unknown path) and as the page `/404/`, which would answer 200. Only `404.html` is
 *   published, so `/404/` is an unknown path like any other and answers 404 on every host. Gatsby's
 *   next build re-reads every page it did not re-render, so the copy is build state too.
 *
 * The build state is moved to `.cache/unpublished/` and put back before the next build
 * (`restoreUnpublished`). Gatsby empties .cache/ when it cannot trust its cache, and then builds
 * everything from scratch, so a kept copy never outlives the cache it belongs to.
 */
import fs from "node:fs";
import path from "node:path";

/** Where the source maps and webpack.stats.json of the last build are kept, from the project root. */
export const DEBUG_FILES_DIR = path.join(".cache", "debug-files");
/** Where the build state taken out of public/ waits for the next build, from the project root. */
export const UNPUBLISHED_DIR = path.join(".cache", "unpublished");

/** Build state Gatsby reads back in the next build (folders at the root of public/). */
const KEPT_FOR_NEXT_BUILD = ["404", "page-data", "_gatsby"];
/** Runtime files at the root of public/ that every build writes again. */
const RUNTIME_FILES = ["chunk-map.json", "~partytown"];
/** webpack's output at the root of public/: `name-<20 hex>.js`, `styles.<20 hex>.css`, and the licence files beside them. */
const WEBPACK_OUTPUT = /^[\w-]+[.-][0-9a-f]{20}\.(?:js|css)(?:\.LICENSE\.txt)?$/;

const isDebugFile = (name: string) => name.endsWith(".js.map") || name === "webpack.stats.json";

/** The last part of each URL a page can load: `src`, `href` and `srcset` values, and string literals in its inline scripts. */
function loadedNames(html: string): Set<string> {
  const names = new Set<string>();
  const add = (url: string) => names.add(url.split(/[?#]/)[0]!.split("/").pop()!);
  // A space before the name: `data-href` (Gatsby's inlined <style data-href="/styles.….css">) loads nothing.
  for (const m of html.matchAll(/\s(src|href|srcset)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    if (m[1]!.toLowerCase() === "srcset") for (const candidate of value.split(",")) add(candidate.trim().split(/\s+/)[0] ?? "");
    else add(value);
  }
  // The page script loads the polyfills by URL (plugins/static-pages/page-scripts.ts).
  for (const script of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi))
    for (const literal of script[1]!.matchAll(/["'`]([^"'`\s]+)["'`]/g)) add(literal[1]!);
  return names;
}

export type Unpublished = {
  /** Debug files moved to the debug folder, as paths inside public/. */
  moved: string[];
  /** Build state moved to the kept folder ("page-data/", "404/" …). */
  kept: string[];
  /** Runtime files deleted. */
  removed: string[];
};

/**
 * Takes everything but the site out of `publicDir` (see the top of this file): debug files into
 * `debugDir`, build state into `keptDir`; deletes the runtime files that no page in `pages` (HTML
 * files) loads. Returns what it did.
 */
export function unpublishBuildFiles(publicDir: string, debugDir: string, keptDir: string, pages: readonly string[]): Unpublished {
  // Read before anything moves: `pages` may include 404/index.html.
  const loaded = new Set(pages.flatMap((page) => [...loadedNames(fs.readFileSync(page, "utf8"))]));
  fs.rmSync(debugDir, { recursive: true, force: true });
  const moved: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (isDebugFile(entry.name)) {
        const relative = path.relative(publicDir, full);
        fs.mkdirSync(path.dirname(path.join(debugDir, relative)), { recursive: true });
        fs.renameSync(full, path.join(debugDir, relative));
        moved.push(relative.split(path.sep).join("/"));
      }
    }
  };
  walk(publicDir);

  const kept: string[] = [];
  for (const name of KEPT_FOR_NEXT_BUILD) {
    const published = path.join(publicDir, name);
    if (!fs.existsSync(published)) continue;
    fs.rmSync(path.join(keptDir, name), { recursive: true, force: true });
    fs.mkdirSync(keptDir, { recursive: true });
    fs.renameSync(published, path.join(keptDir, name));
    kept.push(`${name}/`);
  }

  const removed: string[] = [];
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true })) {
    const runtime =
      RUNTIME_FILES.includes(entry.name) ||
      (entry.isFile() && WEBPACK_OUTPUT.test(entry.name) && !loaded.has(entry.name.replace(/\.LICENSE\.txt$/, "")));
    // Gatsby's folder for files that queries publish (`publicURL`); empty unless the site uses one.
    const emptyStatic = entry.name === "static" && entry.isDirectory() && fs.readdirSync(path.join(publicDir, entry.name)).length === 0;
    if (!runtime && !emptyStatic) continue;
    fs.rmSync(path.join(publicDir, entry.name), { recursive: true, force: true });
    removed.push(entry.isDirectory() ? `${entry.name}/` : entry.name);
  }
  return { moved: moved.sort(), kept, removed: removed.sort() };
}

/**
 * Before a build: puts the kept build state back where Gatsby left it, for its incremental build.
 * What is in public/ already (written by `gatsby develop` since, say) is newer and stays.
 * Without a kept /404/ (.cache/ was emptied, or a build from before this step), 404.html stands in
 * for it: the same page, which the build takes out again.
 */
export function restoreUnpublished(publicDir: string, keptDir: string): void {
  if (!fs.existsSync(publicDir)) return;
  const putBack = (from: string, to: string) => {
    if (!fs.existsSync(to)) {
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.renameSync(from, to);
    } else if (fs.statSync(from).isDirectory() && fs.statSync(to).isDirectory()) {
      for (const name of fs.readdirSync(from)) putBack(path.join(from, name), path.join(to, name));
    }
  };
  for (const name of KEPT_FOR_NEXT_BUILD) {
    const kept = path.join(keptDir, name);
    if (fs.existsSync(kept)) putBack(kept, path.join(publicDir, name));
  }
  fs.rmSync(keptDir, { recursive: true, force: true });

  const notFound = path.join(publicDir, "404");
  const sameContent = path.join(publicDir, "404.html");
  if (!fs.existsSync(notFound) && fs.existsSync(sameContent)) {
    fs.mkdirSync(notFound, { recursive: true });
    fs.copyFileSync(sameContent, path.join(notFound, "index.html"));
  }
}
