/** @jest-environment node */
/**
 * Articles and case studies (content/articles/, content/case-studies/): the check of their front
 * matter, addresses and links, the lists' addresses, and which entries a build publishes, on a
 * copy of the real content folder with entries added. Each message names the file, line and field.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatProblem } from "../validate";
import { validateContentDir } from "../validate-dir";
import { defaultContent, loadContent } from "../load";
import { emptyListRoutes, listedRoutes, publicationDay, publishedEntriesOf, publishedLists } from "../entry-lists";
import { articles, caseStudies } from "../schema";
import { isPublished, readingMinutes, tagSlug, utcDay } from "../../lib/entries";

const root = path.resolve(__dirname, "../../..");

/** An entry's file: these front-matter lines (YAML as written), then its text. */
const entry = (front: string, body = "Some text.\n") => `---\n${front.trim()}\n---\n\n${body}`;

const article = (fields: Record<string, string> = {}, body?: string) =>
  entry(
    Object.entries({
      title: "Design systems",
      description: "Why they last.",
      address: "design-systems",
      date: "2026-11-02",
      author: "Jo",
      tags: "\n  - Design\n  - UX",
      ...fields,
    })
      .map(([key, value]) => `${key}: ${value}`)
      .join("\n"),
    body,
  );

const caseStudy = (fields: Record<string, string> = {}) =>
  entry(
    Object.entries({
      title: "A new shop",
      description: "Online at last.",
      address: "a-new-shop",
      date: "2026-10-01",
      client: "Acme",
      industry: "Retail",
      services: "\n  - web-development\n  - hosting",
      ...fields,
    })
      .map(([key, value]) => `${key}: ${value}`)
      .join("\n"),
  );

let dir = "";
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
const problems = () => validateContentDir(dir, "content").map(formatProblem);
const lineOf = (file: string, start: string) =>
  fs
    .readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .findIndex((l) => l.startsWith(start)) + 1;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "entry-lists-test-"));
  fs.cpSync(path.join(root, "content"), dir, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the check", () => {
  it("accepts an article and a case study that link each other, a tag's page and a service's card", () => {
    write(
      "articles/design-systems.md",
      article({}, "## Why they last\n\nSee [the shop](/case-studies/a-new-shop) and [more on UX](/articles/tags/ux).\n"),
    );
    write("case-studies/a-new-shop.md", caseStudy());
    write(
      "site-pages/privacy-policy.md",
      fs.readFileSync(path.join(root, "content/site-pages/privacy-policy.md"), "utf8") +
        "\n[Our notes](/articles/design-systems#why-they-last).\n",
    );
    expect(problems()).toEqual([]);
  });

  it("stops on a link to an article, a tag or a case study that does not exist, naming the line", () => {
    write(
      "articles/design-systems.md",
      article({}, "[Gone](/articles/gone), [no tag](/articles/tags/cloud), [no story](/case-studies/nope).\n"),
    );
    const found = problems();
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(
      /^content\/articles\/design-systems\.md:\d+: Markdown: "\/articles\/gone" leads to \/articles\/gone, but no page of this site has that address/,
    );
    expect(found[1]).toMatch(/"\/articles\/tags\/cloud" leads to \/articles\/tags\/cloud, but no page of this site has that address/);
    expect(found[2]).toMatch(/"\/case-studies\/nope" leads to \/case-studies\/nope, but no page of this site has that address/);
  });

  it("stops on a link to a draft or to an article scheduled for later: neither is published", () => {
    write("articles/draft.md", article({ address: "draft", draft: "true" }));
    write("articles/later.md", article({ address: "later", date: "2999-01-01" }));
    write("case-studies/a-new-shop.md", caseStudy());
    const text = fs.readFileSync(path.join(dir, "case-studies/a-new-shop.md"), "utf8");
    write("case-studies/a-new-shop.md", `${text}\n[A draft](/articles/draft) and [a later one](/articles/later).\n`);
    const found = problems();
    expect(found).toHaveLength(2);
    expect(found.join("\n")).toContain('"/articles/draft" leads to /articles/draft, but no page');
    expect(found.join("\n")).toContain('"/articles/later" leads to /articles/later, but no page');
  });

  it("stops on a case study's service that no service card has, suggesting the nearest", () => {
    write("case-studies/a-new-shop.md", caseStudy({ services: "\n  - web-developmnt" }));
    expect(problems()).toEqual([
      `content/case-studies/a-new-shop.md:${lineOf("case-studies/a-new-shop.md", "  - web-developmnt")}: services #1: "web-developmnt" is not the id of a service card. Did you mean web-development? The service cards' ids: web-development, software-development, mobile-app-development, graphic-design, ui-ux-design, digital-marketing, search-engine-optimization, hosting. Choose one of the services in content/services.yaml by its id (the browser editor lists them), for example web-development.`,
    ]);
  });

  it("refuses an article's address that the list keeps for its later pages or its tags, and one another article has", () => {
    write("articles/page.md", article({ address: "page" }));
    write("articles/design-systems.md", article());
    write("articles/copy.md", article());
    expect(problems()).toEqual([
      // The files are read in name order: copy.md is first.
      `content/articles/design-systems.md:4: address: "design-systems" is already the address of content/articles/copy.md. Two pages cannot share an address: give this page another one.`,
      `content/articles/page.md:4: address: "page" is taken: it is where the list's later pages are (page/2/ …) in the list's address. Choose another address for this article.`,
    ]);
  });

  it("refuses a list's address that a created page or the site has, naming both", () => {
    const file = "pages/articles.yaml";
    fs.writeFileSync(
      path.join(dir, file),
      fs.readFileSync(path.join(dir, file), "utf8").replace("address: articles", "address: privacy-policy"),
    );
    const other = "pages/case-studies.yaml";
    fs.writeFileSync(
      path.join(dir, other),
      fs.readFileSync(path.join(dir, other), "utf8").replace("address: case-studies", "address: contact"),
    );
    expect(problems()).toEqual([
      `content/pages/articles.yaml:${lineOf(file, "address:")}: address: "privacy-policy" is already the address of content/site-pages/privacy-policy.md. Two pages cannot share an address: give this list another one.`,
      `content/pages/case-studies.yaml:${lineOf(other, "address:")}: address: "contact" is taken: /contact/ is the Contact page and its thank-you page. Choose another address for this list.`,
    ]);
  });

  it("refuses words that leave out the value the site fills in, or name one it does not know", () => {
    const file = "pages/articles.yaml";
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    fs.writeFileSync(
      path.join(dir, file),
      text
        .replace("byline: By {{author}}", "byline: By {{name}}")
        .replace("page: Page {{page}} of {{pages}}", "page: Page {{page}}")
        .replace("readingTime: '{{minutes}} read'", "readingTime: '{minutes} read'"),
    );
    expect(problems()).toEqual([
      `content/pages/articles.yaml:${lineOf(file, "  page:")}: pagination > page: "Page {{page}}" has no {{pages}}: write it where the site puts the value (the field's description says what each is).`,
      `content/pages/articles.yaml:${lineOf(file, "  readingTime:")}: entry > readingTime: "{minutes} read" holds {minutes} with single curly brackets, which the site shows as written. It fills in {{minutes}}: write it with two brackets each side.`,
      `content/pages/articles.yaml:${lineOf(file, "  byline:")}: entry > byline: "By {{name}}" holds {{name}}, which the site cannot fill in. It fills in {{author}} only: write it exactly so, with the double curly brackets.`,
    ]);
  });

  it("lets the header link a list before it has an entry, and a page's text only once it has one", () => {
    const settings = path.join(dir, "settings.yaml");
    fs.writeFileSync(
      settings,
      fs
        .readFileSync(settings, "utf8")
        .replace(
          "  - label: Contact Us\n    to: /contact\n",
          "  - label: Articles\n    to: /articles\n  - label: Contact Us\n    to: /contact\n",
        ),
    );
    write(
      "site-pages/privacy-policy.md",
      fs.readFileSync(path.join(root, "content/site-pages/privacy-policy.md"), "utf8") + "\n[Our articles](/articles).\n",
    );
    const found = problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^content\/site-pages\/privacy-policy\.md:\d+: Markdown: "\/articles" leads to \/articles, but no page of this site has that address/,
    );
    write("articles/design-systems.md", article());
    expect(problems()).toEqual([]);
  });
});

describe("what a build publishes", () => {
  it("publishes neither drafts nor entries dated after the build's day, which develop shows", () => {
    expect(isPublished({ date: "2026-11-20" }, "2026-11-20")).toBe(true);
    expect(isPublished({ date: "2026-11-21" }, "2026-11-20")).toBe(false);
    expect(isPublished({ date: "2026-11-01", draft: true }, "2026-11-20")).toBe(false);
    expect(isPublished({ date: "2999-01-01", draft: true }, null)).toBe(true);
  });

  it("publishes by today's UTC day in `gatsby build`, and everything in `gatsby develop` (npm run develop, npm run cms)", () => {
    // gatsby-cli names the running command in this variable, for the config, gatsby-node and the workers alike.
    const before = process.env.gatsby_executing_command;
    try {
      process.env.gatsby_executing_command = "build";
      expect(publicationDay()).toBe(utcDay(new Date()));
      process.env.gatsby_executing_command = "develop";
      expect(publicationDay()).toBeNull();
    } finally {
      if (before === undefined) delete process.env.gatsby_executing_command;
      else process.env.gatsby_executing_command = before;
    }
  });

  it("lists the published ones newest first, with their routes and tag pages, and says which lists are empty", () => {
    write("articles/older.md", article({ address: "older", title: "Older", date: "2026-01-05", tags: "\n  - Cloud hosting" }));
    write("articles/newer.md", article({ address: "newer", title: "Newer", date: "2026-03-01" }));
    write("articles/draft.md", article({ address: "draft", draft: "true", tags: "\n  - Drafts only" }));
    write("articles/later.md", article({ address: "later", date: "2999-01-01", tags: "\n  - Later only" }));
    const model = loadContent(dir);
    const content = defaultContent(model);
    expect(publishedEntriesOf(content, articles, "2026-11-20").map((e) => e.address)).toEqual(["newer", "older"]);
    expect(listedRoutes(content, "2026-11-20")).toEqual([
      "/articles",
      "/articles/newer",
      "/articles/older",
      "/articles/tags/design",
      "/articles/tags/ux",
      "/articles/tags/cloud-hosting",
    ]);
    expect(emptyListRoutes(content, "2026-11-20")).toEqual(["/case-studies"]);
    expect(publishedLists(model, "2026-11-20")).toEqual([
      {
        language: "en",
        folder: "articles",
        route: "/articles",
        published: true,
        feed: "/articles/rss.xml",
        feedTitle: "Vireo Solutions: articles",
      },
      { language: "en", folder: "case-studies", route: "/case-studies", published: false, feed: null, feedTitle: null },
    ]);
    expect(publishedEntriesOf(content, caseStudies, "2026-11-20")).toEqual([]);
  });
});

describe("a tag's address and an entry's reading time", () => {
  it.each([
    ["Cloud hosting", "cloud-hosting"],
    ["UX", "ux"],
    ["Über-Design & Barrierefreiheit", "uber-design-barrierefreiheit"],
  ])("%j is at tags/%s", (tag, slug) => expect(tagSlug(tag)).toBe(slug));

  it("gives a tag in a script an address cannot spell a short name of its own, the same each time", () => {
    expect(tagSlug("تصميم")).toMatch(/^tag-[0-9a-f]+$/);
    expect(tagSlug("تصميم")).toBe(tagSlug("تصميم"));
    expect(tagSlug("تصميم")).not.toBe(tagSlug("استضافة"));
  });

  it("counts the words, not the addresses of links and pictures, at 220 a minute, one minute at least", () => {
    expect(readingMinutes("Short.")).toBe(1);
    expect(readingMinutes(`${"word ".repeat(1100)}[a link](https://example.com/${"x/".repeat(500)})`)).toBe(5);
  });
});
