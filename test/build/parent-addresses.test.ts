/** @jest-environment node */
/**
 * Parent addresses answer (src/content-model/parents.ts, src/templates/tag-index.tsx), in the fixture builds that have what lies
 * below them: the long-content fixture's articles and tags (/articles/tags/), and the languages fixture's people (/team/, whose
 * redirect each host serves: test/build/netlify.test.ts, cloudflare.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { languages, longContent } from "../fixture-builds";
import { ensureFixtureBuild } from "../site-build";

jest.setTimeout(600_000);

const log = (message: string) => process.stderr.write(`${message}\n`);
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

describe("the page of every tag (/articles/tags/), in the long-content fixture", () => {
  const dir = ensureFixtureBuild(longContent, log);
  const read = (route: string) => fs.readFileSync(path.join(dir, route, "index.html"), "utf8");
  const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
  /** Each tag's page folder under /articles/tags/, as the build wrote them. */
  const tagFolders = fs
    .readdirSync(path.join(dir, "articles", "tags"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  /** The links of the page's list: address, tag, and the count beside it. */
  const listed = () =>
    [...main(read("articles/tags")).matchAll(/<li[^>]*>\s*<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>([\s\S]*?)<\/li>/g)].map((m) => ({
      href: m[1]!,
      words: `${text(m[2]!)} ${text(m[3]!)}`,
    }));
  /** How many entries a tag's pages show (its first page and the later ones). */
  const shownOn = (slug: string) => {
    const folder = path.join("articles", "tags", slug);
    const pages = [
      folder,
      ...(fs.existsSync(path.join(dir, folder, "page"))
        ? fs.readdirSync(path.join(dir, folder, "page")).map((n) => path.join(folder, "page", n))
        : []),
    ];
    return pages.reduce((sum, page) => sum + (main(read(page)).match(/id="entry-/g) ?? []).length, 0);
  };

  it("answers with a page whose heading, title and summary are the list's words for it", () => {
    const html = read("articles/tags");
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/^Articles by subject \| /);
    expect(text(/<h1[\s\S]*?<\/h1>/.exec(html)![0])).toBe(
      "Every subject our engineering, design and marketing teams have written articles and field notes about",
    );
    expect(html).toMatch(/<meta name="description" content="The subjects of the Vireo Solutions team&#x27;s articles/);
  });

  it("lists every tag once, linked to its page, with as many entries as its page shows, in the plural form the count takes", () => {
    const links = listed();
    expect(links.map((l) => l.href).sort()).toEqual(tagFolders.map((slug) => `/articles/tags/${slug}/`).sort());
    for (const { href, words } of links) {
      const slug = href.split("/").at(-2)!;
      const count = shownOn(slug);
      expect(count).toBeGreaterThan(0);
      expect([
        href,
        words.endsWith(count === 1 ? "1 article or field note about it" : `${count} articles and field notes about it`),
      ]).toEqual([href, true]);
    }
    // Both forms are seen: tags of one article, and UX, which the fixture gives many.
    expect(links.find((l) => l.href === "/articles/tags/ux/")?.words).toMatch(/^UX \d+ articles and field notes about it$/);
    expect(links.some((l) => l.words.endsWith(" 1 article or field note about it"))).toBe(true);
  });

  it("links up to the list, and each tag's page links up to it", () => {
    expect(main(read("articles/tags"))).toMatch(/<a[^>]*href="\/articles\/"[^>]*>[\s\S]*?Every article and field note<\/a>/);
    for (const slug of tagFolders)
      expect(main(read(`articles/tags/${slug}`))).toMatch(
        /<a[^>]*href="\/articles\/tags\/"[^>]*>[\s\S]*?Every subject our articles and field notes are tagged with<\/a>/,
      );
  });

  it("is in the sitemap, like the tags' pages", () => {
    const sitemap = fs.readFileSync(path.join(dir, "sitemap.xml"), "utf8");
    expect(sitemap).toMatch(/<loc>[^<]*\/articles\/tags\/<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/articles\/tags\/ux\/<\/loc>/);
  });
});

describe("/team/, above every person's page, in the languages fixture", () => {
  const dir = ensureFixtureBuild(languages, log);

  it("is redirected for every host to the team section on About, in each language; each person's page links back there", () => {
    const lines = fs.readFileSync(path.join(dir, "_redirects"), "utf8").split("\n");
    expect(lines).toEqual(
      expect.arrayContaining(["/team/  /about/#team  301", "/de/team/  /de/about/#team  301", "/ar/team/  /ar/about/#team  301"]),
    );
    const nginx = fs.readFileSync(path.join(path.dirname(dir), "deploy", "generated", "redirects.conf"), "utf8");
    expect(nginx).toContain("location = /team/ {\n    return 301 /about/$is_args$args#team;\n}");
    const person = fs.readdirSync(path.join(dir, "team"))[0]!;
    const about = fs.readFileSync(path.join(dir, "about", "index.html"), "utf8");
    expect(about).toContain('<section id="team"');
    expect(fs.readFileSync(path.join(dir, "team", person, "index.html"), "utf8")).toMatch(/<a[^>]*href="\/about\/#team"/);
    expect(fs.readFileSync(path.join(dir, "de", "team", person, "index.html"), "utf8")).toMatch(/<a[^>]*href="\/de\/about\/#team"/);
  });
});
