/**
 * Creating a page in the content editor's local mode (e2e/support/cms.ts), as an editor would:
 * "Careers", linked from the footer's Pages list and kept out of search results. The editing test
 * (e2e/cms-editing.spec.ts) makes it in the same session as its other edits and checks it after
 * its one rebuild:
 *
 * - in the editor: an address the site keeps is refused at save, in the check's words; then the
 *   page's address changes (working-here → join-us), which nothing in content links to, and the
 *   footer's link, made by footerList, follows it;
 * - on the rebuilt site: the footer's link, the page, and the checks every page gets: its
 *   Content-Security-Policy without a violation, axe, no JavaScript file or page data and nothing
 *   from another origin, the page readable with scripts off, html-validate; and, as a page kept out
 *   of search results, robots noindex, no canonical address or og:url, and no sitemap entry.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { reservedAddressMessage } from "../../src/content-model/page-addresses";
import { analyzeAccessibility, formatViolations } from "./axe";
import { field, save, saveRefused } from "./cms";
import { collectCspViolations, describeViolations } from "./csp";
import { scrollToBottom } from "./page";
import { allow404For, anyOf, describeProblems, expect, watchConsole } from "./test";

const repo = path.resolve(__dirname, "..", "..");

/** The page the steps create, as the editor types it. */
export const careers = {
  /** The file the editor names after the first address, and keeps when the address changes. */
  file: "content/site-pages/working-here.md",
  title: "Working here",
  description: "Open roles at Vireo Solutions, and how to apply.",
  /** The address the page is created with. */
  firstAddress: "working-here",
  /** The address it ends with (the one in the saved file). */
  address: "join-us",
  updated: "2026-11-20",
  text: "We are hiring developers and designers. Write to us with a few words about yourself.",
};

/**
 * The editor asks the site whether a page it shows is published (for its "View on Live Site"
 * button); the page the steps create is not, until the rebuild.
 */
export const editorConsole = anyOf(allow404For(`/${careers.firstAddress}/`), allow404For(`/${careers.address}/`));

/** The saved page's line `address: …`, read from the editor's folder (the OPFS repository). */
async function savedAddress(page: Page): Promise<string | undefined> {
  return page.evaluate(async (name) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("repository");
    const folder = await (await root.getDirectoryHandle("content")).getDirectoryHandle("site-pages");
    try {
      const text = await (await (await folder.getFileHandle(name)).getFile()).text();
      return /^address: (.*)$/m.exec(text)?.[1];
    } catch {
      return undefined;
    }
  }, path.basename(careers.file));
}

/**
 * In the open editor: creates the Careers page, linked from the footer's Pages list and kept out
 * of search results; tries an address the site keeps (refused, in the check's words, and nothing
 * written), then gives it its final address.
 */
export async function createCareersPage(page: Page): Promise<void> {
  await page.goto("/admin/#/collections/site-pages/new");
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(careers.title);
  await page.getByRole("textbox", { name: "Description", exact: true }).fill(careers.description);
  await page.getByRole("textbox", { name: "Address", exact: true }).fill(careers.firstAddress);
  // A new page is shown in search results unless the editor turns that off; this one is turned off,
  // so it asks search engines not to list it (checked on the rebuilt site).
  const indexed = page.getByRole("switch", { name: "Shown in search results" });
  await expect(indexed).toBeChecked();
  await indexed.uncheck();
  await expect(indexed).not.toBeChecked();
  await page.getByRole("radio", { name: "pages", exact: true }).check();
  await page.getByRole("spinbutton", { name: "Footer position" }).fill("3");
  await page.getByRole("textbox", { name: "Last updated", exact: true }).fill(careers.updated);
  // Below the sections' list: the editor draws it once scrolled to.
  await (await field(page, "Text")).fill(careers.text);
  await save(page);
  await expect.poll(() => savedAddress(page)).toBe(careers.firstAddress);

  // A new address: one the site keeps is refused with the check's words, and the file keeps the old one.
  await page.goto(`/admin/#/collections/site-pages/entries/${careers.firstAddress}`);
  const address = page.getByRole("textbox", { name: "Address", exact: true });
  await expect(address).toHaveValue(careers.firstAddress);
  await address.fill("about");
  expect(await saveRefused(page)).toContain(`${careers.file}: address: ${reservedAddressMessage("about")}`);
  expect(await savedAddress(page)).toBe(careers.firstAddress);
  // One no page has, and that nothing links to: saved (the footer's link follows the page).
  await address.fill(careers.address);
  await save(page);
  await expect.poll(() => savedAddress(page)).toBe(careers.address);
}

/**
 * On a build of the saved copy (at `origin`): the footer's link to the page at its new address,
 * the page, and the checks every page of the site gets (e2e/csp.spec.ts, network.spec.ts,
 * no-javascript.spec.ts, accessibility, scripts/check-html.mjs), and a page kept out of search.
 */
export async function expectCareersPage(page: Page, origin: string): Promise<void> {
  const url = `${origin}/${careers.address}/`;
  await page.goto(`${origin}/`);
  const link = page.getByRole("contentinfo").getByRole("link", { name: careers.title, exact: true });
  await expect(link).toHaveAttribute("href", `/${careers.address}/`);
  await link.click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(careers.title);
  await expect(page.getByRole("main").getByText(careers.text)).toBeVisible();
  expect((await page.request.get(`${origin}/${careers.firstAddress}/`)).status(), "the old address").toBe(404);

  // A fresh tab, watched from its first request: Content-Security-Policy, requests, console, axe.
  const site = await page.context().newPage();
  const problems = watchConsole(site);
  const requests: string[] = [];
  site.on("request", (request) => requests.push(`${request.resourceType()} ${request.url()}`));
  try {
    const violations = await collectCspViolations(site);
    const response = await site.goto(url, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    const metaPolicy = await site.evaluate(
      () => document.querySelector('meta[http-equiv="Content-Security-Policy" i]')?.getAttribute("content") ?? null,
    );
    expect(metaPolicy ?? "(none)", "the page's Content-Security-Policy").toMatch(/(^|;)\s*(default-src|script-src)\s/);
    await scrollToBottom(site);
    await site.waitForLoadState("networkidle");
    expect(violations, `Content-Security-Policy violations on ${url}:\n${describeViolations(violations)}`).toEqual([]);
    const foreign = requests.filter((r) => !r.includes(` ${origin}/`) && !/ (data|blob|about):/.test(r));
    expect(foreign, "requests to other origins").toEqual([]);
    const runtime = requests.filter((r) => /^script /.test(r) || /\.m?js(\?|$)|\/page-data\/|app-data/.test(r));
    expect(runtime, "script and data requests").toEqual([]);
    const axe = await analyzeAccessibility(site);
    expect(axe.violations, `axe on ${url}:\n\n${formatViolations(axe.violations)}`).toEqual([]);

    // Kept out of search results: noindex, no canonical address nor og:url, not in the sitemap.
    await expect(site.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(site.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(site.locator('meta[property="og:url"]')).toHaveCount(0);
    const robots = await (await site.request.get(`${origin}/robots.txt`)).text();
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemapUrl, "robots.txt names the sitemap").toBeDefined();
    const sitemap = await (await site.request.get(`${origin}${new URL(sitemapUrl as string).pathname}`)).text();
    expect(sitemap).toContain("/privacy-policy/");
    expect(sitemap).not.toContain(`/${careers.address}/`);

    // html-validate, as `npm run test:html` checks every built page.
    const html = await (await site.request.get(url)).text();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "careers-html-"));
    try {
      fs.writeFileSync(path.join(dir, "index.html"), html);
      execFileSync(process.execPath, [path.join(repo, "scripts", "check-html.mjs"), dir], { cwd: repo, encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      throw new Error(`html-validate on ${url}:\n${stdout}${stderr}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(problems, `the console of ${url}:\n${describeProblems(problems)}`).toEqual([]);
  } finally {
    await site.close();
  }

  // With scripts off, as a visitor without JavaScript: the heading, the summary and the text.
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to open a context without JavaScript");
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    expect((await plain.goto(url))?.status()).toBe(200);
    const main = plain.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(careers.title);
    await expect(main.getByText(careers.description)).toBeVisible();
    await expect(main.getByText(careers.text)).toBeVisible();
    await expect(plain).toHaveTitle(new RegExp(`^${careers.title} \\| `));
  } finally {
    await noScript.close();
  }
}
