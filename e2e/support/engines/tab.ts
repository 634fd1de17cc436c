/**
 * One tab of Firefox or WebKit, as the browser tests use it (e2e/support/engine-test.ts hands a
 * test one): the few things the engine tests do, the same in both engines, over WebDriver BiDi
 * (firefox.ts) or W3C WebDriver (webkit.ts). Chromium's tests use Playwright's own page instead.
 *
 * The checks themselves run in the page (`evaluate`), as functions the Chromium tests share, so
 * both kinds of test read a page the same way; input is real (WebDriver actions), not scripted.
 */
import { expect } from "@playwright/test";

export type EngineName = "firefox" | "webkit";

/** A function run in the page: it must not use anything from the test's module (it is sent as source). */
export type InPage<A, R> = (arg: A) => R | Promise<R>;

export interface EngineTab {
  readonly engine: EngineName;
  /** Whether the page's own scripts run (a session is started with them on or off). */
  readonly scripts: boolean;
  /** Loads `url` and waits for the load event. */
  goto(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page and returns what it returned (JSON-like values). */
  evaluate<A, R>(fn: InPage<A, R>, arg: A): Promise<R>;
  /** Sets the viewport (the window's inner size) in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** A real pointer click at a point of the viewport, in CSS pixels. */
  clickAt(x: number, y: number): Promise<void>;
  /** A real key press. */
  press(key: "Escape" | "Enter" | "Tab" | "Space"): Promise<void>;
  close(): Promise<void>;
}

/** The centre of the first element matching `selector`, scrolled into view; null when there is none or it has no box. */
export function centreOf(tab: EngineTab, selector: string): Promise<{ x: number; y: number } | null> {
  return tab.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    el.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
  }, selector);
}

/** Clicks the centre of the element `selector` names, as a visitor would; fails when it is not shown. */
export async function clickOn(tab: EngineTab, selector: string): Promise<void> {
  const centre = await centreOf(tab, selector);
  expect(centre, `${selector} is on the page with a box to click`).not.toBeNull();
  if (centre) await tab.clickAt(centre.x, centre.y);
}

/** Waits until `fn(arg)` in the page returns `expected` (a state, never a number of milliseconds). */
export async function expectInPage<A, R>(tab: EngineTab, fn: InPage<A, R>, arg: A, expected: R, message: string): Promise<void> {
  await expect
    .poll(() => tab.evaluate(fn, arg), { message: `${message} (${tab.engine}, scripts ${tab.scripts ? "on" : "off"})` })
    .toEqual(expected);
}
