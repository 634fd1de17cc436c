/**
 * The content editor at /admin/ (plugins/cms-admin), on the production build served as the static
 * hosts serve it (with public/_headers): it loads under its own Content-Security-Policy without a
 * console error or a violation, loads everything from the site itself (its icon font too), and is
 * offered for local editing on this address. No public page refers to it or loads any of it.
 *
 * Offline: the only other origin the editor calls before anyone signs in is GitHub's status page
 * (its policy allows it); the tests answer that call themselves.
 */
import { adminContentSecurityPolicy } from "../plugins/cms-admin/policy";
import { routes, settings } from "./support/content";
import { iconNames } from "../src/content-model/icon-names";
import { answerGitHubStatus, openEntry, openLocalRepository, readContentFiles } from "./support/cms";
import { collectCspViolations, describeViolations } from "./support/csp";
import { headerPolicy } from "../plugins/site-files/csp";
import { expect, test } from "./support/test";

test("/admin/ loads the editor under its own policy, with no console error and no violation @once", async ({ page, requests }) => {
  const violations = await collectCspViolations(page);
  await answerGitHubStatus(page);
  const response = await page.goto("/admin/");
  expect(response?.status()).toBe(200);
  // Beside the site's header policy, which limits nothing a page loads (the browser enforces both).
  expect(response?.headers()["content-security-policy"]).toBe(`${headerPolicy()}, ${adminContentSecurityPolicy}`);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");

  // The sign-in page, with local editing offered (this is 127.0.0.1) beside GitHub.
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: /Sign In with \W*GitHub/ })).toBeVisible();
  await expect(page.getByText(settings.siteName, { exact: true }).first()).toBeVisible();
  await expect(page.locator('meta[http-equiv="Content-Security-Policy" i]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", "noindex, nofollow");

  // Its icons are drawn with Material Symbols, loaded from the site (public/admin/assets/).
  await page.waitForLoadState("networkidle");
  const iconFont = await page.evaluate(async () => (await document.fonts.load('24px "Material Symbols Outlined"', "home")).length);
  expect(iconFont).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  const fonts = requests.filter((r) => r.resourceType() === "font").map((r) => r.url());
  expect(fonts.some((url) => url.startsWith(`${origin}/admin/assets/material-symbols-outlined-`))).toBe(true);
  const elsewhere = requests
    .map((r) => r.url())
    .filter((url) => !url.startsWith(origin) && !url.startsWith("blob:") && !url.startsWith("data:"));
  expect(elsewhere.every((url) => url.startsWith("https://www.githubstatus.com/"))).toBe(true);

  expect(violations, `Content-Security-Policy violations on /admin/:\n${describeViolations(violations)}`).toEqual([]);
});

test("the icon choice offers every Lucide icon and narrows to the names typed @once", async ({ page }) => {
  // Each key typed filters some 1,600 options; on a busy 2-core machine that outlasts 30 s.
  test.slow();
  await answerGitHubStatus(page);
  await openLocalRepository(page, readContentFiles());
  await openEntry(page, "site", "services");
  await page.getByRole("combobox", { name: "Icon" }).first().click();
  await expect(page.getByRole("option")).toHaveCount(iconNames.length);
  await page.keyboard.type("shield-ch");
  await expect(page.getByRole("option").filter({ visible: true })).toHaveText(["shield-check"]);
  await page.keyboard.press("Escape");
});

test("/admin answers with the address that has the slash @once", async ({ request }) => {
  const response = await request.get("/admin", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/admin/");
});

for (const { path } of routes) {
  test(`${path} neither links to nor loads anything of the editor`, async ({ page, requests }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith("/admin"))).toEqual([]);
    await expect(page.locator('a[href*="admin"], link[href*="admin"], script[src*="admin"]')).toHaveCount(0);
    expect(await page.content()).not.toMatch(/sveltia/i);
  });
}
