/**
 * `npm run shots`: full-page screenshots of every route at the eight widths the layout is checked
 * at (320–1920 px), plus the open mobile menu at 375 px, and a contact sheet (index.html) that
 * shows them side by side. For people: run it after a big content change and look at the sheet.
 *
 *   npm run shots                            # the content in content/ (or CONTENT_DIR)
 *   npm run shots -- --fixture long-content  # a fixture build the browser tests use (test/fixture-builds.ts):
 *                                            # long-content, lists-min-awkward, variant-endpoint, path-prefix
 *   npm run shots -- --long-content          # the same as --fixture long-content
 *   npm run shots -- --root some/public      # a build made earlier, as it is (e.g. before a change)
 *   npm run shots -- --out some/folder --widths 320,1280 --routes /,/contact/
 *   npm run shots -- --fixture languages --languages de,ar --widths 375,1280
 *                                            # the pages of those languages of a site in several
 *                                            # (the default language when not given)
 *   npm run shots -- --dark                  # the dark theme (the system's, src/styles/dark.css), in a
 *                                            # dark/ folder of the output
 *
 * Every route: the four pages, the pages editors created (content/site-pages/, or the fixture's
 * or CONTENT_DIR's; in a language, the ones that language has), the articles and case studies the
 * widths tests check when a build today publishes some (the articles' list, the article with the
 * most tags, its longest tag's page, the case study with the most results and services:
 * e2e/support/entry-pages.ts) and the 404 page (a language's own, for an unknown address under its
 * code). --routes takes the default language's addresses.
 *
 * It builds the site first when the build is older than its sources (the same check as the
 * browser tests), serves it on 127.0.0.1 and drives Debian's Chromium (test/chromium.ts).
 * Output: shots/ (or shots/<fixture>/; with --dark, its dark/ folder), git-ignored; open its index.html in a browser.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { startServer } from "../e2e/server";
import { chromeArgs, requireChromium } from "../test/chromium";
import { fixtures, onDemandFixtures } from "../test/fixture-builds";
import { ensureFixtureBuild, ensureRepositoryBuild } from "../test/site-build";
import { searchAddressOf, sitePagesOf } from "../src/content-model/publish";
import { contentIn, loadContent } from "../src/content-model/load";
import { localizedRoute } from "../src/lib/languages";
import { layoutWidths, touchWidth } from "../test/widths";
import { longestEntryPages } from "../e2e/support/entry-pages";

const repo = path.resolve(__dirname, "..");
const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

const fixtureName = option("--fixture") ?? (args.includes("--long-content") ? "long-content" : undefined);
const dark = args.includes("--dark");
const outDir = path.resolve(repo, option("--out") ?? path.join(fixtureName ? `shots/${fixtureName}` : "shots", dark ? "dark" : ""));
// The visitor's system theme, as the browser reports it to the page's `prefers-color-scheme`.
const colorScheme = dark ? "dark" : "light";
const widths = (option("--widths")?.split(",").map(Number) ?? layoutWidths).filter((w) => w > 0);
const menuWidth = 375;

type Route = { path: string; name: string; menu?: boolean };

/**
 * Every page of the site in a language (the default when none is given): the four routes, the
 * pages created in `contentDir` in that language, the fullest pages of its lists, and the 404 page (served for any unknown address
 * under the language's code), each with its address in that language. `--routes` picks among them
 * by the default language's address.
 */
function allRoutes(contentDir: string, code: string | undefined, filter: string[] | undefined): Route[] {
  const model = loadContent(contentDir);
  const defaultCode = model.languages[0]?.code ?? "";
  const language = code ?? defaultCode;
  const content = contentIn(model, language);
  if (!content)
    throw new Error(`--languages: the site has no language "${language}"; it has ${model.languages.map((l) => l.code).join(", ")}`);
  const routes: Route[] = [
    { path: "/", name: "home" },
    { path: "/about/", name: "about" },
    { path: "/services/", name: "services", menu: true },
    { path: "/contact/", name: "contact" },
    ...[searchAddressOf(content)].flatMap((address) => (address ? [{ path: `/${address}/`, name: "search" }] : [])),
    ...sitePagesOf(content).map((page) => ({ path: `/${page.address}/`, name: `page-${page.address}` })),
    // "/articles/tags/ux/" → articles-tags-ux
    ...longestEntryPages(contentDir, language).map((page) => ({ path: page, name: page.slice(1, -1).replaceAll("/", "-") })),
    { path: "/shots-not-found/", name: "404" },
  ];
  return routes
    .filter((route) => !filter || filter.includes(route.path))
    .map((route) => ({
      ...route,
      path: localizedRoute(route.path, language, defaultCode),
      name: language === defaultCode ? route.name : `${language}-${route.name}`,
    }));
}
const routeFilter = option("--routes")?.split(",");
const languageCodes = option("--languages")?.split(",") ?? [undefined];

type Shot = { route: string; width: number; file: string; height: number; note?: string };

async function shoot(browser: Browser, origin: string, route: Route, width: number): Promise<Shot> {
  const touch = width < touchWidth;
  const context = await browser.newContext({
    viewport: { width, height: touch ? 800 : 900 },
    isMobile: touch,
    hasTouch: touch,
    colorScheme,
  });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${route.path}`, { waitUntil: "load" });
    const file = `${route.name}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, file), fullPage: true, animations: "disabled" });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    return { route: route.path, width, file, height };
  } finally {
    await context.close();
  }
}

async function openMenu(page: Page): Promise<void> {
  await page.locator("[aria-controls='mobile-menu']").first().click();
  const dialog = page.locator("dialog#mobile-menu");
  await dialog.waitFor({ state: "visible" });
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

async function shootMenu(browser: Browser, origin: string, route: Route): Promise<Shot> {
  const context = await browser.newContext({ viewport: { width: menuWidth, height: 812 }, isMobile: true, hasTouch: true, colorScheme });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${route.path}`, { waitUntil: "load" });
    await openMenu(page);
    const file = `${route.name.replace(/services$/, "menu-open")}-${menuWidth}.png`;
    await page.screenshot({ path: path.join(outDir, file), animations: "disabled" });
    return {
      route: `menu open on ${route.path}`,
      width: menuWidth,
      file,
      height: 812,
      note: `${route.path} with the menu open (viewport only)`,
    };
  } finally {
    await context.close();
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** One row per route, one column per width; each image links to the full-size file. */
function contactSheet(shots: Shot[], source: string): string {
  const rows = [...new Set(shots.map((s) => s.route))];
  const cells = (route: string) =>
    widths
      .map((width) => {
        const shot = shots.find((s) => s.route === route && s.width === width);
        if (!shot) return "<td></td>";
        return `<td><a href="${shot.file}"><img src="${shot.file}" alt="${escapeHtml(`${route} at ${width} px`)}" loading="lazy" style="width:${Math.max(90, Math.round(width / 6))}px"></a><br><small>${width} px · ${shot.height} px tall</small></td>`;
      })
      .join("");
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Screenshots: ${escapeHtml(source)}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; background: #f4f4f4; color: #111; }
  table { border-collapse: collapse; }
  th, td { vertical-align: top; padding: 0.5rem; text-align: left; }
  th[scope=row] { position: sticky; left: 0; background: #f4f4f4; }
  img { display: block; border: 1px solid #bbb; background: #fff; }
</style>
<h1>Screenshots: ${escapeHtml(source)}${dark ? " (dark theme)" : ""}</h1>
<p>Taken ${new Date().toISOString()}. Each picture is a full page at its width (scaled down); click it for the real size.</p>
<table>
<thead><tr><th></th>${widths.map((w) => `<th scope="col">${w} px</th>`).join("")}</tr></thead>
<tbody>
${rows.map((route) => `<tr><th scope="row">${escapeHtml(route)}</th>${cells(route)}</tr>`).join("\n")}
</tbody>
</table>
</html>
`;
}

async function main() {
  const log = (m: string) => console.log(m);
  let root: string;
  let source: string;
  // Where the created pages come from: the fixture's content, or CONTENT_DIR (content/).
  let contentDir = path.resolve(repo, process.env.CONTENT_DIR ?? "content");
  const builtRoot = option("--root");
  if (builtRoot) {
    root = path.resolve(builtRoot);
    source = root;
  } else if (fixtureName) {
    const all = { ...fixtures(), ...onDemandFixtures() };
    const fixture = all[fixtureName];
    if (!fixture) throw new Error(`--fixture: no fixture "${fixtureName}"; the fixtures: ${Object.keys(all).join(", ")}`);
    root = ensureFixtureBuild(fixture, log);
    contentDir = fixture.contentDir;
    source = `${fixtureName} fixture (test/fixture-builds.ts)`;
  } else {
    ensureRepositoryBuild(log);
    root = path.join(repo, "public");
    source = path.relative(repo, contentDir) || "content";
  }
  const routes = languageCodes.flatMap((code) => allRoutes(contentDir, code, routeFilter));
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });

  const server = await startServer({ root, port: 0 });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromeArgs });
  const shots: Shot[] = [];
  try {
    for (const route of routes) {
      for (const width of widths) {
        shots.push(await shoot(browser, server.url, route, width));
        process.stdout.write(".");
      }
    }
    if (widths.includes(menuWidth))
      for (const route of routes.filter((r) => r.menu)) shots.push(await shootMenu(browser, server.url, route));
  } finally {
    await browser.close();
    await server.close();
  }
  fs.writeFileSync(path.join(outDir, "index.html"), contactSheet(shots, source));
  console.log(
    `\n${shots.length} screenshots in ${path.relative(repo, outDir)}/; open ${path.relative(repo, path.join(outDir, "index.html"))}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
