/**
 * The heroes' illustrations appear only on large screens: Home's from 1024 px, About's from
 * 1280 px. Below that they are not shown and not downloaded either: the browser must make no
 * request for them at all (and the phone's HTML carries no drawing).
 */
import type { Page, Request } from "@playwright/test";
import { scrollToBottom, visit } from "./support/page";
import { expect, test } from "./support/test";

const isIllustration = (request: Request) => new URL(request.url()).pathname.startsWith("/illustrations/");

function illustration(page: Page) {
  return page.getByRole("main").locator('picture:has(source[srcset*="/illustrations/"])');
}

const pages = [
  { path: "/", from: 1024, below: 1023 },
  { path: "/about/", from: 1280, below: 1024 },
];

for (const { path, from, below } of pages) {
  test.describe(path, () => {
    test(`is shown and downloaded at 1440 px (from ${from} px)`, { tag: "@xl" }, async ({ page, requests }) => {
      const response = page.waitForResponse((r) => isIllustration(r.request()));
      await visit(page, path);
      expect((await response).status()).toBe(200);
      const image = illustration(page).locator("img");
      await expect(image).toBeVisible();
      await expect(image).toHaveJSProperty("complete", true);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/illustrations\/[^/]+\.svg$/);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(requests.filter(isIllustration).map((r) => new URL(r.url()).pathname)).toEqual([
        expect.stringMatching(/^\/illustrations\/[^/]+\.svg$/),
      ]);
    });

    test(`is hidden and not downloaded below ${from} px (375 px on the phone, ${below} px on the desktop)`, async ({ page, requests }) => {
      if (test.info().project.name !== "phone") await page.setViewportSize({ width: below, height: 768 });
      await visit(page, path);
      await expect(illustration(page)).toHaveCount(1);
      await expect(illustration(page)).toBeHidden();
      await scrollToBottom(page);
      await page.waitForLoadState("networkidle");
      const fetched = requests.filter(isIllustration).map((r) => r.url());
      expect(fetched, `requests for the illustration at ${page.viewportSize()?.width} px`).toEqual([]);
    });
  });
}
