/** axe-core for the specs: the WCAG tags the site is held to and a readable report of violations. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0/2.1 A and AA and WCAG 2.2 AA rules. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Results = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/**
 * axe with the WCAG tags on the whole page, run with `axe.run` inside the page (AxeBuilder's
 * legacy mode). The default mode runs axe in every frame and finishes in a blank page it opens for
 * each analysis, which made one analysis take 3–5 s on a busy 2-core machine instead of under 1 s
 * (about half of all browser-test time). The site's pages have no frames, so nothing goes untested.
 */
export async function analyzeAccessibility(page: Page): Promise<Results> {
  const frames = page.frames().length;
  if (frames > 1) throw new Error(`the page has ${frames - 1} frame(s): use AxeBuilder's default mode to test inside them`);
  return new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze();
}

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
