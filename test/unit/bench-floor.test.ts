/**
 * @jest-environment node
 *
 * The bench's floor page (bench/floor.ts), the figures above it (bench/budgets.ts) and the speed budgets.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { aboveFloor, FLOOR_METRICS, loadBudgets, METRICS } from "../../bench/budgets";
import { FLOOR_HTML, FLOOR_PATH, siteWithFloor } from "../../bench/floor";
import { browserFetchesAfterLoad } from "../../bench/lighthouse";

test("the floor page is a minimal page of about 1 kB: no style, script or image", () => {
  expect(Buffer.byteLength(FLOOR_HTML)).toBeGreaterThan(700);
  expect(Buffer.byteLength(FLOOR_HTML)).toBeLessThan(1300);
  expect(FLOOR_HTML).not.toMatch(/<(style|script|img|svg|link)\b|style=/i);
});

test("the floor is served beside public/ without writing into it", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-public-"));
  fs.writeFileSync(path.join(publicDir, "index.html"), "<!doctype html><title>home</title>");
  fs.writeFileSync(path.join(publicDir, "_headers"), "/*\n  X-Test: 1\n");
  fs.mkdirSync(path.join(publicDir, "about"));
  const site = siteWithFloor(publicDir);
  try {
    expect(fs.readFileSync(path.join(site.root, FLOOR_PATH, "index.html"), "utf8")).toBe(FLOOR_HTML);
    expect(fs.readFileSync(path.join(site.root, "index.html"), "utf8")).toContain("home");
    expect(fs.existsSync(path.join(site.root, "_headers"))).toBe(true);
    expect(fs.statSync(path.join(site.root, "about")).isDirectory()).toBe(true);
  } finally {
    site.remove();
  }
  expect(fs.existsSync(site.root)).toBe(false);
  expect(fs.readdirSync(publicDir).sort()).toEqual(["_headers", "about", "index.html"]);
  fs.rmSync(publicDir, { recursive: true });
});

test("a route's figure above the floor is taken round by round", () => {
  expect(aboveFloor([100, 50, null, 80], [20, 60, 10, null])).toEqual([80, -10, null, null]);
});

test("budgets.json keeps the site's speed budgets on every route: performance 1.00 in every run, LCP ≤ 900 ms, TBT ≤ 30 ms", () => {
  const { routes } = loadBudgets();
  for (const route of routes) {
    expect(route.budgets.tbtMs).toEqual({ max: 30 });
    expect(route.budgets.pageLcpMs).toEqual({ max: 900 });
    expect(route.budgets.performance).toEqual({ min: 1, everyRun: true });
  }
  for (const key of Object.keys(FLOOR_METRICS)) expect(METRICS[key as keyof typeof METRICS].source).toBe("floor");
});

test("the LCP budget leaves out only what Chromium fetched on its own after the load event", () => {
  const sent = (requestId: string, timestamp: number, type: string, initiator: string) => ({
    method: "Network.requestWillBeSent",
    params: { requestId, timestamp, type, initiator: { type: initiator } },
  });
  const log = [
    sent("document", 1.0, "Document", "other"),
    sent("style", 1.01, "Stylesheet", "parser"),
    { method: "Page.loadEventFired", params: { timestamp: 1.05 } },
    sent("lazy-picture", 1.06, "Image", "parser"),
    sent("from-script", 1.06, "Fetch", "script"),
    sent("manifest", 1.07, "Manifest", "other"),
    sent("favicon", 1.08, "Other", "other"),
    sent("reload", 1.09, "Document", "other"),
  ];
  expect([...browserFetchesAfterLoad(log)].sort()).toEqual(["favicon", "manifest"]);
  // Without a load event nothing is left out.
  expect(browserFetchesAfterLoad(log.filter((entry) => entry.method !== "Page.loadEventFired")).size).toBe(0);
});
