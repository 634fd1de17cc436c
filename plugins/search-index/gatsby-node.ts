// Site search: Pagefind indexes the main content of the pages that carry data-pagefind-body (src/components/layout.tsx marks
// them from their page context), one index per <html lang>, into public/pagefind/. Listed after site-files, which rewrites pages.
// https://pagefind.app/docs/node-api/
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { htmlFiles } from "../site-files/headers";
import { perPage } from "../../src/lib/page-record";
import { searchedChanges, SEARCHED } from "./searched";

const repo = process.cwd();
const RECORD = path.join(repo, ".cache", "search-index", "pages.json");
const SEARCHED_RECORD = path.join(repo, ".cache", "search-index", "searched.json");
const PAGEFIND = path.join(repo, "node_modules", "pagefind");
const { version } = JSON.parse(fs.readFileSync(path.join(PAGEFIND, "package.json"), "utf8")) as { version: string };
// Pagefind is an ES module exported for `import` only, and Gatsby compiles this file to CommonJS: Node requires its file by path.
const pagefind = () => createRequire(path.join(repo, "package.json"))(path.join(PAGEFIND, "lib", "index.js")) as typeof import("pagefind");

const readList = (file: string): string[] | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as string[];
  } catch {
    return undefined;
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const started = performance.now();
  const publicDir = path.join(repo, "public");
  const outputDir = path.join(publicDir, "pagefind");
  const changed = new Set<string>();
  const { results } = perPage(RECORD, `${version} ${SEARCHED.source}`, htmlFiles(publicDir), (file) => {
    changed.add(file);
    return SEARCHED.test(fs.readFileSync(file, "utf8"));
  });
  const searched = [...results].filter(([, yes]) => yes).map(([file]) => path.relative(publicDir, file));
  const why = searchedChanges({
    searched,
    before: readList(SEARCHED_RECORD),
    changed: [...changed].map((file) => path.relative(publicDir, file)),
    indexExists: fs.existsSync(path.join(outputDir, "pagefind.js")),
  });
  if (why === null) {
    reporter.info(`search-index: no searched page changed since the last build; kept public/pagefind/ (${searched.length} pages)`);
    return;
  }
  fs.rmSync(outputDir, { recursive: true, force: true });
  fs.rmSync(SEARCHED_RECORD, { force: true });
  if (searched.length === 0) {
    reporter.warn("search-index: no page carries data-pagefind-body; the search page finds nothing");
    return;
  }
  const { createIndex, close } = pagefind();
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`search-index: Pagefind did not start: ${errors.join("; ")}`);
  for (const sourcePath of searched) {
    const added = await index.addHTMLFile({ sourcePath, content: fs.readFileSync(path.join(publicDir, sourcePath), "utf8") });
    if (added.errors.length > 0) throw new Error(`search-index: ${sourcePath}: ${added.errors.join("; ")}`);
  }
  const written = await index.writeFiles({ outputPath: outputDir });
  if (written.errors.length > 0) throw new Error(`search-index: ${written.errors.join("; ")}`);
  await close();
  // The search page shows results itself (src/scripts/search.js): Pagefind's own interfaces are not published.
  for (const name of fs.readdirSync(outputDir))
    if (/-ui\.(js|css)$|^pagefind-highlight\.js$/.test(name)) fs.rmSync(path.join(outputDir, name));
  fs.writeFileSync(SEARCHED_RECORD, JSON.stringify(searched));
  const entry = JSON.parse(fs.readFileSync(path.join(outputDir, "pagefind-entry.json"), "utf8")) as { languages: object };
  reporter.info(
    `search-index: ${why}; Pagefind has no incremental index, so it indexed all ${searched.length} searched pages ` +
      `(${Object.keys(entry.languages).join(", ")}) in ${((performance.now() - started) / 1000).toFixed(1)} s into public/pagefind/`,
  );
};
