/** @jest-environment node */
/**
 * The languages fixture (test/fixture-languages.ts): the real content with its German and Arabic translations passes
 * the check, warning only where kept on purpose, and follows the real content (a missed change is refused).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadContent } from "../../src/content-model/load";
import { checkContent } from "../../src/content-model/check";
import { formatProblem, type Problem } from "../../src/content-model/problems";
import { translatedLanguages, writeLanguagesContent } from "../fixture-languages";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-languages-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const check = () => checkContent(loadContent(dir, "content"));
/** A warning as "file: entry > field", without the entry's label (which is translated). */
const placeOf = (w: Problem) => `${w.file}: ${w.entry ? `${w.entry.replace(/ ".*"$/, "")} > ` : ""}${w.field ?? ""}`;

/**
 * The brand names: the same in every language (the default language's brand names are kept), so
 * the check rightly notes that they are the English words. And the people's long page titles.
 */
const keptOnPurpose = translatedLanguages.flatMap((code) => [
  // "Vireo Solutions": the second word of the logo.
  `content/${code}/settings.yaml: logoWord`,
  // "LinkedIn", "Facebook": the networks' own names.
  `content/${code}/settings.yaml: footer > socialLinks #1 > text`,
  `content/${code}/settings.yaml: footer > socialLinks #2 > text`,
  // The people's page titles carry their role, so a share picture has words in the language: longer than search results show.
  ...[1, 2, 3].map((n) => `content/${code}/people.yaml: #${n} > name`),
]);

test("the real content in English, German and Arabic passes the check, warning only about the brand names and long titles", () => {
  writeLanguagesContent(dir);
  const model = loadContent(dir, "content");
  expect(model.languages.map((l) => [l.code, l.name, l.dir])).toEqual([
    ["en", "English", "ltr"],
    ["de", "Deutsch", "ltr"],
    ["ar", "العربية", "rtl"],
  ]);
  const { problems, warnings } = check();
  expect(problems.map(formatProblem)).toEqual([]);
  expect(warnings.map(placeOf).sort()).toEqual([...keptOnPurpose].sort());
  // Every created page has its translation in each language.
  for (const content of model.content.slice(1))
    expect(
      Object.values(content.entries)
        .flat()
        .map((e) => e.name),
    ).toEqual(
      Object.values(model.content[0]!.entries)
        .flat()
        .map((e) => e.name),
    );
});

test("a change to the real content that the translations miss is refused, naming the translation's file", () => {
  writeLanguagesContent(dir);
  // A new step in English only: each translation lacks it.
  const steps = path.join(dir, "steps.yaml");
  fs.appendFileSync(steps, "- id: maintain\n  title: Maintain\n  description: We keep what we built up to date.\n");
  const messages = check().problems.map(formatProblem);
  for (const code of translatedLanguages)
    expect(messages).toContainEqual(expect.stringMatching(new RegExp(`^content/${code}/steps\\.yaml.*has no step "Maintain"`)));
});
