/**
 * The pages editors create, in the content editor's local mode (e2e/support/cms.ts), without a
 * rebuild (cms-editing.spec.ts creates one and rebuilds the site):
 *
 * - an address the site keeps, or another page's, is refused when the page is saved, in the
 *   check's words, and nothing is written;
 * - a page's address does not change while content links to the old one: the editor says which
 *   links; deleting that page (the editor cannot stop a deletion) leaves files that the check
 *   stops on, naming the file, the line and the page that is gone;
 * - a header link offers the pages that exist, created ones included.
 */
import { renameProblem, reservedAddressMessage, sharedAddressMessage } from "../src/content-model/page-addresses";
import {
  answerGitHubStatus,
  changedLines,
  field,
  openEntry,
  openLocalRepository,
  readContentFiles,
  readLocalRepository,
  save,
  saveRefused,
  savedProblems,
} from "./support/cms";
import { expect, test } from "./support/test";

const original = readContentFiles();
const privacy = "content/site-pages/privacy-policy.md";
const terms = "content/site-pages/terms-of-use.md";

test.beforeEach(async ({ page }) => {
  await answerGitHubStatus(page);
  await openLocalRepository(page, original);
});

test("a new page's address that the site keeps, or that another page has, is refused at save in the check's words @once", async ({
  page,
}) => {
  await page.goto("/admin/#/collections/site-pages/new");
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Pictures");
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("Our photos.");
  await page.getByRole("radio", { name: "none", exact: true }).check();
  await page.getByRole("spinbutton", { name: "Footer position" }).fill("3");
  await page.getByRole("textbox", { name: "Last updated", exact: true }).fill("2026-11-20");
  // Below the sections: drawn once scrolled to.
  await (await field(page, "Text")).fill("Some photos.");
  const address = page.getByRole("textbox", { name: "Address", exact: true });

  // The folder the site publishes its pictures in.
  await address.fill("pictures");
  expect(await saveRefused(page)).toContain(`content/site-pages/pictures.md: address: ${reservedAddressMessage("pictures")}`);
  // The Privacy Policy's: the editor names the new file privacy-policy-1.md, the check's words name the page that has it.
  await address.fill("privacy-policy");
  expect(await saveRefused(page)).toContain(`address: ${sharedAddressMessage("privacy-policy", privacy)}`);
  // The job openings' list, whose page is published with none too.
  await address.fill("careers");
  expect(await saveRefused(page)).toContain(`address: ${sharedAddressMessage("careers", "content/pages/job-openings.yaml")}`);
  expect(await readLocalRepository(page)).toEqual(original);
});

test("a linked page keeps its address in the editor; deleted, it stops the check, which names the link and the page that is gone @once", async ({
  page,
}) => {
  await openEntry(page, "site-pages", "privacy-policy");
  const address = page.getByRole("textbox", { name: "Address", exact: true });
  await expect(address).toHaveValue("privacy-policy");
  await address.fill("privacy");
  // The Terms of Use's text links to it (and the footer's link, made by footerList, would follow it).
  expect(await saveRefused(page)).toContain(`${privacy}: address: ${renameProblem("privacy-policy", "privacy", [`${terms}: the text`])}`);
  expect(await readLocalRepository(page)).toEqual(original);

  // The editor deletes without asking the site; the check then names the link that leads nowhere.
  await page.getByRole("button", { name: "Show Editor Options" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Delete" }).click();
  // The folder is read while the editor may still be removing the file: a read that meets it half-gone is tried again.
  let saved: Record<string, string> = {};
  await expect
    .poll(async () => {
      saved = (await readLocalRepository(page).catch(() => undefined)) ?? { [privacy]: "" };
      return Object.keys(saved).includes(privacy);
    })
    .toBe(false);
  expect(Object.keys(saved).sort()).toEqual(
    Object.keys(original)
      .filter((file) => file !== privacy)
      .sort(),
  );

  const line = (saved[terms] ?? "").split("\n").findIndex((l) => l.includes("](/privacy-policy)")) + 1;
  expect(savedProblems(saved)).toEqual([
    `${terms}:${line}: Markdown: "/privacy-policy" leads to /privacy-policy, but no page of this site has that address: the page was deleted or its address changed. Link to one of the pages that exist (/, /about, /services, /contact, /search, /terms-of-use, /careers), or create the page again.`,
  ]);
});

test("a header link offers the site's pages, the created ones and the lists too, and saves the one chosen @once", async ({ page }) => {
  await openEntry(page, "site", "settings");
  const to = page.getByRole("combobox", { name: "To" }).first();
  await page.getByRole("group", { name: /^Edit .* Content$/ }).hover({ position: { x: 40, y: 200 } });
  for (let i = 0; i < 40 && !(await to.isVisible()); i += 1) await page.mouse.wheel(0, 400);
  await to.click();
  const options = page.getByRole("option");
  // Each option's text, without the tick the editor draws beside the current one.
  const offered = async () => (await options.allTextContents()).map((text) => text.replace(/\bcheck\b/, "").trim());
  // The lists of articles and case studies too: the header may link one before its first entry (it
  // shows the link once there is one).
  await expect
    .poll(offered)
    .toEqual([
      "/",
      "/about",
      "/services",
      "/contact",
      "/search",
      "/privacy-policy",
      "/terms-of-use",
      "/careers",
      "/case-studies",
      "/articles",
    ]);
  await options.filter({ hasText: "/privacy-policy" }).click();
  await save(page);
  const settings = "content/settings.yaml";
  const saved = await readLocalRepository(page);
  const line = original[settings]!.split("\n").indexOf("    to: /") + 1;
  expect(changedLines(original[settings]!, saved[settings]!)).toEqual([[line, "    to: /", "    to: /privacy-policy"]]);
});
