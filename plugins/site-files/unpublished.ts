/**
 * What Gatsby writes into public/ that visitors never need, taken out after the build:
 *
 * - the source maps (`*.js.map`) and `webpack.stats.json`: they show the site's source and its
 *   module layout to anyone, and weigh more than the site. They are moved, not deleted, to
 *   `.cache/debug-files/` (git-ignored), where `npm run bench:chunks` reads them; the scripts are
 *   built without the `//# sourceMappingURL` comment (webpack's `hidden-source-map`), so browsers
 *   do not ask for maps that are not there;
 * - `/404/`: Gatsby renders the 404 page twice, as `404.html` (what every host serves, with status
 *   404, for an unknown path) and as the page `/404/`, which would answer 200. Only `404.html` is
 *   published, so `/404/` is an unknown path like any other and answers 404 on every host. The
 *   copy is kept in `.cache/unpublished-pages/` and put back before the next build
 *   (`restoreUnpublishedPages`): Gatsby's next build re-reads every page it did not re-render.
 */
import fs from "node:fs";
import path from "node:path";

/** Where the source maps and webpack.stats.json of the last build are kept, from the project root. */
export const DEBUG_FILES_DIR = path.join(".cache", "debug-files");
/** Where the pages taken out of public/ wait for the next build, from the project root. */
export const UNPUBLISHED_PAGES_DIR = path.join(".cache", "unpublished-pages");

/** Pages Gatsby builds that are not published (folders inside public/). */
const UNPUBLISHED_PAGES = ["404"];

const isDebugFile = (name: string) => name.endsWith(".js.map") || name === "webpack.stats.json";

/** Moves the debug files out of `publicDir` into `debugDir` and `/404/` into `pagesDir`; returns what it did. */
export function unpublishBuildFiles(publicDir: string, debugDir: string, pagesDir: string): { moved: string[]; removed: string[] } {
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
  const removed: string[] = [];
  for (const page of UNPUBLISHED_PAGES) {
    const published = path.join(publicDir, page);
    if (!fs.existsSync(published)) continue;
    fs.rmSync(path.join(pagesDir, page), { recursive: true, force: true });
    fs.mkdirSync(pagesDir, { recursive: true });
    fs.renameSync(published, path.join(pagesDir, page));
    removed.push(`${page}/`);
  }
  return { moved: moved.sort(), removed };
}

/**
 * Before a build: puts the unpublished pages back where Gatsby left them, for its incremental build.
 * Without a kept copy (.cache/ was emptied, or a build from before this step), 404.html stands in
 * for /404/: the same page, which the build takes out again.
 */
export function restoreUnpublishedPages(publicDir: string, pagesDir: string): void {
  for (const page of UNPUBLISHED_PAGES) {
    const kept = path.join(pagesDir, page);
    const published = path.join(publicDir, page);
    const sameContent = path.join(publicDir, `${page}.html`);
    if (fs.existsSync(published) || !fs.existsSync(publicDir)) continue;
    if (fs.existsSync(kept)) fs.renameSync(kept, published);
    else if (fs.existsSync(sameContent)) {
      fs.mkdirSync(published, { recursive: true });
      fs.copyFileSync(sameContent, path.join(published, "index.html"));
    }
  }
}
