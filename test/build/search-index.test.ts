/**
 * Site search after an edit (plugins/search-index/update-index.ts) finds what an index made from nothing finds. The
 * languages fixture's pages (English, German, Arabic) are copied into a folder of the test's own and indexed; then
 * they change as a build after an editor's save changes them (one page's text edited, a page added in a language the
 * index did not have, one taken out, one no longer searched), and the index is made again from what the first run kept
 * of the pages that did not change. Pagefind's own client searches it and an index of the same pages made from the
 * whole pages, as the plugin made it before it kept anything: the same pages, in the same order, with the same titles
 * and excerpts, and the same files (a warm build must publish what a cold one does: test/warm/).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SEARCHED } from "../../plugins/search-index/searched";
import { htmlFiles } from "../../plugins/site-files/headers";
import { listFiles } from "../../src/lib/list-files";
import { languagesSite } from "./support/languages-site";

type Result = { url: string; title: string; kind?: string; image?: string; excerpt: string; sections: string[] };
type Found = { [query: string]: Result[] };

const search = (index: string, language: string, queries: readonly string[]): Found =>
  JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, "support", "pagefind-search.mjs"), index, language, ...queries], {
      encoding: "utf8",
    }),
  ) as Found;

const tsx = path.join(__dirname, "..", "..", "node_modules", ".bin", "tsx");
/** The plugin's step on `publicDir`, keeping its record in `record`: what it did. */
const updateIndex = (publicDir: string, record: string) =>
  JSON.parse(
    execFileSync(tsx, [path.join(__dirname, "support", "search-index.ts"), "update", publicDir, record], { encoding: "utf8" }),
  ) as object;
/** An index of the whole searched pages of `publicDir` written into `folder`, as the plugin made it before it kept anything. */
const wholeIndex = (publicDir: string, folder: string) =>
  execFileSync(tsx, [path.join(__dirname, "support", "search-index.ts"), "whole", publicDir, folder], { encoding: "utf8" });

const filesOf = (dir: string) => new Map(listFiles(dir).map((file) => [file, fs.readFileSync(path.join(dir, file))]));
const searchedIn = (publicDir: string) =>
  htmlFiles(publicDir)
    .filter((file) => SEARCHED.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(publicDir, file));
/** The page's heading: the title its search result shows. */
const headingOf = (html: string) => /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)![1]!.replace(/<[^>]+>/g, "");
/** A word of the page's heading to search for: its longest. */
const wordOf = (html: string) => [...headingOf(html).matchAll(/\p{L}+/gu)].map(([w]) => w).sort((a, b) => b.length - a.length)[0]!;

describe("the search index made again after an edit", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-search-index-"));
  const publicDir = path.join(site, "public");
  const record = path.join(site, ".cache", "search-index");
  const index = path.join(publicDir, "pagefind");
  const page = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  // A new file, as Gatsby writes one: a new size and time, so the record cannot vouch for it.
  const write = (file: string, html: string) => {
    fs.rmSync(path.join(publicDir, file), { force: true });
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), html);
  };

  beforeAll(() => {
    const { publicDir: built } = languagesSite();
    for (const file of htmlFiles(built)) {
      const to = path.join(publicDir, path.relative(built, file));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(file, to);
    }
  });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  it("finds the same pages in the same order as an index made from nothing, reading again only the pages that changed", () => {
    const first = updateIndex(publicDir, record);
    const searchedFirst = searchedIn(publicDir);
    expect(first).toMatchObject({ why: "no index from an earlier build", pages: searchedFirst.length, fromPages: searchedFirst.length });
    expect(first).toMatchObject({ languages: ["ar", "de", "en"] });
    const before = path.join(site, "before");
    fs.cpSync(index, before, { recursive: true });

    const [edited, removed, unsearched] = ["about/index.html", "ar/privacy-policy/index.html", "terms-of-use/index.html"];
    const added = "nl/contact/index.html";
    const [removedWord, unsearchedWord] = [wordOf(page(removed)), wordOf(page(unsearched))];
    const main = page(edited).search(SEARCHED);
    const opening = page(edited).indexOf("</h1>", main) + "</h1>".length;
    write(edited, `${page(edited).slice(0, opening)}<p>Quokkaquartz, an editor's new word.</p>${page(edited).slice(opening)}`);
    // Dutch, which the index has no part for yet; its footer has the only picture, which Pagefind takes for the result's.
    write(
      added,
      page("contact/index.html")
        .replace(/<html\b[^>]*\blang="en"/, (tag) => tag.replace('lang="en"', 'lang="nl"'))
        .replace(/<h1\b([^>]*)>.*?<\/h1>/s, "<h1$1>Wolkenkuckucksheim</h1>")
        .replace("</footer>", '<img src="/images/footer.png" alt=""></footer>'),
    );
    fs.rmSync(path.join(publicDir, removed));
    write(unsearched, page(unsearched).replace(/\sdata-pagefind-body(="")?/, ""));

    const second = updateIndex(publicDir, record);
    const searched = searchedIn(publicDir);
    expect(second).toEqual({
      why: "1 pages newly searched, 2 no longer searched, 1 searched pages changed",
      pages: searched.length,
      fromPages: 2,
      languages: ["ar", "de", "en", "nl"],
    });
    expect(updateIndex(publicDir, record)).toEqual({ kept: searched.length });

    const full = path.join(site, "full");
    wholeIndex(publicDir, full);
    const headings: Record<string, string[]> = { en: [], de: [], ar: [], nl: [] };
    for (const file of searched) headings[/^(de|ar|nl)\//.exec(file)?.[1] ?? "en"]!.push(wordOf(page(file)));
    for (const [language, words] of Object.entries(headings)) {
      const queries = [
        ...words,
        ...(language === "en" ? ["Quokkaquartz", unsearchedWord] : []),
        ...(language === "ar" ? [removedWord] : []),
      ];
      const found = search(index, language, queries);
      expect(found).toEqual(search(full, language, queries));
      // Two indexes that found nothing would be equal too: each page's heading finds something.
      for (const word of words) expect({ word, found: found[word]!.length > 0 }).toEqual({ word, found: true });
    }

    const en = search(index, "en", ["Quokkaquartz", unsearchedWord]);
    expect(en.Quokkaquartz!.map((result) => result.url)).toEqual(["/about/"]);
    expect(en[unsearchedWord]!.map((result) => result.url)).not.toContain("/terms-of-use/");
    expect(search(before, "en", [unsearchedWord])[unsearchedWord]!.map((result) => result.url)).toContain("/terms-of-use/");
    expect(search(index, "ar", [removedWord])[removedWord]!.map((result) => result.url)).not.toContain("/ar/privacy-policy/");
    expect(search(before, "ar", [removedWord])[removedWord]!.map((result) => result.url)).toContain("/ar/privacy-policy/");
    expect(search(index, "nl", ["Wolkenkuckucksheim"]).Wolkenkuckucksheim).toEqual([
      expect.objectContaining({ url: "/nl/contact/", title: "Wolkenkuckucksheim", image: "/images/footer.png" }),
    ]);

    const [written, made] = [filesOf(index), filesOf(full)];
    expect([...written.keys()]).toEqual([...made.keys()]);
    for (const [file, bytes] of written) expect({ file, same: bytes.equals(made.get(file)!) }).toEqual({ file, same: true });
  });
});
