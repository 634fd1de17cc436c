/** axe-core for the specs: the WCAG tags the site is held to and a readable report of violations. */
import type AxeBuilder from "@axe-core/playwright";

/** WCAG 2.0/2.1 A and AA and WCAG 2.2 AA rules. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

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
