/**
 * Size budgets of the built site: for every route of bench/budgets.json, the HTML, JS and CSS it
 * ships and what a first visit downloads (bytes after gzip -9, and requests) stay within the
 * route's budgets. Reads public/ (run after `gatsby build`); the same measurement as `npm run
 * bench` (bench/sizes.ts), without a browser, so it is exact and the same on every machine.
 */
import fs from "node:fs";
import path from "node:path";
import { findBreaches, formatBreach, loadBudgets, SIZE_METRICS } from "../../bench/budgets";
import { formatSizes, measureRoute, sizeMetrics } from "../../bench/sizes";

const publicDir = path.resolve(__dirname, "../../public");
const budgets = loadBudgets();

describe("size budgets (bench/budgets.json, gzip -9 of public/)", () => {
  beforeAll(() => {
    if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("public/ has no build: run `npm run build` first");
    const report = budgets.routes.map((route) => ({ label: route.label, sizes: measureRoute(route, publicDir) }));
    console.log(formatSizes(report));
  });

  test.each(budgets.routes.map((route) => [route.label, route] as const))("%s", (_label, route) => {
    const sizes = measureRoute(route, publicDir);
    const breaches = findBreaches(route, sizeMetrics(sizes), SIZE_METRICS);
    expect({ route: route.path, breaches: breaches.map((b) => formatBreach(b)) }).toEqual({ route: route.path, breaches: [] });
    // Guard against a measurement that silently finds nothing: every page has its inline script
    // (the polyfill loader, which names the polyfills it may add), its CSS and its icon.
    expect(sizes.html.gzipBytes).toBeGreaterThan(0);
    expect(sizes.js.inline.blocks).toBeGreaterThan(0);
    expect(sizes.js.conditional.length).toBeGreaterThan(0);
    expect(sizes.css.gzipBytes).toBeGreaterThan(0);
    expect(sizes.icon).not.toBeNull();
  });
});
