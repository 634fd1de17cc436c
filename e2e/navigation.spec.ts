/**
 * Header navigation by real clicks, at both widths: on the phone through the menu, on the
 * desktop through the header's links. The current page's link (and only it) carries
 * aria-current="page", and that moves with each navigation; the logo link goes home.
 */
import type { Page } from "@playwright/test";
import { routes, settings } from "./support/content";
import { menu, openMenu, visit } from "./support/page";
import { expect, test } from "./support/test";

/** The spec's header links, in order: Home (/), About (/about), Services (/services), Contact Us (/contact). */
const navTargets = ["/", "/about/", "/services/", "/contact/"];

/** The navigation a visitor can see now: the header's on the desktop, the open menu's on the phone. */
function visibleNav(page: Page) {
  return page.getByRole("navigation", { name: settings.navLabel, exact: true });
}

async function expectCurrent(page: Page, path: string, label: string) {
  const nav = visibleNav(page);
  await expect(nav.getByRole("link")).toHaveCount(settings.nav.length);
  const current = nav.locator('a[aria-current="page"]');
  await expect(current, `the link marked current on ${path}`).toHaveCount(1);
  await expect(current).toHaveText(label);
  await expect(current).toHaveAttribute("href", path);
  // Anywhere in the document (the hidden copy of the links included), aria-current marks only this page.
  const everywhere = await page
    .locator("[aria-current]")
    .evaluateAll((els) => els.map((e) => `${e.getAttribute("aria-current")} ${e.getAttribute("href")}`));
  expect(everywhere.length).toBeGreaterThan(0);
  expect(new Set(everywhere)).toEqual(new Set([`page ${path}`]));
}

test("the header links are the spec's four routes, labelled from settings.yaml", async ({ page }) => {
  await visit(page, "/");
  if (test.info().project.name === "phone") await openMenu(page);
  const links = visibleNav(page).getByRole("link");
  await expect(links).toHaveText(settings.nav.map((n) => n.label));
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(navTargets);
});

test("clicking through the header links visits every page and moves aria-current", async ({ page }) => {
  const phone = test.info().project.name === "phone";
  await visit(page, "/");
  // From Home: About, Services, Contact Us, then back to Home.
  const order = [1, 2, 3, 0];
  let here = "/";
  for (const index of order) {
    const item = settings.nav[index];
    const target = navTargets[index] as string;
    const route = routes.find((r) => r.path === target);
    if (!item || !route) throw new Error(`no nav item or route at ${index}`);

    await test.step(`${here} → ${item.label}`, async () => {
      if (phone) await openMenu(page);
      await expectCurrent(page, here, settings.nav[navTargets.indexOf(here)]?.label ?? "");
      await visibleNav(page).getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(target);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
      await expect(page).toHaveTitle(route.title);
      await page.waitForLoadState("load");
      if (phone) await expect(menu(page).dialog).toBeHidden();
      here = target;
    });
  }
  if (phone) await openMenu(page);
  await expectCurrent(page, "/", settings.nav[0]?.label ?? "");
});

test("the logo link goes home", async ({ page }) => {
  await visit(page, "/services/");
  const logo = page.getByRole("banner").getByRole("link", { name: settings.logoLabel, exact: true });
  await expect(logo).toBeVisible();
  await logo.click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[0]?.h1 ?? "");
});
