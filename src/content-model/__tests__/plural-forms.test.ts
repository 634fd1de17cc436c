/** @jest-environment node */
/**
 * Counts in words (plural texts: registry.ts `plural`, check-yaml.ts): on a copy of the real content with Arabic added by
 * `npm run add-language`, the check names each form a language needs and lacks with the counts it stands for, a form
 * without a value the site fills in, and an old single text or `oneResult` with what changed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main as addLanguage } from "../../../scripts/add-language";
import { checkContent } from "../check";
import { loadContent } from "../load";
import { formatProblem } from "../problems";
import { formCounts, neededForms } from "../plural-words";

const root = path.resolve(__dirname, "../../..");
let content: string;
beforeEach(() => {
  content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "plural-forms-")), "content");
  fs.cpSync(path.join(root, "content"), content, { recursive: true });
});
afterEach(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }));

const edit = (file: string, from: string, to: string) => {
  const text = fs.readFileSync(path.join(content, file), "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  fs.writeFileSync(path.join(content, file), text.replace(from, to));
};
const lineOf = (file: string, start: string) =>
  fs
    .readFileSync(path.join(content, file), "utf8")
    .split("\n")
    .findIndex((line) => line.startsWith(start)) + 1;
const problems = (file: string) =>
  checkContent(loadContent(content))
    .problems.filter((p) => p.file === `content/${file}`)
    .map(formatProblem);

it("knows which forms a language needs, and the counts it uses each for", () => {
  expect(neededForms("en")).toEqual(["one", "other"]);
  expect(neededForms("ar")).toEqual(["zero", "one", "two", "few", "many", "other"]);
  expect(["zero", "one", "two", "few", "many", "other"].map((c) => formCounts("ar", c as "few"))).toEqual([
    "0",
    "1",
    "2",
    "3–10, 103–110, 203–210 …",
    "11–99, 111–199, 211–299 …",
    "100–102, 200–202, 300–302 …",
  ]);
  expect(formCounts("en", "other")).toBe("0, 2 and up");
  expect(formCounts("fr", "one")).toBe("0, 1");
});

it("refuses an Arabic words file without the forms Arabic needs, naming each with its counts", () => {
  addLanguage(["ar", "--content", content], { log: () => undefined, error: () => undefined });
  const file = "ar/pages/search.yaml";
  const line = lineOf(file, "results:");
  expect(problems(file).filter((p) => p.includes(" results > "))).toEqual([
    `content/${file}:${line}: results > zero: is missing: Arabic uses it for 0. Add a line "zero: …" under "results:", indented like its other forms, with the words for that count.`,
    `content/${file}:${line}: results > two: is missing: Arabic uses it for 2. Add a line "two: …" under "results:", indented like its other forms, with the words for that count.`,
    `content/${file}:${line}: results > few: is missing: Arabic uses it for 3–10, 103–110, 203–210 … Add a line "few: …" under "results:", indented like its other forms, with the words for those counts ({{count}} where the number goes).`,
    `content/${file}:${line}: results > many: is missing: Arabic uses it for 11–99, 111–199, 211–299 … Add a line "many: …" under "results:", indented like its other forms, with the words for those counts ({{count}} where the number goes).`,
  ]);
  // Each language's own: German needs no more than English has.
  addLanguage(["de", "--content", content], { log: () => undefined, error: () => undefined });
  expect(problems("de/pages/search.yaml")).toEqual([]);
});

it("refuses a form without {{count}} where it stands for several counts, or without a value every form must hold", () => {
  edit("pages/articles.yaml", "    other: '{{count}} min read'", "    other: min read");
  edit("pages/search.yaml", "  one: 1 result for “{{query}}”", "  one: One result");
  edit("pages/case-studies.yaml", "    other: '{{count}} min read'", "    other: '{count} min read'");
  expect(problems("pages/articles.yaml")).toEqual([
    `content/pages/articles.yaml:${lineOf("pages/articles.yaml", "    other:")}: entry > readingTime > other: "min read" has no {{count}}: English uses it for 0, 2 and up, so the form must say which: write {{count}} where the number goes.`,
  ]);
  expect(problems("pages/search.yaml")).toEqual([
    `content/pages/search.yaml:${lineOf("pages/search.yaml", "  one:")}: results > one: "One result" has no {{query}}: write it where the site puts the value (the field's description says what each is).`,
  ]);
  expect(problems("pages/case-studies.yaml")).toEqual([
    `content/pages/case-studies.yaml:${lineOf("pages/case-studies.yaml", "    other:")}: entry > readingTime > other: "{count} min read" holds {count} with single curly brackets, which the site shows as written. It fills in {{count}}: write it with two brackets each side.`,
  ]);
});

it("lets English leave the number out of its form for one, the only count that form stands for", () => {
  edit("pages/articles.yaml", "    one: '{{count}} min read'", "    one: A minute's read");
  expect(problems("pages/articles.yaml")).toEqual([]);
});

it("explains the change to a words file written before counts had forms: oneResult and a single text", () => {
  edit(
    "pages/search.yaml",
    "results:\n  one: 1 result for “{{query}}”\n  other: '{{count}} results for “{{query}}”'\n",
    "oneResult: 1 result for “{{query}}”\nresults: '{{count}} results for “{{query}}”'\n",
  );
  edit(
    "pages/articles.yaml",
    "  readingTime:\n    one: '{{count}} min read'\n    other: '{{count}} min read'\n",
    "  readingTime: '{{minutes}} read'\n",
  );
  expect(problems("pages/search.yaml")).toEqual([
    `content/pages/search.yaml:${lineOf("pages/search.yaml", "oneResult:")}: oneResult: is no longer used: results now has a form for each kind of count the language tells apart, one of them for one result. Move this text under results as its line "one: …" (writing {{count}} where it says 1, if the form is used for other counts too), and delete this line.`,
    `content/pages/search.yaml:${lineOf("pages/search.yaml", "results:")}: results: is one text, but it now has a form for each kind of count a language tells apart ("1 result", "2 results"; Arabic has six). Write "results:" alone on its line and under it, indented, a line for each form, with {{count}} where the number goes: English uses one (1), other (0, 2 and up).`,
  ]);
  expect(problems("pages/articles.yaml")).toEqual([
    `content/pages/articles.yaml:${lineOf("pages/articles.yaml", "  readingTime:")}: entry > readingTime: is one text, but it now has a form for each kind of count a language tells apart ("1 result", "2 results"; Arabic has six). Write "readingTime:" alone on its line and under it, indented, a line for each form, with {{count}} where the number goes: English uses one (1), other (0, 2 and up).`,
  ]);
});

it("names a form the site does not know, and the one meant", () => {
  edit("pages/articles.yaml", "    other: '{{count}} min read'", "    other: '{{count}} min read'\n    fwe: '{{count}} min read'");
  expect(problems("pages/articles.yaml")).toEqual([
    `content/pages/articles.yaml:${lineOf("pages/articles.yaml", "    fwe:")}: entry > readingTime > fwe: is not a field the site knows. Did you mean "few"? Rename "fwe" to "few".`,
  ]);
});
