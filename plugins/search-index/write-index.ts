// Pagefind's index of some built pages, written into a folder: the plugin's (public/pagefind/) and bench/search.ts's.
// https://pagefind.app/docs/node-api/
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const repo = process.cwd();
export const PAGEFIND = path.join(repo, "node_modules", "pagefind");
// Pagefind is an ES module exported for `import` only, and Gatsby compiles the plugin to CommonJS: Node requires its file by path.
const pagefind = () => createRequire(path.join(repo, "package.json"))(path.join(PAGEFIND, "lib", "index.js")) as typeof import("pagefind");

/** Indexes `pages` (paths in `publicDir`) into `outputDir`, one index per <html lang>; returns the languages. */
export async function writeIndex(publicDir: string, pages: readonly string[], outputDir: string): Promise<string[]> {
  const { createIndex, close } = pagefind();
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind did not start: ${errors.join("; ")}`);
  try {
    for (const sourcePath of pages) {
      const added = await index.addHTMLFile({ sourcePath, content: fs.readFileSync(path.join(publicDir, sourcePath), "utf8") });
      if (added.errors.length > 0) throw new Error(`${sourcePath}: ${added.errors.join("; ")}`);
    }
    fs.rmSync(outputDir, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: outputDir });
    if (written.errors.length > 0) throw new Error(written.errors.join("; "));
  } finally {
    await close();
  }
  // The search page shows results itself (src/scripts/search.js): Pagefind's own interfaces are not published.
  for (const name of fs.readdirSync(outputDir))
    if (/-ui\.(js|css)$|^pagefind-highlight\.js$/.test(name)) fs.rmSync(path.join(outputDir, name));
  const entry = JSON.parse(fs.readFileSync(path.join(outputDir, "pagefind-entry.json"), "utf8")) as { languages: object };
  return Object.keys(entry.languages);
}
