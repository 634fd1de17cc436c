/**
 * The layout holds for any content at every width from 320 to 1920 px. Runs in three projects:
 * "widths" on the real content, "widths-long-content" on the site built from
 * test/fixtures/long-content (80-character titles, long compound words and web addresses) with
 * every list as long as its range allows, and "widths-lists" on the real content with every list
 * at its minimum and the grids of cards at awkward counts (7 service cards, 4 steps, 3 statistics,
 * 1 mission card; test/fixture-builds.ts). Each page (the 404 page too; on the lists build the
 * pages with lists) is opened once with touch and resized through 320–768 px, and once without
 * and resized through 1024–1920 px; at each width one pass over the rendered page checks:
 *
 * - the document does not scroll sideways, and no element's content is wider than the element;
 * - no e-mail address, phone number or button label is broken over two lines;
 * - on touch widths every visible link and button is at least 24 × 24 px, footer links 44 px tall;
 * - the footer's plain-text entries do not look like its links (colour or weight) and show no
 *   pointer; links change on hover;
 * - every <section> and <article> has an accessible name, and axe (WCAG 2.2 AA) finds nothing
 *   (at 320 and 1280 px, one width of each layout: `axeWidth`); its colour rules (contrast) find
 *   nothing at every width, in the light and the dark theme;
 * - the grids of cards look finished: equal widths, balanced and centred rows, no card alone
 *   on a row (e2e/support/grids.ts); from 1024 px the header's links fit on one line.
 *
 * A fourth project, "widths-languages", runs the same tests (those tagged @languages) on the German
 * and Arabic pages of the languages build (test/fixture-languages.ts: the real content translated,
 * Arabic right to left), with every axe rule once per page at 1280 px (the layout checks and the
 * colour rules, in both themes, at every width).
 *
 * The pages editors create are checked where they differ: the real ones in "widths", and in
 * "widths-long-content" the ones written for that fixture (test/fixtures/long-content/site-pages/:
 * a table wider than a phone, a long line of code, a long web address, headings on three levels,
 * long titles), with both footer lists of pages at their maximum on every page of that build. That
 * build also has articles and case studies (the real content has none): its articles' list, the
 * page of the article with the most tags, the page of its longest tag, and the case study with
 * the most results and services are checked there.
 *
 * And one test per group of widths, on the real content, gives each grid every count in its range in turn
 * (as the build would lay it out, balanced-grid.ts) and checks the same.
 *
 * In Firefox and WebKit ("firefox" and "webkit" projects, e2e/support/engine-test.ts), the same
 * pass runs on the real content's pages, with scripts on and off, over HTTPS: one test per page,
 * which resizes one tab through every width. What those engines lay out differently is what
 * they check: everything `inspect` reads and the grids (no axe or hover there: Chromium's tests
 * cover what does not depend on the engine's layout).
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { layoutWidths, touchWidth } from "../test/widths";
import { analyzeAccessibility, colourRules, formatViolations } from "./support/axe";
import { countsOf, gridLayout, gridSelectors, gridsOnPages, resizeFor, wholeStylesheet, type GridName } from "./support/grids";
import { createdPages, search } from "./support/content";
import { defaultContent, loadContent } from "../src/content-model/load";
import { sitePagesOf } from "../src/content-model/publish";
import { longContentDir } from "../test/fixture-builds";
import { languagesDir, translatedLanguages } from "../test/fixture-languages";
import { longestEntryPages, openingAndPersonPages } from "./support/entry-pages";
import { frames, visit } from "./support/page";
import { allow404For, anyOf, expect, test } from "./support/test";
import { engines, test as engineTest, type EngineTab } from "./support/engine-test";

const notFoundPath = "/widths-not-found/";
/**
 * The site's own pages, one per component in src/pages/ (Gatsby's routes from file names; the 404
 * page is `notFoundPath`): a page added there is checked here without a change to this file.
 */
const builtInPages = readdirSync(resolve(__dirname, "../src/pages"))
  .filter((file) => /^[a-z][\w-]*\.tsx$/.test(file))
  .map((file) => (file === "index.tsx" ? "/" : `/${file.replace(/\.tsx$/, "")}/`))
  .sort((a, b) => a.length - b.length || a.localeCompare(b));
/**
 * The pages editors created that each project checks: the real ones (Privacy Policy, Terms of
 * Use …) on the real content; the long-content build's own (the real ones it also has are the
 * same pages); none in the lists build, which changes only lists.
 */
const createdIn: Record<string, ReadonlySet<string>> = {
  // With the careers page, which says there is no opening.
  widths: new Set([...createdPages.map((page) => page.path), ...openingAndPersonPages(resolve(__dirname, "../content"))]),
  "widths-long-content": new Set([
    ...sitePagesOf(defaultContent(loadContent(longContentDir))).map((page) => `/${page.address}/`),
    ...longestEntryPages(longContentDir),
  ]),
};
const created = new Set(Object.values(createdIn).flatMap((paths) => [...paths]));
const pages = [...builtInPages, `/${search.address}/`, ...created, notFoundPath];
/** The lists build changes only lists: the pages that show them (the header and footer are on all). */
const listPages = new Set(["/", "/about/", "/services/"]);
/**
 * The languages build's German and Arabic pages (the real content's pages, translated; the 404 page
 * of each language for an unknown address under its code), tested in "widths-languages" only
 * (@languages). axe runs there at one width: what it checks does not change with the width.
 */
const languagePages = [
  ...new Set(
    translatedLanguages.flatMap((code) => [
      ...[...builtInPages, `/${search.address}/`, ...createdIn.widths!, notFoundPath].map((path) => `/${code}${path}`),
      // Its people and openings, translated (the real content has none), and the pages it adds (the launch page).
      ...openingAndPersonPages(join(languagesDir, code)).map((path) => `/${code}${path}`),
      ...sitePagesOf(defaultContent(loadContent(join(languagesDir, "en")))).map((page) => `/${code}/${page.address}/`),
    ]),
  ),
];
const languagesAxeWidth = 1280;

type Findings = {
  documentOverflow: string | null;
  overflowing: string[];
  brokenTokens: string[];
  smallTargets: string[];
  shortFooterLinks: string[];
  lookAlikes: string[];
  unnamed: string[];
  navLines: number;
};

/**
 * Everything that can be read from the rendered page at once. Runs in the browser; `touch` says
 * whether the target-size rules apply.
 */
function inspect({ touch }: { touch: boolean }): Findings {
  const describe = (el: Element) => {
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    const cls = (el.getAttribute("class") ?? "").split(/\s+/).slice(0, 4).join(".");
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}> "${text}"`;
  };
  const rendered = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden") return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // Screen-reader-only text (Tailwind's sr-only: a 1 × 1 px box clipped to nothing) is not on screen.
  const srOnly = (el: Element | null, within: Element) => {
    for (let node = el; node && node !== within.parentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return true;
      const box = node.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) return true;
    }
    return false;
  };
  const onScreen = (el: Element) => rendered(el) && !srOnly(el, document.body) && !el.closest("dialog:not([open])");

  // 1. Nothing wider than the window or than its own box.
  const root = document.documentElement;
  const documentOverflow =
    root.scrollWidth > root.clientWidth ? `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window` : null;
  const wide: Element[] = [];
  for (const el of Array.from(document.body.querySelectorAll("*"))) {
    if (!onScreen(el) || el instanceof SVGElement) continue;
    const style = getComputedStyle(el);
    // Scroll and clip containers (text fields, overflow-hidden panels) may hold wider content by design.
    if (style.overflowX !== "visible" || style.display.startsWith("inline") || el.tagName === "TEXTAREA" || el.tagName === "INPUT")
      continue;
    if (el.scrollWidth > el.clientWidth + 1) wide.push(el);
  }
  // Name the innermost boxes only: their ancestors overflow because of them.
  const overflowing = wide
    .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
    .map((el) => `${describe(el)}: content ${el.scrollWidth} px wide in a ${el.clientWidth} px box`);

  // 2. Tokens that must stay on one line.
  const lineCount = (el: Element) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!(node.textContent ?? "").trim() || srOnly(node.parentElement, el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width < 1) continue;
        if (!tops.some((t) => Math.abs(t - rect.top) < rect.height / 2)) tops.push(rect.top);
      }
    }
    return tops.length;
  };
  const looksLikeButton = (el: Element) => {
    const style = getComputedStyle(el);
    return parseFloat(style.borderTopWidth) > 0 || !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor);
  };
  const tokens = Array.from(document.querySelectorAll("a[href^='mailto:'], a[href^='tel:'], button, a")).filter(
    (el) => onScreen(el) && (el.tagName === "BUTTON" || /^(mailto|tel):/.test(el.getAttribute("href") ?? "") || looksLikeButton(el)),
  );
  const brokenTokens = tokens.filter((el) => lineCount(el) > 1).map((el) => `${describe(el)} spans ${lineCount(el)} lines`);

  // 3. Target sizes on touch widths.
  const smallTargets: string[] = [];
  const shortFooterLinks: string[] = [];
  if (touch) {
    for (const el of Array.from(document.querySelectorAll("a[href], button"))) {
      if (!onScreen(el)) continue;
      const box = el.getBoundingClientRect();
      // WCAG 2.5.8's exception for a link inside a sentence (a created page's text): its size is
      // the line's. A link that is a block or a row of its own is not in a sentence.
      const block = el.parentElement?.closest("p, li, td, th, dd, blockquote");
      const inSentence =
        getComputedStyle(el).display === "inline" &&
        block !== null &&
        block !== undefined &&
        (block.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
      if (!inSentence && (box.width < 24 || box.height < 24))
        smallTargets.push(`${describe(el)} is ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px`);
      if (el.closest("footer") && box.height < 44) shortFooterLinks.push(`${describe(el)} is ${box.height.toFixed(1)} px tall`);
    }
  }

  // 4. Footer entries that are plain text must not look like the links beside them.
  const lookAlikes: string[] = [];
  const footer = document.querySelector("footer");
  if (footer) {
    const appearance = (el: Element) => {
      const s = getComputedStyle(el);
      return `${s.color} / ${s.fontWeight}`;
    };
    const links = Array.from(footer.querySelectorAll("li a")).filter(onScreen);
    const linkLooks = new Set(links.map(appearance));
    for (const item of Array.from(footer.querySelectorAll("li")).filter((li) => !li.querySelector("a") && onScreen(li))) {
      if (linkLooks.has(appearance(item))) lookAlikes.push(`${describe(item)} looks like a link (${appearance(item)})`);
      if (getComputedStyle(item).cursor === "pointer") lookAlikes.push(`${describe(item)} shows a pointer cursor`);
    }
    if (links.length === 0) lookAlikes.push("the footer has no links");
  }

  // 5. Regions and articles are named.
  const nameOf = (el: Element) => {
    const ids = (el.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
    const labelled = ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    return (el.getAttribute("aria-label") ?? labelled).trim();
  };
  const unnamed = Array.from(document.querySelectorAll("section, article, nav, aside, form"))
    .filter((el) => !nameOf(el))
    .map((el) => `${describe(el)} has no accessible name`);

  // 6. The header's links (shown from 1024 px) on one line.
  const headerNav = document.querySelector("header nav");
  const navLines =
    headerNav && onScreen(headerNav)
      ? new Set(
          Array.from(headerNav.querySelectorAll("a"))
            .filter(onScreen)
            .map((a) => Math.round(a.getBoundingClientRect().top)),
        ).size
      : 0;

  return { documentOverflow, overflowing, brokenTokens, smallTargets, shortFooterLinks, lookAlikes, unnamed, navLines };
}

/** Hovering a footer link changes how it looks (colour, underline or background). */
async function expectFooterLinkHoverChanges(page: Page): Promise<void> {
  const link = page.locator("footer li a").first();
  const look = () =>
    link.evaluate((a) => {
      const s = getComputedStyle(a);
      return `${s.color} ${s.textDecorationLine} ${s.backgroundColor}`;
    });
  await page.mouse.move(0, 0);
  const before = await look();
  await link.hover();
  await expect.poll(look, { message: "a footer link looks the same when hovered" }).not.toBe(before);
}

const list = (items: string[]) => items.map((i) => `  - ${i}`).join("\n");

/** Everything `inspect` and `gridLayout` found wrong `where`, as soft assertions (each is reported, none stops the test). */
function expectLayoutHolds(found: Findings, grids: string[], where: string) {
  expect.soft(found.documentOverflow, `the document scrolls sideways ${where}`).toBeNull();
  expect.soft(found.overflowing, `content wider than its box ${where}:\n${list(found.overflowing)}\n`).toEqual([]);
  expect.soft(found.brokenTokens, `e-mail, phone or button label on two lines ${where}:\n${list(found.brokenTokens)}\n`).toEqual([]);
  expect.soft(found.smallTargets, `links or buttons under 24 × 24 px ${where}:\n${list(found.smallTargets)}\n`).toEqual([]);
  expect.soft(found.shortFooterLinks, `footer links under 44 px tall ${where}:\n${list(found.shortFooterLinks)}\n`).toEqual([]);
  expect.soft(found.lookAlikes, `footer text that looks like a link ${where}:\n${list(found.lookAlikes)}\n`).toEqual([]);
  expect.soft(found.unnamed, `regions without a name ${where}:\n${list(found.unnamed)}\n`).toEqual([]);
  expect.soft(found.navLines, `the header's links ${where} are on ${found.navLines} lines`).toBeLessThanOrEqual(1);
  expect.soft(grids, `grids of cards that do not look finished ${where}:\n${list(grids)}\n`).toEqual([]);
}

/**
 * The widths in two groups, as the site lays itself out: with touch below 1024 px (the menu
 * button; phones and the tablet), and without from there (the header's links). Each page is
 * opened once per group and resized through the group's widths: the layout at a width does not
 * depend on the width the page was opened at (the stylesheet is the page's whole layout, and the
 * pages have no script that measures the window), and opening each page at each width cost a
 * third of the browser tests' time. axe runs once per group (see `axeWidth`).
 */
const layouts = [
  { touch: true, widths: layoutWidths.filter((width) => width < touchWidth) },
  { touch: false, widths: layoutWidths.filter((width) => width >= touchWidth) },
];
/**
 * Where every axe rule runs in each group (its colour rules run at every width): what the others
 * check (names, roles, focusable scroll areas, target sizes) changes where the layout's elements
 * change, at 1024 px, not from one width to the next; the narrowest phone (most wrapping, the
 * widest tables overflow) and a laptop stand for their groups. (e2e/accessibility.spec.ts runs
 * axe on the open mobile menu.) On the languages build every rule runs at 1280 px only: the
 * translations change words, not elements.
 */
const axeWidth = (touch: boolean, inLanguage: boolean) => (inLanguage ? (touch ? null : languagesAxeWidth) : touch ? 320 : 1280);

/** Resizes the window, then waits until every transition the new width started has ended. */
async function resize(page: Page, width: number, touch: boolean): Promise<void> {
  await page.setViewportSize({ width, height: touch ? 800 : 900 });
  await frames(page, 2);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

for (const { touch, widths } of layouts) {
  const range = `${widths[0]}–${widths.at(-1)} px`;
  test.describe(touch ? "touch widths" : "desktop widths", () => {
    test.use({
      viewport: { width: widths[0]!, height: touch ? 800 : 900 },
      isMobile: touch,
      hasTouch: touch,
      allowedConsole: anyOf(allow404For(notFoundPath), ...translatedLanguages.map((code) => allow404For(`/${code}${notFoundPath}`))),
    });

    // One test per page and group: each does a page's worth of work at each width, so a busy
    // machine slows each test a little instead of pushing one many-page test past its limit.
    for (const path of [...pages, ...languagePages]) {
      const inLanguage = languagePages.includes(path);
      test(`${path} holds its layout at ${widths.join(", ")} px${inLanguage ? " @languages" : ""}`, async ({ page }, testInfo) => {
        test.skip(testInfo.project.name === "widths-lists" && !listPages.has(path), "the lists build differs only in lists");
        test.skip(created.has(path) && !createdIn[testInfo.project.name]?.has(path), "a created page of another build");
        // Its launch page has every section type at its longest: axe in both themes at each width takes longest there.
        test.slow(testInfo.project.name === "widths-long-content" && path === "/launch/", "every section at its longest");
        await visit(page, path);
        for (const width of widths) {
          await resize(page, width, touch);
          const found = await page.evaluate(inspect, { touch });
          const grids = await page.evaluate(gridLayout, { selectors: gridSelectors, resize: null });
          expectLayoutHolds(found, grids, `on ${path} at ${width} px`);
          // Both themes (the system's, src/styles/dark.css) at every width: what shows, and on what,
          // changes with the width, so the rules that read colours run at each; every rule runs in the
          // light theme at the group's axe width (only colours differ between the themes).
          const everyRule = width === axeWidth(touch, inLanguage);
          for (const colorScheme of ["dark", "light"] as const) {
            await page.emulateMedia({ colorScheme });
            const axe = await analyzeAccessibility(page, colorScheme === "light" && everyRule ? undefined : colourRules);
            expect
              .soft(axe.violations, `axe on ${path} at ${width} px, ${colorScheme} theme:\n\n${formatViolations(axe.violations)}\n`)
              .toEqual([]);
          }
        }
        if (!touch && path === "/") await expectFooterLinkHoverChanges(page);
      });
    }

    test.describe(() => {
      // The whole stylesheet is added to the page (a page inlines only its own rules, and another
      // count needs the rules another build would have); the page's policy would refuse it, and this
      // test is about layout, not the policy (e2e/csp.spec.ts).
      test.use({ bypassCSP: true });
      test(`every grid of cards holds every count in its range at ${widths.join(", ")} px`, async ({ page }, testInfo) => {
        // Once, on the real content's pages; the grids the real content lacks, on the build that has them.
        const here = (Object.keys(gridsOnPages) as GridName[]).filter(
          (name) => (("build" in gridsOnPages[name] && gridsOnPages[name].build) || "widths") === testInfo.project.name,
        );
        test.skip(here.length === 0, "no grid of this build's");
        const problems: string[] = [];
        const byPage = new Map<string, GridName[]>();
        for (const name of here) {
          const path = gridsOnPages[name].pages[0];
          byPage.set(path, [...(byPage.get(path) ?? []), name]);
        }
        const stylesheet = wholeStylesheet();
        for (const [path, names] of byPage) {
          await visit(page, path);
          await page.addStyleTag({ content: stylesheet });
          for (const width of widths) {
            await resize(page, width, touch);
            for (const name of names) {
              for (const count of countsOf(name)) {
                const found = await page.evaluate(gridLayout, { selectors: gridSelectors, resize: resizeFor(name, count) });
                problems.push(...found.map((p) => `${count} ${name} on ${path} at ${width} px: ${p}`));
              }
            }
          }
        }
        expect(problems, `grids that do not look finished at ${range}:\n${list(problems)}\n`).toEqual([]);
      });
    });
  });
}

/** The real content's pages (created ones included) and the 404 page, as the "widths" project checks them. */
const enginePages = [...builtInPages, ...(createdIn.widths ?? []), notFoundPath];
/** The team on About, the careers page with openings, an opening and a person's page: the long-content build's. */
const longContentEnginePages = ["/about/", ...openingAndPersonPages(longContentDir)];

/** One tab resized through `widths`, the page's layout checked at each. */
async function holdsAtEveryWidth(tab: EngineTab, widths: readonly number[], where: (width: number) => string) {
  for (const width of widths) {
    const touch = width < touchWidth;
    await tab.resize(width, touch ? 800 : 900);
    const found = await tab.evaluate(inspect, { touch });
    const grids = await tab.evaluate(gridLayout, { selectors: gridSelectors, resize: null });
    expectLayoutHolds(found, grids, where(width));
  }
}

for (const javaScript of [true, false]) {
  engineTest.describe(`scripts ${javaScript ? "on" : "off"}`, () => {
    engineTest.use({ javaScriptEnabled: javaScript });
    // Without scripts only the phone and tablet header differs (the menu button, or the links in
    // its place where the browser lacks the declarative controls): those widths only.
    const widths = javaScript ? layoutWidths : layoutWidths.filter((width) => width < touchWidth);
    for (const path of enginePages) {
      engineTest(`${path} holds its layout at every width ${engines}`, async ({ tab, site }) => {
        await tab.goto(`${site}${path}`);
        await holdsAtEveryWidth(tab, widths, (width) => `on ${path} at ${width} px in ${tab.engine}, scripts ${javaScript ? "on" : "off"}`);
      });
    }
  });
}

engineTest.describe("people and job openings, scripts on", () => {
  for (const path of longContentEnginePages)
    engineTest(`${path} of the long-content build holds its layout at every width ${engines}`, async ({ tab, longContentOverHttps }) => {
      await tab.goto(`${longContentOverHttps}${path}`);
      await holdsAtEveryWidth(tab, layoutWidths, (width) => `on ${path} (long content) at ${width} px in ${tab.engine}`);
    });
});
