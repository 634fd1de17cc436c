/**
 * Real `gatsby build`s of a copy of the site (test/site-build.ts: code, config and content in a
 * temporary folder; the repository's own .cache/ and public/ are never touched), built once and
 * then again after each change, so every later build is a warm one:
 *
 * - files saved with a byte-order mark build, with the same text on the pages: the copy's content
 *   is saved that way (Notepad's "UTF-8 with BOM") before the first build, so the cold build every
 *   later case needs is also the BOM case;
 * - pictures (test/pictures.ts: a 4000 × 3000 JPEG Home hero, an About photo that is also About's
 *   link preview, a picture on each service card, one a PNG with transparency, and one in the
 *   Privacy Policy's Markdown) are in the copy from the cold build on: AVIF and WebP at the expected
 *   widths; a warm rebuild after a text edit encodes none of them again (both build times are
 *   printed); a file replaced under the same name gets new renditions and the old ones are no
 *   longer published;
 * - broken content stops the build: eleven mistakes in eight files at once (pictures, field names,
 *   YAML, bytes, links to a deleted page), a non-zero exit, every one named with its file, line,
 *   entry and field, and the last good build in public/ left exactly as it was;
 * - a warm rebuild reads back the build state the last build took out of public/
 *   (plugins/site-files/unpublished.ts): a content edit reaches the pages, a build with no change
 *   succeeds, and neither publishes that state.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSite, copySite } from "../site-build";
import { addPicturesToContent, fixturePictures, photoJpeg, UPLOADS, writeFixturePictures } from "../pictures";
import { RENDITION_WIDTHS } from "../../src/images/pipeline";
import { probePicture } from "../../src/images/probe";
import { listFiles } from "../../src/lib/list-files";

/** A build of the copy; Gatsby wraps long lines, so the output's whitespace is joined back into single spaces. */
function build(dir: string) {
  const { status, output, seconds } = buildSite(dir);
  return { status, output: output.replace(/\s+/g, " "), seconds };
}

/** Every file under public/ with its bytes, to compare the whole build before and after. */
function snapshot(dir: string): Map<string, string> {
  const publicDir = path.join(dir, "public");
  return new Map(listFiles(publicDir).map((file) => [file, fs.readFileSync(path.join(publicDir, file), "base64")]));
}

describe("a broken content file stops the build", () => {
  let dir = "";
  let lastGood = new Map<string, string>();

  // Saved with a byte-order mark: a list with LF line endings (the file that once failed), and a list,
  // a mapping and a page with CRLF. check:content's own case is check-bytes.test.ts.
  const withBom: [string, "LF" | "CRLF"][] = [
    ["steps.yaml", "LF"],
    ["stats.yaml", "CRLF"],
    ["settings.yaml", "CRLF"],
    ["pages/about.yaml", "CRLF"],
  ];
  let first = { status: -1 as number | null, output: "", seconds: 0 };

  beforeAll(async () => {
    dir = copySite("content-gate-");
    // The pictures go into the copy's own static/ and content/, never the repository's.
    await writeFixturePictures(path.join(dir, UPLOADS));
    addPicturesToContent(path.join(dir, "content"));
    for (const [file, endings] of withBom) {
      const target = path.join(dir, "content", file);
      const text = fs.readFileSync(target, "utf8");
      fs.writeFileSync(target, `\ufeff${endings === "CRLF" ? text.replace(/\n/g, "\r\n") : text}`);
    }
    first = build(dir);
    if (first.status !== 0) throw new Error(`the copy of the site (content saved with a BOM) did not build: ${first.output.slice(-2000)}`);
    lastGood = snapshot(dir);
  }, 660_000);

  it(`builds files saved with a byte-order mark (${withBom.map(([f, e]) => `${f} ${e}`).join(", ")}), with the same text on the pages`, () => {
    expect(first.status).toBe(0);
    expect(first.output).not.toContain("Content check failed");
    for (const [file] of withBom)
      expect(fs.readFileSync(path.join(dir, "content", file)).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const home = fs.readFileSync(path.join(dir, "public", "index.html"), "utf8");
    for (const title of ["Research", "Design", "Development", "Test", "Deliver"]) expect(home).toContain(`>${title}</`);
    expect(home).not.toMatch(/\ufeff|\r/);
    const about = fs.readFileSync(path.join(dir, "public", "about", "index.html"), "utf8");
    // The page title comes from pages/about.yaml, the brand after it from settings.yaml.
    expect(about).toMatch(/<title[^>]*>About Us \| Vireo – /);
    expect(about).not.toMatch(/\ufeff|\r/);
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  describe("pictures", () => {
    const published = () => listFiles(path.join(dir, "public", "pictures"));
    const page = (route: string) => fs.readFileSync(path.join(dir, "public", route, "index.html"), "utf8");
    /** The widths of a source's renditions in one format, from the published file names. */
    const widths = (file: string, extension: string) => {
      const stem = path.basename(file, path.extname(file));
      return published()
        .filter((f) => f.startsWith(`${stem}-`) && f.endsWith(`.${extension}`) && !f.endsWith("-share.jpg"))
        .map((f) => Number(/-(\d+)\.\w+$/.exec(f)![1]))
        .sort((a, b) => a - b);
    };

    it("makes AVIF, WebP and JPEG of every photo (PNG for the transparent one) at the expected widths, and publishes no original", () => {
      const photos = [fixturePictures.hero, fixturePictures.team, fixturePictures.office, ...fixturePictures.services.slice(1)];
      for (const { file } of photos) {
        for (const extension of ["avif", "webp", "jpg"])
          expect([file, extension, widths(file, extension)]).toEqual([file, extension, [...RENDITION_WIDTHS]]);
      }
      const logo = fixturePictures.services[0].file;
      for (const extension of ["avif", "webp", "png"])
        expect([logo, extension, widths(logo, extension)]).toEqual([logo, extension, [...RENDITION_WIDTHS]]);
      expect(widths(logo, "jpg")).toEqual([]);
      // The uploads are sources only: a phone photo of several MB is never published.
      expect(fs.existsSync(path.join(dir, "public", "images"))).toBe(false);
    });

    it("offers AVIF, then WebP, then the fallback, with the source's size; the hero and the first service card first and eagerly, the other cards and the Markdown picture lazily", () => {
      const hero = /<picture>([\s\S]*?)<\/picture>/.exec(page(""))![1]!;
      expect([...hero.matchAll(/type="([^"]+)"/g)].map((m) => m[1])).toEqual(["image/avif", "image/webp"]);
      expect(hero).toMatch(/<img[^>]*fetchpriority="high"/);
      expect(hero).toMatch(/<img[^>]*loading="eager"/);
      expect(hero).toMatch(/<img[^>]*width="4000" height="3000"/);
      expect(hero).toContain(`alt="${fixturePictures.hero.alt}"`);
      const cards = [...page("services").matchAll(/<img[^>]*>/g)].map((m) => m[0]);
      expect(cards).toHaveLength(8);
      // The first card is in the first view at every width (its photo is a phone's largest element).
      expect(cards[0]).toMatch(/loading="eager"/);
      expect(cards[0]).toMatch(/fetchpriority="high"/);
      for (const card of cards.slice(1)) expect(card).toMatch(/loading="lazy"/);
      for (const card of cards.slice(1)) expect(card).not.toMatch(/fetchpriority/);
      // On Home the cards are far below the hero: all lazy.
      const homeCards = [...page("").matchAll(/<img[^>]*>/g)].map((m) => m[0]).slice(1);
      expect(homeCards).toHaveLength(8);
      for (const card of homeCards) expect(card).toMatch(/loading="lazy"/);
      expect(cards[0]).toMatch(/alt=""/);
      const inText = /<div class="[^"]*\bprose-site\b[^>]*>[\s\S]*?<picture>([\s\S]*?)<\/picture>/.exec(page("privacy-policy"))![1]!;
      expect(inText).toMatch(/<img[^>]*loading="lazy"/);
      expect(inText).toContain(`alt="${fixturePictures.office.alt}"`);
      expect(inText).toMatch(/<img[^>]*width="2400" height="1600"/);
    });

    it("gives About its own link-preview picture: a 1200 × 630 JPEG, named in its head with its size and alt text", () => {
      const about = page("about");
      const url = /<meta property="og:image" content="([^"]+)"/.exec(about)![1]!;
      expect(url).toMatch(/\/pictures\/team-[0-9a-f]{10}-share\.jpg$/);
      expect(about).toContain('<meta property="og:image:width" content="1200"');
      expect(about).toContain('<meta property="og:image:height" content="630"');
      expect(about).toContain(`<meta property="og:image:alt" content="${fixturePictures.team.alt}"`);
      const file = path.join(dir, "public", "pictures", path.basename(url));
      expect(probePicture(fs.readFileSync(file))).toEqual({ format: "jpeg", width: 1200, height: 630 });
      // The other pages share the picture drawn of their title.
      expect(page("")).toMatch(/<meta property="og:image" content="[^"]+\/pictures\/share-[0-9a-f]{20}\.png"/);
    });
  });

  /*
   * Eleven mistakes in eight files, all in one build: the check reads every file and
   * reports every problem it finds, so an editor fixes them in one go, and each mistake is still a
   * test of its own below. (One build instead of the seven this took, one per mistake: the build is
   * the same code path whatever the mistake, and the check's exact wording of each, line and byte
   * included, is pinned by the unit tests in src/content-model/__tests__/.)
   */
  describe("mistakes in several files at once", () => {
    const originals = new Map<string, Buffer>();
    const uploads = () => path.join(dir, UPLOADS);
    /** Replaces `from` with `to` in the copy's `file` (its BOM and line endings kept), once. */
    const swap = (file: string, from: string, to: string | Buffer) => {
      const target = path.join(dir, "content", file);
      const bytes = fs.readFileSync(target);
      if (!originals.has(target)) originals.set(target, bytes);
      const text = bytes.toString("utf8");
      const at = text.indexOf(from);
      if (at < 0) throw new Error(`content/${file} no longer has "${from}"; update content-gate.test.ts`);
      const before = Buffer.from(text.slice(0, at), "utf8");
      const after = Buffer.from(text.slice(at + from.length), "utf8");
      fs.writeFileSync(target, Buffer.concat([before, typeof to === "string" ? Buffer.from(to, "utf8") : to, after]));
    };
    const created = ["site-pages/team.md", "site-pages/jobs.md"];
    let result = { status: -1 as number | null, output: "" };

    beforeAll(() => {
      // Pictures: a missing file, a text file named .jpg, an oversize file, a file name as alt text.
      fs.writeFileSync(path.join(uploads(), "notes.jpg"), "Notes for the photographer, saved with the wrong name.\n");
      fs.writeFileSync(path.join(uploads(), "huge.jpg"), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10_500_000)]));
      swap("services.yaml", `src: /images/uploads/${fixturePictures.services[1]!.file}`, "src: /images/uploads/missing.jpg");
      swap("services.yaml", `src: /images/uploads/${fixturePictures.services[2]!.file}`, "src: /images/uploads/notes.jpg");
      swap("services.yaml", `src: /images/uploads/${fixturePictures.services[3]!.file}`, "src: /images/uploads/huge.jpg");
      swap("pages/home.yaml", `alt: ${fixturePictures.hero.alt}`, "alt: IMG_2041.jpg");
      // A misspelled field name, and a colon that YAML reads as the start of another field.
      swap("services.yaml", "subTitle: Apps your customers keep", "subTitel: Apps your customers keep");
      swap("steps.yaml", "  title: Research", "  title: Step one: research");
      // Bytes an editor cannot see: one saved in Latin-1 (é is the single byte 0xE9), a NUL, an escape.
      swap("mission.yaml", "title: Our Vision", Buffer.concat([Buffer.from("title: Our Vision for the caf"), Buffer.from([0xe9])]));
      swap("stats.yaml", "title: Active Clients", "title: Active\u0000Clients");
      swap("pages/about.yaml", "heading: Meet Our Digital Innovation", "heading: Meet Our Digital Innovation\u001b[0m");
      // Two created pages, and a deleted page (/vacancies) still linked from the footer and from one of them.
      const page = (title: string, address: string, body: string) =>
        `---\ntitle: ${title}\ndescription: About ${title}.\naddress: ${address}\nindexed: true\nfooterList: pages\nfooterOrder: 1\nupdated: 2026-11-20\n---\n\n${body}\n`;
      fs.writeFileSync(path.join(dir, "content", created[0]!), page("Our Team", "our-team", "Meet the people behind Vireo."));
      fs.writeFileSync(
        path.join(dir, "content", created[1]!),
        page("Jobs", "jobs", "Open roles are listed on our [vacancies page](/vacancies)."),
      );
      // (settings.yaml is saved with a BOM and CRLF line endings in this copy: the line ending is kept.)
      const settings = fs.readFileSync(path.join(dir, "content", "settings.yaml"), "utf8");
      const footerLink = /( {6}url: )\/services(\r?\n)/.exec(settings);
      if (!footerLink) throw new Error("content/settings.yaml no longer links the footer to /services; update content-gate.test.ts");
      swap("settings.yaml", footerLink[0], `${footerLink[1]}/vacancies${footerLink[2]}`);
      result = build(dir);
    }, 600_000);

    afterAll(() => {
      for (const [file, bytes] of originals) fs.writeFileSync(file, bytes);
      for (const file of created) fs.rmSync(path.join(dir, "content", file), { force: true });
      for (const name of ["notes.jpg", "huge.jpg"]) fs.rmSync(path.join(uploads(), name), { force: true });
    });

    it("exits non-zero, counts every problem, and keeps the last good build exactly as it was", () => {
      expect(result.status).not.toBe(0);
      expect(result.output).toContain("Content check failed: 11 problems in content files");
      expect(snapshot(dir)).toEqual(lastGood);
    });

    const expected: [string, RegExp | string][] = [
      [
        "a missing picture",
        /content\/services\.yaml:\d+: entry #2 "[^"]+": image > src: the picture "\/images\/uploads\/missing\.jpg" does not exist: there is no file static\/images\/uploads\/missing\.jpg/,
      ],
      [
        "a text file named .jpg",
        /content\/services\.yaml:\d+: entry #3 "[^"]+": image > src: the picture static\/images\/uploads\/notes\.jpg is not a JPEG, PNG, WebP or AVIF picture, whatever its name says/,
      ],
      [
        "an oversize picture",
        /content\/services\.yaml:\d+: entry #4 "[^"]+": image > src: the picture static\/images\/uploads\/huge\.jpg is 10\.5 MB; the limit is 10\.0 MB/,
      ],
      [
        "a file name as alt text",
        /content\/pages\/home\.yaml:\d+: entry section 1 \(hero\): picture > alt: "IMG_2041\.jpg" looks like a file name, not a description\./,
      ],
      ["a misspelled field name", /content\/services\.yaml:\d+: entry #3 "Mobile App Development": subTitel: .*Did you mean "subTitle"\?/],
      ["a stray colon", /content\/steps\.yaml:\d+: .*title: .*Put the whole value in quotes: title: 'Step one: research'/],
      ["a file saved in Latin-1", /content\/mission\.yaml:\d+: this file is not saved as UTF-8: byte \d+ .*that byte is "é"/],
      ["a NUL byte", /content\/stats\.yaml:\d+: byte \d+ of the file \(column \d+ of the line\) is 0x00, NUL/],
      ["an escape character", /content\/pages\/about\.yaml:\d+: byte \d+ of the file \(column \d+ of the line\) is 0x1B, ESC/],
      [
        "a footer link to a deleted page",
        /content\/settings\.yaml:\d+: entry footer > placeholderLinks #2 "Our Services": url: "\/vacancies" leads to \/vacancies, but no page of this site has that address/,
      ],
      [
        "a link to a deleted page in a created page's text",
        'content/site-pages/jobs.md:11: Markdown: "/vacancies" leads to /vacancies, but no page of this site has that address',
      ],
    ];

    it.each(expected)("names %s with its file, line, entry and field", (_, message) => {
      if (typeof message === "string") expect(result.output).toContain(message);
      else expect(result.output).toMatch(message);
    });

    it("lists the pages that exist, the two created ones among them", () => {
      expect(result.output).toContain(
        "(/, /about, /services, /contact, /search, /jobs, /privacy-policy, /our-team, /terms-of-use, /careers)",
      );
    });
  });

  describe("a warm rebuild", () => {
    const publicFiles = () => listFiles(path.join(dir, "public"));
    const home = () => fs.readFileSync(path.join(dir, "public", "index.html"), "utf8");
    const built = (what: string) => {
      const { status, output } = build(dir);
      if (status !== 0) throw new Error(`the ${what} failed (exit ${status}):\n${output.slice(-3000)}`);
    };

    /** Every file of the picture cache, with its modification time: an encoded picture is a new file. */
    const cacheTimes = () => {
      const cache = path.join(dir, ".cache", "pictures");
      return new Map(listFiles(cache).map((file) => [file, fs.statSync(path.join(cache, file)).mtimeMs]));
    };

    it("shows a content edit on the page, encodes no picture again, and publishes no build state", () => {
      const steps = path.join(dir, "content", "steps.yaml");
      const text = fs.readFileSync(steps, "utf8");
      expect(text).toContain("  title: Research\n");
      fs.writeFileSync(steps, text.replace("  title: Research\n", "  title: Research and discovery\n"));
      const before = cacheTimes();
      const { status, output, seconds } = build(dir);
      if (status !== 0) throw new Error(`the rebuild after a content edit failed (exit ${status}):\n${output.slice(-3000)}`);
      console.log(
        `content gate with pictures: cold build ${first.seconds.toFixed(1)} s; warm build after a text edit ${seconds.toFixed(1)} s`,
      );
      expect(home()).toContain(">Research and discovery</");
      // Every picture from the cache: the same cache files, untouched, and the build says so.
      expect(cacheTimes()).toEqual(before);
      expect(output).toMatch(/pictures: 12 published \(0 made in this build, 12 taken from \.cache\/pictures\/\)/);
      expect(publicFiles().filter((f) => /^(?:page-data|_gatsby|404)\//.test(f))).toEqual([]);
      expect(fs.existsSync(path.join(dir, ".cache", "unpublished", "page-data", "sq"))).toBe(true);
    }, 600_000);

    it("builds again with no change, publishing the same files", () => {
      const before = publicFiles();
      built("rebuild without a change");
      expect(publicFiles()).toEqual(before);
      expect(home()).toContain(">Research and discovery</");
    }, 600_000);

    it("gives a picture replaced under the same name new files on its page, and no longer publishes the old ones", async () => {
      // An editor uploads a new hero.jpg over the old one: no content file changes.
      const heroFiles = () => publicFiles().filter((f) => f.startsWith("pictures/hero-"));
      const old = heroFiles();
      expect(old).toHaveLength(RENDITION_WIDTHS.length * 3);
      fs.writeFileSync(path.join(dir, UPLOADS, fixturePictures.hero.file), await photoJpeg(2400, 1800, 99));
      const { status, output } = build(dir);
      if (status !== 0) throw new Error(`the rebuild after a new upload failed (exit ${status}):\n${output.slice(-3000)}`);
      const now = heroFiles();
      expect(now).toHaveLength(RENDITION_WIDTHS.length * 3);
      expect(now.filter((f) => old.includes(f))).toEqual([]);
      for (const file of now) expect(home()).toContain(`/${file} `);
      expect(output).toMatch(
        /pictures: 12 published \(1 made in this build, 11 taken from \.cache\/pictures\/\), \d+ files in public\/pictures\/; removed 12 no page refers to/,
      );
    }, 600_000);
  });
});
