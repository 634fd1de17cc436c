/** @jest-environment node */
/**
 * The check across languages (translations.ts), on a copy of the real content with German added
 * by `npm run add-language`: what it refuses, naming the file, entry and field, and what it asks.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main as addLanguage } from "../../../scripts/add-language";
import { checkContent } from "../check";
import { loadContent } from "../load";
import { formatProblem } from "../problems";

const root = path.resolve(__dirname, "../../..");
let content: string;
beforeEach(() => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "translations-"));
  content = path.join(tmp, "content");
  fs.cpSync(path.join(root, "content"), content, { recursive: true });
  addLanguage(["de", "--content", content], { log: () => undefined, error: () => undefined });
});
afterEach(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }));

const edit = (file: string, from: string | RegExp, to: string) => {
  const text = fs.readFileSync(path.join(content, file), "utf8");
  if (!(typeof from === "string" ? text.includes(from) : from.test(text))) throw new Error(`${file} has no ${String(from)}`);
  fs.writeFileSync(path.join(content, file), text.replace(from, to));
};
const problems = () => checkContent(loadContent(content)).problems.map(formatProblem);
const warnings = () => checkContent(loadContent(content)).warnings.map(formatProblem);

it("refuses a value that must be the same in every language, saying the default language's", () => {
  edit("de/settings.yaml", "  - label: Contact Us\n    to: /contact", "  - label: Kontakt\n    to: /about");
  expect(problems()).toEqual([
    'content/de/settings.yaml:20: entry nav #4 "Kontakt": to: must be the same in every language, but it is "/about" here and "/contact" in content/settings.yaml. Write "/contact" (the browser editor keeps it in step by itself).',
  ]);
});

it("names a service card missing or extra in a language, by its id", () => {
  edit("de/services.yaml", /^- id: web-development$/m, "- id: webentwicklung");
  expect(problems()).toEqual([
    'content/de/services.yaml:1: has no service card "Web Development" (id web-development, #1 in content/services.yaml): every language has the same service cards, in the same order. Copy that entry from content/services.yaml to its place here and translate it.',
    'content/de/services.yaml:1: entry #1 "Web Development": has id webentwicklung, which no service card in content/services.yaml has: every language has the same service cards. Add it there first (the browser editor adds it to every language), or delete it here.',
  ]);
});

it("refuses a language's missing file, the list of languages outside the default's settings, and a folder of a language not listed", () => {
  fs.rmSync(path.join(content, "de/steps.yaml"));
  fs.appendFileSync(path.join(content, "de/settings.yaml"), "languages:\n  - code: de\n    name: Deutsch\n");
  fs.mkdirSync(path.join(content, "fr"));
  fs.copyFileSync(path.join(content, "steps.yaml"), path.join(content, "fr/steps.yaml"));
  expect(problems()).toEqual([
    expect.stringMatching(
      /^content\/de\/settings\.yaml:\d+: languages: is written in the default language's file only \(content\/settings\.yaml\), for every language\. Delete it here/,
    ),
    "content/de/steps.yaml: is missing: every language has its own copy of each content file. Copy content/steps.yaml to content/de/steps.yaml and translate it (the browser editor writes it when you save the file in Deutsch).",
    'content/fr: looks like the content of a language, but "fr" is not among the languages in content/settings.yaml, so none of it is published. Add the language there (npm run add-language adds a language and its files), or delete the folder.',
  ]);
});

it("refuses a translated page without a page in the default language, and a page at a language's address", () => {
  fs.renameSync(path.join(content, "de/site-pages/terms-of-use.md"), path.join(content, "de/site-pages/nutzungsbedingungen.md"));
  edit("site-pages/privacy-policy.md", /^address: privacy-policy$/m, "address: de");
  edit("de/site-pages/privacy-policy.md", /^address: privacy-policy$/m, "address: de");
  expect(problems()).toEqual(
    expect.arrayContaining([
      "content/de/site-pages/nutzungsbedingungen.md: has no page in the default language (content/site-pages/nutzungsbedingungen.md): a translation sits beside the page it translates, under the same file name. Create the page in the default language first (the browser editor then offers its translations), or rename this file to the default language's page it translates.",
      'content/site-pages/privacy-policy.md: address: "de" is taken: /de/ is where the Deutsch pages are. Choose another address for this page.',
    ]),
  );
});

it("warns about each text still in the default language, and stops once it is translated", () => {
  const before = warnings().filter((w) => w.startsWith("content/de/pages/not-found.yaml"));
  expect(before).toContain(
    `content/de/pages/not-found.yaml:4: heading: is still the default language's text ("Page Not Found"). Translate it (or keep it, if it is the same in this language).`,
  );
  edit("de/pages/not-found.yaml", "heading: Page Not Found", "heading: Seite nicht gefunden");
  expect(warnings().filter((w) => w.startsWith("content/de/pages/not-found.yaml:4:"))).toEqual([]);
});
