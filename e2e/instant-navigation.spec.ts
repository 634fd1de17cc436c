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

/**
 * How a document was revealed: `viewTransition` is whether `pagereveal` came with a view
 * transition; when it did, `outcome` becomes "ran" once the transition's animations are running
 * (its `ready` promise; `animations` counts those on the ::view-transition pseudo-elements then),
 * or "skipped: <reason>" when the browser skipped it, and `finished` turns true when it has ended.
 */
type Reveal = { viewTransition: boolean; outcome?: string; animations?: number; finished?: boolean };

/** Records, in every document of the page, how it was revealed (see Reveal). */
async function recordReveals(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    addEventListener("pagereveal", (event) => {
      const transition = (event as PageRevealEvent).viewTransition;
      const reveal: Reveal = { viewTransition: transition !== null };
      (window as unknown as { __e2eReveal?: Reveal }).__e2eReveal = reveal;
      if (!transition) return;
      reveal.outcome = "pending";
      transition.ready.then(
        () => {
          reveal.outcome = "ran";
          reveal.animations = document
            .getAnimations()
            .filter((a) => (a.effect as KeyframeEffect | null)?.pseudoElement?.startsWith("::view-transition")).length;
        },
        (error: Error) => (reveal.outcome = `skipped: ${error.name} ${error.message}`),
      );
      transition.finished.then(() => (reveal.finished = true));
    });
  });
}

/** Follows the header's About link from the home page; returns how the About page was revealed, once it has been. */
async function followAboutLink(page: import("@playwright/test").Page) {
  await visit(page, "/");
  const about = settings.nav.find((n) => n.to === "/about");
  await page
    .getByRole("banner")
    .getByRole("navigation", { name: settings.navLabel, exact: true })
    .getByRole("link", { name: about?.label ?? "About", exact: true })
    .click();
  await expect(page).toHaveURL("/about/");
  const reveal = () => page.evaluate(() => (window as unknown as { __e2eReveal?: Reveal }).__e2eReveal);
  await expect.poll(reveal, { message: "the About page fired pagereveal" }).toBeDefined();
  return reveal;
}

test("following a link fades to the next page with a view transition", { tag: "@once" }, async ({ page }) => {
  await recordReveals(page);
  const reveal = await followAboutLink(page);
  // It ran (the browser did not skip it), animated the ::view-transition pseudo-elements, and ended.
  await expect
    .poll(reveal, { message: "the About page's view transition" })
    .toEqual({ viewTransition: true, outcome: "ran", animations: expect.any(Number), finished: true });
  expect((await reveal())?.animations, "animations of the view transition when it started").toBeGreaterThan(0);
});

test.describe("when the visitor prefers reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("following a link shows the next page without a view transition", { tag: "@once" }, async ({ page }) => {
    await recordReveals(page);
    const reveal = await followAboutLink(page);
    expect(await reveal(), "how the About page was revealed").toEqual({ viewTransition: false });
  });
});
