/**
 * One build of a copy of the site with what editors add to it:
 *
 * - a third dated collection added as the registry says a new one is: a registry entry and a template,
 *   with its content. It gets its list and pages, tag pages, feed, Home's newest, sitemap entries and
 *   editor collection, and the check refuses a broken entry without a build;
 * - articles titled and tagged as a software company's editors do (ARTICLES below): tags named C++, C#, F#,
 *   .NET and Node.js each get a page of their own, and titles of 10,000 characters, of one 300-letter word
 *   and of two scripts build, each with its share picture, and their pages hold at 320 and 1280 px.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { buildSite, contentCheckErrors, copySite, repo } from "../site-build";
import { chromeArgs, requireHeadlessShell } from "../chromium";

const fixture = path.join(repo, "test", "fixtures", "talks");

const TECHNOLOGY_TAGS = { "C++": "c-plus-plus", "C#": "c-sharp", "F#": "f-sharp", ".NET": "dotnet", "Node.js": "node-js" };
const LONG_TITLE = "Terms of the framework agreement for software development and digital services, with every annex. "
  .repeat(110)
  .slice(0, 10_000);
const LONG_WORD = "Donaudampfschifffahrtsgesellschaftskapitänsmütze".repeat(7).slice(0, 300);
/** Front matter and a paragraph for each article the copy gets, by address. */
const ARTICLES: Record<string, { title: string; tags: string[] }> = {
  ...Object.fromEntries(
    Object.entries(TECHNOLOGY_TAGS).map(([tag, address]) => [address, { title: `Why we still ship ${tag}`, tags: [tag] }]),
  ),
  "framework-agreement": { title: LONG_TITLE, tags: ["Contracts"] },
  "long-word": { title: LONG_WORD, tags: ["Contracts"] },
  "two-scripts": { title: "Right to left: تصميم المواقع for teams that write Arabic and English 🚀 & <more>\u0007", tags: ["Contracts"] },
};

/** The copy's articles, with an author to credit (the shipped content has no people). */
function addArticles(content: string) {
  fs.writeFileSync(
    path.join(content, "people.yaml"),
    stringify([{ id: "maya-chen", name: "Maya Chen", role: "Lead Frontend Engineer", bio: "Maya leads our frontend work." }]),
  );
  fs.mkdirSync(path.join(content, "articles"), { recursive: true });
  Object.entries(ARTICLES).forEach(([address, { title, tags }], day) => {
    const front = {
      title,
      description: "An article as an editor might title it.",
      address,
      date: `2026-10-${10 + day}`,
      author: "maya-chen",
      tags,
    };
    fs.writeFileSync(path.join(content, "articles", `${address}.md`), `---\n${stringify(front, { lineWidth: 0 })}---\n\nOne paragraph.\n`);
  });
}

describe("a collection declared only in the registry, with a template", () => {
  let dir = "";
  let build = { status: -1 as number | null, output: "", seconds: 0 };
  const page = (route: string) => fs.readFileSync(path.join(dir, "public", route, "index.html"), "utf8");

  beforeAll(() => {
    dir = copySite("third-collection-");
    const registry = path.join(dir, "src", "content-model", "registry.ts");
    const source = fs.readFileSync(registry, "utf8");
    const folders = "const datedFolders: readonly EntryFolder[] = [caseStudies, articles, jobOpenings];";
    if (!source.includes(folders)) throw new Error("registry.ts no longer declares datedFolders as this test expects; update it");
    const entry = fs.readFileSync(path.join(fixture, "registry-entry.ts"), "utf8").replace(/^\/\/.*\n/, "");
    fs.writeFileSync(registry, source.replace(folders, `${entry}\n${folders.replace("jobOpenings]", "jobOpenings, talks]")}`));
    fs.copyFileSync(path.join(fixture, "talk.tsx"), path.join(dir, "src", "templates", "talk.tsx"));
    fs.cpSync(path.join(fixture, "content"), path.join(dir, "content"), { recursive: true });
    // Home shows the newest talks as an editor would have it: a section of the type "Newest entries".
    const home = path.join(dir, "content", "pages", "home.yaml");
    const homePage = parse(fs.readFileSync(home, "utf8")) as { sections: object[] };
    homePage.sections.splice(1, 0, { type: "latest", list: "talks", count: 2 });
    fs.writeFileSync(home, stringify(homePage));
    fs.cpSync(path.join(repo, "scripts", "check-content.ts"), path.join(dir, "scripts", "check-content.ts"));
    addArticles(path.join(dir, "content"));
    build = buildSite(dir);
    if (build.status !== 0) throw new Error(`the copy with talks did not build:\n${build.output.slice(-3000)}`);
  }, 660_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("publishes the list, newest first, two to a page, each card naming its event", () => {
    const list = page("talks");
    expect(list).toMatch(/<h1[^>]*>Talks<\/h1>/);
    const titles = [...list.matchAll(/<h2 id="entry-[^"]+"[^>]*><a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(titles).toEqual([
      ["/talks/forms-that-forgive/", "Forms that forgive"],
      ["/talks/shipping-on-fridays/", "Shipping on Fridays"],
    ]);
    expect(list).toContain("Accessibility Summit");
    expect(page("talks/page/2")).toContain("Design systems at scale");
    expect(list).toContain('href="/talks/rss.xml"');
    expect(fs.readFileSync(path.join(dir, "public", "talks", "rss.xml"), "utf8")).toContain(
      "<title><![CDATA[Forms that forgive]]></title>",
    );
  });

  it("gives each talk its page with its template's facts, and each topic a page", () => {
    const talk = page("talks/forms-that-forgive");
    expect(talk).toMatch(/<h1[^>]*>Forms that forgive<\/h1>/);
    const text = talk.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
    expect(text).toContain("Given September 2, 2026 · Accessibility Summit");
    expect(talk).toContain('href="/talks/tags/accessibility/"');
    expect(page("talks/tags/accessibility")).toMatch(/<h1[^>]*>Talks on Accessibility<\/h1>/);
    // The page of every topic, above each topic's, in the talks' words.
    const topics = page("talks/tags");
    expect(topics).toMatch(/<h1[^>]*>Every topic we spoke about<\/h1>/);
    expect(topics).toMatch(/<a[^>]*href="\/talks\/tags\/accessibility\/"[^>]*>[\s\S]*?Accessibility[\s\S]*?\d+ talks?[\s\S]*?<\/a>/);
    expect(page("talks/tags/accessibility")).toContain('href="/talks/tags/"');
  });

  it("shows the newest on Home, where its sections say", () => {
    const home = page("");
    expect(home).toMatch(/<h2[^>]*>Latest talks<\/h2>/);
    expect(home).toContain('href="/talks/forms-that-forgive/"');
    expect(home).toContain('href="/talks/"');
  });

  it("lists every page in the sitemap", () => {
    const sitemap = fs.readFileSync(path.join(dir, "public", "sitemap.xml"), "utf8");
    for (const route of ["talks/", "talks/page/2/", "talks/forms-that-forgive/", "talks/tags/", "talks/tags/accessibility/"])
      expect(sitemap).toContain(`/${route}</loc>`);
  });

  it("gives editors a folder collection with the talk's fields", () => {
    const config = parse(fs.readFileSync(path.join(dir, "public", "admin", "config.yml"), "utf8")) as {
      collections: { name: string; folder?: string; fields: { name: string }[] }[];
    };
    const talks = config.collections.find((c) => c.name === "talks");
    expect(talks?.folder).toBe("content/talks");
    expect(talks?.fields.map((f) => f.name)).toEqual(expect.arrayContaining(["title", "date", "event", "topics", "cover", "body"]));
  });

  describe("articles titled and tagged as editors do", () => {
    const entryLinks = (html: string) => [...html.matchAll(/<h2 id="entry-[^"]+"[^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1]);

    it("gives C++, C#, F#, .NET and Node.js a tag page each, listing only its own article", () => {
      for (const [tag, address] of Object.entries(TECHNOLOGY_TAGS)) {
        const list = page(`articles/tags/${address}`);
        expect([tag, list.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]]).toEqual([tag, expect.stringContaining(tag)]);
        expect([tag, entryLinks(list)]).toEqual([tag, [`/articles/${address}/`]]);
        expect(page(`articles/${address}`)).toContain(`href="/articles/tags/${address}/"`);
      }
    });

    it("draws a share picture for every title, however long or mixed: 1200 × 630 and at most 60 kB", async () => {
      for (const address of ["framework-agreement", "long-word", "two-scripts"]) {
        const image = /<meta property="og:image" content="[^"]*\/(pictures\/share-[0-9a-f]{20}\.png)"/.exec(
          page(`articles/${address}`),
        )?.[1];
        expect([address, image]).toEqual([address, expect.any(String)]);
        const file = path.join(dir, "public", image!);
        const { width, height } = await sharp(file).metadata();
        expect([address, width, height, fs.statSync(file).size <= 60_000]).toEqual([address, 1200, 630, true]);
      }
    });

    it("holds the pages of the longest titles at 320 and 1280 px: nothing wider than the window, the whole title shown", async () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { chromium } = require("playwright-core") as typeof import("playwright-core");
      const browser = await chromium.launch({ executablePath: requireHeadlessShell(), args: chromeArgs });
      const problems: string[] = [];
      try {
        for (const width of [320, 1280]) {
          const context = await browser.newContext({ viewport: { width, height: 800 } });
          // The built files, served as the host would (a folder's index.html), without a server.
          await context.route("http://site.test/**", (route) => {
            const address = decodeURI(new URL(route.request().url()).pathname);
            const file = path.join(dir, "public", address.endsWith("/") ? `${address}index.html` : address);
            return fs.existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: "" });
          });
          const tab = await context.newPage();
          for (const route of ["/articles/framework-agreement/", "/articles/long-word/", "/articles/", "/articles/tags/contracts/"]) {
            await tab.goto(`http://site.test${route}`);
            const found = await tab.evaluate(() => ({
              wide: document.documentElement.scrollWidth - document.documentElement.clientWidth,
              heading: document.querySelector("h1")?.textContent?.length ?? 0,
            }));
            if (found.wide > 0) problems.push(`${route} at ${width} px is ${found.wide} px wider than the window`);
            if (route === "/articles/framework-agreement/" && found.heading !== LONG_TITLE.trim().length)
              problems.push(`${route} at ${width} px shows ${found.heading} of the title's ${LONG_TITLE.trim().length} characters`);
          }
          await context.close();
        }
      } finally {
        await browser.close();
      }
      expect(problems).toEqual([]);
    }, 120_000);
  });

  it("is checked like every collection: a talk without its event stops the check, naming the file and field", () => {
    const file = path.join(dir, "content", "talks", "shipping-on-fridays.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^event: .*\n/m, ""));
    const output = contentCheckErrors(dir);
    expect(output).toMatch(
      /content\/talks\/shipping-on-fridays\.md:2: event: is missing\. Add a line "event: …" at the top level of the file/,
    );
  });
});
