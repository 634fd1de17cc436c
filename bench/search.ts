/**
 * The search page and a first search, as Chromium loads them from a server that gzips like the hosts (e2e/server.ts):
 * the first visit before any search (bytes transferred and requests), then a first search for each word in a fresh
 * browser (the requests it adds: Pagefind's script, its WebAssembly, the language's index and each result's fragment),
 * and how long Pagefind takes to index the build's searched pages from nothing (plugins/search-index/write-index.ts,
 * into a temporary folder). Prints the figures beside the budgets: first visit ≤ 25 kB in ≤ 5 requests, a first
 * search at 500 articles ≤ 150 kB, indexing ≤ 5 s at 500 articles. Figures, not a test: it exits 0 whatever they are.
 *
 * npx tsx bench/search.ts [--articles 500] [--public DIR] [--words design,accessibility] [--port 9350]
 *   --articles N  the articles-N fixture's build (test/fixture-builds.ts), built when it has none (bench/entries.ts makes it)
 *   --public DIR  a built site instead (default: public/)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { startServer } from "../e2e/server";
import { SEARCHED, searchedPart } from "../plugins/search-index/searched";
import { writeIndex } from "../plugins/search-index/write-index";
import { htmlFiles } from "../plugins/site-files/headers";
import { chromeArgs, requireHeadlessShell } from "../test/chromium";
import { articlesFixture } from "../test/fixture-builds";
import { ensureFixtureBuild, fixturePublic } from "../test/site-build";

const KB = 1000;
type Traffic = { requests: number; bytes: number; files: string[] };

function parse(argv: string[]) {
  const options = { articles: 0, publicDir: path.resolve("public"), words: ["design", "accessibility"], port: 9350 };
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1] ?? "";
    if (argv[i] === "--articles") options.articles = Number(value);
    else if (argv[i] === "--public") options.publicDir = path.resolve(value);
    else if (argv[i] === "--words") options.words = value.split(",").filter(Boolean);
    else if (argv[i] === "--port") options.port = Number(value);
    else throw new Error(`unknown option ${argv[i]}; see the header of bench/search.ts`);
    i += 1;
  }
  return options;
}

/** Counts what the page and its workers fetch from now on: requests, and bytes on the wire (headers and gzipped bodies). */
function watch(page: Page): () => Promise<Traffic> {
  let pending: Promise<[string, number]>[] = [];
  page.context().on("requestfinished", (request) => {
    pending.push(request.sizes().then((s) => [new URL(request.url()).pathname, s.responseBodySize + s.responseHeadersSize]));
  });
  return async () => {
    const done = await Promise.all(pending);
    pending = [];
    return {
      requests: done.length,
      bytes: done.reduce((sum, [, size]) => sum + size, 0),
      files: done.map(([file, size]) => `${file} ${(size / KB).toFixed(1)} kB`),
    };
  };
}

/** The figures, one line each, of `publicDir`'s search page and first searches for `words`, served on `port`. */
export async function searchFigures(publicDir: string, words: readonly string[], port: number): Promise<string[]> {
  const pages = htmlFiles(publicDir).filter((file) => SEARCHED.test(fs.readFileSync(file, "utf8")));
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-search-index-"));
  const started = performance.now();
  const languages = await writeIndex(
    pages.map((file) => path.relative(publicDir, file)),
    (page) => searchedPart(fs.readFileSync(path.join(publicDir, page), "utf8")) ?? "",
    temporary,
  );
  const indexSeconds = (performance.now() - started) / 1000;
  fs.rmSync(temporary, { recursive: true, force: true });

  const searchPage = htmlFiles(publicDir)
    .map((file) => path.relative(publicDir, file))
    // The default language's: a folder of the site's root.
    .find(
      (file) =>
        /^[^/]+\/index\.html$/.test(file) && /<form\b[^>]*\sdata-search[\s=>]/.test(fs.readFileSync(path.join(publicDir, file), "utf8")),
    );
  if (!searchPage) throw new Error(`no search page in ${publicDir}`);
  const server = await startServer({ root: publicDir, port, gzip: true, hostHeaders: true });
  const browser = await chromium.launch({ executablePath: requireHeadlessShell(), args: chromeArgs });
  const lines = [
    `Search: ${pages.length} searched pages (${languages.join(", ")}); Pagefind indexes them from nothing in ${indexSeconds.toFixed(1)} s (budget ≤ 5 s at 500 articles)`,
  ];
  try {
    for (const word of words) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const traffic = watch(page);
      await page.goto(`${server.url}/${searchPage.replace(/index\.html$/, "")}`, { waitUntil: "networkidle" });
      const visit = await traffic();
      await page.getByRole("searchbox").fill(word);
      await page.getByRole("status").filter({ hasText: word }).waitFor();
      await page.waitForLoadState("networkidle");
      const search = await traffic();
      const shown = await page.locator("[data-search-results] li").count();
      if (lines.length === 1)
        lines.push(
          `  search page /${searchPage.replace(/index\.html$/, "")} before a search: ${(visit.bytes / KB).toFixed(1)} kB in ${visit.requests} requests (Chromium, no Lighthouse; budget ≤ 25 kB, ≤ 5)`,
        );
      lines.push(
        `  first search for "${word}" (${shown} results shown): ${(search.bytes / KB).toFixed(1)} kB in ${search.requests} requests (budget ≤ 150 kB at 500 articles)`,
        `    ${search.files.join(", ")}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return lines;
}

async function main() {
  const options = parse(process.argv.slice(2));
  let publicDir = options.publicDir;
  if (options.articles > 0) {
    const fixture = articlesFixture(options.articles);
    publicDir = fs.existsSync(path.join(fixturePublic(fixture.name), "index.html"))
      ? fixturePublic(fixture.name)
      : ensureFixtureBuild(fixture);
  }
  console.log(
    `Search bench ${new Date().toISOString()}: ${publicDir}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  console.log((await searchFigures(publicDir, options.words, options.port)).join("\n"));
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
