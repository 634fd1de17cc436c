/** @jest-environment node */
/** The one loader of the content folder (load.ts): what it reads, in every language, and the data it hands out. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentIn, dataOf, defaultContent, loadContent, placeOf, settingsOf } from "../load";
import { sitePagesOf } from "../publish";
import { contentFiles, sitePages } from "../registry";
import { main as addLanguage } from "../../../scripts/add-language";

const root = path.resolve(__dirname, "../../..");
let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "load-"));
  fs.cpSync(path.join(root, "content"), path.join(tmp, "content"), { recursive: true });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));
const quiet = { log: () => undefined, error: () => undefined };

it("reads every declared file and every created page of the real content once, in its one language", () => {
  const model = loadContent(path.join(root, "content"));
  expect(model.languages.map((l) => [l.code, l.dir])).toEqual([["en", "ltr"]]);
  const content = defaultContent(model)!;
  expect(content.files.map((f) => f.spec.file).sort()).toEqual(contentFiles.map((f) => f.file).sort());
  expect(content.entries[sitePages.folder]!.map((e) => e.display)).toEqual([
    "content/site-pages/privacy-policy.md",
    "content/site-pages/terms-of-use.md",
  ]);
  expect(content.strays).toEqual([]);
});

it("hands out the data as the site uses it: ids made for entries written without one, a page's yes/no field at its default", () => {
  const file = path.join(tmp, "content/steps.yaml");
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("- id: research\n  title: Research", "- title: Research"));
  const page = path.join(tmp, "content/site-pages/terms-of-use.md");
  fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace(/^indexed: .*\n/m, ""));
  const content = defaultContent(loadContent(path.join(tmp, "content")));
  expect((dataOf(content, "steps.yaml") as { id: string }[])[0]!.id).toBe("research");
  // A created page written without `indexed` is shown in search results.
  expect(sitePagesOf(content).find((p) => p.address === "terms-of-use")?.indexed).toBe(true);
});

it("reads a file saved with a byte-order mark and Windows line endings as the same data", () => {
  const plain = loadContent(path.join(root, "content"));
  const marked = loadContent(path.join(root, "test/fixtures/content/bom-crlf"));
  expect(marked.content[0]!.files.find((f) => f.spec.file === "steps.yaml")!.text.startsWith("\ufeff")).toBe(false);
  expect(dataOf(marked.content[0], "steps.yaml")).toEqual(dataOf(plain.content[0], "steps.yaml"));
});

it("reads each other language's files from content/<code>/, with its direction from Intl", () => {
  expect(addLanguage(["de", "--content", path.join(tmp, "content")], quiet)).toBe(0);
  expect(addLanguage(["ar", "--content", path.join(tmp, "content")], quiet)).toBe(0);
  const model = loadContent(path.join(tmp, "content"));
  expect(model.languages.map((l) => [l.code, l.name, l.dir])).toEqual([
    ["en", "English", "ltr"],
    ["de", "Deutsch", "ltr"],
    ["ar", "العربية", "rtl"],
  ]);
  const german = contentIn(model, "de")!;
  expect(german.displayDir).toBe("content/de");
  // The redirects are the default language's only.
  expect(german.files).toHaveLength(contentFiles.filter((spec) => spec.translation !== "default only").length);
  expect(settingsOf<{ locale: string }>(german)?.locale).toBe("de_DE");
  // The default language's folder does not take the others' files for its own.
  expect(defaultContent(model)!.strays).toEqual([]);
  expect(placeOf(model, path.join(tmp, "content/de/pages/home.yaml"))).toMatchObject({
    kind: "file",
    language: "de",
    path: "pages/home.yaml",
  });
  expect(placeOf(model, path.join(tmp, "content/site-pages/terms-of-use.md"))).toMatchObject({ kind: "entry", language: "en" });
  expect(placeOf(model, path.join(tmp, "content/schemas/steps.schema.json"))).toBeUndefined();
});
