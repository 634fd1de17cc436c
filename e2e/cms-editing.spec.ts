/**
 * Editing a copy of the repository through the content editor's local mode (e2e/support/cms.ts):
 * what an editor does on their own computer with `npm run cms`, in headless Chromium, offline.
 *
 * - Four edits (a service title, a statistic, a setting, a page heading), saved: each file on disk
 *   differs from the original in exactly the edited line; the result passes the content check,
 *   Prettier and the JSON Schemas; and a build from it shows the new text on the pages.
 * - Invalid values are refused with the content check's own words, and nothing is written.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { schemaValidator } from "../test/json-schema-validator";
import { parse, stringify } from "yaml";
import { jsonSchemaFor } from "../src/content-model/json-schema";
import { contentFiles, findContentFile, type ContentFile } from "../src/content-model/schema";
import { emptyProblem, exactCount, formatMessage, validateContentSource, whatItIs } from "../src/content-model/validate";
import { validateContentDir } from "../src/content-model/validate-dir";
import { buildSite, copySite } from "../test/site-build";
import { startServer } from "./server";
import {
  answerGitHubStatus,
  changedLines,
  field,
  openEntry,
  openLocalRepository,
  readContentFiles,
  readLocalRepository,
  save,
} from "./support/cms";
import { expect, test } from "./support/test";

const repo = path.resolve(__dirname, "..");
const original = readContentFiles();
const spec = (file: string) => findContentFile(file) as ContentFile;

/** What check:content says about `file` with `text` in it (its messages, without file and line). */
const checkMessages = (file: string, text: string) =>
  validateContentSource(spec(file), text, `content/${file}`).problems.map((p) => p.message);

test.beforeEach(async ({ page }) => {
  await answerGitHubStatus(page);
});

test("four edits in the editor change exactly those lines, pass every check, and show after a rebuild @rebuild", async ({ page }) => {
  // A cold Gatsby build of the saved copy (test/site-build.ts gives it up to 10 minutes).
  test.setTimeout(720_000);
  await openLocalRepository(page, original);

  const edits = {
    "content/services.yaml": ["  title: Web Development\n", "  title: Web and Cloud Development\n"],
    "content/stats.yaml": ["  value: 19+\n", "  value: 25+\n"],
    "content/settings.yaml": ["  email: hello@vireosolutions.com\n", "  email: team@vireosolutions.com\n"],
    "content/pages/home.yaml": [
      "  heading: We build the digital tools that help your business grow\n",
      "  heading: We build the digital tools your business grows with\n",
    ],
  } as const;

  await openEntry(page, "site", "services");
  await (await field(page, "Title")).fill("Web and Cloud Development");
  await save(page);

  await openEntry(page, "site", "stats");
  await (await field(page, "Value")).fill("25+");
  await save(page);

  await openEntry(page, "site", "settings");
  await (await field(page, "Email")).fill("team@vireosolutions.com");
  await save(page);

  await openEntry(page, "pages", "pages-home");
  await (await field(page, "Heading")).fill("We build the digital tools your business grows with");
  await save(page);

  // On disk: the edited line and nothing else, in the edited files only.
  const saved = await readLocalRepository(page);
  expect(Object.keys(saved).sort()).toEqual(Object.keys(original).sort());
  for (const [file, text] of Object.entries(original)) {
    const edit = edits[file as keyof typeof edits];
    const expected = edit ? text.replace(edit[0], edit[1]) : text;
    if (edit) expect(changedLines(text, expected)).toHaveLength(1);
    expect([file, changedLines(text, saved[file] ?? "")]).toEqual([file, changedLines(text, expected)]);
  }

  // The edited copy of the repository passes the content check, Prettier and the JSON Schemas.
  const site = copySite("cms-edit-");
  try {
    for (const [file, text] of Object.entries(saved)) fs.writeFileSync(path.join(site, file), text);
    expect(validateContentDir(path.join(site, "content"), "content")).toEqual([]);
    for (const file of Object.keys(edits)) {
      const text = saved[file] as string;
      const formatted = execFileSync(path.join(repo, "node_modules/.bin/prettier"), ["--stdin-filepath", file], {
        cwd: repo,
        input: text,
        encoding: "utf8",
      });
      expect([file, formatted]).toEqual([file, text]);
    }
    const ajv = schemaValidator();
    for (const content of contentFiles) {
      const validate = ajv.compile(jsonSchemaFor(content));
      const valid = validate(parse(saved[`content/${content.file}`] as string));
      expect([content.file, valid ? [] : validate.errors]).toEqual([content.file, []]);
    }

    // A build from it shows the new text.
    const build = buildSite(site);
    expect(build.status, build.output.slice(-3000)).toBe(0);
    const server = await startServer({ root: path.join(site, "public"), port: 0 });
    try {
      await page.goto(`${server.url}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We build the digital tools your business grows with");
      await expect(page.getByRole("heading", { name: "Web and Cloud Development", level: 3 })).toBeVisible();
      await expect(page.getByText("25+", { exact: true })).toBeVisible();
      await page.goto(`${server.url}/contact/`);
      await expect(page.getByRole("main").getByText("team@vireosolutions.com").first()).toBeVisible();
    } finally {
      await server.close();
    }
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test("an e-mail address without @ is refused with the check's message, and nothing is written @once", async ({ page }) => {
  await openLocalRepository(page, original);
  await openEntry(page, "site", "settings");
  const bad = "hello-at-vireosolutions.com";
  await (await field(page, "Email")).fill(bad);
  await page.getByRole("button", { name: "Save" }).click();

  // check:content says: "hello-at-…" is not an e-mail address. Write it like …; the editor says the
  // same of the value in the field it is under.
  const [checked] = checkMessages("settings.yaml", original["content/settings.yaml"]!.replace("hello@vireosolutions.com", bad));
  expect(checked).toBe(formatMessage("email").replace(/^This/, `"${bad}"`));
  await expect(page.getByRole("alert").filter({ hasText: formatMessage("email") })).toBeVisible();
  await expect(page).toHaveURL(/entries\/settings$/);
  expect(await readLocalRepository(page)).toEqual(original);
});

test("an empty required field is refused with the check's message, and nothing is written @once", async ({ page }) => {
  await openLocalRepository(page, original);
  await openEntry(page, "site", "services");
  await (await field(page, "Title")).fill("");
  await page.getByRole("button", { name: "Save" }).click();

  // check:content: "is empty, but the site needs it. Write the text after "title: ". What it is: the
  // card's heading." The editor: "This field is empty, but the site needs it." on the field, whose
  // description ("The card's heading.") stands under it.
  const title = spec("services.yaml").fields.title!;
  const [checked] = checkMessages(
    "services.yaml",
    original["content/services.yaml"]!.replace("  title: Web Development\n", "  title: ''\n"),
  );
  expect(checked).toBe(`${emptyProblem} Write the text after "title: ". ${whatItIs(title)}`);
  const group = page.getByRole("group", { name: /Title\W* Field/ }).first();
  await expect(group.getByRole("alert")).toHaveText(new RegExp(`This field ${emptyProblem.replace(/\./g, "\\.")}`));
  await expect(group.getByText(title.description, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/entries\/services$/);
  expect(await readLocalRepository(page)).toEqual(original);
});

test("a ninth service card cannot be added, and the editor says why in the check's words @once", async ({ page }) => {
  await openLocalRepository(page, original);
  await openEntry(page, "site", "services");

  // check:content on a file with a ninth card: "has 9 entries, but the site needs exactly 8: …".
  const cards = parse(original["content/services.yaml"]!) as { id: string }[];
  const nine = stringify([...cards, { ...cards[7], id: "ninth" }]);
  const [checked] = checkMessages("services.yaml", nine);
  expect(checked).toContain(`has 9 entries, but ${exactCount(8)}.`);

  // The editor shows the same reason under the list, and offers no way to add or copy a card.
  const reason = `The site needs exactly 8: the page layout is designed for 8.`;
  expect(exactCount(8)).toBe(reason.charAt(0).toLowerCase() + reason.slice(1, -1));
  const hint = page.getByText(reason).first();
  await page.getByRole("group", { name: /^Edit .* Content$/ }).hover({ position: { x: 40, y: 200 } });
  for (let i = 0; i < 80 && !(await hint.isVisible()); i += 1) await page.mouse.wheel(0, 400);
  await expect(hint).toBeVisible();
  await expect(page.getByRole("button", { name: /^(Add|Duplicate)\b/ })).toHaveCount(0);
  expect(await readLocalRepository(page)).toEqual(original);
});
