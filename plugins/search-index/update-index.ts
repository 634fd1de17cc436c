// The search index of a build, made again only when a searched page changed, from what each page gives Pagefind kept between builds.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "../site-files/headers";
import { perPage } from "../../src/lib/page-record";
import { searchedChanges, searchedPart, searchedPartVersion } from "./searched";
import { PAGEFIND, writeIndex } from "./write-index";

const { version } = JSON.parse(fs.readFileSync(path.join(PAGEFIND, "package.json"), "utf8")) as { version: string };
// What each searched page gives Pagefind, kept between builds: a warm build reads again only the pages it rewrote.
const PARTS = "parts";
const RECORD_KEY = `${version} ${createHash("sha256").update(searchedPartVersion()).digest("hex").slice(0, 12)}`;

const readList = (file: string): string[] | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as string[];
  } catch {
    return undefined;
  }
};

type Indexed = { why: string; pages: number; fromPages: number; languages: string[] } | { kept: number } | { none: true };

/**
 * Brings `publicDir`/pagefind/ up to date with the searched pages in `publicDir`, keeping in `recordDir` what each gives
 * Pagefind. `fromPages` counts the searched pages read from `publicDir` rather than from the record.
 */
export async function updateIndex(publicDir: string, recordDir: string): Promise<Indexed> {
  const outputDir = path.join(publicDir, "pagefind");
  const partsDir = path.join(recordDir, PARTS);
  const searchedRecord = path.join(recordDir, "searched.json");
  const partFile = (page: string) => path.join(partsDir, page);
  const changed: string[] = [];
  let fromPages = 0;
  const keepPart = (page: string, html: string): string | null => {
    const part = searchedPart(html);
    if (part === null) {
      fs.rmSync(partFile(page), { force: true });
      return null;
    }
    fromPages += 1;
    if (!fs.existsSync(partFile(page)) || fs.readFileSync(partFile(page), "utf8") !== part) {
      fs.mkdirSync(path.dirname(partFile(page)), { recursive: true });
      fs.writeFileSync(partFile(page), part);
      changed.push(page);
    }
    return part;
  };
  const { results } = perPage(
    path.join(recordDir, "pages.json"),
    RECORD_KEY,
    htmlFiles(publicDir),
    (file) => keepPart(path.relative(publicDir, file), fs.readFileSync(file, "utf8")) !== null,
  );
  const searched = [...results].filter(([, yes]) => yes).map(([file]) => path.relative(publicDir, file));
  const before = readList(searchedRecord);
  for (const page of before ?? []) if (!results.get(path.join(publicDir, page))) fs.rmSync(partFile(page), { force: true });
  const why = searchedChanges({ searched, before, changed, indexExists: fs.existsSync(path.join(outputDir, "pagefind.js")) });
  if (why === null) return { kept: searched.length };
  // Pagefind does not write again a file it finds under the name it gives it: one a stopped build left half-written may be there.
  if (before === undefined) fs.rmSync(outputDir, { recursive: true, force: true });
  fs.rmSync(searchedRecord, { force: true });
  if (searched.length === 0) {
    fs.rmSync(outputDir, { recursive: true, force: true });
    return { none: true };
  }
  const read = (page: string) => {
    try {
      return fs.readFileSync(partFile(page), "utf8");
    } catch {
      return keepPart(page, fs.readFileSync(path.join(publicDir, page), "utf8")) ?? "";
    }
  };
  const languages = await writeIndex(searched, read, outputDir);
  fs.writeFileSync(searchedRecord, JSON.stringify(searched));
  return { why, pages: searched.length, fromPages, languages };
}
