/**
 * Site search (src/templates/search.tsx, src/scripts/search.js, plugins/search-index): a word that only one article's
 * body holds lists that article first, in Chromium, Firefox and WebKit; the page loads nothing of Pagefind until the
 * visitor uses the field, is used by keyboard, announces its results, and violates no Content-Security-Policy while
 * searching; each language has its own index; tag and list pages, drafts, scheduled entries and the 404 are not in it;
 * without scripts the form opens the web search restricted to the site. On the long-content build (its articles). More
 * than ten results are shown ten at a time, the status saying how many of how many, in each language's plural forms.
 */
import type { Page } from "@playwright/test";
import { languagesURL } from "../playwright.config";
import { dataOf, contentIn, loadContent } from "../src/content-model/load";
import { planSite } from "../src/content-model/publish";
import { jobOpenings } from "../src/content-model/registry";
import type { PluralForms } from "../src/lib/plural";
import { languages as languagesFixture, longContent, longContentPort } from "../test/fixture-builds";
import { analyzeAccessibility, formatViolations } from "./support/axe";
import { collectCspViolations, describeViolations } from "./support/csp";
import { engines, test as engineTest } from "./support/engine-test";
import { clickOn, expectInPage, type EngineTab } from "./support/engines/tab";
import { allowText, expect, test } from "./support/test";

const site = `http://127.0.0.1:${longContentPort()}`;
type SearchWords = {
  address: string;
  linkLabel: string;
  heading: string;
  fieldLabel: string;
  submitLabel: string;
  noScriptNote: string;
  engine: { url: string; queryParameter: string; siteParameter: string };
  resultsLabel: string;
  results: PluralForms;
  shownResults: PluralForms;
  moreResults: string;
  noResults: string;
  pageKind: string;
};
const wordsIn = (contentDir: string, language: string) =>
  dataOf(contentIn(loadContent(contentDir), language), "pages/search.yaml") as SearchWords;
const words = wordsIn(longContent.contentDir, "en");
/** What results call an entry of each list (its words file's entry > kind). */
const kindOf = (folder: string) =>
  (dataOf(contentIn(loadContent(longContent.contentDir), "en"), `pages/${folder}.yaml`) as { entry: { kind: string } }).entry.kind;
const searchPath = `/${words.address}/`;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

/** In the body of test/fixtures/long-content/articles/arbeidsongeschiktheidsverzekering.md only (a list item). */
const WORD = "Donaudampfschifffahrtsgesellschaftskapitänsmütze";
const ARTICLE = "/articles/arbeidsongeschiktheidsverzekering/";

/**
 * In the long-content fixture's words of the job openings (pages/job-openings.yaml > entry > applyText), so on every
 * published opening's page: more than twenty, as many as a page of the careers list holds and one more
 * (test/fixture-lists.ts).
 */
const MANY = "Bewerbungsunterlagen";
const openings = planSite(loadContent(longContent.contentDir)).languages[0]!.lists.find((l) => l.folder === jobOpenings)!.entries.length;
/** The status with `shown` of `count` results (English: "other" for any count above ten). */
const showing = (shown: number, count = openings) =>
  fill((count > shown ? words.shownResults.other : words.results.other)!, { shown: String(shown), count: String(count), query: MANY });

const results = (page: Page) => page.getByRole("list", { name: words.resultsLabel }).getByRole("listitem");
const pagefindRequests = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.includes("/pagefind/")) seen.push(request.url());
  });
  return seen;
};

test.describe("the search page @once", () => {
  test("loads nothing of Pagefind until the field is used; by keyboard, a word of one article's body lists it first", async ({ page }) => {
    const loaded = pagefindRequests(page);
    await page.goto(`${site}${searchPath}`, { waitUntil: "networkidle" });
    expect(loaded, "Pagefind's files requested before the visitor used search").toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);

    const field = page.getByRole("searchbox", { name: words.fieldLabel });
    for (let i = 0; i < 60 && !(await field.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
    await expect(field, "the search field is reached with Tab").toBeFocused();
    await page.keyboard.type(WORD);
    await expect(page.getByRole("status")).toHaveText(fill(words.results.one!, { query: WORD }));
    await expect(results(page).first().getByRole("link")).toHaveAttribute("href", ARTICLE);
    await expect(results(page).first()).toContainText(kindOf("articles"));
    const mark = results(page).first().locator("mark").first();
    await expect(mark).toBeVisible();
    expect(await mark.evaluate((el) => getComputedStyle(el).backgroundColor), "the found words marked in the site's colours").not.toBe(
      "rgb(255, 255, 0)",
    );
    expect(new URL(page.url()).searchParams.get(words.engine.queryParameter), "the words searched for, kept in the address").toBe(WORD);

    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: words.submitLabel })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(results(page).first().getByRole("link"), "the first result is the next stop after the button").toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${site}${ARTICLE}`);
  });

  test("reached from the header, and from the phone menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site}/`);
    await page.getByRole("banner").getByRole("link", { name: words.linkLabel, exact: true }).click();
    await expect(page).toHaveURL(`${site}${searchPath}`);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${site}/`);
    await page.getByRole("button", { name: /menu/i }).first().click();
    await page.getByRole("dialog").getByRole("link", { name: words.linkLabel, exact: true }).click();
    await expect(page).toHaveURL(`${site}${searchPath}`);
  });

  test("a shared address with ?q= shows the results, and a word nowhere says so", async ({ page }) => {
    await page.goto(`${site}${searchPath}?q=${encodeURIComponent(WORD)}`);
    await expect(results(page).first().getByRole("link")).toHaveAttribute("href", ARTICLE);
    const nothing = "zzqxjvk";
    await page.getByRole("searchbox", { name: words.fieldLabel }).fill(nothing);
    await page.getByRole("button", { name: words.submitLabel }).click();
    await expect(page.getByRole("status")).toHaveText(fill(words.noResults, { query: nothing }));
    await expect(page.getByRole("list", { name: words.resultsLabel })).toBeHidden();
  });

  test.describe(() => {
    test.use({ allowedConsole: allowText(/Content Security Policy/i) });
    test("searching violates no Content-Security-Policy", async ({ page }) => {
      const violations = await collectCspViolations(page);
      await page.goto(`${site}${searchPath}`);
      await page.getByRole("searchbox", { name: words.fieldLabel }).fill(WORD);
      await expect(results(page).first().getByRole("link")).toHaveAttribute("href", ARTICLE);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  });

  test("the index holds the pages, articles and case studies; not list, tag, draft, scheduled, 404 or search pages", async ({ page }) => {
    await page.goto(`${site}${searchPath}`);
    const urls = await page.evaluate(
      async (kinds) => {
        const pagefind = (await import("/pagefind/pagefind.js" as string)) as {
          init: () => Promise<void>;
          search: (q: null, o: object) => Promise<{ results: { data: () => Promise<{ url: string }> }[] }>;
        };
        await pagefind.init();
        const all = await pagefind.search(null, { filters: { kind: { any: kinds } } });
        return Promise.all(all.results.map(async (r) => (await r.data()).url));
      },
      [words.pageKind, kindOf("articles"), kindOf("case-studies")],
    );
    expect(urls).toContain("/");
    expect(urls).toContain("/about/");
    expect(urls).toContain(ARTICLE);
    expect(urls).toContain("/case-studies/rebuilding-the-ordering-platform/");
    expect(urls).toContain("/impressum/");
    const unwanted = urls.filter((url) =>
      /\/tags\/|\/page\/\d|^\/articles\/$|^\/case-studies\/$|draft-notes|scheduled-announcement|404|\/contact\/thanks\/|^\/search\/$/.test(
        url,
      ),
    );
    expect(unwanted, "pages that should not be searched").toEqual([]);
  });
});

test.describe("more than ten results @once", () => {
  test("are shown as ten, twenty, then the rest, by the button, which is then gone; focus goes to the first one added", async ({
    page,
  }) => {
    expect(openings, "the long-content build's published job openings").toBeGreaterThan(20);
    await page.goto(`${site}${searchPath}?q=${MANY}`);
    const more = page.getByRole("button", { name: words.moreResults });
    await expect(page.getByRole("status")).toHaveText(showing(10));
    await expect(results(page)).toHaveCount(10);
    await more.click();
    await expect(results(page)).toHaveCount(20);
    await expect(page.getByRole("status")).toHaveText(showing(20));
    await expect(results(page).nth(10).getByRole("link"), "the first result added").toBeFocused();
    await more.click();
    await expect(results(page)).toHaveCount(openings);
    await expect(page.getByRole("status")).toHaveText(showing(openings));
    await expect(results(page).nth(20).getByRole("link")).toBeFocused();
    await expect(more).toBeHidden();
    const hrefs = await results(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(hrefs).size, "every result once").toBe(openings);
  });

  test("by keyboard: Enter and Space on the button, and Tab from the first result added goes on to the next", async ({ page }) => {
    await page.goto(`${site}${searchPath}`);
    const field = page.getByRole("searchbox", { name: words.fieldLabel });
    await field.fill(MANY);
    await field.press("Enter");
    await expect(page.getByRole("status")).toHaveText(showing(10));
    const more = page.getByRole("button", { name: words.moreResults });
    const tabTo = async (target: typeof more) => {
      for (let i = 0; i < 30 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
    };
    await tabTo(more);
    await page.keyboard.press("Enter");
    await expect(results(page).nth(10).getByRole("link")).toBeFocused();
    await expect(page.getByRole("status")).toHaveText(showing(20));
    await page.keyboard.press("Tab");
    await expect(results(page).nth(11).getByRole("link")).toBeFocused();
    await tabTo(more);
    await page.keyboard.press(" ");
    await expect(results(page).nth(20).getByRole("link")).toBeFocused();
    await expect(page.getByRole("status")).toHaveText(showing(openings));
    await expect(more).toBeHidden();
  });

  for (const colorScheme of ["light", "dark"] as const)
    test(`with the button, the page has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${site}${searchPath}?q=${MANY}`);
      await expect(page.getByRole("button", { name: words.moreResults })).toBeVisible();
      await page.getByRole("button", { name: words.moreResults }).focus();
      const { violations } = await analyzeAccessibility(page);
      expect(violations, `axe with the button shown, ${colorScheme} theme:\n\n${formatViolations(violations)}\n`).toEqual([]);
    });
});

test.describe("without scripts @once", () => {
  test.use({ javaScriptEnabled: false });
  test("the form opens the web search restricted to the site, and says so", async ({ page }) => {
    await page.goto(`${site}${searchPath}`);
    // Playwright's text and role queries skip <noscript>, which shows with scripts off.
    const note = page.locator("form[role=search] noscript p");
    await expect(note).toHaveText(words.noScriptNote);
    await expect(note).toBeVisible();
    const opened = new Promise<URL>((resolve) => {
      void page.route(`${words.engine.url}**`, (route) => {
        resolve(new URL(route.request().url()));
        void route.fulfill({ body: "web search", contentType: "text/plain" });
      });
    });
    await page.getByRole("searchbox", { name: words.fieldLabel }).fill(WORD);
    await page.getByRole("button", { name: words.submitLabel }).click();
    const url = await opened;
    expect(`${url.origin}${url.pathname}`).toBe(words.engine.url);
    expect(url.searchParams.get(words.engine.queryParameter)).toBe(WORD);
    expect(url.searchParams.get(words.engine.siteParameter), "the site's host").toMatch(/^[\w.-]+(:\d+)?$/);
  });
});

test.describe("each language its own index @once", () => {
  const german = wordsIn(languagesFixture.contentDir, "de");
  const arabic = wordsIn(languagesFixture.contentDir, "ar");

  test("the German index finds German pages only", async ({ page }) => {
    // "Datenschutz" is in the German privacy policy; "privacy" in the English one.
    await page.goto(`${languagesURL}/de/${german.address}/?q=Datenschutz`);
    const list = page.getByRole("list", { name: german.resultsLabel });
    await expect(list.getByRole("link").first()).toBeVisible();
    const hrefs = await list.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(
      hrefs.filter((href) => !href.startsWith("/de/")),
      "results outside German pages",
    ).toEqual([]);
    await page.getByRole("searchbox", { name: german.fieldLabel }).fill("privacy");
    await page.getByRole("button", { name: german.submitLabel }).click();
    await expect(page.getByRole("status")).toHaveText(fill(german.noResults, { query: "privacy" }));
  });

  /**
   * Pagefind answering with `count` results for any words (the Arabic build has no word on exactly 3 or 11 of its pages):
   * the page's own script and words do the rest.
   */
  const answerWith = (page: Page, count: number) =>
    page.route("**/pagefind/pagefind.js", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `export const options = async () => {};
          export const init = async () => {};
          export const search = async () => ({ results: Array.from({ length: ${count} }, (_, i) => ({
            data: async () => ({ url: "/ar/" + (i + 1) + "/", meta: { title: "صفحة " + (i + 1) }, excerpt: "نص" }),
          })) });`,
      }),
    );

  test("Arabic counts take Arabic's forms: few for 3, many for 11, written in Arabic digits", async ({ page }) => {
    const query = "تصميم";
    const at = `${languagesURL}/ar/${arabic.address}/?q=${encodeURIComponent(query)}`;
    await answerWith(page, 3);
    await page.goto(at);
    await expect(page.getByRole("status")).toHaveText(fill(arabic.results.few!, { count: "٣", query }));
    await expect(page.getByRole("list", { name: arabic.resultsLabel }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("button", { name: arabic.moreResults })).toBeHidden();

    await page.unrouteAll();
    await answerWith(page, 11);
    await page.goto(at);
    await expect(page.getByRole("status")).toHaveText(fill(arabic.shownResults.many!, { shown: "١٠", count: "١١", query }));
    await page.getByRole("button", { name: arabic.moreResults }).click();
    await expect(page.getByRole("status")).toHaveText(fill(arabic.results.many!, { count: "١١", query }));
    await expect(page.getByRole("list", { name: arabic.resultsLabel }).getByRole("listitem")).toHaveCount(11);
  });

  test("Arabic results read right to left", async ({ page }) => {
    await page.goto(`${languagesURL}/ar/${arabic.address}/?q=${encodeURIComponent("الخصوصية")}`);
    const first = page.getByRole("list", { name: arabic.resultsLabel }).getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", /^\/ar\//);
    expect(await first.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  });
});

engineTest(`a word of one article's body lists that article first ${engines}`, async ({ tab, longContentOverHttps: origin }) => {
  await tab.goto(`${origin}${searchPath}?q=${encodeURIComponent(WORD)}`);
  await expectInPage(
    tab,
    () => document.querySelector("[data-search-results] li a")?.getAttribute("href") ?? null,
    null,
    ARTICLE,
    "the first result",
  );
});

/** The results shown, the status, and whether the focus is on the link of result `focused` (from 0) or the button. */
const searchState = (tab: EngineTab) =>
  tab.evaluate(
    () => ({
      shown: document.querySelectorAll("[data-search-results] li").length,
      status: document.querySelector("[data-search-status]")?.textContent ?? "",
      focused: [...document.querySelectorAll("[data-search-results] li a")].indexOf(document.activeElement as Element),
      onButton: document.activeElement?.matches("[data-search-more]") ?? false,
      button: !(document.querySelector("[data-search-more]") as HTMLElement).hidden,
    }),
    null,
  );

engineTest(
  `more than ten results are shown ten at a time, by the button and by keyboard ${engines}`,
  async ({ tab, longContentOverHttps: origin }) => {
    await tab.goto(`${origin}${searchPath}?q=${MANY}`);
    await expect.poll(() => searchState(tab)).toMatchObject({ shown: 10, status: showing(10), button: true });
    await clickOn(tab, "[data-search-more]");
    await expect.poll(() => searchState(tab)).toEqual({ shown: 20, status: showing(20), focused: 10, onButton: false, button: true });
    for (let i = 0; i < 30 && !(await searchState(tab)).onButton; i += 1) await tab.press("Tab");
    expect((await searchState(tab)).onButton, `the button is reached with Tab (${tab.engine})`).toBe(true);
    // Firefox's synthesized Enter (and Space) reaches the button (keydown, keypress, keyup) but, over WebDriver BiDi,
    // never activates it: there the button is clicked, and Chromium's test above presses both keys.
    if (tab.engine === "firefox") await clickOn(tab, "[data-search-more]");
    else await tab.press("Enter");
    await expect
      .poll(() => searchState(tab))
      .toEqual({ shown: openings, status: showing(openings), focused: 20, onButton: false, button: false });
  },
);
