/** @jest-environment node */
/**
 * The pages a folder of dated entries makes (plan.ts): lists of `perPage` newest first, tag pages,
 * each entry with its neighbours and related entries, and the languages each page exists in; no
 * page for a draft, an entry dated after the build's day, or an empty list.
 */
import { articles, caseStudies } from "../../../src/content-model/schema";
import { planEntryPages, type EntryNode, type EntryPageContext, type ListPageContext } from "../plan";

const day = "2026-11-20";

/** An article node: published on `date`, with these tags (its related values too). */
const node = (id: string, date: string, tags: string[] = [], extra: Partial<EntryNode> = {}): EntryNode => ({
  id,
  language: "en",
  address: id,
  title: id,
  date,
  draft: false,
  related: tags,
  tags,
  ...extra,
});

const plan = (nodes: EntryNode[], languages = ["en"], address = (_: string) => "articles" as string | undefined) =>
  planEntryPages({ folder: articles, nodes, listAddress: address, languages, day });

const lists = (pages: ReturnType<typeof plan>) =>
  pages.filter((p) => p.kind === "list").map((p) => ({ path: p.path, ...(p.context as ListPageContext) }));
const entries = (pages: ReturnType<typeof plan>) =>
  pages.filter((p) => p.kind === "entry").map((p) => ({ path: p.path, ...(p.context as EntryPageContext) }));

it("makes nothing for a list with no published entry (a draft and one dated tomorrow are not published)", () => {
  expect(plan([node("draft", "2026-01-01", [], { draft: true }), node("tomorrow", "2026-11-21")])).toEqual([]);
});

it("lists the published entries newest first, ten to a page, with links between the pages", () => {
  const nodes = Array.from({ length: 12 }, (_, i) =>
    node(`a${String(i + 1).padStart(2, "0")}`, `2026-10-${String(i + 1).padStart(2, "0")}`),
  );
  const found = lists(plan([...nodes, node("later", "2026-12-01")]));
  expect(found.map((l) => [l.path, l.page, l.pages, l.ids.length, l.newer, l.older])).toEqual([
    ["/articles/", 1, 2, 10, "", "/articles/page/2/"],
    ["/articles/page/2/", 2, 2, 2, "/articles/", ""],
  ]);
  expect(found[0]!.ids.slice(0, 3)).toEqual(["a12", "a11", "a10"]);
  expect(found[1]!.ids).toEqual(["a02", "a01"]);
});

it("makes a page per tag, tags written alike sharing one, named as the newest entry writes it", () => {
  const found = lists(plan([node("old", "2026-01-01", ["ux", "Design"]), node("new", "2026-02-01", ["UX"])]));
  expect(found.filter((l) => l.tag).map((l) => [l.path, l.tag, l.ids])).toEqual([
    ["/articles/tags/ux/", "UX", ["new", "old"]],
    ["/articles/tags/design/", "Design", ["old"]],
  ]);
});

it("gives each entry the one published before and after it, and up to three related ones, most shared tags first", () => {
  const found = entries(
    plan([
      node("first", "2026-01-01", ["a", "b"]),
      node("second", "2026-02-01", ["a"]),
      node("third", "2026-03-01", ["a", "b"]),
      node("fourth", "2026-04-01", ["c"]),
      node("fifth", "2026-05-01", ["b"]),
    ]),
  );
  const third = found.find((e) => e.id === "third")!;
  expect([third.path, third.previous, third.next]).toEqual(["/articles/third/", "second", "fourth"]);
  // Two tags in common with "first"; one with the others, the newest first.
  expect(third.related).toEqual(["first", "fifth", "second"]);
  expect(found.find((e) => e.id === "fourth")!.related).toEqual([]);
  const first = found.find((e) => e.id === "first")!;
  expect([first.previous, first.next]).toEqual(["", "second"]);
});

it("gives an entry and a list alternates only in the languages they are published in", () => {
  const pages = plan(
    [
      node("both", "2026-01-01", ["Design"]),
      node("both", "2026-01-01", ["Gestaltung"], { id: "both-de", language: "de" }),
      node("english-only", "2026-02-01"),
    ],
    ["en", "de"],
  );
  const byPath = new Map(pages.map((p) => [p.path, p.context.translations]));
  expect(byPath.get("/articles/both/")).toEqual(["en", "de"]);
  expect(byPath.get("/de/articles/both/")).toEqual(["en", "de"]);
  expect(byPath.get("/articles/english-only/")).toEqual(["en"]);
  expect(byPath.has("/de/articles/english-only/")).toBe(false);
  expect(byPath.get("/de/articles/")).toEqual(["en", "de"]);
  // A tag is the language's own word: its page exists only where an entry has it.
  expect(byPath.get("/articles/tags/design/")).toEqual(["en"]);
  expect(byPath.get("/de/articles/tags/gestaltung/")).toEqual(["de"]);
});

it("makes no tag pages for a folder without tags (case studies), and nothing where the list has no address", () => {
  const study = node("shop", "2026-01-01", ["hosting"], { tags: [] });
  const pages = planEntryPages({ folder: caseStudies, nodes: [study], listAddress: () => "case-studies", languages: ["en"], day });
  expect(pages.map((p) => p.path)).toEqual(["/case-studies/", "/case-studies/shop/"]);
  expect(plan([node("a", "2026-01-01")], ["en"], () => undefined)).toEqual([]);
});
