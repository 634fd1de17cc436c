// Takes out of public/ what visitors never need (test/build/published-files.test.ts accounts for what is left): source maps and
// webpack.stats.json, which show the module layout (moved to .cache/debug-files/), the runtime no page loads (every build writes
// it again) and build state the next build reads back (moved to .cache/unpublished/).
import fs from "node:fs";
import path from "node:path";

export const DEBUG_FILES_DIR = path.join(".cache", "debug-files");
export const UNPUBLISHED_DIR = path.join(".cache", "unpublished");

// Without page-data/sq/ a warm rebuild after a content edit fails with ENOENT. /404/ is Gatsby's copy of 404.html that would answer 200.
const KEPT_FOR_NEXT_BUILD = ["404", "page-data", "_gatsby"];
const RUNTIME_FILES = ["chunk-map.json", "~partytown"];
const WEBPACK_OUTPUT = /^[\w-]+[.-][0-9a-f]{20}\.(?:js|css)(?:\.LICENSE\.txt)?$/;

const isDebugFile = (name: string) => name.endsWith(".js.map") || name === "webpack.stats.json";

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
  moved: string[];
  kept: string[];
  removed: string[];
};

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

// Without a kept /404/ (.cache/ was emptied), 404.html stands in for it: the same page, which the build takes out again.
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
