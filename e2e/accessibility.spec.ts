/**
 * axe-core (WCAG 2.0/2.1 A and AA and WCAG 2.2 AA rules, zero violations of any impact) on what
 * only a visitor's action shows: the open mobile menu. Every page as it loads (the 404 page and the
 * created pages included) is checked by e2e/widths.spec.ts at 320 and 1280 px, on the real content
 * and on the long-content, lists and languages builds; this spec once repeated that on the real
 * content at 375 and 1280 px.
 */
import { analyzeAccessibility, formatViolations } from "./support/axe";
import { openMenu, visit } from "./support/page";
import { expect, test } from "./support/test";

for (const colorScheme of ["light", "dark"] as const) {
  test(`the open mobile menu has no axe violations in the ${colorScheme} theme`, { tag: "@phone" }, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await visit(page, "/services/");
    await openMenu(page);
    const results = await analyzeAccessibility(page);
    expect(
      results.violations,
      `axe found ${results.violations.length} violation(s) with the mobile menu open:\n\n${formatViolations(results.violations)}\n`,
    ).toEqual([]);
  });
}
