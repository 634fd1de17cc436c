// Pagefind's index of some built pages, written into a folder: the plugin's (public/pagefind/) and bench/search.ts's.
// https://pagefind.app/docs/node-api/
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";

const repo = process.cwd();
export const PAGEFIND = path.join(repo, "node_modules", "pagefind");
// Pagefind is an ES module exported for `import` only, and Gatsby compiles the plugin to CommonJS: Node requires its file by path.
const pagefind = () => createRequire(path.join(repo, "package.json"))(path.join(PAGEFIND, "lib", "index.js")) as typeof import("pagefind");

/** Pages sent to Pagefind before their answers are awaited: it reads them one by one, but not between two round trips. */
const IN_FLIGHT = 64;
/** Folders of files Pagefind names by their content (its meta file lists the names its index uses). */
const NAMED_BY_CONTENT = ["fragment", "index", "filter"];

/**
 * Indexes `pages` (paths in the site, in this order, which orders results of equal weight) from what `read` gives for
 * each (what Pagefind reads of the page: plugins/search-index/searched.ts) into `outputDir`, one index per <html lang>;
 * returns the languages. Files of an earlier index in `outputDir` that the new one names the same are not written again
 * (Pagefind names them by their content); the others are taken out.
 */
export async function writeIndex(pages: readonly string[], read: (page: string) => string, outputDir: string): Promise<string[]> {
  const { createIndex, close } = pagefind();
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind did not start: ${errors.join("; ")}`);
  try {
    for (let start = 0; start < pages.length; start += IN_FLIGHT) {
      const batch = pages.slice(start, start + IN_FLIGHT);
      const added = await Promise.all(batch.map((sourcePath) => index.addHTMLFile({ sourcePath, content: read(sourcePath) })));
      added.forEach(({ errors: problems }, i) => {
        if (problems.length > 0) throw new Error(`site search could not index the page ${batch[i]}: Pagefind says ${problems.join("; ")}`);
      });
    }
    const written = await index.writeFiles({ outputPath: outputDir });
    if (written.errors.length > 0) throw new Error(written.errors.join("; "));
    if (!removeUnnamed(outputDir)) {
      fs.rmSync(outputDir, { recursive: true, force: true });
      const again = await index.writeFiles({ outputPath: outputDir });
      if (again.errors.length > 0) throw new Error(again.errors.join("; "));
    }
  } finally {
    await close();
  }
  // The search page shows results itself (src/scripts/search.js): Pagefind's own interfaces are not published.
  for (const name of fs.readdirSync(outputDir))
    if (/-ui\.(js|css)$|^pagefind-highlight\.js$/.test(name)) fs.rmSync(path.join(outputDir, name));
  return Object.keys(entryOf(outputDir)!.languages);
}

type Entry = { languages: { [language: string]: { hash: string; wasm?: string } } };

function entryOf(outputDir: string): Entry | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(outputDir, "pagefind-entry.json"), "utf8")) as Entry;
  } catch {
    return undefined;
  }
}

/**
 * Takes out of `outputDir` the files of earlier indexes that its index no longer names: those of its folders of files named
 * by content that no language's meta file names, and other languages' meta and WebAssembly files. False when the
 * meta files cannot be read (another Pagefind's): the caller writes the index into an empty folder instead.
 */
function removeUnnamed(outputDir: string): boolean {
  const languages = Object.entries(entryOf(outputDir)?.languages ?? {});
  const metas: Buffer[] = [];
  for (const [, { hash }] of languages) {
    try {
      metas.push(zlib.gunzipSync(fs.readFileSync(path.join(outputDir, `pagefind.${hash}.pf_meta`))));
    } catch {
      return false;
    }
  }
  if (metas.length === 0) return false;
  const kept = new Set([
    "pagefind-entry.json",
    "wasm.unknown.pagefind",
    ...languages.flatMap(([language, { hash, wasm }]) => [`pagefind.${hash}.pf_meta`, `wasm.${wasm ?? language}.pagefind`]),
  ]);
  for (const name of fs.readdirSync(outputDir)) {
    if (/^(pagefind\..+\.pf_meta|wasm\..+\.pagefind)$/.test(name) && !kept.has(name)) fs.rmSync(path.join(outputDir, name));
  }
  for (const folder of NAMED_BY_CONTENT) {
    const dir = path.join(outputDir, folder);
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      const hash = name.replace(/\.pf_\w+$/, "");
      if (!metas.some((meta) => meta.includes(hash))) fs.rmSync(path.join(dir, name));
    }
  }
  return true;
}
