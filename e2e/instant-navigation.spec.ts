/**
 * Navigation without a client router: following a same-site link loads the next page, and two
 * platform features make that feel instant:
 *
 * - Speculation Rules prerender the page a visitor hovers (moderate eagerness), so clicking
 *   shows a page that is already rendered: its navigation timing has `activationStart > 0`.
 *   Chromium prerenders only when no debugger is attached to the page itself, so this test
 *   drives its own Chromium through the tab (support/cdp-tab.ts) rather than through Playwright.
 * - A cross-document view transition fades the old page into the new one, and none runs when
 *   the visitor prefers reduced motion.
 */
import { routes, settings } from "./support/content";
import { deadlineOf, launchTabBrowser } from "./support/cdp-tab";
import { visit } from "./support/page";
import { expect, test } from "./support/test";

test(
  "a header link the pointer rests on is prerendered, and following it shows that prerendered page",
  { tag: "@once" },
  async ({ baseURL }) => {
    const about = settings.nav.find((n) => n.to === "/about");
    if (!about) throw new Error("settings.yaml has no /about nav item");
    // Every wait below (Chromium's answers, the prerender, the page shown after the click) may take
    // what is left of this test's time, less a margin to close Chromium and report which wait it was.
    const deadline = deadlineOf(test.info().timeout, Date.now());
    const left = () => Math.max(1, deadline - Date.now()); // (0 would mean no limit to expect.poll)
    const browser = await launchTabBrowser({ width: 1280, height: 800 }, { deadline });
    try {
      await browser.page("Preload.enable");
      await browser.page("Page.navigate", { url: `${baseURL}/` });
      await expect
        .poll(() => browser.evaluate<string>("document.readyState"), { message: "the first page's readyState", timeout: left() })
        .toBe("complete");
      expect(
        await browser.evaluate<number>("performance.getEntriesByType('navigation')[0].activationStart"),
        "the first page was loaded, not prerendered",
      ).toBe(0);

      const box = await browser.evaluate<{ x: number; y: number }>(
        `(() => { const r = [...document.querySelectorAll("header nav a")].find((a) => a.textContent.trim() === ${JSON.stringify(about.label)}).getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
      );
      await browser.page("Input.dispatchMouseEvent", { type: "mouseMoved", x: box.x, y: box.y });
      const prerenderStatus = () =>
        browser.events
          .filter((e) => e.method === "Preload.prerenderStatusUpdated")
          .map((e) => `${String(e.params?.status)}${e.params?.prerenderStatus ? ` (${String(e.params.prerenderStatus)})` : ""}`);
      await expect.poll(prerenderStatus, { message: "the prerender of the hovered link", timeout: left() }).toContain("Ready");

      for (const type of ["mousePressed", "mouseReleased"]) {
        await browser.page("Input.dispatchMouseEvent", { type, x: box.x, y: box.y, button: "left", clickCount: 1 });
      }
      await expect
        .poll(() => browser.evaluate<string>("location.pathname"), {
          message: `the page shown after the click (prerender status: ${prerenderStatus().join(", ")})`,
          timeout: left(),
        })
        .toBe("/about/");
      const h1 = routes.find((r) => r.path === "/about/")?.h1;
      expect(await browser.evaluate<string>("document.querySelector('h1').textContent")).toBe(h1);
      expect(
        await browser.evaluate<number>("performance.getEntriesByType('navigation')[0].activationStart"),
        "activationStart of the page shown after the click",
      ).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  },
);

/** Records, in every document of the page, whether it was revealed with a view transition. */
async function recordViewTransitions(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    addEventListener("pagereveal", (event) => {
      (window as unknown as { __e2eViewTransition?: boolean }).__e2eViewTransition = (event as PageRevealEvent).viewTransition !== null;
    });
  });
}

async function followAboutLink(page: import("@playwright/test").Page) {
  await visit(page, "/");
  const about = settings.nav.find((n) => n.to === "/about");
  await page
    .getByRole("banner")
    .getByRole("navigation", { name: settings.navLabel, exact: true })
    .getByRole("link", { name: about?.label ?? "About", exact: true })
    .click();
  await expect(page).toHaveURL("/about/");
  await page.waitForLoadState("load");
  return page.evaluate(() => (window as unknown as { __e2eViewTransition?: boolean }).__e2eViewTransition);
}

test("following a link fades to the next page with a view transition", { tag: "@once" }, async ({ page }) => {
  await recordViewTransitions(page);
  expect(await followAboutLink(page), "the About page was revealed with a view transition").toBe(true);
});

test.describe("when the visitor prefers reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("following a link shows the next page without a view transition", { tag: "@once" }, async ({ page }) => {
    await recordViewTransitions(page);
    expect(await followAboutLink(page), "the About page was revealed with a view transition").toBe(false);
  });
});
