/**
 * The mobile menu in a browser set-up the other specs do not have (this file launches its own
 * Chromium, from the same test/chromium.ts, without two of Playwright's default flags):
 *
 * - with the back/forward cache on (Playwright turns it off by default): Back restores the page
 *   as it was left, menu included, and the page script must close it before it shows;
 * - with classic scrollbars (Playwright hides them in headless Chromium; Windows and Linux
 *   desktops have them): the open panel reaches the window's right edge, with no strip of page
 *   beside it, and a page shorter than the window reserves no scrollbar gutter.
 */
import { settings } from "./support/content";
import { menu, openMenu, settleAnimations, visit } from "./support/page";
import { allow404For, expect, test } from "./support/test";
import { chromeArgs, requireChromium } from "../test/chromium";

test.use({
  launchOptions: {
    executablePath: requireChromium(),
    args: chromeArgs,
    ignoreDefaultArgs: ["--disable-back-forward-cache", "--hide-scrollbars"],
  },
});

test.describe("with the back/forward cache", { tag: "@phone" }, () => {
  test("Back to a page left through the menu shows it with the menu closed, at once", async ({ page }) => {
    // Records how each document was shown: `persisted` is true when it came from the cache. On a
    // restore it also records whether the menu was open when the page came back (this listener
    // runs before the page script's), and the menu's animations in the next two frames.
    await page.addInitScript(() => {
      const w = window as unknown as { __e2eShows?: boolean[]; __e2eRestore?: { menuOpen: boolean; frames: string[][] } };
      addEventListener("pageshow", (event) => {
        w.__e2eShows = [...(w.__e2eShows ?? []), event.persisted];
        if (!event.persisted) return;
        const dialog = document.querySelector("dialog#mobile-menu") as HTMLDialogElement;
        const restore = { menuOpen: dialog.open, frames: [] as string[][] };
        w.__e2eRestore = restore;
        const record = () => {
          restore.frames.push(dialog.getAnimations({ subtree: true }).map((a) => `${a.constructor.name} ${a.playState}`));
          if (restore.frames.length < 2) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
    });
    await visit(page, "/about/");
    const m = await openMenu(page);
    const item = settings.nav.find((n) => n.to === "/services");
    if (!item) throw new Error("no Services nav item");
    await m.link(item.label).click();
    await expect(page).toHaveURL("/services/");

    // A page restored from the cache fires no load event: wait for the address only.
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL("/about/");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __e2eShows?: boolean[] }).__e2eShows), {
        message: "the About page was restored from the back/forward cache",
      })
      .toEqual([false, true]);
    await expect(m.dialog).toBeHidden();
    await expect(page.locator("dialog:modal")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    // Closed outright: the menu came back open, and no slide-out played in the frames after (a
    // slide-out started at the close would be running in the first of them, however busy the machine).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __e2eRestore?: unknown }).__e2eRestore), {
        message: "the menu when the page was restored, and its animations in the next two frames",
      })
      .toEqual({ menuOpen: true, frames: [[], []] });
    // And it opens again.
    await openMenu(page);
  });
});

test.describe("with classic scrollbars", { tag: "@desktop" }, () => {
  test("the open panel touches the window's right edge", async ({ page }) => {
    // Narrow enough for the menu button, tall enough to scroll: the page has a scrollbar.
    await page.setViewportSize({ width: 800, height: 600 });
    await visit(page, "/about/");
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(scrollbar, "width of the page's classic scrollbar").toBeGreaterThan(0);

    const m = await openMenu(page);
    await settleAnimations(m.dialog);
    const box = await m.dialog.boundingBox();
    expect(box && Math.round(box.x + box.width), "the panel's right edge").toBe(800);
    // What is drawn at the window's last column, halfway down, is the panel.
    expect(await page.evaluate(() => document.elementFromPoint(window.innerWidth - 1, window.innerHeight / 2)?.closest("dialog")?.id)).toBe(
      "mobile-menu",
    );

    // Closing it gives the page its scrollbar back.
    await page.keyboard.press("Escape");
    await expect(m.dialog).toBeHidden();
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBe(scrollbar);
  });

  test.describe(() => {
    const notFoundPath = "/scrollbar-not-found/";
    test.use({ allowedConsole: allow404For(notFoundPath) });

    test("a page shorter than the window keeps its full width (no empty scrollbar gutter)", async ({ page }) => {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await visit(page, notFoundPath);
      const { scrollHeight, innerHeight, innerWidth, clientWidth } = await page.evaluate(() => ({
        scrollHeight: document.documentElement.scrollHeight,
        innerHeight: window.innerHeight,
        innerWidth: window.innerWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollHeight, "the 404 page fits the window").toBeLessThanOrEqual(innerHeight);
      expect(clientWidth).toBe(innerWidth);
      await expect(menu(page).openButton).toBeHidden();
    });
  });
});
