/**
 * A site in several languages, on the languages build (test/fixture-languages.ts: the real content
 * in English, German and Arabic, Arabic right to left), as visitors and search engines meet it:
 *
 * - every page's <html lang dir>, its title, and the same page in the other languages: `hreflang`
 *   alternates that each point back, `x-default`, the canonical address, og:locale, and the
 *   switcher's links; the sitemap lists the same alternates (read from the served HTML, @once);
 * - an unknown address under a language's code answers 404 with that language's 404 page;
 * - the switcher: a popover in the header from 1024 px, the mobile menu below, each language named
 *   in itself with `lang` and `hreflang`, leading to the same page in it, with no script;
 * - right to left: the Arabic page reads from the right (logo, links, cards, steps, footer), the
 *   menu slides in from the left (its inline end), and phone numbers and e-mail addresses stay
 *   left to right (code too: src/lib/__tests__/markdown.test.ts).
 *
 * The layout at every width, with axe, is e2e/widths.spec.ts's "widths-languages" project.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { languagesURL } from "../playwright.config";
import { languages as languagesFixture } from "../test/fixture-builds";
import { contentIn, dataOf, loadContent, settingsOf, type ContentModel } from "../src/content-model/load";
import { planIn, planSite, sitePagesOf } from "../src/content-model/publish";
import { jobOpenings } from "../src/content-model/registry";
import { fillTemplate } from "../src/lib/entry-text";
import { localizedRoute } from "../src/lib/languages";
import { menu, settleAnimations } from "./support/page";
import { expect, test } from "./support/test";

test.use({ baseURL: languagesURL });

type Settings = { brand: string; titleSuffix: string; siteUrl: string; locale: string; languagesLabel: string; openMenuLabel: string };
type Titled = { title: string };

/** The build's own content (written before the build; read once a test needs it). */
let model: ContentModel | undefined;
const content = () => (model ??= loadContent(languagesFixture.contentDir));
const languages = () => content().languages;
const defaultCode = () => languages()[0]!.code;
const own = (code: string) => contentIn(content(), code);
const settingsIn = (code: string) => settingsOf<Settings>(own(code))!;
/** A page's data in a language ("pages/about.yaml"). */
const pageIn = <T>(code: string, file: string) => dataOf(own(code), file) as T;
const titleOf = (code: string, title: string) => `${title} | ${settingsIn(code).brand} – ${settingsIn(code).titleSuffix}`;

/** Every page of a language: its route (the default language's path) and its title in that language. */
function pagesIn(code: string): { route: string; title: string }[] {
  const builtIn = {
    "/": "pages/home.yaml",
    "/about/": "pages/about.yaml",
    "/services/": "pages/services.yaml",
    "/contact/": "pages/contact.yaml",
  };
  return [
    ...Object.entries(builtIn).map(([route, file]) => ({ route, title: pageIn<Titled>(code, file).title })),
    ...[pageIn<Titled & { address: string }>(code, "pages/search.yaml")].map((search) => ({
      route: `/${search.address}/`,
      title: search.title,
    })),
    ...sitePagesOf(own(code)).map((page) => ({ route: `/${page.address}/`, title: page.title })),
    ...peopleAndOpeningsIn(code),
  ];
}

/** The careers page, the job openings and the people's pages of a language, with their titles in it. */
function peopleAndOpeningsIn(code: string): { route: string; title: string }[] {
  const plan = planIn(planSite(content()), code)!;
  const careers = plan.lists.find((list) => list.folder === jobOpenings)!;
  const people = pageIn<{ id: string; name: string; role: string }[]>(code, "people.yaml");
  const personTitle = pageIn<{ title: string }>(code, "pages/people.yaml").title;
  return [
    { route: `${careers.route}/`, title: (careers.words as Titled).title },
    ...careers.entries.map((entry) => ({ route: `${entry.route}/`, title: entry.title })),
    ...plan.items.map((item) => {
      const person = people.find((p) => p.id === item.id)!;
      return { route: `${item.route}/`, title: fillTemplate(personTitle, { name: person.name, role: person.role }) };
    }),
  ];
}

/** What a page's HTML says about its language and its other languages. */
type Head = {
  lang: string | null;
  dir: string | null;
  title: string | null;
  canonical: string | null;
  /** hreflang → path (the site's address stripped from the absolute URL). */
  alternates: Record<string, string>;
  ogLocale: string | null;
  ogLocaleAlternates: string[];
  /** The switcher's links (header popover and mobile menu): hreflang → href, with their `lang`. */
  switcher: { hreflang: string; lang: string | null; href: string }[];
};

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null;
const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

function readHead(html: string, siteUrl: string): Head {
  const local = (url: string | null) => (url?.startsWith(siteUrl) ? url.slice(siteUrl.length) || "/" : url);
  const html1 = /<html\b[^>]*>/i.exec(html)?.[0] ?? "";
  const links = tags(html, /<link\b[^>]*>/gi);
  const metas = tags(html, /<meta\b[^>]*>/gi);
  return {
    lang: attr(html1, "lang"),
    dir: attr(html1, "dir"),
    title: decode(/<title\b[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? "") || null,
    canonical: local(links.map((l) => (attr(l, "rel") === "canonical" ? attr(l, "href") : null)).find(Boolean) ?? null),
    alternates: Object.fromEntries(
      links
        .filter((l) => attr(l, "rel") === "alternate" && attr(l, "hreflang"))
        .map((l) => [attr(l, "hreflang")!, local(attr(l, "href"))!]),
    ),
    ogLocale: metas.map((m) => (attr(m, "property") === "og:locale" ? attr(m, "content") : null)).find(Boolean) ?? null,
    ogLocaleAlternates: metas.filter((m) => attr(m, "property") === "og:locale:alternate").map((m) => attr(m, "content")!),
    switcher: tags(html, /<a\b[^>]*\shreflang="[^"]*"[^>]*>/gi).map((a) => ({
      hreflang: attr(a, "hreflang")!,
      lang: attr(a, "lang"),
      href: attr(a, "href")!,
    })),
  };
}

async function fetchHead(request: APIRequestContext, path: string): Promise<{ status: number; head: Head; html: string }> {
  const response = await request.get(path);
  const html = await response.text();
  return { status: response.status(), head: readHead(html, settingsIn(defaultCode()).siteUrl), html };
}

test.describe("every page in every language", { tag: "@once" }, () => {
  test("says its language and direction, and names the same page in the other languages, each naming it back", async ({ request }) => {
    const codes = languages().map((l) => l.code);
    expect(codes, "the languages build's languages").toEqual(["en", "de", "ar"]);
    expect(languages().find((l) => l.code === "ar")?.dir, "Arabic's direction, from Intl").toBe("rtl");
    const heads = new Map<string, Head>();
    for (const language of languages()) {
      for (const { route, title } of pagesIn(language.code)) {
        const path = localizedRoute(route, language.code, defaultCode());
        const { status, head } = await fetchHead(request, path);
        expect(status, path).toBe(200);
        expect([head.lang, head.dir], `<html lang dir> of ${path}`).toEqual([language.code, language.dir]);
        expect(head.title, `the title of ${path}`).toBe(titleOf(language.code, title));
        expect(head.canonical, `the canonical address of ${path}`).toBe(path);
        // The page in every language it exists in (all three here), and the default language's for everyone else.
        const inLanguages = languages().filter((other) => pagesIn(other.code).some((p) => p.route === route));
        expect(head.alternates, `the hreflang alternates of ${path}`).toEqual({
          ...Object.fromEntries(inLanguages.map((other) => [other.code, localizedRoute(route, other.code, defaultCode())])),
          "x-default": route,
        });
        expect(head.ogLocale, `og:locale of ${path}`).toBe(settingsIn(language.code).locale);
        expect(head.ogLocaleAlternates.sort(), `og:locale:alternate of ${path}`).toEqual(
          inLanguages
            .filter((other) => other.code !== language.code)
            .map((other) => settingsIn(other.code).locale)
            .sort(),
        );
        // The switcher (the header's popover, the menu, the no-script links) links the same pages, each in its own language.
        const others = inLanguages.filter((other) => other.code !== language.code);
        const expected = others.map((other) => ({ hreflang: other.code, lang: other.code, href: head.alternates[other.code] }));
        const distinct = [...new Set(head.switcher.map((link) => JSON.stringify(link)))].map((link) => JSON.parse(link) as unknown);
        expect(distinct, `the language links of ${path}`).toEqual(expected);
        heads.set(path, head);
      }
    }
    // Reciprocal: every alternate is a page of the site whose own alternates point back.
    for (const [path, head] of heads) {
      for (const [hreflang, target] of Object.entries(head.alternates)) {
        const back = heads.get(target);
        expect(back, `${path}'s ${hreflang} alternate ${target} is a page of the site`).toBeDefined();
        expect(back!.alternates[head.lang!], `${target} names ${path} as its ${head.lang} alternate`).toBe(path);
      }
    }
  });

  test("the sitemap lists every page with the same alternates as its head", async ({ request }) => {
    const siteUrl = settingsIn(defaultCode()).siteUrl;
    const xml = await (await request.get("/sitemap.xml")).text();
    const entries = new Map(
      [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => {
        const loc = /<loc>([^<]*)<\/loc>/.exec(body!)?.[1] ?? "";
        const links = tags(body!, /<xhtml:link\b[^>]*>/g).map((l) => [attr(l, "hreflang")!, attr(l, "href")!.slice(siteUrl.length)]);
        return [loc.slice(siteUrl.length), Object.fromEntries(links)];
      }),
    );
    const expected = new Map<string, Record<string, string>>();
    for (const language of languages())
      for (const { route } of pagesIn(language.code)) {
        const path = localizedRoute(route, language.code, defaultCode());
        expected.set(path, (await fetchHead(request, path)).head.alternates);
      }
    expect(new Map([...entries].sort()), "the sitemap's pages and their alternates").toEqual(new Map([...expected].sort()));
  });

  test("an unknown address under a language's code answers 404 with that language's 404 page", async ({ request }) => {
    for (const language of languages()) {
      const notFound = pageIn<{ title: string; heading: string; homeLink: { label: string } }>(language.code, "pages/not-found.yaml");
      for (const path of [
        localizedRoute("/no-such-page/", language.code, defaultCode()),
        localizedRoute("/about/no-such-page", language.code, defaultCode()),
      ]) {
        const { status, head, html } = await fetchHead(request, path);
        expect(status, path).toBe(404);
        expect([head.lang, head.dir], `<html lang dir> of the page at ${path}`).toEqual([language.code, language.dir]);
        expect(head.title, `the title at ${path}`).toBe(titleOf(language.code, notFound.title));
        expect(html, `the heading at ${path}`).toContain(`>${notFound.heading}</h1>`);
        expect(html, `the link home at ${path}`).toMatch(
          new RegExp(`<a\\b[^>]*\\shref="${localizedRoute("/", language.code, defaultCode())}"[^>]*>${notFound.homeLink.label}</a>`),
        );
      }
    }
  });
});

/** The switcher's links in `within`, as a visitor reads them: name, lang, hreflang, address. */
async function languageLinks(within: Locator) {
  return within.getByRole("link").evaluateAll((links) =>
    links.map((a) => ({
      name: a.textContent?.trim(),
      lang: a.getAttribute("lang"),
      hreflang: a.getAttribute("hreflang"),
      path: new URL((a as HTMLAnchorElement).href).pathname,
    })),
  );
}

/** The other languages' links a page's switcher must show: each named in itself, leading to `route` in it. */
const expectedLinks = (code: string, route: string) =>
  languages()
    .filter((l) => l.code !== code)
    .map((l) => ({ name: l.name, lang: l.code, hreflang: l.code, path: localizedRoute(route, l.code, defaultCode()) }));

const heading1 = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 });

test.describe("the language switcher, with no script", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "in the header from 1024 px: a button with the page's language shows the others, each leading to the same page",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/ar/about/");
      const ar = settingsIn("ar");
      const button = page.getByRole("banner").getByRole("button", { name: `${ar.languagesLabel}: العربية`, exact: true });
      await expect(button).toBeVisible();
      const popover = page.getByRole("navigation", { name: ar.languagesLabel, exact: true }).filter({ visible: true });
      await expect(popover).toHaveCount(0);
      await button.click();
      await expect(popover).toBeVisible();
      expect(await languageLinks(popover)).toEqual(expectedLinks("ar", "/about/"));
      // Under its button, inside the window, on the Arabic page's inline end (its left).
      const [box, buttonBox] = [await popover.boundingBox(), await button.boundingBox()];
      expect(box!.x, "the popover's left edge").toBeGreaterThanOrEqual(0);
      expect(box!.x, "the popover starts where its button does, or further left").toBeLessThanOrEqual(buttonBox!.x + 1);
      expect(box!.y, "the popover is below its button").toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height - 1);

      await popover.getByRole("link", { name: "Deutsch", exact: true }).click();
      await expect(page).toHaveURL(/\/de\/about\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(heading1(page)).toHaveText(pageIn<{ sections: { heading: string }[] }>("de", "pages/about.yaml").sections[0]!.heading);
      await page
        .getByRole("banner")
        .getByRole("button", { name: `${settingsIn("de").languagesLabel}: Deutsch`, exact: true })
        .click();
      expect(
        await languageLinks(page.getByRole("navigation", { name: settingsIn("de").languagesLabel, exact: true }).filter({ visible: true })),
      ).toEqual(expectedLinks("de", "/about/"));
    },
  );

  test("in the mobile menu below 1024 px, which slides in from the inline end: the left in Arabic", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/ar/services/");
    const ar = settingsIn("ar");
    await expect(page.getByRole("button", { name: `${ar.languagesLabel}: العربية`, exact: true }), "the header's switcher").toBeHidden();
    const m = menu(page);
    const openButton = page.getByRole("button", { name: ar.openMenuLabel, exact: true });
    // Pressed and measured in one step (mobile-menu.spec.ts): the panel starts outside the window on its left.
    const start = await openButton.evaluate((button) => {
      (button as HTMLButtonElement).click();
      const box = document.getElementById(button.getAttribute("commandfor") ?? "")!.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
    expect(start.right, "the panel's right edge as it starts to slide in").toBeLessThanOrEqual(1);
    await expect(m.dialog).toBeVisible();
    await settleAnimations(m.dialog);
    expect((await m.dialog.boundingBox())!.x, "the open panel's left edge").toBe(0);

    const nav = m.dialog.getByRole("navigation", { name: ar.languagesLabel, exact: true });
    expect(await languageLinks(nav)).toEqual(expectedLinks("ar", "/services/"));
    // Each language's name starts where the menu's other links start: at their right.
    const rightOf = (link: Locator) => link.evaluate((a) => Math.round((a.firstElementChild ?? a).getBoundingClientRect().right));
    const firstPage = m.dialog.getByRole("navigation").first().getByRole("link").first();
    const pageTextRight = await firstPage.evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a);
      return Math.round(range.getBoundingClientRect().right);
    });
    for (const link of await nav.getByRole("link").all())
      expect(await rightOf(link), `where "${await link.textContent()}" ends`).toBe(pageTextRight);

    await nav.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/services\/$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(heading1(page)).toHaveText(
      pageIn<{ sections: { heading: string }[] }>(defaultCode(), "pages/services.yaml").sections[0]!.heading,
    );
  });
});

/** The left edges of `locator`'s elements, in document order. */
const lefts = (locator: Locator) => locator.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));

/** Whether the characters of `text` inside `within` are laid out left to right on screen (first character leftmost). */
async function readsLeftToRight(within: Locator, text: string): Promise<boolean> {
  return within.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? "").indexOf(wanted);
      if (at === -1) continue;
      const x = (offset: number) => {
        const range = document.createRange();
        range.setStart(node!, offset);
        range.setEnd(node!, offset + 1);
        return range.getBoundingClientRect().left;
      };
      // Each character left of the next: "+1 (646) 555-0142" in its own order.
      return Array.from({ length: wanted.length - 1 }, (_, i) => x(at + i) < x(at + i + 1)).every(Boolean);
    }
    throw new Error(`"${wanted}" is not in the element`);
  }, text);
}

test.describe("right to left", { tag: "@desktop" }, () => {
  test("the Arabic home page reads from the right: logo, links, cards, steps and footer", async ({ page }) => {
    await page.goto("/ar/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const header = page.getByRole("banner");
    const logo = header.getByRole("link", { name: settingsIn("ar").brand }).first();
    const nav = header.getByRole("navigation").first();
    expect((await logo.boundingBox())!.x, "the logo is right of the links").toBeGreaterThan((await nav.boundingBox())!.x);
    const descending = (xs: number[]) => xs.every((x, i) => i === 0 || x < xs[i - 1]!);
    expect(descending(await lefts(nav.getByRole("link"))), "the header's links, first on the right").toBe(true);
    const main = page.getByRole("main");
    const firstRow = async (items: Locator) => {
      const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((b) => ({ x: b.left, y: b.top })));
      return boxes.filter((b) => Math.abs(b.y - boxes[0]!.y) < 2).map((b) => Math.round(b.x));
    };
    const cards = await firstRow(main.getByRole("article"));
    expect(cards.length, "service cards side by side").toBeGreaterThan(1);
    expect(descending(cards), "the service cards, first on the right").toBe(true);
    const steps = await firstRow(main.locator("ol > li"));
    expect(steps.length, "steps side by side").toBeGreaterThan(1);
    expect(descending(steps), "the steps, first on the right").toBe(true);
    const footer = page.getByRole("contentinfo");
    const columns = await lefts(footer.locator(":scope > div:first-child > *"));
    expect(descending(columns), "the footer's columns, the blurb on the right").toBe(true);
  });

  test("phone numbers and e-mail addresses stay left to right in Arabic text", async ({ page }) => {
    const { contact } = settingsOf<{ contact: { email: string; phone: string } }>(own("ar"))!;
    await page.goto("/ar/contact/");
    const footer = page.getByRole("contentinfo");
    const cards = page.getByRole("region", { name: pageIn<{ cards: { heading: string } }>("ar", "pages/contact.yaml").cards.heading });
    for (const token of [contact.phone, contact.email]) {
      expect(await readsLeftToRight(footer, token), `"${token}" in the footer`).toBe(true);
      expect(await readsLeftToRight(cards, token), `"${token}" in the contact cards`).toBe(true);
    }
    const form = page.getByRole("main").locator("form");
    expect(await readsLeftToRight(form, contact.phone), "the phone number in the form's note").toBe(true);
    await expect(form.getByRole("textbox").first(), "the e-mail field").toHaveCSS("direction", "ltr");
    await page.goto("/ar/privacy-policy/");
    expect(await readsLeftToRight(page.getByRole("main"), contact.phone), "the phone number in a created page's text").toBe(true);
  });
});
