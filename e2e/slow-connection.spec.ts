/**
 * On a slow connection a page appears whole, and nothing on it moves while the rest of it and its
 * pictures arrive. A browser that gets a document in pieces may paint the part it has read; the
 * wide layouts would then move as the rest comes in (the header's links, a hero's columns, the
 * footer's), so each page's head asks the browser to wait until it has read the whole document
 * (gatsby-ssr.tsx). Every page is loaded over a connection held to 50 kB/s (DevTools' "slow 3G"
 * throughput) at the phone's and the desktop's widths, and the layout shifts Chromium reports up
 * to a few frames after the load must add up to 0. Without the wait, every page moved at 1280 px.
 */
import { routes } from "./support/content";
import { describeShifts, recordLayoutShifts, shiftScore } from "./support/layout-shifts";
import { frames } from "./support/page";
import { allow404For, expect, test } from "./support/test";

const notFoundPath = "/slow-connection-not-found/";
const pages = [...routes.map((r) => r.path), notFoundPath];
const throughput = 50_000; // bytes per second

test.use({ allowedConsole: allow404For(notFoundPath) });

for (const path of pages) {
  test(`${path} appears whole on a slow connection: nothing moves while it arrives`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: throughput,
      uploadThroughput: throughput,
    });
    const shifts = await recordLayoutShifts(cdp);
    await page.goto(path, { waitUntil: "load" });
    // Chromium reports a shift in the frame it happens in: a few more frames, then the sum.
    await frames(page, 3);
    expect(shiftScore(shifts), `layout shifts while ${path} arrived at ${throughput / 1000} kB/s:\n${describeShifts(shifts)}`).toBe(0);
  });
}
