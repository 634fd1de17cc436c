/**
 * The page of every tag (tag-index.tsx) in each language's words (the languages fixture's translations): each tag linked to its
 * page with its count in the form the language gives that number, and the page's heading, summary and title.
 */
import fs from "node:fs";
import path from "node:path";
import { cleanup, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import type { HeadProps, PageProps } from "gatsby";
import { parse } from "yaml";
import TagIndexPage, { Head as TagIndexHead } from "../tag-index";
import { renderHead, renderPage } from "../../../test/render-page";
import type { TagIndexContext } from "../../content-model/publish";

type PageData = Queries.TagIndexPageQuery;
const Page = TagIndexPage as unknown as ComponentType<PageProps<PageData>>;
const Head = TagIndexHead as unknown as ComponentType<HeadProps<PageData>>;
const root = path.resolve(__dirname, "../../..");

/** The query's data from a language's pages/articles.yaml. */
function dataIn(file: string, locale: string): PageData {
  const words = parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
  return { settingsYaml: { locale }, words: { ...words, shareImage: null } } as unknown as PageData;
}
// The site's settings (the header and footer) are the default language's in these tests: the words and locale are the page's.
const context: TagIndexContext = {
  language: "en",
  route: "/articles/tags/",
  translations: ["en", "de", "ar"],
  listAddress: "articles",
  tags: [
    { name: "Design", route: "/articles/tags/design", count: 1 },
    { name: "Hosting", route: "/articles/tags/hosting", count: 2 },
    { name: "UX", route: "/articles/tags/ux", count: 3 },
  ],
};
const listed = () =>
  screen
    .getAllByRole("link")
    .filter((link) => link.getAttribute("href")?.startsWith("/articles/tags/"))
    // The tag's name is the link; its count stands beside it in the same card.
    .map((link) => [link.getAttribute("href"), link.closest("li")?.textContent]);

afterEach(cleanup);

it.each([
  ["content/pages/articles.yaml", "en", "en_US", ["Design1 article", "Hosting2 articles", "UX3 articles"], "Every topic we write about"],
  [
    "test/fixtures/languages/de/pages/articles.yaml",
    "de",
    "de_DE",
    ["Design1 Artikel", "Hosting2 Artikel", "UX3 Artikel"],
    "Alle Themen unserer Artikel",
  ],
  [
    "test/fixtures/languages/ar/pages/articles.yaml",
    "ar",
    "ar_EG",
    ["Designمقال واحد", "Hostingمقالان", "UX٣ مقالات"],
    "كل المواضيع التي نكتب عنها",
  ],
])("in %s: each tag linked to its page, with its count in the language's plural form", (file, _language, locale, tags, heading) => {
  renderPage(Page, dataIn(file, locale), `/articles/tags/`, context);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(heading);
  expect(listed()).toEqual([
    ["/articles/tags/design/", tags[0]],
    ["/articles/tags/hosting/", tags[1]],
    ["/articles/tags/ux/", tags[2]],
  ]);
  expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toContain("/articles/");
});

it("takes its title and description from the list's words", () => {
  const { container } = renderHead(Head, dataIn("test/fixtures/languages/de/pages/articles.yaml", "de_DE"), "/articles/tags/", context);
  expect(container.querySelector("title")?.textContent).toMatch(/^Artikel nach Thema \| /);
  expect(container.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
    "Die Themen der Artikel des Teams von Vireo Solutions, jedes mit der Zahl seiner Artikel.",
  );
});
