/**
 * axe-core on every page (the 404 page included) at both widths, and on the open mobile menu:
 * WCAG 2.0/2.1 A and AA and WCAG 2.2 AA rules, zero violations of any impact.
 */
import type { Page } from "@playwright/test";
import { analyzeAccessibility, formatViolations } from "./support/axe";
import { routes } from "./support/content";
import { openMenu, visit } from "./support/page";
import { allow404For, expect, test } from "./support/test";

const notFoundPath = "/a11y-not-found/";

async function expectNoViolations(page: Page, what: string) {
  const results = await analyzeAccessibility(page);
  expect(
    results.violations,
    `axe found ${results.violations.length} violation(s) ${what}:\n\n${formatViolations(results.violations)}\n`,
  ).toEqual([]);
}

test.describe("accessibility (axe)", () => {
  for (const route of routes) {
    test(`${route.path} has no violations`, async ({ page }) => {
      await visit(page, route.path);
      await expectNoViolations(page, `on ${route.path}`);
    });
  }

  test.describe(() => {
    test.use({ allowedConsole: allow404For(notFoundPath) });
    test("the 404 page has no violations", async ({ page }) => {
      await visit(page, notFoundPath);
      await expectNoViolations(page, "on the 404 page");
    });
  });

  test("the open mobile menu has no violations", { tag: "@phone" }, async ({ page }) => {
    await visit(page, "/services/");
    await openMenu(page);
    await expectNoViolations(page, "with the mobile menu open");
  });
});
