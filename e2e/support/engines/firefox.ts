/**
 * Firefox through WebDriver BiDi, with puppeteer-core (which speaks BiDi to Firefox itself: no
 * geckodriver, which Debian does not package and whose npm package downloads it from GitHub).
 * Headless, in a fresh profile. Firefox ESR has no BiDi command to turn a page's scripts off, so
 * a tab without scripts is a browser of its own started with `javascript.enabled` false.
 */
import os from "node:os";
import path from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { firefoxPath, requireEngine } from "../../../test/engines";
import { endWithWorker } from "./process-group";
import type { EngineTab, InPage } from "./tab";

export async function openFirefox({ scripts }: { scripts: boolean }): Promise<EngineTab> {
  requireEngine("firefox");
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    // The site is served over HTTPS with a throw-away certificate (e2e/server.ts).
    acceptInsecureCerts: true,
    // Far longer than any real step on a busy 2-core machine; the test's own limit comes first.
    protocolTimeout: 120_000,
    extraPrefsFirefox: {
      ...(scripts ? {} : { "javascript.enabled": false }),
      // Scrollbars over the page, as on phones (and in WebKitGTK): headless Firefox on Linux
      // otherwise takes 12 px of a 320 px page for a classic one. Chromium's desktop projects
      // keep testing classic scrollbars.
      "ui.useOverlayScrollbars": 1,
      // No calls to Mozilla's services from a test run.
      "app.update.enabled": false,
      "browser.safebrowsing.malware.enabled": false,
      "browser.safebrowsing.phishing.enabled": false,
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
    },
  });
  // puppeteer starts Firefox in a process group of its own, with a fresh profile in a temporary
  // folder (removed when it closes Firefox): both go with this worker, however it ends.
  const firefox = browser.process();
  const args = firefox?.spawnargs ?? [];
  const profile = args.includes("--profile") ? args[args.indexOf("--profile") + 1] : undefined;
  const temporary = profile && path.dirname(profile) === os.tmpdir() ? [profile] : [];
  const endGroup = firefox?.pid ? endWithWorker(firefox.pid, temporary) : () => undefined;
  let page: Page;
  try {
    page = (await browser.pages())[0] ?? (await browser.newPage());
  } catch (error) {
    await browser.close().finally(endGroup);
    throw error;
  }
  return {
    engine: "firefox",
    scripts,
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" });
    },
    // puppeteer's own helpers (click on a selector, waitForSelector) run scripts in the page, which
    // a page without scripts never answers: only evaluate, the mouse and the keyboard are used.
    // Sent as source: puppeteer's types for handles do not matter to plain values.
    evaluate: <A, R>(fn: InPage<A, R>, arg: A) => page.evaluate(fn as (arg: unknown) => R, arg) as Promise<R>,
    resize: (width, height) => page.setViewport({ width, height }),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    close: async () => {
      try {
        await browser.close();
      } finally {
        endGroup();
      }
    },
  };
}
