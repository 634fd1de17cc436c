// Site search: Pagefind indexes the main content of the pages that carry data-pagefind-body (src/components/layout.tsx marks
// them from their page context), one index per <html lang>, into public/pagefind/. Listed after site-files, which rewrites pages.
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { updateIndex } from "./update-index";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const started = performance.now();
  const indexed = await updateIndex(path.join(process.cwd(), "public"), path.join(process.cwd(), ".cache", "search-index"));
  if ("kept" in indexed) {
    reporter.info(`search-index: no searched page changed since the last build; kept public/pagefind/ (${indexed.kept} pages)`);
  } else if ("none" in indexed) {
    reporter.warn("search-index: no page carries data-pagefind-body; the search page finds nothing");
  } else {
    reporter.info(
      `search-index: ${indexed.why}; Pagefind indexed all ${indexed.pages} searched pages (${indexed.languages.join(", ")}), ` +
        `${indexed.fromPages} of them read from public/ and the rest from .cache/search-index/, ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s into public/pagefind/`,
    );
  }
};
