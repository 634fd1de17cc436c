/** Collects a page's Content-Security-Policy violations, from the first script of every document on. */
import type { Page } from "@playwright/test";

export type CspViolation = { directive: string; blocked: string; source: string; sample: string; disposition: string };

/** Call before the first navigation; the returned array fills as `securitypolicyviolation` events fire. */
export async function collectCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeFunction("__e2eCspViolation", (v: CspViolation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => {
        (window as unknown as { __e2eCspViolation: (v: unknown) => void }).__e2eCspViolation({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          source: `${e.sourceFile}:${e.lineNumber}`,
          sample: e.sample,
          disposition: e.disposition,
        });
      },
      true,
    );
  });
  return violations;
}

export function describeViolations(violations: CspViolation[]): string {
  return violations
    .map((v) => `  - ${v.disposition} ${v.directive}: blocked ${v.blocked || "(inline)"} at ${v.source} ${v.sample}`)
    .join("\n");
}
