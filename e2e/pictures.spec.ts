/**
 * Pictures as visitors get them, on the production build of the pictures fixture
 * (test/fixture-builds.ts: a 4000 × 3000 Home hero, an About photo, a picture on each of the eight
 * service cards, one in the Privacy Policy's text), served with the site's real headers, its
 * Content-Security-Policy included, with scripts enabled and disabled:
 *
 * - every picture shows (loaded, with its pixels) and the policy refuses nothing;
 * - nothing moves as pictures arrive: no layout shift after the load, nor after scrolling through;
 * - at 375 px the browser takes a narrower copy than at 1280 px, and every picture's `sizes` says
 *   the width it is drawn at (so the copy it takes is the right one at every width);
 * - a picture far below the first view is not requested until the visitor scrolls to it (with
 *   scripts enabled: without them, the HTML standard has browsers load lazy pictures at once);
 * - on a phone, Home's largest element in the first view (LCP) is the hero photo.
 *
 * Layout shifts, the largest paint and the policy's refusals are read from Chromium's DevTools
 * protocol (PerformanceTimeline, Log), which reports them whether or not the page runs scripts.
 *
 * In Firefox and WebKit, over HTTPS with the site's headers: every picture shows, with scripts on
 * and off. And a preview over plain HTTP (below) shows them too, in all three engines.
 */
import type { Browser, BrowserContext, CDPSession, Page, Request } from "@playwright/test";
import { chromeArgs, requireChromium } from "../test/chromium";
import { picturesPort, picturesPublic } from "../test/fixture-builds";
import { fixturePictures } from "../test/pictures";
import { collectCspViolations, describeViolations } from "./support/csp";
import { describeShifts, recordLayoutShifts, shiftScore, type LayoutShift } from "./support/layout-shifts";
import { frames, menu } from "./support/page";
import { describeProblems, expect, test, watchConsole } from "./support/test";
import { engines, test as engineTest } from "./support/engine-test";
import { clickOn } from "./support/engines/tab";
import { startServer } from "./server";

const site = `http://127.0.0.1:${picturesPort()}`;
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };
/** The pages with pictures, and how many each shows. */
const pages = [
  { path: "/", pictures: 1 + fixturePictures.services.length },
  { path: "/about/", pictures: 1 },
  { path: "/services/", pictures: fixturePictures.services.length },
  { path: "/privacy-policy/", pictures: 1 },
];

/** Chromium's reports of the page, whether or not it runs scripts: layout shifts, largest paints, refusals by the policy. */
type Timeline = { shifts: LayoutShift[]; largest: { url: string; size: number }[]; refused: string[] };

async function openSite(browser: Browser, viewport: { width: number; height: number }, javaScript: boolean) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const violations = javaScript ? await collectCspViolations(page) : [];
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const cdp = await context.newCDPSession(page);
  const timeline: Timeline = { shifts: [], largest: [], refused: [] };
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
    if (event.type === "largest-contentful-paint" && event.lcpDetails) {
      timeline.largest.push({ url: event.lcpDetails.url ?? "", size: event.lcpDetails.size });
    }
  });
  cdp.on("Log.entryAdded", ({ entry }) => {
    if (/Content Security Policy/i.test(entry.text)) timeline.refused.push(entry.text);
  });
  await cdp.send("Log.enable");
  timeline.shifts = await recordLayoutShifts(cdp, ["largest-contentful-paint"]);
  return { context, page, problems, violations, requests, timeline, cdp };
}

/** Waits until `page`'s picture number `index` has arrived with its pixels (scrolled to, since it may be lazy). */
async function expectShown(page: Page, index: number) {
  const img = page.locator("picture img").nth(index);
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  await expect(img).toHaveJSProperty("complete", true);
  expect(await img.evaluate((i: HTMLImageElement) => [i.naturalWidth > 0, i.currentSrc !== ""])).toEqual([true, true]);
}

/** The width in a published picture's name (`hero-3f9c0e1a2b-800.avif` → 800). */
const widthOf = (url: string) => Number(/-(\d+)\.\w+$/.exec(new URL(url).pathname)?.[1]);

async function close(context: BrowserContext, cdp: CDPSession) {
  await cdp.detach().catch(() => undefined);
  await context.close();
}

for (const javaScript of [true, false]) {
  const mode = javaScript ? "scripts enabled" : "scripts disabled";

  for (const viewport of [phone, desktop]) {
    test(`every picture shows under the site's policy, and nothing moves, at ${viewport.width} px with ${mode} @once`, async ({
      browser,
    }) => {
      for (const { path, pictures } of pages) {
        const { context, page, problems, violations, timeline, cdp } = await openSite(browser, viewport, javaScript);
        try {
          await page.goto(`${site}${path}`, { waitUntil: "load" });
          await expect(page.locator("picture img")).toHaveCount(pictures);
          const afterLoad = shiftScore(timeline.shifts);
          for (let i = 0; i < pictures; i += 1) await expectShown(page, i);
          // Chromium reports a shift in the frame it happens in: a few more frames, then the sum.
          await frames(page, 3);
          expect([path, afterLoad, shiftScore(timeline.shifts)], `${path}: layout shifts\n${describeShifts(timeline.shifts)}`).toEqual([
            path,
            0,
            0,
          ]);
          expect(timeline.refused, `${path}: refused by the policy`).toEqual([]);
          expect(violations, `${path}: policy violations\n${describeViolations(violations)}`).toEqual([]);
          expect(problems, `${path}: console\n${describeProblems(problems)}`).toEqual([]);
        } finally {
          await close(context, cdp);
        }
      }
    });
  }

  test(`takes a narrower copy of the hero at 375 px than at 1280 px, as AVIF, with ${mode} @once`, async ({ browser }) => {
    const chosen: number[] = [];
    for (const viewport of [phone, desktop]) {
      const { context, page, cdp } = await openSite(browser, viewport, javaScript);
      try {
        await page.goto(`${site}/`, { waitUntil: "load" });
        await expectShown(page, 0);
        const src = await page
          .locator("picture img")
          .first()
          .evaluate((i: HTMLImageElement) => i.currentSrc);
        expect(src).toMatch(/\/pictures\/hero-[0-9a-f]{10}-\d+\.avif$/);
        chosen.push(widthOf(src));
      } finally {
        await close(context, cdp);
      }
    }
    // 343 px on the phone: the 400-pixel copy; 480 px beside the text: the 800-pixel one.
    expect(chosen).toEqual([400, 800]);
  });
}

// Only with scripts enabled: with scripting disabled, the HTML standard has a browser load lazy
// pictures at once (so that a page cannot learn how far its reader scrolled), and Chromium does.
// The pictures still show then (above); the hero alone has high priority, so it is fetched first.
test("does not request a picture far below the first view until the visitor scrolls to it @once", async ({ playwright }) => {
  // The full browser's own lazy-loading distances: the headless shell the other tests run in
  // (test/chromium.ts) uses Chromium's distance for an unknown connection, 3,000 px, as
  // Lighthouse's browser does.
  const browser = await playwright.chromium.launch({ executablePath: requireChromium(), args: chromeArgs });
  const { context, page, requests, cdp } = await openSite(browser, phone, true);
  try {
    await page.goto(`${site}/`, { waitUntil: "load" });
    await expectShown(page, 0);
    // Chromium fetches a lazy picture once it is within 1250 px of the window (2500 px on a slow
    // connection): the ones further than that from the first view must not have been asked for.
    const far = await page.locator("picture img").evaluateAll(
      (imgs, bottom) =>
        imgs
          .map((img, index) => ({
            index,
            top: img.getBoundingClientRect().top,
            first: (img as HTMLImageElement).srcset.split(" ")[0] ?? "",
          }))
          .filter(({ top }) => top > bottom + 2500)
          .map(({ index, first }) => ({ index, stem: first.replace(/-\d+\.\w+$/, "-") })),
      phone.height,
    );
    expect(far.length, "pictures further than 2500 px below the first view").toBeGreaterThan(2);
    await frames(page, 3);
    const requested = () => requests.map((r) => new URL(r.url()).pathname).filter((url) => url.startsWith("/pictures/"));
    expect(requested().filter((url) => far.some(({ stem }) => url.startsWith(stem)))).toEqual([]);
    expect(requested().some((url) => url.startsWith("/pictures/hero-"))).toBe(true);
    // Scrolled to, the last one is asked for and arrives.
    const last = far.at(-1)!;
    const arrives = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(last.stem) && response.status() === 200);
    await page.locator("picture img").nth(last.index).scrollIntoViewIfNeeded();
    await arrives;
    await expect(page.locator("picture img").nth(last.index)).toHaveJSProperty("complete", true);
  } finally {
    await close(context, cdp);
    await browser.close();
  }
});

test("on a phone, Home's largest element in the first view is the hero photo @once", async ({ browser }) => {
  const { context, page, timeline, cdp } = await openSite(browser, phone, true);
  try {
    await page.goto(`${site}/`, { waitUntil: "load" });
    await expectShown(page, 0);
    await frames(page, 3);
    // The last candidate Chromium reported before any input is the largest contentful paint.
    expect(timeline.largest.at(-1)?.url).toMatch(/\/pictures\/hero-[0-9a-f]{10}-\d+\.avif$/);
    // It is eager and asked for first: no lazy loading, high priority.
    await expect(page.locator("picture img").first()).toHaveAttribute("fetchpriority", "high");
    await expect(page.locator("picture img").first()).toHaveAttribute("loading", "eager");
  } finally {
    await close(context, cdp);
  }
});

test("on a phone, About's photo is in the first view, under the text and before the checklist @once", async ({ browser }) => {
  const { context, page, timeline, cdp } = await openSite(browser, phone, true);
  try {
    await page.goto(`${site}/about/`, { waitUntil: "load" });
    const photo = page.locator("picture img").first();
    await expectShown(page, 0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(photo).toBeInViewport();
    expect(await photo.evaluate((img) => img.getBoundingClientRect().bottom)).toBeLessThanOrEqual(phone.height);
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    expect(timeline.largest.at(-1)?.url).toMatch(/\/pictures\/team-[0-9a-f]{10}-\d+\.avif$/);
  } finally {
    await close(context, cdp);
  }
});

test("every picture's sizes is the width it is drawn at, from phone to wide screen @once", async ({ browser }) => {
  for (const width of [375, 700, 900, 1100, 1200, 1440]) {
    const { context, page, cdp } = await openSite(browser, { width, height: 900 }, true);
    try {
      for (const { path } of pages) {
        await page.goto(`${site}${path}`, { waitUntil: "load" });
        const drawn = await page.locator("picture img").evaluateAll((imgs) =>
          imgs.map((img) => {
            // The length of the first entry whose media query matches, measured as a CSS width.
            const entries = (img.getAttribute("sizes") ?? "").split(/,(?![^(]*\))/).map((e) => e.trim());
            const entry = entries.find((e) => !e.startsWith("(") || matchMedia(e.slice(0, e.indexOf(")") + 1)).matches) ?? "";
            const length = entry.startsWith("(") ? entry.slice(entry.indexOf(")") + 1).trim() : entry;
            const probe = document.createElement("div");
            probe.style.width = length;
            document.body.append(probe);
            const said = probe.getBoundingClientRect().width;
            probe.remove();
            return { src: img.getAttribute("src"), said, drawn: img.getBoundingClientRect().width };
          }),
        );
        for (const { src, said, drawn: actual } of drawn) {
          expect([width, path, src, Math.abs(said - actual) <= 1.5 ? "as drawn" : `sizes says ${said}, drawn ${actual}`]).toEqual([
            width,
            path,
            src,
            "as drawn",
          ]);
        }
      }
    } finally {
      await close(context, cdp);
    }
  }
});

/**
 * The pictures that have not arrived with their pixels, read in the page. The first of them is
 * scrolled to (a lazy one loads only then), so that asking again until none is left walks down
 * the page and waits for them all. A picture that failed to load stays in the list.
 */
function picturesMissing(): string[] {
  const missing = Array.from(document.querySelectorAll<HTMLImageElement>("picture img")).filter(
    (img) => !(img.complete && img.naturalWidth > 0),
  );
  missing[0]?.scrollIntoView({ block: "center", behavior: "instant" });
  return missing.map((img) => img.currentSrc || img.getAttribute("src") || img.alt);
}

/** Asks until every picture has arrived: one scroll a time, so more time than one expectation's. */
const untilAllArrived = { timeout: 30_000, intervals: [100] };

/** Whether the browser has, natively or from the page's polyfills, what the mobile menu needs (plugins/static-pages/polyfills.ts). */
const menuControls = () =>
  "command" in HTMLButtonElement.prototype && (!window.HTMLDialogElement || "closedBy" in HTMLDialogElement.prototype);

for (const javaScript of [true, false]) {
  engineTest.describe(`in Firefox and WebKit with scripts ${javaScript ? "on" : "off"}`, () => {
    engineTest.use({ javaScriptEnabled: javaScript });

    engineTest(`every picture shows, at 375 and 1280 px ${engines}`, async ({ tab, picturesOverHttps }) => {
      for (const width of [phone.width, desktop.width]) {
        await tab.resize(width, width === phone.width ? phone.height : desktop.height);
        for (const { path, pictures } of pages) {
          await tab.goto(`${picturesOverHttps}${path}`);
          const where = `${path} at ${width} px in ${tab.engine}, scripts ${javaScript ? "on" : "off"}`;
          expect(await tab.evaluate(() => document.querySelectorAll("picture img").length, null), `pictures on ${where}`).toBe(pictures);
          await expect
            .poll(() => tab.evaluate(picturesMissing, null), { ...untilAllArrived, message: `pictures that did not arrive on ${where}` })
            .toEqual([]);
        }
      }
    });
  });
}

/**
 * A preview of a build where developers look at it: over plain HTTP, on an address that is not
 * `localhost` (127.0.0.1; a phone on the office network reaches another), served as `npm run
 * serve` (`gatsby serve`) serves it: the files without the hosts' headers. The page's <meta>
 * policy must not ask for HTTPS there (upgrade-insecure-requests, which WebKit applies to
 * 127.0.0.1 and Chromium to a network address): the pictures and the menu's polyfills load.
 */
async function servePreview() {
  return startServer({ root: picturesPublic(), port: 0, hostHeaders: false });
}

engineTest.describe("a preview over plain HTTP", () => {
  engineTest.use({ viewport: phone });

  engineTest(`shows the pictures, and the menu works with its polyfills ${engines}`, async ({ tab }) => {
    const preview = await servePreview();
    try {
      for (const { path } of pages) {
        await tab.goto(`${preview.url}${path}`);
        await expect
          .poll(() => tab.evaluate(picturesMissing, null), {
            ...untilAllArrived,
            message: `pictures that did not arrive on ${path} in ${tab.engine}`,
          })
          .toEqual([]);
      }
      expect(await tab.evaluate(menuControls, null), `the menu's controls, native or polyfilled, in ${tab.engine}`).toBe(true);
      await clickOn(tab, 'button[commandfor="mobile-menu"][command="show-modal"]');
      await expect
        .poll(() => tab.evaluate(() => document.querySelector<HTMLDialogElement>("dialog#mobile-menu")?.open ?? false, null), {
          message: `the menu opens in ${tab.engine}`,
        })
        .toBe(true);
    } finally {
      await preview.close();
    }
  });
});

test("a preview over plain HTTP shows the pictures, and the menu works @once", async ({ browser }) => {
  const preview = await servePreview();
  const context = await browser.newContext({ viewport: phone });
  try {
    const page = await context.newPage();
    const problems = watchConsole(page);
    for (const { path, pictures } of pages) {
      await page.goto(`${preview.url}${path}`, { waitUntil: "load" });
      for (let i = 0; i < pictures; i += 1) await expectShown(page, i);
    }
    expect(await page.evaluate(menuControls)).toBe(true);
    await menu(page).openButton.click();
    await expect(menu(page).dialog).toBeVisible();
    expect(problems, describeProblems(problems)).toEqual([]);
  } finally {
    await context.close();
    await preview.close();
  }
});
