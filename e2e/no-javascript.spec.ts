/**
 * With JavaScript disabled every page still shows its h1 and main content, and the navigation
 * stays usable: on the phone the header's <noscript> links replace the menu button.
 */
import { routes, settings } from "./support/content";
import { allow404For, expect, test } from "./support/test";

const notFoundPath = "/no-js-not-found/";

test.use({ javaScriptEnabled: false, allowedConsole: allow404For(notFoundPath) });

test.describe("without JavaScript", () => {
  for (const route of routes) {
    test(`${route.path} shows its h1 and main content`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(route.h1);
      await expect(main.getByText(route.text)).toBeVisible();
      for (const heading of route.headings) await expect(main.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
      await expect(page).toHaveTitle(route.title);
    });
  }

  test("the 404 page shows its heading", async ({ page }) => {
    const response = await page.goto(notFoundPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the header's four links are visible and reachable with the keyboard", async ({ page }) => {
    await page.goto("/services/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: settings.openMenuLabel })).toBeHidden();
    const nav = header.getByRole("navigation", { name: settings.navLabel, exact: true });
    await expect(nav).toHaveCount(1);
    const links = nav.getByRole("link");
    await expect(links).toHaveText(settings.nav.map((n) => n.label));
    for (const link of await links.all()) {
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport();
    }
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute("href", "/services/");

    // Tab from the top of the page reaches each of them, in order.
    const reached: string[] = [];
    for (let i = 0; i < 12 && reached.length < settings.nav.length; i += 1) {
      await page.keyboard.press("Tab");
      const inNav = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest("header nav") && active instanceof HTMLAnchorElement ? (active.textContent?.trim() ?? "") : null;
      });
      if (inNav !== null) reached.push(inNav);
    }
    expect(reached).toEqual(settings.nav.map((n) => n.label));

    // And they work: a plain link to About.
    const aboutItem = settings.nav.find((n) => n.to === "/about");
    const about = routes.find((r) => r.path === "/about/");
    await links.filter({ hasText: aboutItem?.label ?? "About" }).click();
    await expect(page).toHaveURL("/about/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about?.h1 ?? "");
  });
});
