/** No page makes a request to another origin: not on load, not after scrolling to the bottom. */
import { routes } from "./support/content";
import { scrollToBottom, visit } from "./support/page";
import { allow404For, expect, test } from "./support/test";

const notFoundPath = "/network-not-found/";
const pages = [...routes.map((r) => r.path), notFoundPath];

test.use({ allowedConsole: allow404For(notFoundPath) });

for (const path of pages) {
  test(`${path} requests nothing from another origin`, async ({ page, requests, baseURL }) => {
    const origin = new URL(baseURL as string).origin;
    await visit(page, path);
    await scrollToBottom(page);
    await page.waitForLoadState("networkidle");
    expect(requests.length, "requests were recorded").toBeGreaterThan(0);
    const foreign = requests
      .filter((r) => !/^(data|blob|about):/.test(r.url()) && new URL(r.url()).origin !== origin)
      .map((r) => `${r.method()} ${r.resourceType()} ${r.url()}`);
    expect(foreign, `requests from ${path} to other origins`).toEqual([]);
  });
}
