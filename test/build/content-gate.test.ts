/**
 * Real `gatsby build`s of a copy of the site (test/site-build.ts: code, config and content in a
 * temporary folder; the repository's own .cache/ and public/ are never touched), built once and
 * then again after each change, so every later build is a warm one:
 *
 * - files saved with a byte-order mark build, with the same text on the pages: the copy's content
 *   is saved that way (Notepad's "UTF-8 with BOM") before the first build, so the cold build every
 *   later case needs is also the BOM case;
 * - a broken content file stops the build: non-zero exit, a message naming the file, line, entry
 *   and field, and the last good build in public/ left exactly as it was;
 * - a warm rebuild reads back the build state the last build took out of public/
 *   (plugins/site-files/unpublished.ts): a content edit reaches the pages, a build with no change
 *   succeeds, and neither publishes that state.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSite, copySite } from "../site-build";
import { listFiles } from "../../src/lib/list-files";

const repo = path.resolve(__dirname, "..", "..");
const fixtures = path.join(repo, "test", "fixtures", "content");

/** A build of the copy; Gatsby wraps long lines, so the output's whitespace is joined back into single spaces. */
function build(dir: string) {
  const { status, output } = buildSite(dir);
  return { status, output: output.replace(/\s+/g, " ") };
}

/** Every file under public/ with its bytes, to compare the whole build before and after. */
function snapshot(dir: string): Map<string, string> {
  const publicDir = path.join(dir, "public");
  return new Map(listFiles(publicDir).map((file) => [file, fs.readFileSync(path.join(publicDir, file), "base64")]));
}

describe("a broken content file stops the build", () => {
  let dir = "";
  let lastGood = new Map<string, string>();

  // Saved with a byte-order mark: a list with LF line endings (the file that once failed), and a
  // list, a mapping and a page with CRLF.
  const withBom: [string, "LF" | "CRLF"][] = [
    ["steps.yaml", "LF"],
    ["stats.yaml", "CRLF"],
    ["settings.yaml", "CRLF"],
    ["pages/about.yaml", "CRLF"],
  ];
  let first = { status: -1 as number | null, output: "" };

  beforeAll(() => {
    dir = copySite("content-gate-");
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

  const cases: [string, string, string[]][] = [
    [
      "misspelled-key",
      "services.yaml",
      ['content/services.yaml:14: entry #3 "Mobile App Development": subTitel:', 'Did you mean "subTitle"?'],
    ],
    ["stray-colon", "steps.yaml", ["content/steps.yaml:3:", "title:", "Put the whole value in quotes: title: 'Step one: research'"]],
    // Bytes an editor cannot see (test/fixtures/content/README.md).
    ["latin1", "steps.yaml", ["content/steps.yaml:6: this file is not saved as UTF-8: byte 236", 'that byte is "é"']],
    ["nul-byte", "steps.yaml", ["content/steps.yaml:6: byte 227 of the file (column 13 of the line) is 0x00, NUL"]],
    ["control-char", "steps.yaml", ["content/steps.yaml:12: byte 473 of the file (column 14 of the line) is 0x1B, ESC"]],
  ];

  it.each(cases)(
    "%s: exits non-zero, names the file, line, entry and field, and keeps the last good build",
    (fixture, file, expected) => {
      const target = path.join(dir, "content", file);
      const original = fs.readFileSync(target);
      fs.copyFileSync(path.join(fixtures, fixture, file), target);
      try {
        const { status, output } = build(dir);
        expect(status).not.toBe(0);
        expect(output).toContain("Content check failed");
        for (const text of expected) expect(output).toContain(text);
        expect(snapshot(dir)).toEqual(lastGood);
      } finally {
        fs.writeFileSync(target, original);
      }
    },
    600_000,
  );

  it("two created pages, and a deleted page still linked from the footer and from one of them: stops, naming both links", () => {
    const pagesDir = path.join(dir, "content", "site-pages");
    const settings = path.join(dir, "content", "settings.yaml");
    const original = fs.readFileSync(settings);
    const page = (title: string, address: string, body: string) =>
      `---\ntitle: ${title}\ndescription: About ${title}.\naddress: ${address}\nindexed: true\nfooterList: pages\nfooterOrder: 1\nupdated: 2026-11-20\n---\n\n${body}\n`;
    fs.writeFileSync(path.join(pagesDir, "team.md"), page("Our Team", "team", "Meet the people behind Vireo."));
    fs.writeFileSync(path.join(pagesDir, "jobs.md"), page("Jobs", "jobs", "Open roles are listed on our [careers page](/careers)."));
    // The footer still links to /careers, whose page (careers.md) was deleted.
    // (settings.yaml is saved with a BOM and CRLF line endings in this copy: the line ending is kept.)
    fs.writeFileSync(settings, original.toString("utf8").replace(/( {6}url: )\/services(\r?\n)/, "$1/careers$2"));
    try {
      const { status, output } = build(dir);
      expect(status).not.toBe(0);
      expect(output).toContain("Content check failed: 2 problems");
      expect(output).toMatch(
        /content\/settings\.yaml:\d+: entry footer > placeholderLinks #2 "Our Services": url: "\/careers" leads to \/careers, but no page of this site has that address/,
      );
      expect(output).toContain(
        'content/site-pages/jobs.md:11: Markdown: "/careers" leads to /careers, but no page of this site has that address',
      );
      // The pages that exist are listed, the two created ones among them.
      expect(output).toContain("(/, /about, /services, /contact, /jobs, /privacy-policy, /team, /terms-of-use)");
      expect(snapshot(dir)).toEqual(lastGood);
    } finally {
      fs.writeFileSync(settings, original);
      for (const name of ["team.md", "jobs.md"]) fs.rmSync(path.join(pagesDir, name));
    }
  }, 600_000);

  // Notepad's "UTF-8 with BOM" (test/fixtures/content/bom-*): a list file alone with LF, and a
  // mapping, a list and a page together with CRLF. Each is also a warm rebuild after a content edit.
  it.each([
    ["bom-lf", ["steps.yaml"]],
    ["bom-crlf", ["settings.yaml", "steps.yaml", "pages/about.yaml"]],
  ])(
    "builds files saved with a byte-order mark (%s: %j), with the same text on the pages",
    (fixture, files) => {
      const originals = files.map((file) => [path.join(dir, "content", file), fs.readFileSync(path.join(dir, "content", file))] as const);
      for (const file of files) fs.copyFileSync(path.join(fixtures, fixture, file), path.join(dir, "content", file));
      try {
        const { status, output } = build(dir);
        if (status !== 0) throw new Error(`the build failed (exit ${status}):\n${output.slice(-3000)}`);
        expect(output).not.toContain("Content check failed");
        const home = fs.readFileSync(path.join(dir, "public", "index.html"), "utf8");
        for (const title of ["Research", "Design", "Development", "Test", "Deliver"]) expect(home).toContain(`>${title}</`);
        expect(home).not.toMatch(/\ufeff|\r/);
        const about = fs.readFileSync(path.join(dir, "public", "about", "index.html"), "utf8");
        // The page title comes from pages/about.yaml, the brand after it from settings.yaml.
        expect(about).toMatch(/<title[^>]*>About Us \| Vireo – /);
        expect(about).not.toMatch(/\ufeff|\r/);
      } finally {
        for (const [target, original] of originals) fs.writeFileSync(target, original);
      }
    },
    600_000,
  );

  describe("a warm rebuild", () => {
    const publicFiles = () => listFiles(path.join(dir, "public"));
    const home = () => fs.readFileSync(path.join(dir, "public", "index.html"), "utf8");
    const built = (what: string) => {
      const { status, output } = build(dir);
      if (status !== 0) throw new Error(`the ${what} failed (exit ${status}):\n${output.slice(-3000)}`);
    };

    it("shows a content edit on the page, and publishes no build state", () => {
      const steps = path.join(dir, "content", "steps.yaml");
      const text = fs.readFileSync(steps, "utf8");
      expect(text).toContain("  title: Research\n");
      fs.writeFileSync(steps, text.replace("  title: Research\n", "  title: Research and discovery\n"));
      built("rebuild after a content edit");
      expect(home()).toContain(">Research and discovery</");
      expect(publicFiles().filter((f) => /^(?:page-data|_gatsby|404)\//.test(f))).toEqual([]);
      expect(fs.existsSync(path.join(dir, ".cache", "unpublished", "page-data", "sq"))).toBe(true);
    }, 600_000);

    it("builds again with no change, publishing the same files", () => {
      const before = publicFiles();
      built("rebuild without a change");
      expect(publicFiles()).toEqual(before);
      expect(home()).toContain(">Research and discovery</");
    }, 600_000);
  });
});
