/** axe-core for the specs: the WCAG tags the site is held to and a readable report of violations. */
import axe from "axe-core";
import type { Page } from "@playwright/test";

/** WCAG 2.0/2.1 A and AA and WCAG 2.2 AA rules. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Violation = axe.Result;

/**
 * The WCAG rules whose verdict depends on colours: all a second theme can change (the dark one,
 * src/styles/dark.css, changes colours only), so a page's second analysis runs these alone.
 */
export const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * axe with the WCAG tags on the whole page: axe-core's own source put into the page, then
 * `axe.run`, the way axe-core documents it for a browser driver, and only the violations brought
 * back. @axe-core/playwright did the same with two differences that doubled each analysis (2.0 s
 * against 1.0 s on four pages of the long-content build, one analysis each): it evaluated the 550 kB
 * source twice per call (once in `analyze`, again when its legacy mode injects into every frame),
 * and it brought every rule's passes back, each with its elements' markup (what `formatViolations`
 * never reads). Its default mode is slower still (a blank page per analysis). (axe's
 * `resultTypes: ["violations"]`, which would spare it building those passes, reports every
 * service section of Services as a duplicate landmark: landmark-unique compares the passes it
 * dropped.) Pages here have no frames, so axe in the main document sees everything; one with
 * frames is refused rather than half-checked.
 */
export async function analyzeAccessibility(page: Page, rules?: readonly string[]): Promise<{ violations: Violation[] }> {
  const frames = page.frames().length;
  if (frames > 1) throw new Error(`the page has ${frames - 1} frame(s): axe would not look inside them`);
  // The source only where the document does not have it yet (a second analysis of the same page).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, only }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const results = await run(document, { runOnly: only ? { type: "rule", values: only } : { type: "tag", values: tags } });
      return results.violations;
    },
    { tags: wcagTags, only: rules ? [...rules] : null },
  );
  return { violations };
}

/** One readable block per violation: rule, impact, help, link, then each element and what is wrong. */
export function formatViolations(violations: Violation[]): string {
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
