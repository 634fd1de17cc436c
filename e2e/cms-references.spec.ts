/**
 * A field that names entries of a list file (an article's author, from content/people.yaml) offers
 * them by name as the editor has them: a person added and saved a moment ago can be chosen at once,
 * without a rebuild. The file stores their id, and the check passes.
 */
import path from "node:path";
import {
  answerGitHubStatus,
  changedLines,
  field,
  openEntry,
  openLocalRepository,
  readContentFiles,
  readLocalRepository,
  save,
  savedProblems,
} from "./support/cms";
import { expect, test } from "./support/test";

const ARTICLE = "content/articles/how-we-plan-a-website.md";
const PEOPLE = "content/people.yaml";
const STUDY = "content/case-studies/one-service.md";
const files = {
  ...readContentFiles(),
  [PEOPLE]: "- id: sofia-lindqvist\n  name: Sofia Lindqvist\n  role: Head of Delivery\n  bio: Sofia runs our projects.\n",
  [ARTICLE]: [
    "---",
    "title: How we plan a website",
    "description: The four steps we take with every client, from the first workshop to the launch.",
    "address: how-we-plan-a-website",
    "date: 2026-11-20",
    "updated: 2026-11-24",
    "draft: false",
    "author: sofia-lindqvist",
    "tags:",
    "  - Planning",
    "---",
    "",
    "We start with a workshop.",
    "",
  ].join("\n"),
  [STUDY]: [
    "---",
    "title: One service, one result",
    "description: The smallest case study the site shows.",
    "address: one-service",
    "date: 2026-11-10",
    "draft: false",
    "client: Jo's Café",
    "industry: Food",
    "services:",
    "  - hosting",
    "  - web-development",
    "---",
    "",
    "A short story.",
    "",
  ].join("\n"),
};

test.beforeEach(async ({ page }) => {
  await answerGitHubStatus(page);
  await openLocalRepository(page, files);
});

test("a person added in the editor can be chosen as an article's author before any rebuild, and the article stores their id @once", async ({
  page,
}) => {
  await openEntry(page, "site", "people");
  await page.getByRole("button", { name: /^Add\W*People/ }).dispatchEvent("click");
  const form = page.getByRole("group", { name: /^Edit .* Content$/ });
  const box = (name: string) => form.getByRole("textbox", { name, exact: true });
  // The new person's fields, once the editor has drawn them under the first person's.
  await expect(box("Name")).toHaveCount(2);
  await box("Name").nth(1).fill("Maya Chen");
  await (await field(page, "Role", 1)).fill("Lead Engineer");
  await (await field(page, "Bio", 1)).fill("Maya leads our engineering.");
  await save(page);
  expect((await readLocalRepository(page))[PEOPLE]).toContain("- id: maya-chen\n  name: Maya Chen\n");

  await page.goto(new URL(`/admin/#/collections/articles/entries/${path.basename(ARTICLE, ".md")}`, page.url()).href);
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 30_000 });
  const author = page.getByRole("radiogroup", { name: "Author" });
  await author.scrollIntoViewIfNeeded();
  await expect(author.getByRole("radio", { name: "Sofia Lindqvist" })).toBeChecked();
  await author.getByRole("radio", { name: "Maya Chen" }).check();
  await save(page);

  const saved = await readLocalRepository(page);
  const line = files[ARTICLE].split("\n").indexOf("author: sofia-lindqvist") + 1;
  expect(changedLines(files[ARTICLE], saved[ARTICLE]!)).toEqual([[line, "author: sofia-lindqvist", "author: maya-chen"]]);
  expect(savedProblems(saved)).toEqual([]);
});

test("a case study's services are shown and chosen by their cards' titles, and stored by id @once", async ({ page }) => {
  await page.goto(new URL("/admin/#/collections/case-studies/entries/one-service", page.url()).href);
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 30_000 });
  const chosen = page.getByRole("grid", { name: "Selected Options" });
  await expect(chosen.getByRole("row")).toHaveCount(2);
  for (const title of ["Hosting", "Web Development"])
    await expect(chosen.getByRole("gridcell", { name: title, exact: true })).toBeVisible();
  await page.getByRole("combobox", { name: "Services" }).click();
  await page.getByRole("option", { name: "Mobile App Development" }).click();
  await expect(chosen.getByRole("row")).toHaveCount(3);
  await save(page);
  const saved = (await readLocalRepository(page))[STUDY];
  expect(saved).toBe(files[STUDY].replace("  - web-development\n", "  - web-development\n  - mobile-app-development\n"));
});
