/** @jest-environment node */
/**
 * What a build publishes (publish.ts), from a copy of the real content with entries added: drafts and
 * scheduled entries left out, lists and tag pages, neighbours, related entries and alternates per language.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main as addLanguage } from "../../../scripts/add-language";
import { loadContent } from "../load";
import {
  feedPath,
  isListed,
  isPublished,
  pagesOf,
  planIn,
  planSite,
  publicationDay,
  readingMinutes,
  SEARCH_TEMPLATE,
  TAG_INDEX_TEMPLATE,
  utcDay,
  type EntryPageContext,
  type ItemPageContext,
  type ListPageContext,
  type PlannedPage,
  type TagIndexContext,
} from "../publish";
import { siteRoutes, sitePages } from "../registry";
import { slug } from "../../lib/slug";

const root = path.resolve(__dirname, "../../..");
const day = "2026-11-20";

let content = "";
beforeEach(() => {
  content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "publish-")), "content");
  fs.cpSync(path.join(root, "content"), content, { recursive: true });
});
afterEach(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
  fs.writeFileSync(path.join(content, file), text);
};

/** An article in `folder` (articles/, de/articles/ …) at the address `name`, titled so, dated `date`, with these tags. */
function article(name: string, date: string, tags: string[] = [], extra: Record<string, string> = {}, folder = "articles") {
  const front = { title: name, description: `About ${name}.`, address: name, date, author: "Jo", tags: JSON.stringify(tags), ...extra };
  const lines = Object.entries(front).map(([key, value]) => `${key}: ${value}`);
  write(`${folder}/${name}.md`, `---\n${lines.join("\n")}\n---\n\nSome text.\n`);
}

const plan = (when: string | null = day) => planSite(loadContent(content), when);
/** The pages of lists and entries (not the created pages, nor the careers page, which has its own tests below). */
const planned = (when: string | null = day) =>
  pagesOf(plan(when)).filter(
    (p) =>
      p.template !== sitePages.template &&
      p.template !== SEARCH_TEMPLATE &&
      p.template !== TAG_INDEX_TEMPLATE &&
      !p.path.startsWith("/careers/"),
  );
const lists = (pages: PlannedPage[]) =>
  pages.filter((p) => p.template === "src/templates/entry-list.tsx").map((p) => ({ path: p.path, ...(p.context as ListPageContext) }));
const entries = (pages: PlannedPage[]) =>
  pages.filter((p) => p.template !== "src/templates/entry-list.tsx").map((p) => ({ path: p.path, ...(p.context as EntryPageContext) }));
const route = (name: string) => `/articles/${name}`;

describe("which entries a build publishes", () => {
  it("neither drafts nor entries dated after the build's day, which develop shows", () => {
    expect(isPublished({ date: "2026-11-20" }, "2026-11-20")).toBe(true);
    expect(isPublished({ date: "2026-11-21" }, "2026-11-20")).toBe(false);
    expect(isPublished({ date: "2026-11-01", draft: true }, "2026-11-20")).toBe(false);
    expect(isPublished({ date: "2999-01-01", draft: true }, null)).toBe(true);
  });

  it("by today's UTC day in `gatsby build`, and everything in `gatsby develop` (npm run develop, npm run cms)", () => {
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
    article("older", "2026-01-05", ["Cloud hosting"]);
    article("newer", "2026-03-01", ["Design", "UX"]);
    article("draft", "2026-01-01", ["Drafts only"], { draft: "true" });
    article("later", "2999-01-01", ["Later only"]);
    const english = planIn(plan(), "en")!;
    const byFolder = Object.fromEntries(english.lists.map((list) => [list.folder.folder, list]));
    expect(byFolder.articles!.entries.map((e) => e.address)).toEqual(["newer", "older"]);
    expect(byFolder["case-studies"]!.entries).toEqual([]);
    expect(english.routes).toEqual([
      ...siteRoutes,
      "/search",
      "/privacy-policy",
      "/terms-of-use",
      "/articles",
      "/articles/newer",
      "/articles/older",
      // The page of every tag, above each tag's.
      "/articles/tags",
      "/articles/tags/design",
      "/articles/tags/ux",
      "/articles/tags/cloud-hosting",
      // Published with no opening too.
      "/careers",
    ]);
    expect(english.emptyLists).toEqual(["/case-studies"]);
    // What gatsby-config's siteMetadata says of each list: the header leaves out empty ones, and the feeds.
    expect(
      english.lists.map((list) => ({
        folder: list.folder.folder,
        route: list.route,
        published: isListed(list),
        feed: list.entries.length > 0 && list.folder.list.feed ? feedPath(list.route) : null,
        feedTitle: (list.words.feed as { title?: string } | undefined)?.title ?? null,
      })),
    ).toEqual([
      { folder: "case-studies", route: "/case-studies", published: false, feed: null, feedTitle: null },
      { folder: "articles", route: "/articles", published: true, feed: "/articles/rss.xml", feedTitle: "Vireo Solutions: articles" },
      { folder: "job-openings", route: "/careers", published: true, feed: null, feedTitle: null },
    ]);
  });
});

describe("the pages of a list", () => {
  it("are none for a list with no published entry (a draft and one dated tomorrow are not published), which develop shows", () => {
    article("draft", "2026-01-01", [], { draft: "true" });
    article("tomorrow", "2026-11-21");
    expect(planned()).toEqual([]);
    expect(entries(planned(null)).map((e) => e.path)).toEqual(["/articles/tomorrow/", "/articles/draft/"]);
  });

  it("list the published entries newest first, ten to a page, with links between the pages", () => {
    for (let i = 1; i <= 12; i += 1) article(`a${String(i).padStart(2, "0")}`, `2026-10-${String(i).padStart(2, "0")}`);
    article("later", "2026-12-01");
    const found = lists(planned()).filter((l) => !l.tag);
    expect(found.map((l) => [l.path, l.page, l.pages, l.routes.length, l.newer, l.older])).toEqual([
      ["/articles/", 1, 2, 10, "", "/articles/page/2/"],
      ["/articles/page/2/", 2, 2, 2, "/articles/", ""],
    ]);
    expect(found[0]!.routes.slice(0, 3)).toEqual([route("a12"), route("a11"), route("a10")]);
    expect(found[1]!.routes).toEqual([route("a02"), route("a01")]);
    // Its feed is linked from its first page only.
    expect(found.map((l) => l.feed)).toEqual(["/articles/rss.xml", null]);
  });

  it("include a page per tag, tags written alike sharing one, named as the newest entry writes it", () => {
    article("old", "2026-01-01", ["ux", "Design"]);
    article("new", "2026-02-01", ["UX"]);
    const found = lists(planned()).filter((l) => l.tag);
    expect(found.map((l) => [l.path, l.tag, l.routes, l.feed])).toEqual([
      ["/articles/tags/ux/", "UX", [route("new"), route("old")], null],
      ["/articles/tags/design/", "Design", [route("old")], null],
    ]);
  });

  it("are none for a folder without tags (case studies), and none where the list has no address", () => {
    write(
      "case-studies/shop.md",
      "---\ntitle: Shop\ndescription: A shop.\naddress: shop\ndate: 2026-01-01\nclient: Acme\nindustry: Retail\nservices:\n  - hosting\n---\n\nText.\n",
    );
    expect(planned().map((p) => p.path)).toEqual(["/case-studies/", "/case-studies/shop/"]);
    const words = path.join(content, "pages/case-studies.yaml");
    fs.writeFileSync(words, fs.readFileSync(words, "utf8").replace(/^address: case-studies$/m, "address: ''"));
    expect(planned()).toEqual([]);
  });
});

describe("an entry's page", () => {
  it("links the one published before and after it, and up to three related ones, most shared tags first", () => {
    article("first", "2026-01-01", ["a", "b"]);
    article("second", "2026-02-01", ["a"]);
    article("third", "2026-03-01", ["a", "b"]);
    article("fourth", "2026-04-01", ["c"]);
    article("fifth", "2026-05-01", ["b"]);
    const found = entries(planned());
    const third = found.find((e) => e.entry === route("third"))!;
    expect([third.path, third.previous, third.next]).toEqual(["/articles/third/", route("second"), route("fourth")]);
    // Two tags in common with "first"; one with the others, the newest first.
    expect(third.related).toEqual([route("first"), route("fifth"), route("second")]);
    expect(found.find((e) => e.entry === route("fourth"))!.related).toEqual([]);
    const first = found.find((e) => e.entry === route("first"))!;
    expect([first.previous, first.next]).toEqual(["", route("second")]);
  });

  it("and a list's have alternates only in the languages they are published in", () => {
    expect(addLanguage(["de", "--content", content], { log: () => undefined, error: () => undefined })).toBe(0);
    article("both", "2026-01-01", ["Design"]);
    article("both", "2026-01-01", ["Gestaltung"], {}, "de/articles");
    article("english-only", "2026-02-01");
    const byPath = new Map(planned().map((p) => [p.path, p.context.translations]));
    expect(byPath.get("/articles/both/")).toEqual(["en", "de"]);
    expect(byPath.get("/de/articles/both/")).toEqual(["en", "de"]);
    expect(byPath.get("/articles/english-only/")).toEqual(["en"]);
    expect(byPath.has("/de/articles/english-only/")).toBe(false);
    expect(byPath.get("/de/articles/")).toEqual(["en", "de"]);
    // A tag is the language's own word: its page exists only where an entry has it.
    expect(byPath.get("/articles/tags/design/")).toEqual(["en"]);
    expect(byPath.get("/de/articles/tags/gestaltung/")).toEqual(["de"]);
  });
});

describe("the page of every tag", () => {
  const tagIndexes = () =>
    pagesOf(plan())
      .filter((p) => p.template === TAG_INDEX_TEMPLATE)
      .map((p) => ({ path: p.path, ...(p.context as TagIndexContext) }));

  it("lists each tag of the published entries, alphabetical, with its page and how many entries it has; a tag's page links up to it", () => {
    article("older", "2026-01-05", ["UX", "Cloud hosting"]);
    article("newer", "2026-03-01", ["Design", "ux"]);
    article("draft", "2026-01-01", ["Drafts only"], { draft: "true" });
    expect(tagIndexes()).toEqual([
      {
        path: "/articles/tags/",
        language: "en",
        route: "/articles/tags/",
        translations: ["en"],
        listAddress: "articles",
        tags: [
          { name: "Cloud hosting", route: "/articles/tags/cloud-hosting", count: 1 },
          { name: "Design", route: "/articles/tags/design", count: 1 },
          { name: "ux", route: "/articles/tags/ux", count: 2 },
        ],
      },
    ]);
    expect(lists(planned()).map((l) => [l.path, l.tagIndex])).toEqual([
      ["/articles/", ""],
      ["/articles/tags/design/", "/articles/tags/"],
      ["/articles/tags/ux/", "/articles/tags/"],
      ["/articles/tags/cloud-hosting/", "/articles/tags/"],
    ]);
  });

  it("is none while no published entry has a tag, and none for a list without tags", () => {
    article("untagged", "2026-01-05");
    expect(tagIndexes()).toEqual([]);
    expect(planIn(plan(), "en")!.routes).not.toContain("/articles/tags");
  });

  it("is in each language whose entries have tags, with that language's tags", () => {
    expect(addLanguage(["de", "--content", content], { log: () => undefined, error: () => undefined })).toBe(0);
    article("both", "2026-01-01", ["Design"]);
    article("both", "2026-01-01", ["Gestaltung", "Barrierefreiheit"], {}, "de/articles");
    expect(tagIndexes().map((p) => [p.path, p.translations, p.tags.map((t) => `${t.name} ${t.count}`)])).toEqual([
      ["/articles/tags/", ["en", "de"], ["Design 1"]],
      ["/de/articles/tags/", ["en", "de"], ["Barrierefreiheit 1", "Gestaltung 1"]],
    ]);
  });
});

describe("a tag's address and an entry's reading time", () => {
  it.each([
    ["Cloud hosting", "cloud-hosting"],
    ["UX", "ux"],
    ["Über-Design & Barrierefreiheit", "ueber-design-barrierefreiheit"],
  ])("%j is at tags/%s", (tag, address) => expect(slug(tag)).toBe(address));

  it("gives a tag in another script an address in Latin letters of its own, the same each time", () => {
    expect(slug("تصميم")).toMatch(/^[a-z0-9-]+$/);
    expect(slug("تصميم")).toBe(slug("تصميم"));
    expect(slug("تصميم")).not.toBe(slug("استضافة"));
  });

  it("gives no page to a tag without a letter or digit an address can be made of (the check refuses it)", () => {
    article("japanese", "2026-01-01", ["日本語", "Design"]);
    expect(lists(planned()).map((l) => l.path)).toEqual(["/articles/", "/articles/tags/design/"]);
  });

  it("counts the words, not the addresses of links and pictures, at 220 a minute, one minute at least", () => {
    expect(readingMinutes("Short.")).toBe(1);
    expect(readingMinutes(`${"word ".repeat(1100)}[a link](https://example.com/${"x/".repeat(500)})`)).toBe(5);
  });
});

describe("what site search indexes (the pages' context, which src/components/layout.tsx marks)", () => {
  it("entries as their list's, created pages unless kept out of search engines; not lists, tags, drafts, scheduled or the search page", () => {
    article("published", "2026-01-05", ["Design"]);
    article("draft", "2026-01-01", [], { draft: "true" });
    article("later", "2999-01-01");
    write(
      "site-pages/hidden.md",
      "---\ntitle: Hidden\ndescription: Not searched.\naddress: hidden\nindexed: false\nfooterList: none\nfooterOrder: 1\nupdated: 2026-01-01\n---\n\nText.\n",
    );
    const searched = Object.fromEntries(pagesOf(plan()).map((p) => [p.path, (p.context as { search?: object }).search ?? null]));
    expect(searched["/articles/published/"]).toEqual({ list: "articles" });
    expect(searched["/privacy-policy/"]).toEqual({});
    expect(searched["/hidden/"]).toBeNull();
    expect(searched["/articles/"]).toBeNull();
    expect(searched["/articles/tags/design/"]).toBeNull();
    expect(searched["/search/"]).toBeNull();
    expect(Object.keys(searched).filter((p) => /draft|later/.test(p))).toEqual([]);
  });
});

describe("job openings and people", () => {
  /** An opening posted on `date` whose last day is `closes`. */
  const opening = (name: string, date: string, closes: string, extra = "") =>
    write(
      `job-openings/${name}.md`,
      `---\ntitle: ${name}\ndescription: A position.\naddress: ${name}\ndate: ${date}\ncloses: ${closes}\nteam: Engineering\nlocation: Berlin\nemploymentType: full-time\n${extra}---\n\nText.\n`,
    );
  const people = () =>
    write(
      "people.yaml",
      "- id: maya-chen\n  name: Maya Chen\n  role: Engineer\n  bio: Builds things.\n- id: jo\n  name: Jo\n  role: Designer\n  bio: Designs.\n  onTeam: false\n",
    );
  const paths = (when: string | null = day) => pagesOf(plan(when)).map((p) => p.path);

  it("shows an opening up to and including its closing day; the first build after it leaves it out, and a draft or a later posting day as any entry", () => {
    opening("closed", "2026-10-01", "2026-11-19");
    opening("last-day", "2026-10-01", day);
    opening("open", "2026-10-01", "2099-12-31");
    opening("posted-tomorrow", "2026-11-21", "2099-12-31");
    const careers = planIn(plan(), "en")!.lists.find((list) => list.folder.folder === "job-openings")!;
    expect(careers.entries.map((e) => e.address).sort()).toEqual(["last-day", "open"]);
    expect(paths().filter((p) => p.startsWith("/careers/"))).toEqual(["/careers/", "/careers/last-day/", "/careers/open/"]);
    expect(planIn(plan("2026-11-21"), "en")!.routes.filter((r) => r.startsWith("/careers"))).toEqual([
      "/careers",
      "/careers/posted-tomorrow",
      "/careers/open",
    ]);
    expect(isPublished({ date: "2026-10-01", closes: "2026-11-19" }, day, "closes")).toBe(false);
    expect(isPublished({ date: "2026-10-01", closes: "2026-11-19" }, null, "closes")).toBe(true);
  });

  it("keeps the careers page, with no opening, in the routes and the header's lists, searched as no page", () => {
    const careers = planIn(plan(), "en")!.lists.find((list) => list.folder.folder === "job-openings")!;
    expect([careers.entries.length, isListed(careers)]).toEqual([0, true]);
    expect(paths()).toContain("/careers/");
    expect(planIn(plan(), "en")!.emptyLists).not.toContain("/careers");
    const page = pagesOf(plan()).find((p) => p.path === "/careers/")!;
    expect((page.context as ListPageContext & { search?: object }).search).toBeUndefined();
  });

  it("gives every person a page under the people's address, with the published articles that name them, newest first", () => {
    people();
    article("older", "2026-01-01", [], { author: "jo" });
    article("newer", "2026-02-01", [], { author: "jo" });
    article("draft", "2026-03-01", [], { author: "jo", draft: "true" });
    const pages = pagesOf(plan()).filter((p) => p.template === "src/templates/person.tsx");
    expect(pages.map((p) => [p.path, (p.context as ItemPageContext).item, (p.context as ItemPageContext).routes])).toEqual([
      ["/team/maya-chen/", "maya-chen", []],
      ["/team/jo/", "jo", ["/articles/newer", "/articles/older"]],
    ]);
    // An article's page names its author for its template's query.
    const newer = pagesOf(plan()).find((p) => p.path === "/articles/newer/")!;
    expect((newer.context as EntryPageContext & { author?: string }).author).toBe("jo");
    expect(planIn(plan(), "en")!.routes).toEqual(expect.arrayContaining(["/team/maya-chen", "/team/jo"]));
  });

  it("relates openings of the same team (a field of one text, not a list)", () => {
    opening("a", "2026-10-01", "2099-12-31");
    opening("b", "2026-10-02", "2099-12-31");
    opening("c", "2026-10-03", "2099-12-31");
    write(
      "job-openings/c.md",
      fs.readFileSync(path.join(content, "job-openings/c.md"), "utf8").replace("team: Engineering", "team: Design"),
    );
    const a = pagesOf(plan()).find((p) => p.path === "/careers/a/")!;
    expect((a.context as EntryPageContext).related).toEqual(["/careers/b"]);
  });
});
