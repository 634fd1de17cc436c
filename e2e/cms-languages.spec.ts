/**
 * Translating in the content editor, side by side: a copy of the content with German added as
 * `npm run add-language -- de` adds it (its files copies of the English ones, one German word
 * written in by hand), and the editor built for that copy alone (e2e/support/cms-build.ts), driven
 * in its local mode (e2e/support/cms.ts).
 *
 * - A German title typed beside the English is saved in the German file, in that line only; the
 *   English files do not change.
 * - A service card added in English is added in German too, in the same place, with the same id
 *   and the same icon; its texts are the English ones until they are translated, which the check
 *   says (as warnings), and the check finds no problem.
 * - The German preview shows the German words (the card link's, from the German Home page) and
 *   links under /de/.
 */
import fs from "node:fs";
import path from "node:path";
import { main as addLanguage } from "../scripts/add-language";
import { loadContent } from "../src/content-model/load";
import { checkTranslations } from "../src/content-model/translations";
import { checkContent } from "../src/content-model/check";
import { formatProblem } from "../src/content-model/problems";
import {
  answerGitHubStatus,
  changedLines,
  field,
  openEntry,
  openLocalRepository,
  pane,
  previewIn,
  readContentFiles,
  readLocalRepository,
  save,
  sideBySide,
} from "./support/cms";
import { copyContent, serveEditorFor } from "./support/cms-build";
import { expect, test } from "./support/test";

/** `text` with `from` replaced by `to`; fails when `from` is not there (the content changed under the test). */
function swap(text: string, from: string, to: string): string {
  expect(text).toContain(from);
  return text.replace(from, to);
}

const card = { id: "cloud-hosting", title: "Cloud Hosting", subTitle: "Scales with your traffic", description: "Managed cloud servers." };
const cardLines = `- id: ${card.id}\n  title: ${card.title}\n  subTitle: ${card.subTitle}\n  description: ${card.description}\n  icon: server\n`;

test("a German translation typed beside the English changes that line of the German file only; a card added in English is added in German with the same id; the check passes @once", async ({
  page,
}) => {
  // The editor's build for this copy (esbuild and Tailwind, ~10 s alone, longer beside the other tests).
  test.setTimeout(240_000);
  const dir = copyContent("cms-languages-");
  const content = path.join(dir, "content");
  try {
    expect(addLanguage(["de", "--content", content], { log: () => {}, error: (line) => console.error(line) })).toBe(0);
    const home = path.join(content, "de", "pages", "home.yaml");
    fs.writeFileSync(
      home,
      swap(fs.readFileSync(home, "utf8"), "    cardAction:\n      label: Learn More\n", "    cardAction:\n      label: Mehr erfahren\n"),
    );
    const server = await serveEditorFor(dir);
    try {
      await answerGitHubStatus(page);
      const original = readContentFiles(content);
      await openLocalRepository(page, original, `${server.url}/admin/`);

      // A German title, typed beside the English one.
      await openEntry(page, "site", "services");
      const german = await sideBySide(page, "German");
      const english = pane(page, "English");
      await expect(await field(page, "Title", 0, english)).toHaveValue("Web Development");
      await (await field(page, "Title", 0, german)).fill("Webentwicklung");
      await save(page);
      const translated: Record<string, string> = {
        ...original,
        "content/de/services.yaml": swap(original["content/de/services.yaml"]!, "  title: Web Development\n", "  title: Webentwicklung\n"),
      };
      let saved = await readLocalRepository(page);
      expect(Object.keys(saved).sort()).toEqual(Object.keys(original).sort());
      for (const [file, text] of Object.entries(original)) {
        expect([file, changedLines(text, saved[file]!)]).toEqual([file, changedLines(text, translated[file]!)]);
      }

      // A ninth card, added in English: nobody types an id or touches the German form. With the
      // cards collapsed first, the new one (open) is the only one whose fields are drawn.
      await openEntry(page, "site", "services");
      const form = pane(page, "English");
      await form.getByRole("button", { name: "Collapse All" }).click();
      await expect(form.getByRole("textbox", { name: "Title", exact: true })).toHaveCount(0);
      await form.getByRole("button", { name: /^Add\W*Service cards/ }).dispatchEvent("click");
      await expect(form.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("");
      await (await field(page, "Title", 0, form)).fill(card.title);
      await (await field(page, "Sub title", 0, form)).fill(card.subTitle);
      await (await field(page, "Description", 0, form)).fill(card.description);
      await form.getByRole("combobox", { name: "Icon" }).scrollIntoViewIfNeeded();
      await form.getByRole("combobox", { name: "Icon" }).click();
      await page.keyboard.type("server");
      await page.getByRole("option").filter({ visible: true }).first().click();
      await save(page);
      saved = await readLocalRepository(page);
      const added: Record<string, string> = {
        ...translated,
        "content/services.yaml": translated["content/services.yaml"] + cardLines,
        "content/de/services.yaml": translated["content/de/services.yaml"] + cardLines,
      };
      for (const [file, text] of Object.entries(original)) {
        expect([file, changedLines(text, saved[file]!)]).toEqual([file, changedLines(text, added[file]!)]);
      }

      // What the editor wrote passes the check; the new card's German texts are named as not translated yet.
      for (const [file, text] of Object.entries(saved)) fs.writeFileSync(path.join(dir, file), text);
      expect(checkContent(loadContent(content)).problems.map(formatProblem)).toEqual([]);
      const untranslated = checkTranslations(loadContent(content))
        .warnings.filter((w) => w.file === "content/de/services.yaml" && w.entry?.includes(card.title))
        .map((w) => w.field);
      expect(untranslated).toEqual(["title", "subTitle", "description"]);

      // The German preview: the German title, and the German card link's words, leading to /de/.
      await openEntry(page, "site", "services");
      const preview = await previewIn(page, "German");
      await expect(preview.getByRole("heading", { name: "Webentwicklung" })).toBeVisible();
      const link = preview.getByRole("link", { name: /^Mehr erfahren/ }).first();
      await expect(link).toHaveAttribute("href", "/de/services/");
      await expect(preview.locator("[lang='de'][dir='ltr']")).toHaveCount(1);
    } finally {
      await server.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
