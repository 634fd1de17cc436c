/** Helpers shared by the specs: visiting, scrolling, reading links, the menu. */
import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { settings } from "./content";

/**
 * Goes to `path` and returns the main document's response once the page has loaded. Built pages
 * are plain HTML and CSS (no hydration to wait for); the load event means the inline script has
 * run and any polyfill it added has loaded.
 */
export async function visit(page: Page, path: string) {
  return page.goto(path, { waitUntil: "load" });
}

/**
 * Waits until the page has rendered `count` more frames: what "nothing happened" needs after an
 * input the browser has taken (Playwright's mouse and keyboard calls return once the page has
 * handled the event), since a scroll or a dialog closing would show in the next frames. It counts
 * frames, not milliseconds, so a busy machine makes it slower, never shorter: each step is a
 * one-millisecond Web Animation, which starts at one animation frame and finishes at a later one.
 * (Animations run even in a page with scripts disabled, where requestAnimationFrame callbacks and
 * timers never fire.)
 */
export async function frames(page: Page, count = 3): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i += 1) await document.documentElement.animate([{}, {}], { duration: 1 }).finished;
  }, count);
}

/** Scrolls to the very bottom (instantly, whatever scroll-behavior says) and waits until the footer is in view. */
export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await expect(page.locator("footer").last()).toBeInViewport();
}

export type LinkInfo = { href: string; resolved: string; text: string; target: string | null; rel: string | null; label: string | null };

/** Every <a> in the document (hidden ones too: the closed menu's links count). */
export async function linksOn(page: Page): Promise<LinkInfo[]> {
  return page.locator("a").evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute("href") ?? "",
      resolved: (a as HTMLAnchorElement).href,
      text: (a.textContent ?? "").replace(/\s+/g, " ").trim(),
      target: a.getAttribute("target"),
      rel: a.getAttribute("rel"),
      label: a.getAttribute("aria-label"),
    })),
  );
}

/** The header's menu button, its dialog and the dialog's own parts (phone layout). */
export function menu(page: Page) {
  const openButton = page.getByRole("button", { name: settings.openMenuLabel, exact: true });
  const dialog = page.locator("dialog#mobile-menu");
  return {
    openButton,
    dialog,
    closeButton: dialog.getByRole("button", { name: settings.closeMenuLabel, exact: true }),
    link: (label: string): Locator => dialog.getByRole("link", { name: label, exact: true }),
  };
}

/** Opens the mobile menu with a click and waits until its slide-in has finished. */
export async function openMenu(page: Page): Promise<ReturnType<typeof menu>> {
  const m = menu(page);
  await m.openButton.click();
  await expect(m.dialog).toBeVisible();
  await settleAnimations(m.dialog);
  return m;
}

/** Waits for CSS transitions and animations on and inside `locator` to finish. */
export async function settleAnimations(locator: Locator): Promise<void> {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/** Where focus is, as something readable in a failure message, and whether it is inside `selector`. */
export async function focusInfo(page: Page, selector: string): Promise<{ inside: boolean; element: string }> {
  return page.evaluate((sel) => {
    const active = document.activeElement;
    const element =
      !active || active === document.body
        ? "<body> (nothing focused: focus left the page's elements)"
        : `<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ""}> ${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(0, 40)}`;
    return { inside: !!active && !!active.closest(sel) && active !== document.body, element };
  }, selector);
}
