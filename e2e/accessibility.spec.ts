/**
 * axe-core on every page (the 404 page included) at both widths, and on the open mobile menu:
 * WCAG 2.0/2.1 A and AA and WCAG 2.2 AA rules, zero violations of any impact.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { routes } from "./support/content";
import { openMenu, visit } from "./support/page";
import { allow404For, expect, test } from "./support/test";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const notFoundPath = "/a11y-not-found/";

type Results = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One readable block per violation: rule, impact, help, link, then each element and what is wrong. */
export function formatViolations(violations: Results["violations"]): string {
  return violations
    .map((v) =>
      [
        `${v.id} (${v.impact ?? "no impact"}): ${v.help}`,
        `  ${v.helpUrl}`,
        ...v.nodes.map(
          (n) => `  - ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}\n      ${n.html.slice(0, 200)}`,
        ),
      ].join("\n"),
    )
    .join("\n\n");
}

async function expectNoViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
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
