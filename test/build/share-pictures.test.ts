/** @jest-environment node */
/**
 * Every built page's link preview, in the shipped site, the languages fixture (English, German, Arabic), the long-content
 * fixture (the longest titles) and the pictures fixture (About's own photo): og:image and twitter:image name a file of the
 * build, 1200 × 630, at most 60 kB; a picture drawn for the page shows its own title (it matches a render of that title and
 * differs from a render of another); an entry's cover still wins over a drawn picture, within the same size (a two-article
 * fixture).
 */
import fs from "node:fs";
import path from "node:path";
import { decodeHTML } from "entities";
import sharp from "sharp";
import { publicDir } from "./support/site";
import { articlesFixture, languages, longContent, pictures } from "../fixture-builds";
import { ensureFixtureBuild, repo } from "../site-build";
import { drawSharePicture, siteDesign } from "../../plugins/share-pictures/draw";
import { htmlFiles } from "../../plugins/site-files/headers";
import { contentIn, contentModel, settingsOf } from "../../src/content-model/load";
import type { ShareDrawing } from "../../src/lib/share-picture";

jest.setTimeout(600_000);

const MAX_BYTES = 60 * 1024;
const log = (message: string) => process.stderr.write(`${message}\n`);

type Preview = { page: string; image: string; twitter: string; width: string; height: string; alt: string; lang: string; dir: string };

function previews(dir: string): Preview[] {
  return htmlFiles(dir).map((file) => {
    const html = fs.readFileSync(file, "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const meta = (attribute: string, key: string) =>
      decodeHTML(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head)?.[1] ?? "");
    const htmlTag = /<html [^>]*>/.exec(head)?.[0] ?? "";
    return {
      page: path.relative(dir, file),
      image: meta("property", "og:image"),
      twitter: meta("name", "twitter:image"),
      width: meta("property", "og:image:width"),
      height: meta("property", "og:image:height"),
      alt: meta("property", "og:image:alt"),
      lang: /\slang="([^"]+)"/.exec(htmlTag)?.[1] ?? "",
      dir: /\sdir="([^"]+)"/.exec(htmlTag)?.[1] ?? "",
    };
  });
}

const fileOf = (dir: string, image: string) => path.join(dir, decodeURIComponent(new URL(image).pathname));
const isDrawn = (image: string) => /\/pictures\/share-[0-9a-f]{20}\.png$/.test(image);
const pixels = (picture: Buffer | string) => sharp(picture).removeAlpha().raw().toBuffer();

const sites = [
  { name: "the shipped site", dir: () => publicDir, contentDir: path.join(repo, "content") },
  { name: "the languages fixture", dir: () => ensureFixtureBuild(languages, log), contentDir: languages.contentDir },
  { name: "the long-content fixture", dir: () => ensureFixtureBuild(longContent, log), contentDir: longContent.contentDir },
  { name: "the pictures fixture", dir: () => ensureFixtureBuild(pictures(), log), contentDir: pictures().contentDir },
];

describe.each(sites)("$name", ({ dir: built, contentDir }) => {
  const dir = built();
  const pages = previews(dir);
  const model = contentModel(contentDir);
  const brandOf = (language: string) => {
    const own = settingsOf<{ brand?: string; logoWord?: string }>(contentIn(model, language)) ?? {};
    const site = settingsOf<{ brand: string; logoWord: string }>(model.content[0])!;
    return { brand: own.brand ?? site.brand, logoWord: own.logoWord ?? site.logoWord };
  };

  it("gives every page an og:image of the build, 1200 × 630 and at most 60 kB, and the same twitter:image", async () => {
    expect(pages.length).toBeGreaterThan(5);
    for (const p of pages) {
      expect([p.page, p.twitter, p.width, p.height]).toEqual([p.page, p.image, "1200", "630"]);
      const file = fileOf(dir, p.image);
      expect([p.page, fs.existsSync(file)]).toEqual([p.page, true]);
      const { width, height } = await sharp(file).metadata();
      expect([p.page, width, height]).toEqual([p.page, 1200, 630]);
      expect([p.page, fs.statSync(file).size <= MAX_BYTES]).toEqual([p.page, true]);
    }
  });

  it("draws each page's own title, in its language and direction, with the page title as the alt text", async () => {
    const design = siteDesign();
    const drawn = [...new Map(pages.filter((p) => isDrawn(p.image)).map((p) => [p.image, p])).values()];
    expect(drawn.length).toBeGreaterThan(0);
    // A render of each title, and of another title: the file must be the first and differ from the second.
    const checks = drawn.map(async (p) => {
      const drawing: ShareDrawing = { title: p.alt, ...brandOf(p.lang), language: p.lang, dir: p.dir === "rtl" ? "rtl" : "ltr" };
      const [file, own, other] = await Promise.all([
        pixels(fileOf(dir, p.image)),
        drawSharePicture(drawing, design).then(pixels),
        drawSharePicture({ ...drawing, title: `${p.alt} 2` }, design).then(pixels),
      ]);
      return { page: p.page, matchesOwnTitle: file.equals(own), differsFromAnother: !file.equals(other), hasAlt: p.alt.length > 0 };
    });
    for (const result of await Promise.all(checks))
      expect(result).toEqual({ page: result.page, matchesOwnTitle: true, differsFromAnother: true, hasAlt: true });
  });
});

it("draws Arabic pages right to left in the languages fixture, and German ones in German", () => {
  const pages = previews(ensureFixtureBuild(languages, log));
  const drawnIn = (lang: string) => pages.filter((p) => p.lang === lang && isDrawn(p.image));
  expect(drawnIn("ar").length).toBeGreaterThan(0);
  expect(drawnIn("ar").every((p) => p.dir === "rtl" && /[\u0600-\u06ff]/.test(p.alt))).toBe(true);
  expect(drawnIn("de").length).toBeGreaterThan(0);
  // Each language's page has a picture of its own words: none shares one with another language's.
  const byImage = new Map<string, Set<string>>();
  for (const p of pages.filter((q) => isDrawn(q.image))) byImage.set(p.image, (byImage.get(p.image) ?? new Set()).add(p.lang));
  expect([...byImage.values()].filter((langs) => langs.size > 1)).toEqual([]);
});

// Neither long-content nor pictures has an entry with a cover: two articles, the newest with one (test/fixture-articles.ts).
it("keeps an entry's cover as its link preview, 1200 × 630 and at most 60 kB, and draws one for the entry without", async () => {
  const dir = ensureFixtureBuild(articlesFixture(2), log);
  // The entries' pages: not the page of every tag (articles/tags/), which no entry's address may take.
  const entries = previews(dir).filter((p) => /^articles\/(?!tags\/)[^/]+\/index\.html$/.test(p.page));
  expect(entries).toHaveLength(2);
  const [withCover, without] = [entries.filter((p) => !isDrawn(p.image)), entries.filter((p) => isDrawn(p.image))];
  expect(withCover.map((p) => p.image)).toEqual([expect.stringMatching(/\/pictures\/cover-desk-[0-9a-f]{10}-[\w-]+\.(?:jpg|png)$/)]);
  expect(without).toHaveLength(1);
  const cover = fileOf(dir, withCover[0]!.image);
  const { width, height } = await sharp(cover).metadata();
  expect({ width, height, fits: fs.statSync(cover).size <= MAX_BYTES }).toEqual({ width: 1200, height: 630, fits: true });
});
