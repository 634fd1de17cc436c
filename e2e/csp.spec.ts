/**
 * Every page carries its own Content-Security-Policy in a <meta> tag (and gets the site's header
 * policy from public/_headers, as the hosts serve it) that restricts scripts, and nothing on any page violates it: no
 * `securitypolicyviolation` event fires while the page loads (its inline script, Speculation
 * Rules and CSS included), scrolls and (on the phone) opens the menu. A page sent without a
 * policy fails. (server.spec.ts shows the collector does catch a violation.)
 */
import { routes } from "./support/content";
import { collectCspViolations, describeViolations } from "./support/csp";
import { openMenu, scrollToBottom, visit } from "./support/page";
import { allow404For, allowText, anyOf, expect, test } from "./support/test";

const notFoundPath = "/csp-not-found/";
const pages = [...routes.map((r) => r.path), notFoundPath];

// Chromium logs each violation as a console error too; the violations list below reports them better.
test.use({ allowedConsole: anyOf(allow404For(notFoundPath), allowText(/Content Security Policy/i)) });

for (const path of pages) {
  test(`${path} violates no Content-Security-Policy`, async ({ page }) => {
    const violations = await collectCspViolations(page);
    const response = await visit(page, path);
    const headers = (await response?.allHeaders()) ?? {};
    const headerPolicy = headers["content-security-policy"] ?? headers["content-security-policy-report-only"];
    const metaPolicy = await page.evaluate(
      () => document.querySelector('meta[http-equiv="Content-Security-Policy" i]')?.getAttribute("content") ?? null,
    );
    await scrollToBottom(page);
    if (test.info().project.name === "phone") await openMenu(page);
    await page.waitForLoadState("networkidle");

    // The header's policy limits nothing a page loads; the page's own, with its hashes, is in its <meta>. The browser enforces both.
    const policy = [headerPolicy, metaPolicy].filter(Boolean).join(", ") || null;
    test.info().annotations.push({ type: "csp", description: `policy: ${policy ?? "none"}` });
    expect(metaPolicy ?? "(none)", `the Content-Security-Policy in ${path}'s <meta>`).toMatch(/(^|;)\s*(default-src|script-src)\s/);
    expect(
      violations,
      `Content-Security-Policy violations on ${path} (policy: ${policy ?? "none"}):\n${describeViolations(violations)}`,
    ).toEqual([]);
  });
}
