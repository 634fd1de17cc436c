// Site search: Pagefind indexes the main content of the pages that carry data-pagefind-body (src/components/layout.tsx marks
// them from their page context), one index per <html lang>, into public/pagefind/. Listed after site-files, which rewrites pages.
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { htmlFiles } from "../site-files/headers";
import { perPage } from "../../src/lib/page-record";
import { searchedChanges, SEARCHED } from "./searched";
import { PAGEFIND, writeIndex } from "./write-index";

const repo = process.cwd();
const RECORD = path.join(repo, ".cache", "search-index", "pages.json");
const SEARCHED_RECORD = path.join(repo, ".cache", "search-index", "searched.json");
const { version } = JSON.parse(fs.readFileSync(path.join(PAGEFIND, "package.json"), "utf8")) as { version: string };

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
  const languages = await writeIndex(publicDir, searched, outputDir);
  fs.writeFileSync(SEARCHED_RECORD, JSON.stringify(searched));
  reporter.info(
    `search-index: ${why}; Pagefind has no incremental index, so it indexed all ${searched.length} searched pages ` +
      `(${languages.join(", ")}) in ${((performance.now() - started) / 1000).toFixed(1)} s into public/pagefind/`,
  );
};
