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
import { LANDING_PICTURES, writeLandingPictures } from "../landing-pictures";

// The content in a folder of its own, beside the static/ folder that holds the landing page's pictures, as in a copy of the site.
let root: string;
let dir: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-languages-"));
  dir = path.join(root, "content");
  await writeLandingPictures(path.join(root, LANDING_PICTURES));
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const check = () => checkContent(loadContent(dir, "content"));
/** A warning as "file: entry > field", without the entry's label (which is translated). */
const placeOf = (w: Problem) => `${w.file}: ${w.entry ? `${w.entry.replace(/ ".*"$/, "")} > ` : ""}${w.field ?? ""}`;

/**
 * The brand names: the same in every language (the default language's brand names are kept), so
 * the check rightly notes that they are the English words. And the people's long page titles, and the names of
 * the launch page's clients.
 */
const keptOnPurpose = translatedLanguages.flatMap((code) => [
  // "Vireo Solutions": the second word of the logo.
  `content/${code}/settings.yaml: logoWord`,
  // "LinkedIn", "Facebook": the networks' own names.
  `content/${code}/settings.yaml: footer > socialLinks #1 > text`,
  `content/${code}/settings.yaml: footer > socialLinks #2 > text`,
  // The people's page titles carry their role, so a share picture has words in the language: longer than search results show.
  ...[1, 2, 3].map((n) => `content/${code}/people.yaml: #${n} > name`),
  // The launch page's clients: their own names (the logos' and the quotes' companies); in German, the quoted people's too.
  ...[1, 2, 3, 4].map((n) => `content/${code}/site-pages/launch.md: section 2 (logos) > items #${n} > name`),
  ...[1, 2].flatMap((n) => [
    `content/${code}/site-pages/launch.md: section 4 (testimonials) > items #${n} > company`,
    ...(code === "de" ? [`content/${code}/site-pages/launch.md: section 4 (testimonials) > items #${n} > name`] : []),
  ]),
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
