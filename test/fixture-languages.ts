/**
 * Content for the languages fixture build (test/fixture-builds.ts): the real content in English,
 * German and Arabic, assembled the way an editor adds a language:
 *
 * 1. a copy of content/, with test/fixtures/languages/en/ over it (the people and job openings that
 *    content/ ships without);
 * 2. `npm run add-language -- de`, then `-- ar` on that copy (scripts/add-language.ts), which adds
 *    each language to the settings' `languages` (en, de, ar) with its name in itself;
 * 3. the copies of the default language's files that step made replaced by the translations in
 *    test/fixtures/languages/<code>/ (the content/<code>/ tree, translated by hand).
 *
 * The translations are not regenerated from content/: a change to the real content that they miss
 * (a content file, an entry or a required field added, a value that must be the same in every
 * language changed) makes the check refuse the fixture, and so its build fails with the check's
 * message naming the file and the entry. That is intended: the translations must follow the real
 * content, as a translated site would. Changed English text alone does not fail it (German text
 * stays German), and a page created in English only is a page without a German or Arabic version.
 */
import fs from "node:fs";
import path from "node:path";
import { main as addLanguage } from "../scripts/add-language";

const repo = path.resolve(__dirname, "..");

/** The translations, one folder per language (test/fixtures/languages/README.md). */
export const languagesDir = path.join(repo, "test", "fixtures", "languages");

/** The languages after the default, in the order the switcher lists them. */
export const translatedLanguages = ["de", "ar"] as const;

/** Writes the three-language content into `to` (a folder of its own, emptied first). */
export function writeLanguagesContent(to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(path.join(repo, "content"), to, { recursive: true });
  fs.cpSync(path.join(languagesDir, "en"), to, { recursive: true });
  const quiet = { log: () => {}, error: (line: string) => errors.push(line) };
  const errors: string[] = [];
  for (const code of translatedLanguages) {
    if (addLanguage([code, "--content", to], quiet) !== 0)
      throw new Error(`npm run add-language -- ${code} failed on a copy of content/:\n${errors.join("\n")}`);
    fs.rmSync(path.join(to, code), { recursive: true });
    fs.cpSync(path.join(languagesDir, code), path.join(to, code), { recursive: true });
  }
}
