/**
 * A third dated collection added as the registry says a new one is: a registry entry and a template,
 * with its content. One build of a copy gets its list and pages, tag pages, feed, Home's newest,
 * sitemap entries and editor collection, and the check refuses a broken entry without a build.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { buildSite, copySite, repo } from "../site-build";

const fixture = path.join(repo, "test", "fixtures", "talks");

describe("a collection declared only in the registry, with a template", () => {
  let dir = "";
  let build = { status: -1 as number | null, output: "", seconds: 0 };
  const page = (route: string) => fs.readFileSync(path.join(dir, "public", route, "index.html"), "utf8");

  beforeAll(() => {
    dir = copySite("third-collection-");
    const registry = path.join(dir, "src", "content-model", "registry.ts");
    const source = fs.readFileSync(registry, "utf8");
    const folders = "export const entryFolders: readonly EntryFolder[] = [sitePages, caseStudies, articles, jobOpenings];";
    if (!source.includes(folders)) throw new Error("registry.ts no longer declares entryFolders as this test expects; update it");
    const entry = fs.readFileSync(path.join(fixture, "registry-entry.ts"), "utf8").replace(/^\/\/.*\n/, "");
    fs.writeFileSync(registry, source.replace(folders, `${entry}\n${folders.replace("jobOpenings]", "jobOpenings, talks]")}`));
    fs.copyFileSync(path.join(fixture, "talk.tsx"), path.join(dir, "src", "templates", "talk.tsx"));
    fs.cpSync(path.join(fixture, "content"), path.join(dir, "content"), { recursive: true });
    fs.cpSync(path.join(repo, "scripts", "check-content.ts"), path.join(dir, "scripts", "check-content.ts"));
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
  });

  it("shows the newest on Home, where the registry says", () => {
    const home = page("");
    expect(home).toMatch(/<h2[^>]*>Latest talks<\/h2>/);
    expect(home).toContain('href="/talks/forms-that-forgive/"');
    expect(home).toContain('href="/talks/"');
  });

  it("lists every page in the sitemap", () => {
    const sitemap = fs.readFileSync(path.join(dir, "public", "sitemap.xml"), "utf8");
    for (const route of ["talks/", "talks/page/2/", "talks/forms-that-forgive/", "talks/tags/accessibility/"])
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

  it("is checked like every collection: a talk without its event stops the check, naming the file and field", () => {
    const file = path.join(dir, "content", "talks", "shipping-on-fridays.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^event: .*\n/m, ""));
    let output = "";
    try {
      execFileSync(path.join(repo, "node_modules", ".bin", "tsx"), ["scripts/check-content.ts"], {
        cwd: dir,
        encoding: "utf8",
        stdio: "pipe",
      });
    } catch (error) {
      output = String((error as { stderr?: string }).stderr);
    }
    expect(output).toMatch(
      /content\/talks\/shipping-on-fridays\.md:2: event: is missing\. Add a line "event: …" at the top level of the file/,
    );
  });
});
