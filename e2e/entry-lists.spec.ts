/**
 * Articles and case studies as the long-content build publishes them (test/fixture-builds.ts: the
 * articles and case studies of test/fixtures/long-content/, with copies enough for a second page of
 * each list, a draft and an article dated in 2999):
 *
 * - the RSS feed, read by a feed parser someone else wrote (@rowanmanning/feed-parser): its
 *   entries newest first with absolute links, their days, tags and authors, and neither the draft
 *   nor the scheduled article; every page of the build names it for feed readers;
 * - the sitemap lists every published entry, list and tag page, and neither unpublished one, whose
 *   addresses answer 404;
 * - each entry page's head: its canonical address, an Open Graph article with its days, and its
 *   schema.org JSON-LD;
 * - in the browser: the header links both lists; a list leads to its second page and back; an
 *   article leads to its tags' pages, to the one published before it and to related ones; a case
 *   study's services lead to their cards on the Services page.
 *
 * The pages' layout at eight widths is e2e/widths.spec.ts's (the widths-long-content project).
 */
import fs from "node:fs";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { defaultContent, loadContent, type LoadedEntry } from "../src/content-model/load";
import { planSite, type Entry } from "../src/content-model/publish";
import { articles, caseStudies } from "../src/content-model/registry";
import { longContent, longContentPort, longContentPublic } from "../test/fixture-builds";
import { listFiles } from "../src/lib/list-files";
import { slug } from "../src/lib/slug";
import type { Locator } from "@playwright/test";
import { expect, test } from "./support/test";

const site = `http://127.0.0.1:${longContentPort()}`;
/** The build's day: the fixture dates its entries well before it, and one in 2999. */
const today = new Date().toISOString().slice(0, 10);
type Words = Record<string, unknown>;
let settings: { siteUrl: string };
let articlesPage: { address: string; feed: { title: string }; allLabel: string };
let casesPage: { address: string; entry: { servicesLabel: string } };
let published: Entry[];
let studies: Entry[];
let unpublished: LoadedEntry[];
// Read when the tests run, from the fixture build's content: listing the tests needs no build.
test.beforeAll(() => {
  const model = loadContent(longContent.contentDir);
  const content = defaultContent(model)!;
  const words = (file: string) => content.files.find((f) => f.path === file)!.data as Words;
  settings = words("settings.yaml") as typeof settings;
  articlesPage = words("pages/articles.yaml") as typeof articlesPage;
  casesPage = words("pages/case-studies.yaml") as typeof casesPage;
  peoplePage = words("pages/people.yaml") as typeof peoplePage;
  people = content.files.find((f) => f.path === "people.yaml")!.data as typeof people;
  const lists = planSite(model, today).languages[0]!.lists;
  published = lists.find((list) => list.folder === articles)!.entries;
  studies = lists.find((list) => list.folder === caseStudies)!.entries;
  unpublished = content.entries[articles.folder]!.filter((e) => !published.some((p) => p.name === e.name));
});
let peoplePage: { address: string };
let people: { id: string; name: string; links?: Record<string, string> }[];
/** The person an article names as its author (people.yaml), and their profiles in the order the page gives them. */
const author = (entry: { data: Readonly<Record<string, unknown>> }) => {
  const person = people.find((p) => p.id === entry.data.author)!;
  const links = person.links ?? {};
  return { ...person, sameAs: ["linkedin", "github", "website"].flatMap((kind) => (links[kind] ? [links[kind]] : [])) };
};
/** The texts of an entry's front-matter list. */
const valuesOf = (entry: { data: Readonly<Record<string, unknown>> }, field: string) => (entry.data[field] ?? []) as string[];
const built = (file: string) => fs.readFileSync(path.join(longContentPublic, file), "utf8");
const absolute = (route: string) => new URL(route, settings.siteUrl).href;
/** A head tag's attributes, whatever their order and whatever else Gatsby adds (data-gatsby-head). */
const headTags = (html: string, tag: "link" | "meta") =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))].map((m) =>
    Object.fromEntries([...m[0].matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  );
const metaContent = (html: string, property: string) => headTags(html, "meta").find((m) => m.property === property)?.content;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

test.describe("the long-content build's articles and case studies @once", () => {
  test("has a draft and a scheduled article the build leaves out, and more published ones than a page holds", () => {
    expect(unpublished.map((e) => [e.data?.draft === true, String(e.data?.date) > today])).toEqual(
      expect.arrayContaining([
        [true, false],
        [false, true],
      ]),
    );
    expect(published.length).toBeGreaterThan(articles.list!.perPage);
  });

  test("publishes an RSS feed a feed parser reads: the newest first, absolute links, their days, tags and authors, no draft or scheduled one", () => {
    const feed = parseFeed(built(`${articlesPage.address}/rss.xml`));
    expect(feed.meta).toEqual(expect.objectContaining({ type: "rss", version: "2.0" }));
    expect(feed.title).toBe(articlesPage.feed.title);
    expect(feed.url).toBe(absolute(`/${articlesPage.address}/`));
    expect(feed.self).toBe(absolute(`/${articlesPage.address}/rss.xml`));
    expect(feed.language).toBe("en");
    const expected = published.slice(0, 20);
    expect(feed.items.map((item) => item.title)).toEqual(expected.map((e) => e.title));
    for (const [i, item] of feed.items.entries()) {
      const entry = expected[i]!;
      expect(item.url).toBe(absolute(`/${articlesPage.address}/${entry.address}/`));
      expect(item.published?.toISOString()).toBe(`${entry.date}T00:00:00.000Z`);
      expect(item.description).toBe(entry.description);
      expect(item.categories.map((c) => c.term ?? c.label)).toEqual(valuesOf(entry, "tags"));
      expect(item.authors.map((a) => a.name)).toEqual([author(entry).name]);
      // The text's links are absolute: a feed reader opens them away from the site.
      for (const [, href] of (item.content ?? "").matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^(https?:|mailto:|tel:)/);
    }
    for (const entry of unpublished) expect(built(`${articlesPage.address}/rss.xml`)).not.toContain(`/${entry.data?.address}/`);
  });

  test("names the feed on every page of the build, for feed readers", () => {
    const pages = listFiles(longContentPublic, { skip: ["admin"], match: /\.html$/ });
    expect(pages.length).toBeGreaterThan(30);
    const link = `<link rel="alternate" type="application/rss+xml" title="${articlesPage.feed.title}" href="${absolute(`/${articlesPage.address}/rss.xml`)}"`;
    const without = pages.filter((page) => !built(page).includes(link));
    expect(without).toEqual([]);
  });

  test("lists every published entry, list and tag page in the sitemap, and no unpublished one, whose address answers 404", async ({
    request,
  }) => {
    const sitemap = built("sitemap.xml");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const entry of published) expect(listed).toContain(absolute(`/${articlesPage.address}/${entry.address}/`));
    for (const entry of studies) expect(listed).toContain(absolute(`/${casesPage.address}/${entry.address}/`));
    expect(listed).toEqual(
      expect.arrayContaining([
        absolute(`/${articlesPage.address}/`),
        absolute(`/${articlesPage.address}/page/2/`),
        absolute(`/${articlesPage.address}/tags/ux/`),
        absolute(`/${casesPage.address}/`),
      ]),
    );
    for (const entry of unpublished) {
      const route = `/${articlesPage.address}/${String(entry.data?.address)}/`;
      expect(listed).not.toContain(absolute(route));
      expect((await request.get(`${site}${route}`)).status()).toBe(404);
      // Its tags that no published article has ("Drafts only", "Scheduled only") have no page either.
      const own = ((entry.data?.tags ?? []) as string[]).filter((tag) => / only$/.test(tag)).map((tag) => slug(tag));
      expect(own).toHaveLength(1);
      for (const slug of own) expect(listed).not.toContain(absolute(`/${articlesPage.address}/tags/${slug}/`));
    }
  });

  test("gives an article's page its canonical address, an Open Graph article with its days, and BlogPosting JSON-LD", () => {
    const entry = published.find((e) => e.updated)!;
    const html = built(`${articlesPage.address}/${entry.address}/index.html`);
    const url = absolute(`/${articlesPage.address}/${entry.address}/`);
    expect(
      headTags(html, "link")
        .filter((l) => l.rel === "canonical")
        .map((l) => l.href),
    ).toEqual([url]);
    expect(metaContent(html, "og:type")).toBe("article");
    expect(metaContent(html, "article:published_time")).toBe(`${entry.date}T00:00:00Z`);
    expect(metaContent(html, "article:modified_time")).toBe(`${entry.updated}T00:00:00Z`);
    const data = jsonLd(html);
    expect(data.find((d) => d["@type"] === "BlogPosting")).toEqual(
      expect.objectContaining({
        headline: entry.title,
        url,
        datePublished: `${entry.date}T00:00:00Z`,
        dateModified: `${entry.updated}T00:00:00Z`,
        author: {
          "@type": "Person",
          name: author(entry).name,
          url: absolute(`/${peoplePage.address}/${author(entry).id}/`),
          ...(author(entry).sameAs.length > 0 ? { sameAs: author(entry).sameAs } : {}),
        },
        keywords: valuesOf(entry, "tags").join(", "),
      }),
    );
  });

  test("gives a case study's page Article JSON-LD about its client", () => {
    const entry = studies.find((e) => e.updated)!;
    const html = built(`${casesPage.address}/${entry.address}/index.html`);
    const data = jsonLd(html);
    expect(data.find((d) => d["@type"] === "Article")).toEqual(
      expect.objectContaining({ headline: entry.title, about: { "@type": "Organization", name: entry.data.client } }),
    );
  });
});

/** Where a list's pagination draws its page number (px from the line's centre, rounded) and its one link. */
function paginationLayout(nav: Locator) {
  return nav.evaluate((el) => {
    const line = el.getBoundingClientRect();
    const number = el.querySelector("p")!.getBoundingClientRect();
    const link = el.querySelector("a")!.getBoundingClientRect();
    return {
      numberOffCentre: Math.round(number.left + number.width / 2 - (line.left + line.width / 2)),
      link: Math.abs(link.left - line.left) < 1 ? "at the start" : Math.abs(link.right - line.right) < 1 ? "at the end" : "in between",
    };
  });
}

test.describe("reading the articles and case studies @once", () => {
  test("the header links both lists; a list leads to its second page and back", async ({ page }) => {
    await page.goto(`${site}/`);
    const nav = page.getByRole("navigation", { name: /./ }).first();
    await nav.getByRole("link", { name: "Articles", exact: true }).click();
    await expect(page).toHaveURL(`${site}/${articlesPage.address}/`);
    const titles = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(titles).toHaveText(published.slice(0, articles.list!.perPage).map((e) => e.title));
    const pages = page.getByRole("navigation", { name: "Pages of the list of articles" });
    // The page's number in the middle of the line, and the one link at its own side, whichever is missing.
    expect(await paginationLayout(pages)).toEqual({ numberOffCentre: 0, link: "at the end" });
    await pages.getByRole("link", { name: /Older articles/ }).click();
    await expect(page).toHaveURL(`${site}/${articlesPage.address}/page/2/`);
    await expect(titles).toHaveText(published.slice(articles.list!.perPage).map((e) => e.title));
    expect(await paginationLayout(pages)).toEqual({ numberOffCentre: 0, link: "at the start" });
    await pages.getByRole("link", { name: /Newer articles/ }).click();
    await expect(page).toHaveURL(`${site}/${articlesPage.address}/`);
  });

  test("an article leads to its tags' pages, to the one published before it, and to related ones", async ({ page }) => {
    const [newest, before] = published;
    await page.goto(`${site}/${articlesPage.address}/${newest!.address}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest!.title);
    await page.getByRole("list", { name: "Subjects of this article" }).getByRole("link", { name: "UX", exact: true }).click();
    await expect(page).toHaveURL(`${site}/${articlesPage.address}/tags/ux/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Every article and field note tagged “UX”");
    await page.goBack();
    const nav = page.getByRole("navigation", { name: "Articles published before and after this one" });
    await nav.getByRole("link", { name: new RegExp(before!.title) }).click();
    await expect(page).toHaveURL(`${site}/${articlesPage.address}/${before!.address}/`);
    const related = page.getByRole("region", { name: "More articles about the same subjects" });
    await expect(related.getByRole("heading", { level: 3 }).first()).toBeVisible();
  });

  test("a case study's services lead to their cards on the Services page", async ({ page }) => {
    const study = studies.find((e) => valuesOf(e, "services").length > 1)!;
    await page.goto(`${site}/${casesPage.address}/${study.address}/`);
    const first = valuesOf(study, "services")[0]!;
    const link = page.getByRole("main").locator(`a[href="/services/#service-${first}"]`);
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(`${site}/services/#service-${first}`);
    await expect(page.locator(`#service-${first}`)).toBeInViewport();
  });
});
