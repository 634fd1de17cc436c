/**
 * With JavaScript disabled every page still shows its h1 and main content, and the navigation
 * stays usable: on the phone the menu opens without a script where the browser has HTML's
 * declarative dialog controls (mobile-menu.spec.ts tests it all), and where it lacks them the
 * header's <noscript> links replace the menu button.
 */
import type { Page } from "@playwright/test";
import { menuLabels, routes, settings } from "./support/content";
import { menu } from "./support/page";
import { allow404For, expect, test } from "./support/test";

/**
 * Makes the page look, to the site's CSS, like a browser without `command`/`commandfor`: the
 * stylesheet's test for them (the `invokers` variant in global.css) asks for a property no
 * browser has. The edited CSS no longer matches the policy's hash, so the policy is left out.
 */
async function withoutDeclarativeControls(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith("/"),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/position-try-fallbacks:\s*flip-x/g, "not-a-property: flip-x");
      expect(html, "the stylesheet tests for the controls").toContain("not-a-property");
      const headers = { ...response.headers() };
      delete headers["content-security-policy"];
      await route.fulfill({ response, headers, body: html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "") });
    },
  );
}

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

  test("the phone menu opens from the keyboard, and its links work", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/services/");
    const m = menu(page);
    await expect(m.openButton).toBeVisible();
    await expect(page.getByRole("banner").getByRole("navigation", { name: settings.navLabel, exact: true })).toHaveCount(0);
    // Tab from the top of the page: skip link, logo, then the menu button.
    for (let i = 0; i < 6 && !(await m.openButton.evaluate((b) => b === document.activeElement)); i += 1) await page.keyboard.press("Tab");
    await expect(m.openButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(m.dialog).toBeVisible();
    await expect(m.dialog.getByRole("link")).toHaveText(menuLabels());
    const aboutItem = settings.nav.find((n) => n.to === "/about");
    const about = routes.find((r) => r.path === "/about/");
    await m.link(aboutItem?.label ?? "About").click();
    await expect(page).toHaveURL("/about/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about?.h1 ?? "");
  });

  test("the header's four links are visible and reachable with the keyboard", async ({ page }) => {
    // On the phone: as in a browser without the declarative dialog controls, where the menu
    // button could not work. On the desktop the header always shows the links.
    if (test.info().project.name === "phone") await withoutDeclarativeControls(page);
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
