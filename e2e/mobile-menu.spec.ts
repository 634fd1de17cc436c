/**
 * The mobile menu at 375 px, with JavaScript disabled: a native modal <dialog> that HTML itself
 * opens (`command="show-modal"`) and closes (`command="close"`, Escape, `closedby="any"`), so
 * it must work without any script. It keeps focus away from the page behind, stops that page
 * from scrolling, and closes with its button, Escape, a click on the backdrop and by choosing a
 * link, after which focus is back on the "Open menu" button (or, after a page load, at the start
 * of the new page). mobile-menu-browser.spec.ts covers the back/forward cache and classic scrollbars.
 */
import type { Page } from "@playwright/test";
import { menuLabels, routes, settings } from "./support/content";
import { focusInfo, frames, menu, openMenu, settleAnimations, visit } from "./support/page";
import { expect, test } from "./support/test";
import { engines, test as engineTest } from "./support/engine-test";
import { clickOn } from "./support/engines/tab";

test.use({ javaScriptEnabled: false });

async function expectClosed(page: Page) {
  const m = menu(page);
  await expect(m.dialog).toBeHidden();
  await expect(page.locator("dialog:modal")).toHaveCount(0);
  await expect(m.openButton).toBeVisible();
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
}

async function expectClosedWithFocusBack(page: Page) {
  await expectClosed(page);
  await expect(menu(page).openButton).toBeFocused();
}

test.describe("mobile menu without JavaScript", { tag: "@phone" }, () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, "/about/");
    expect(await page.evaluate(() => matchMedia("(scripting: none)").matches), "scripts are off in this page").toBe(true);
  });

  test("is closed at first, and the Open menu button opens it as a modal dialog with focus inside", async ({ page }) => {
    const m = menu(page);
    await expect(m.openButton).toBeVisible();
    await expect(m.openButton).toHaveAttribute("type", "button");
    // Announced as a button that opens a dialog, and tied to that dialog.
    await expect(m.openButton).toHaveAttribute("aria-haspopup", "dialog");
    const controls = await m.openButton.getAttribute("aria-controls");
    expect(controls, "aria-controls on the Open menu button").toBeTruthy();
    await expect(m.openButton).toHaveAttribute("commandfor", controls as string);
    await expect(page.locator(`[id="${controls}"]`), "aria-controls points at the dialog").toHaveJSProperty("tagName", "DIALOG");
    await expect(m.dialog).toHaveAttribute("id", controls as string);
    await expect(m.dialog).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await m.openButton.click();
    const dialog = page.getByRole("dialog", { name: settings.menuTitle, exact: true });
    await expect(dialog).toBeVisible();
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    await expect(page.locator("dialog:modal")).toHaveAttribute("id", controls as string);
    expect((await focusInfo(page, "dialog#mobile-menu")).inside, "focus moved into the dialog").toBe(true);
    await expect(dialog.getByRole("link")).toHaveText(menuLabels());
    await expect(m.closeButton).toBeVisible();
  });

  test("Tab and Shift+Tab never take focus to the page behind", async ({ page }) => {
    const m = await openMenu(page);
    const focusable = await m.dialog.locator("a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])").count();
    expect(focusable).toBeGreaterThan(1);
    for (const key of ["Tab", "Shift+Tab"]) {
      const reached = new Set<string>();
      for (let i = 1; i <= focusable * 2 + 2; i += 1) {
        await page.keyboard.press(key);
        // The page behind the modal is inert, so focus is in the menu, or (for one press at the
        // ends, as in any modal <dialog> in Chromium) out in the browser's own toolbar, where the
        // document's active element is <body>. Never on a link or button of the page behind.
        const focus = await focusInfo(page, "dialog#mobile-menu");
        const onBody = await page.evaluate(() => document.activeElement === document.body || document.activeElement === null);
        expect(focus.inside || onBody, `after pressing ${key} ${i} time(s) focus is on ${focus.element}, behind the menu`).toBe(true);
        if (focus.inside) reached.add(focus.element);
      }
      // It cycles through every element of the menu instead of getting stuck on one.
      expect(reached.size, `${key} reached ${[...reached].join(", ")}`).toBe(focusable);
    }
  });

  test("the page behind does not scroll while it is open", async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    const canScroll = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 200);
    expect(canScroll, "the About page is taller than the phone screen").toBe(true);

    await openMenu(page);
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    const before = await scrollY();
    await page.mouse.move(20, 400); // over the backdrop
    await page.mouse.wheel(0, 800);
    for (const key of ["PageDown", "ArrowDown", "End"]) await page.keyboard.press(key);
    await page.mouse.move(200, 400); // over the panel
    await page.mouse.wheel(0, 800);
    await frames(page);
    expect(await scrollY(), "scrollY while the menu is open").toBe(before);
    await expect(menu(page).dialog).toBeVisible();

    // The same wheel gesture does scroll the page once the menu is closed, so the check above means something.
    await page.keyboard.press("Escape");
    await expectClosed(page);
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 800);
    await expect.poll(scrollY, { message: "scrollY after a wheel with the menu closed" }).toBeGreaterThan(before);
  });

  test("closes with the Close menu button", async ({ page }) => {
    const m = await openMenu(page);
    await m.closeButton.click();
    await expectClosedWithFocusBack(page);
  });

  test("closes with Escape", async ({ page }) => {
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expectClosedWithFocusBack(page);
  });

  test("closes with a click outside the panel, on the backdrop", async ({ page }) => {
    const m = await openMenu(page);
    const panel = await m.dialog.boundingBox();
    expect(panel && panel.x > 20, "the panel leaves the left of the screen free").toBe(true);
    await page.mouse.click(20, 400);
    await expectClosedWithFocusBack(page);
  });

  test("stays open on a click inside the panel", async ({ page }) => {
    const m = await openMenu(page);
    await m.dialog.getByRole("heading", { name: settings.menuTitle }).click();
    await frames(page);
    await expect(m.dialog).toBeVisible();
    await expect(page.locator("dialog:modal")).toHaveCount(1);
  });

  test("closes on choosing the link to the page you are on, which shows that page afresh", async ({ page }) => {
    const m = await openMenu(page);
    const about = settings.nav.find((n) => n.to === "/about");
    if (!about) throw new Error("settings.yaml has no /about nav item");
    await expect(m.link(about.label)).toHaveAttribute("aria-current", "page");
    const historyLength = await page.evaluate(() => history.length);
    const reloaded = page.waitForEvent("load");
    await m.link(about.label).click();
    await reloaded;
    await expectClosed(page);
    await expect(page).toHaveURL("/about/");
    // Focus starts again at the top of the page, and the visit adds no Back step.
    expect((await focusInfo(page, "dialog")).inside).toBe(false);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("closes on choosing another page's link, and the new page is usable", async ({ page }) => {
    const m = await openMenu(page);
    const services = routes.find((r) => r.path === "/services/");
    const item = settings.nav.find((n) => n.to === "/services");
    if (!services || !item) throw new Error("no Services route or nav item");
    await m.link(item.label).click();
    await expect(page).toHaveURL(services.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(services.h1);
    await expectClosed(page);
    // A new page: focus starts at the page's start, never in the closed menu.
    expect((await focusInfo(page, "dialog")).inside).toBe(false);
    // And the menu works again there.
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expectClosedWithFocusBack(page);
  });

  test("is closed when Back returns to the page it was left from", async ({ page }) => {
    const m = await openMenu(page);
    const item = settings.nav.find((n) => n.to === "/services");
    if (!item) throw new Error("no Services nav item");
    await m.link(item.label).click();
    await expect(page).toHaveURL("/services/");
    await page.goBack();
    await expect(page).toHaveURL("/about/");
    await expectClosed(page);
  });

  test("can be opened again after closing", async ({ page }) => {
    const m = await openMenu(page);
    await m.closeButton.click();
    await expectClosedWithFocusBack(page);
    await page.keyboard.press("Enter");
    await expect(m.dialog).toBeVisible();
    await expect(page.locator("dialog:modal")).toHaveCount(1);
  });

  test("slides in from the right", async ({ page }) => {
    const m = menu(page);
    // Press the button and read the running transitions in one go: on a busy machine the 300 ms
    // slide can be over before a separate round trip from the test arrives.
    const sliding = await m.openButton.evaluate((button) => {
      (button as HTMLButtonElement).click();
      const dialog = document.getElementById(button.getAttribute("commandfor") ?? "")!;
      return dialog.getAnimations().map((a) => (a as CSSTransition).transitionProperty ?? a.constructor.name);
    });
    await expect(m.dialog).toBeVisible();
    expect(sliding, "transitions running right after opening").toContain("translate");
    await settleAnimations(m.dialog);
    const box = await m.dialog.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(page.viewportSize()?.width);
  });

  test.describe("when the visitor prefers reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("appears in place, without sliding", async ({ page }) => {
      const m = menu(page);
      // Pressed and read in one step, as in "slides in from the right" (which shows that this read
      // does see the slide): a transition that started would still be running here, however busy
      // the machine, because none of its time has passed yet.
      const running = await m.openButton.evaluate((button) => {
        (button as HTMLButtonElement).click();
        const dialog = document.getElementById(button.getAttribute("commandfor") ?? "")!;
        return { open: (dialog as HTMLDialogElement).open, animations: dialog.getAnimations({ subtree: true }).map((a) => a.playState) };
      });
      expect(running, "the menu right after pressing the button").toEqual({ open: true, animations: [] });
      await expect(m.dialog).toBeVisible();
      // Nor does one start in the frames after it opened.
      await frames(page);
      expect(await m.dialog.evaluate((el) => el.getAnimations({ subtree: true }).length), "animations once it has been drawn").toBe(0);
      const box = await m.dialog.boundingBox();
      expect(box && Math.round(box.x + box.width)).toBe(page.viewportSize()?.width);
    });
  });
});

/**
 * In Firefox and WebKit (e2e/support/engine-test.ts), at 375 px, with scripts on and off: the
 * menu opens with its button and closes with its Close button, Escape and a click outside the
 * panel, focus going into it and back to the button. With scripts off, a browser without HTML's
 * declarative dialog controls (WebKit today) cannot open it (no polyfill can load), and the
 * header shows its links instead of the button (site-header.tsx): never neither.
 */
const openButton = 'button[commandfor="mobile-menu"][command="show-modal"]';
const closeButton = 'dialog#mobile-menu button[command="close"]';

type HeaderState = { button: boolean; open: boolean; focus: string; menuLinks: string[]; headerLinks: string[] };

/** What the phone header shows, read in the page. */
function headerState(openLabel: string): HeaderState {
  const shown = (el: Element | null): el is Element => {
    if (!el) return false;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return style.display !== "none" && style.visibility !== "hidden" && box.width > 0 && box.height > 0;
  };
  const button = document.querySelector('button[commandfor="mobile-menu"][command="show-modal"]');
  const dialog = document.querySelector<HTMLDialogElement>("dialog#mobile-menu");
  const active = document.activeElement;
  const text = (a: Element) => (a.textContent ?? "").replace(/\s+/g, " ").trim();
  const inView = (a: Element) => {
    const box = a.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight;
  };
  return {
    button: shown(button) && text(button) === openLabel,
    open: !!dialog && dialog.open && dialog.matches(":modal") && shown(dialog),
    focus:
      active === button
        ? "the Open menu button"
        : dialog && active && dialog.contains(active)
          ? "in the menu"
          : `<${active?.tagName.toLowerCase()}>`,
    menuLinks: dialog && dialog.open ? Array.from(dialog.querySelectorAll("a")).filter(shown).map(text) : [],
    headerLinks: Array.from(document.querySelectorAll("header nav a"))
      .filter((a) => !a.closest("dialog") && shown(a) && inView(a))
      .map(text),
  };
}

/**
 * How many of the menu's transitions are still running: asked until none is, so that a click
 * lands where the menu's parts will stay. (Read, not awaited: in a Firefox without scripts, a
 * promise in the page never settles for the driver.)
 */
const menuMoving = () =>
  (document.querySelector("dialog#mobile-menu")?.getAnimations({ subtree: true }) ?? [])
    .filter((a) => a.playState === "running")
    .map((a) => `${(a as CSSTransition).transitionProperty ?? a.constructor.name} at ${Math.round(Number(a.currentTime))} ms`);

/** Has the browser HTML's declarative dialog controls (`command`/`commandfor`) of its own? */
const declarativeControls = () => "command" in HTMLButtonElement.prototype;

const closed: Partial<HeaderState> = { button: true, open: false, headerLinks: [] };

for (const javaScript of [true, false]) {
  engineTest.describe(`mobile menu with scripts ${javaScript ? "on" : "off"}`, () => {
    engineTest.use({ javaScriptEnabled: javaScript, viewport: { width: 375, height: 812 } });

    engineTest(`opens with its button, and closes with Close, Escape and a click outside ${engines}`, async ({ tab, site }) => {
      await tab.goto(`${site}/about/`);
      const state = () => tab.evaluate(headerState, settings.openMenuLabel);
      const where = `${tab.engine}, scripts ${javaScript ? "on" : "off"}`;
      // With scripts off the page is as the browser's own HTML makes it; with them on, the
      // polyfills (plugins/static-pages) give any browser the controls.
      if (!javaScript && !(await tab.evaluate(declarativeControls, null))) {
        engineTest
          .info()
          .annotations.push({ type: "checked", description: "no declarative controls: the header's links in place of the button" });
        expect(await state(), `the header's links in place of the menu button (${where})`).toMatchObject({
          button: false,
          headerLinks: settings.nav.map((n) => n.label),
        });
        return;
      }
      expect(await state(), `the menu is closed at first (${where})`).toMatchObject(closed);
      const open = async (how: string) => {
        await clickOn(tab, openButton);
        await expect
          .poll(state, { message: `the menu opens with its button (${how}, ${where})` })
          .toMatchObject({ open: true, focus: "in the menu", menuLinks: menuLabels() });
        await expect.poll(() => tab.evaluate(menuMoving, null), { message: `the menu's slide ends (${how}, ${where})` }).toEqual([]);
      };
      const expectClosed = async (how: string) => {
        await expect.poll(state, { message: `the menu closes with ${how}, focus back on its button (${where})` }).toMatchObject({
          ...closed,
          focus: "the Open menu button",
        });
        // A closed dialog stays in the top layer, its backdrop over the page, until its slide out
        // ends (overlay, allow-discrete): a click on the menu button before then lands on the
        // backdrop. On a busy machine WebKit was still sliding when the next click came.
        await expect.poll(() => tab.evaluate(menuMoving, null), { message: `the menu's slide out ends (${how}, ${where})` }).toEqual([]);
      };

      await open("before Close");
      await clickOn(tab, closeButton);
      await expectClosed("its Close menu button");

      await open("before Escape");
      await tab.press("Escape");
      await expectClosed("Escape");

      await open("before a click outside");
      // Left of the panel, which leaves the screen's left side free (on the backdrop).
      await tab.clickAt(20, 400);
      await expectClosed("a click outside the panel");
    });
  });
}
