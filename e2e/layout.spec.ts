/** Which navigation each width shows: links in the header from 1024 px, the menu button below. */
import { settings } from "./support/content";
import { menu, visit } from "./support/page";
import { expect, test } from "./support/test";

test("at 1280 px the header shows the links and no menu button", { tag: "@desktop" }, async ({ page }) => {
  await visit(page, "/");
  const nav = page.getByRole("banner").getByRole("navigation", { name: settings.navLabel, exact: true });
  await expect(nav).toBeVisible();
  for (const item of settings.nav) await expect(nav.getByRole("link", { name: item.label, exact: true })).toBeVisible();
  await expect(menu(page).openButton).toBeHidden();
});

test("at 375 px the header shows the menu button and hides the row of links", { tag: "@phone" }, async ({ page }) => {
  await visit(page, "/");
  await expect(menu(page).openButton).toBeVisible();
  await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
  for (const item of settings.nav)
    await expect(page.getByRole("link", { name: item.label, exact: true }).and(page.locator("header a"))).toBeHidden();
});
