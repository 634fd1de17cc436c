/**
 * The created pages' template (site-page.tsx): a page kept out of search results (`indexed: false`) asks search engines
 * not to list it, names no canonical address and leaves the sitemap; an indexed page has both. Its scrolling boxes are named.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cleanup, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import type { HeadProps, PageProps } from "gatsby";
import SitePage, { Head as SitePageHead } from "../site-page";
import { renderHead, renderPage } from "../../../test/render-page";

type PageData = Queries.CreatedPageQuery;
// The page context (its language and address) only feeds the query, which the tests replace with `page()`.
const Head = SitePageHead as unknown as ComponentType<HeadProps<PageData>>;
const Page = SitePage as unknown as ComponentType<PageProps<PageData>>;

const page = (indexed: boolean): PageData =>
  ({
    markdownPage: {
      title: "Careers",
      description: "Open roles.",
      indexed,
      updated: "2026-11-20",
      shareImage: null,
      pictures: [],
      body: "## Open roles\n\n| Role | Where |\n| - | - |\n| Developer | Remote |\n\n```\nnpm run build\n```\n",
    },
  }) as unknown as PageData;

afterEach(cleanup);

describe("a created page's head", () => {
  it("kept out of search results: robots noindex, and no canonical address or og:url", () => {
    const { container } = renderHead(Head, page(false), "/careers/");
    expect(container.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, follow");
    expect(container.querySelector('link[rel="canonical"]')).toBeNull();
    expect(container.querySelector('meta[property="og:url"]')).toBeNull();
    expect(container.querySelector("title")?.textContent).toMatch(/^Careers \| /);
  });

  it("indexed: its canonical address and og:url, and no robots tag", () => {
    const { container } = renderHead(Head, page(true), "/careers/");
    expect(container.querySelector('meta[name="robots"]')).toBeNull();
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.vireosolutions.com/careers/");
    expect(container.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe("https://www.vireosolutions.com/careers/");
  });
});

describe("the sitemap", () => {
  const original = process.env.CONTENT_DIR;
  let dir = "";
  afterEach(() => {
    process.env.CONTENT_DIR = original;
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("leaves out a page that is not indexed, and only that one", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitemap-test-"));
    fs.cpSync(path.resolve(__dirname, "../../../content"), dir, { recursive: true });
    const terms = path.join(dir, "site-pages", "terms-of-use.md");
    fs.writeFileSync(terms, fs.readFileSync(terms, "utf8").replace("indexed: true", "indexed: false"));
    process.env.CONTENT_DIR = dir;
    let excludes: unknown;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const config = (require("../../../gatsby-config") as { default: { plugins: unknown[] } }).default;
      const sitemap = config.plugins.find((p) => (p as { resolve?: string }).resolve === "gatsby-plugin-sitemap") as {
        options: { excludes: string[] };
      };
      excludes = sitemap.options.excludes;
    });
    expect(excludes).toContain("/terms-of-use/");
    expect(excludes).not.toContain("/privacy-policy/");
  });
});

it("names the boxes that scroll sideways from the settings (sitePages > tableLabel, codeLabel)", () => {
  renderPage(Page, page(true), "/careers/");
  expect(screen.getByRole("group", { name: "Table" })).toContainElement(screen.getByRole("table"));
  expect(screen.getByRole("group", { name: "Code example" }).tagName).toBe("PRE");
});
