/**
 * Creating a page in the content editor's local mode (e2e/support/cms.ts), as an editor would:
 * "Careers", linked from the footer's Pages list. The saved file passes the content check and
 * Prettier, and a build from the saved copy publishes the page with the footer link.
 *
 * `createCareersPage` and `expectCareersPage` are exported so that the editing test
 * (cms-editing.spec.ts) can make this page in the same session as its other edits and check it
 * after its one rebuild, instead of this file's own build.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { validateContentDir } from "../src/content-model/validate-dir";
import { buildSite, copySite } from "../test/site-build";
import { startServer } from "./server";
import { answerGitHubStatus, openLocalRepository, readContentFiles, readLocalRepository } from "./support/cms";
import { expect, test } from "./support/test";

const repo = path.resolve(__dirname, "..");

/** The page the steps create, as the editor types it. */
export const careers = {
  file: "content/site-pages/careers.md",
  title: "Careers",
  description: "Open roles at Vireo Solutions, and how to apply.",
  address: "careers",
  updated: "2026-11-20",
  text: "We are hiring developers and designers. Write to us with a few words about yourself.",
};

/** In the open editor: creates the Careers page, linked from the footer's Pages list, and saves it. */
export async function createCareersPage(page: Page): Promise<void> {
  await page.goto("/admin/#/collections/site-pages/new");
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(careers.title);
  await page.getByRole("textbox", { name: "Description", exact: true }).fill(careers.description);
  await page.getByRole("textbox", { name: "Address", exact: true }).fill(careers.address);
  await page.getByRole("switch", { name: "Shown in search results" }).check();
  await page.getByRole("radio", { name: "pages", exact: true }).check();
  await page.getByRole("spinbutton", { name: "Footer position" }).fill("3");
  await page.getByRole("textbox", { name: "Last updated", exact: true }).fill(careers.updated);
  await page.getByRole("textbox", { name: "Text", exact: true }).fill(careers.text);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/#\/collections\/site-pages(\/entries\/[a-z-]+)?$/);
}

/** On a build of the saved copy (at `origin`): the page, and the footer's link to it. */
export async function expectCareersPage(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  const link = page.getByRole("contentinfo").getByRole("link", { name: careers.title, exact: true });
  await expect(link).toHaveAttribute("href", `/${careers.address}/`);
  await link.click();
  await expect(page).toHaveURL(`${origin}/${careers.address}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(careers.title);
  await expect(page.getByRole("main").getByText(careers.text)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await answerGitHubStatus(page);
});

test("a page created in the editor and linked from the footer passes the check and Prettier, and is published @rebuild", async ({
  page,
}) => {
  test.setTimeout(720_000);
  const original = readContentFiles();
  await openLocalRepository(page, original);
  await createCareersPage(page);

  const saved = await readLocalRepository(page);
  expect(Object.keys(saved).sort()).toEqual([...Object.keys(original), careers.file].sort());
  const text = saved[careers.file] as string;
  expect(text).toMatch(new RegExp(`^---\\n[\\s\\S]*^address: ${careers.address}$[\\s\\S]*^footerList: pages$[\\s\\S]*^---\\n`, "m"));
  const formatted = execFileSync(path.join(repo, "node_modules/.bin/prettier"), ["--stdin-filepath", careers.file], {
    cwd: repo,
    input: text,
    encoding: "utf8",
  });
  expect(formatted).toBe(text);

  const site = copySite("cms-pages-");
  try {
    for (const [file, content] of Object.entries(saved)) fs.writeFileSync(path.join(site, file), content);
    expect(validateContentDir(path.join(site, "content"), "content")).toEqual([]);
    const build = buildSite(site);
    expect(build.status, build.output.slice(-3000)).toBe(0);
    const server = await startServer({ root: path.join(site, "public"), port: 0 });
    try {
      await expectCareersPage(page, server.url);
    } finally {
      await server.close();
    }
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});
