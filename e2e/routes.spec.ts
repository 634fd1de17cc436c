/**
 * Every route answers 200 with its title and its one h1; unmatched addresses answer 404 with
 * the 404 page. The shared fixture fails any of these on console errors, uncaught exceptions or
 * React hydration warnings (network.spec.ts checks that no page loads React at all).
 * Firefox and WebKit show the 404 page for the same addresses (the status is the server's, checked here).
 */
import { about, notFound, notFoundRoute, routes, settings, unmatchedPaths } from "./support/content";
import { visit } from "./support/page";
import { allow404For, expect, test } from "./support/test";
import { engines, test as engineTest } from "./support/engine-test";

test.describe("routes", () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its title and h1`, async ({ page }) => {
      const response = await visit(page, route.path);
      expect(response?.status(), `status of ${route.path}`).toBe(200);
      await expect(page).toHaveURL(route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
      await expect(page.getByRole("main").getByText(route.text)).toBeVisible();
    });
  }

  test("the About title follows the spec exactly", async ({ page }) => {
    await visit(page, "/about/");
    // The spec: 'About Us | {brand} – Expert Software Developers' (an en dash).
    expect(about.title).toBe("About Us");
    await expect(page).toHaveTitle(`About Us | ${settings.brand} – Expert Software Developers`);
  });
});

test.describe("unmatched addresses", () => {
  for (const path of unmatchedPaths) {
    test.describe(() => {
      test.use({ allowedConsole: allow404For(path) });

      test(`${path} answers 404 with the 404 page`, async ({ page }) => {
        const response = await visit(page, path);
        expect(response?.status(), `status of ${path}`).toBe(404);
        // No redirect: the address stays what the visitor typed.
        await expect(page).toHaveURL(path);
        await expect(page).toHaveTitle(notFoundRoute.title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundRoute.h1);
        await expect(page.getByRole("main").getByText(notFound.code, { exact: true })).toBeVisible();
        await expect(page.getByRole("main").getByText(notFoundRoute.text)).toBeVisible();
        await expect(page.getByRole("main").getByRole("link", { name: notFound.homeLink.label })).toHaveAttribute("href", "/");
      });
    });
  }
});

test("the site icon the browser asks for exists", { tag: "@once" }, async ({ page, request }) => {
  await visit(page, "/");
  // With no <link rel="icon">, browsers request /favicon.ico; a 404 there is a console error on every first visit.
  const declared = await page.locator('head link[rel~="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  const icons = declared.length > 0 ? declared : [new URL("/favicon.ico", page.url()).href];
  for (const icon of icons) {
    const response = await request.get(icon, { maxRedirects: 0 });
    expect(response.status(), `${icon} (${declared.length > 0 ? 'from <link rel="icon">' : "no <link rel=icon> on the page"})`).toBe(200);
  }
});

/** The 404 page as a visitor sees it, read in the page. */
function notFoundPage(homeLabel: string) {
  const main = document.querySelector("main");
  const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
  const home = Array.from(main?.querySelectorAll("a") ?? []).find((a) => text(a) === homeLabel);
  return {
    address: location.pathname,
    title: document.title,
    h1: text(document.querySelector("h1")),
    main: text(main),
    home: home?.getAttribute("href") ?? null,
  };
}

engineTest(`unmatched addresses show the 404 page ${engines}`, async ({ tab, site }) => {
  for (const path of unmatchedPaths) {
    await tab.goto(`${site}${path}`);
    const found = await tab.evaluate(notFoundPage, notFound.homeLink.label);
    expect(found, `${path} in ${tab.engine}`).toMatchObject({
      address: path,
      title: notFoundRoute.title,
      h1: notFoundRoute.h1,
      home: "/",
    });
    expect(found.main, `${path} in ${tab.engine}: the 404 page's code and text`).toContain(notFound.code);
    expect(found.main).toContain(notFoundRoute.text);
  }
});
