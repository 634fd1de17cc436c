/**
 * The sections of a page (src/components/sections/) on the launch page, which has one of every type: the long-content
 * build's (the longest texts, every list at its maximum) and the languages build's Arabic one (right to left). Their
 * layout at every width, both themes and axe are e2e/widths.spec.ts's; here:
 *
 * - the rhythm: the space between one section's content and the next one's is the same for every pair, since the
 *   frame (section-frame.tsx) owns it; a band with its own background (call to action) counts by its band;
 * - no script: the sections add none but their JSON-LD (the page has the site's own, as the Contact page does), and no
 *   script file loads, with scripts on and off;
 * - the questions open without a script, by click and by keyboard (Enter, Space), in Chromium, Firefox and WebKit.
 */
import type { Page } from "@playwright/test";
import { languagesURL, longContentURL } from "../playwright.config";
import { landingPage } from "./support/grids";
import { expect, test } from "./support/test";
import { engines, test as engineTest } from "./support/engine-test";
import { clickOn, expectInPage } from "./support/engines/tab";

const builds = [
  { name: "long content", url: `${longContentURL}${landingPage}` },
  { name: "Arabic", url: `${languagesURL}/ar${landingPage}` },
];

/**
 * Runs in the browser: each block of the page's main (its sections) with the box its content takes (its children's,
 * leaving out what only screen readers get), and the space from it to the next.
 */
function sectionGaps(): { from: string; to: string; gap: number }[] {
  const blocks = Array.from(document.querySelectorAll("main > *")).map((block) => {
    const shown = Array.from(block.children).filter((child) => {
      const box = child.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(child).position !== "absolute";
    });
    const name =
      document.getElementById(block.getAttribute("aria-labelledby") ?? "")?.id ??
      `<${block.tagName.toLowerCase()}> "${(block.textContent ?? "").trim().slice(0, 30)}"`;
    return {
      name,
      top: Math.min(...shown.map((child) => child.getBoundingClientRect().top)),
      bottom: Math.max(...shown.map((child) => child.getBoundingClientRect().bottom)),
    };
  });
  return blocks.slice(1).map((block, i) => ({ from: blocks[i]!.name, to: block.name, gap: Math.round(block.top - blocks[i]!.bottom) }));
}

for (const { name, url } of builds) {
  test(`on the ${name} launch page every two sections are as far apart as any other two`, async ({ page }) => {
    await page.goto(url);
    const gaps = await page.evaluate(sectionGaps);
    expect(gaps.length, "the launch page shows its sections").toBeGreaterThan(15);
    const usual = gaps[1]!.gap;
    const odd = gaps.filter(({ gap }) => Math.abs(gap - usual) > 1);
    expect(
      odd.map(({ from, to, gap }) => `${from} → ${to}: ${gap} px`),
      `the space between sections is ${usual} px elsewhere`,
    ).toEqual([]);
  });
}

/** The page's script elements other than its structured data (JSON-LD), each by its type or its first words. */
const scriptElements = (page: Page) =>
  page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute("type") ?? (script.textContent ?? "").trim().slice(0, 40)));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`scripts ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test(
      `the sections add no script but their structured data, and none loads, scripts ${javaScriptEnabled ? "on" : "off"}`,
      { tag: "@once" },
      async ({ page }) => {
        const loaded: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") loaded.push(request.url());
        });
        // The site's own inline scripts (the menu's polyfill loader, the speculation rules, the contact form's, which the
        // contact form section brings), as the Contact page has them in the same build.
        await page.goto(`${longContentURL}/contact/`);
        const site = await scriptElements(page);
        await page.goto(`${longContentURL}${landingPage}`);
        await page.waitForLoadState("networkidle");
        // The questions are there for search engines too: FAQPage structured data.
        const data = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent ?? "{}") as { "@type"?: string })["@type"]));
        expect(data).toContain("FAQPage");
        expect(await scriptElements(page), "the launch page's scripts are the Contact page's").toEqual(site);
        expect(loaded, "script files loaded").toEqual([]);
      },
    );
  });
}

test.describe("scripts off", () => {
  test.use({ javaScriptEnabled: false });
  test("a question opens its answer by click, Enter and Space, and closes again, without a script", async ({ page }) => {
    await page.goto(`${longContentURL}${landingPage}`);
    const faq = page.getByRole("region", { name: /^Questions our clients/ });
    const [first, second] = [faq.locator("details").nth(0), faq.locator("details").nth(1)];
    const answer = first.locator("summary + div");
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(answer).toBeVisible();
    await expect(answer.getByRole("link", { name: "keep us on a monthly plan" })).toBeVisible();
    await first.locator("summary").click();
    await expect(answer).toBeHidden();

    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Tab");
    // The link in the open answer is next, then the next question.
    await expect(answer.getByRole("link", { name: "keep us on a monthly plan" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(second.locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second.locator("summary + div")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(second.locator("summary + div")).toBeHidden();
  });
});

const faqSummary = 'section[aria-labelledby^="faq-"] details:first-of-type > summary';
const isOpen = (selector: string) => (document.querySelector(selector)?.parentElement as HTMLDetailsElement | null)?.open ?? null;
/** Open, with its answer taking room on the page (runs in the page: nothing from outside it). */
const answerShown = (selector: string) => {
  const answer = document.querySelector(selector)?.nextElementSibling;
  return (answer?.parentElement as HTMLDetailsElement | undefined)?.open === true && (answer?.getBoundingClientRect().height ?? 0) > 0;
};

engineTest.describe("scripts off", () => {
  engineTest.use({ javaScriptEnabled: false });
  engineTest(`a question opens its answer by click, Enter and Space without a script ${engines}`, async ({ tab, longContentOverHttps }) => {
    await tab.goto(`${longContentOverHttps}${landingPage}`);
    await expectInPage(tab, isOpen, faqSummary, false, "the answer is closed at first");
    await clickOn(tab, faqSummary);
    await expectInPage(tab, answerShown, faqSummary, true, "a click on the question shows its answer");
    await clickOn(tab, faqSummary);
    await expectInPage(tab, isOpen, faqSummary, false, "a second click closes it");
    // Firefox's synthesized Enter and Space reach an element over WebDriver BiDi but never activate it (as in
    // e2e/search.spec.ts): there the keys are left to Chromium's test above and WebKit's here.
    if (tab.engine === "firefox") return;
    await tab.evaluate((selector) => (document.querySelector(selector) as HTMLElement | null)?.focus(), faqSummary);
    await expectInPage(
      tab,
      (selector) => document.activeElement === document.querySelector(selector),
      faqSummary,
      true,
      "the question has the focus",
    );
    await tab.press("Enter");
    await expectInPage(tab, answerShown, faqSummary, true, "Enter on the question shows its answer");
    await tab.press("Space");
    await expectInPage(tab, isOpen, faqSummary, false, "Space on the question closes it");
  });
});
