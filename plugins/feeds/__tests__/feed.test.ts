/**
 * The articles' RSS feed (plugins/feeds/feed.ts) from a copy of the real content with an article whose words are the
 * hardest an editor writes: a 10,000-character title, a 300-letter word, Arabic inside English, emoji, markup characters,
 * and control characters that reach the text through a YAML escape or an entity in Markdown (the check stops a file that
 * holds one as it is). A strict XML parser reads the feed, and each field reads as the editor wrote it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentIn, loadContent } from "../../../src/content-model/load";
import { planSite } from "../../../src/content-model/publish";
import { listFeed } from "../feed";

const root = path.resolve(__dirname, "../../..");
const day = "2026-11-20";
const LONG_TITLE = `${"Lange Titel ".repeat(833)}end`;
const WORD = "Donau".repeat(60);
const MIXED = "Design systems مرحبا بالعالم in English 🚀👩🏽‍💻 Q&A <b> & </script> --> ]]>";

let content = "";
beforeEach(() => {
  content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "feed-")), "content");
  fs.cpSync(path.join(root, "content"), content, { recursive: true });
});
afterEach(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }));

function feedOf(articles: Record<string, { title: string; description: string; body: string }>): Promise<string> {
  for (const [address, { title, description, body }] of Object.entries(articles)) {
    const front = [`title: ${JSON.stringify(title)}`, `description: ${JSON.stringify(description)}`, `address: ${address}`, `date: ${day}`];
    fs.mkdirSync(path.join(content, "articles"), { recursive: true });
    fs.writeFileSync(
      path.join(content, "articles", `${address}.md`),
      `---\n${front.join("\n")}\ntags: ["Ünïcode & more"]\n---\n\n${body}\n`,
    );
  }
  const model = loadContent(content);
  const plan = planSite(model, day);
  const list = plan.languages[0]!.lists.find((l) => l.folder.list.feed)!;
  return listFeed({
    content: contentIn(model, plan.languages[0]!.language.code)!,
    list,
    siteUrl: "https://example.com",
    pathPrefix: "",
    plan,
  });
}

const parsed = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.querySelector("parsererror")?.textContent ?? "").toBe("");
  return document;
};
const itemOf = (document: Document, address: string) =>
  [...document.querySelectorAll("item")].find((item) => item.querySelector("link")?.textContent?.endsWith(`/articles/${address}/`))!;
const field = (item: Element, name: string) => item.getElementsByTagName(name)[0]?.textContent ?? "";

describe("the articles feed", () => {
  it("reads as XML with the editor's words as they wrote them, however long or mixed", async () => {
    const document = parsed(
      await feedOf({
        long: { title: LONG_TITLE, description: `${WORD} ${MIXED}`, body: `${WORD}\n\n${MIXED}` },
      }),
    );
    const item = itemOf(document, "long");
    expect(field(item, "title")).toBe(LONG_TITLE);
    expect(field(item, "description")).toBe(`${WORD} ${MIXED}`);
    expect(field(item, "category")).toBe("Ünïcode & more");
    const text = new DOMParser().parseFromString(field(item, "content:encoded"), "text/html").body.textContent;
    expect(text).toContain(WORD);
    expect(text).toContain(MIXED);
  });

  it("reads as XML when the words hold control characters, which it leaves out", async () => {
    const xml = await feedOf({
      bells: { title: "Tabs\u000band\u0008bells", description: "Null\u0000 and escape\u001b", body: "Form&#12;feed and bell&#7;." },
    });
    const item = itemOf(parsed(xml), "bells");
    expect(field(item, "title")).toBe("Tabsandbells");
    expect(field(item, "description")).toBe("Null and escape");
    expect(new DOMParser().parseFromString(field(item, "content:encoded"), "text/html").body.textContent).toMatch(
      /^Form.?feed and bell.?\.$/m,
    );
  });
});
