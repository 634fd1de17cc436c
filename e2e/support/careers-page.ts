/**
 * Creating a page in the content editor's local mode (e2e/support/cms.ts), as an editor would:
 * "Careers", linked from the footer's Pages list. The editing test (e2e/cms-editing.spec.ts) makes
 * it in the same session as its other edits and checks it after its one rebuild.
 */
import type { Page } from "@playwright/test";
import { expect } from "./test";

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
