/**
 * What pages request. No page makes a request to another origin: not on load, not after
 * scrolling to the bottom. And no page loads JavaScript files or Gatsby's page data: built pages
 * are HTML and CSS, the browser here has the declarative dialog controls so the menu's polyfills
 * stay unloaded, and the menu opens (on the phone) without any script.
 */
import { routes } from "./support/content";
import { openMenu, scrollToBottom, visit } from "./support/page";
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
    // The record is complete: it starts with the page itself and holds every resource the page
    // reports having loaded (Resource Timing), so "nothing from another origin" below covers them all.
    const recorded = requests.map((r) => r.url());
    expect(recorded[0], "the first request recorded").toBe(`${origin}${path}`);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => !/^(data|blob):/.test(url)),
    );
    expect(recorded, "requests recorded, against the resources the page reports").toEqual(expect.arrayContaining(loaded));
    const foreign = requests
      .filter((r) => !/^(data|blob|about):/.test(r.url()) && new URL(r.url()).origin !== origin)
      .map((r) => `${r.method()} ${r.resourceType()} ${r.url()}`);
    expect(foreign, `requests from ${path} to other origins`).toEqual([]);
  });

  test(`${path} loads no JavaScript file, page data or app data`, async ({ page, requests }) => {
    await visit(page, path);
    await scrollToBottom(page);
    if (test.info().project.name === "phone") await openMenu(page);
    await page.waitForLoadState("networkidle");
    const documents = requests.filter((r) => r.resourceType() === "document").map((r) => new URL(r.url()).pathname);
    expect(documents[0], "the page itself was requested").toBe(path);
    const runtime = requests
      .filter((r) => {
        const { pathname } = new URL(r.url());
        return (
          r.resourceType() === "script" || /\.m?js$/.test(pathname) || pathname.includes("/page-data/") || pathname.includes("app-data")
        );
      })
      .map((r) => `${r.resourceType()} ${r.url()}`);
    expect(runtime, `script and data requests of ${path}`).toEqual([]);
  });
}
