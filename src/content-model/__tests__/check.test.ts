/** @jest-environment node */
/**
 * The whole check (check.ts) and `npm run check:content`: a folder's missing, extra and doubled files,
 * the contact form's settings, every problem at once with a summary and the exit code, and title warnings.
 */
import { LANDING_PICTURES, writeLandingPictures } from "../../../test/landing-pictures";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../../../scripts/check-content";
import { checkContent } from "../check";
import { defaultContent, loadContent } from "../load";
import { formatProblem } from "../problems";
import { sitePagesOf } from "../publish";
import { contentFiles, listedFolders } from "../registry";

const root = path.resolve(__dirname, "../../..");
const fixtures = path.join(root, "test/fixtures/content");
let tmp: string;
const problemsOf = (dir: string, prefix = "content") => checkContent(loadContent(dir, prefix)).problems;

/** A copy of the real content folder, to break on purpose. */
function copyOfContent(): string {
  const dir = path.join(tmp, "content");
  fs.cpSync(path.join(root, "content"), dir, { recursive: true });
  return dir;
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "content-dir-"));
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

it("reports a missing file, saying what it is for and how to restore it", () => {
  const dir = copyOfContent();
  fs.rmSync(path.join(dir, "steps.yaml"));
  expect(problemsOf(dir).map(formatProblem)).toEqual([
    "content/steps.yaml: is missing, but the site needs it (the steps of the process on the Home page, numbered in this order). Restore it from the repository's history (git checkout HEAD -- content/steps.yaml), or check that it was not renamed or moved.",
  ]);
});

it("reports an unknown extra YAML file, and the declared file it replaced", () => {
  const dir = copyOfContent();
  fs.renameSync(path.join(dir, "steps.yaml"), path.join(dir, "step.yaml"));
  fs.copyFileSync(path.join(fixtures, "unknown-file/step.yaml"), path.join(dir, "step.yaml"));
  expect(problemsOf(dir).map(formatProblem)).toEqual([
    `content/step.yaml: is not one of the site's content files, so the site cannot use it. Did you mean content/steps.yaml? Rename it. The content files are: ${contentFiles.map((f) => f.file).join(", ")}. Move any other file out of content/.`,
    "content/steps.yaml: is missing, but the site needs it (the steps of the process on the Home page, numbered in this order). Restore it from the repository's history (git checkout HEAD -- content/steps.yaml), or check that it was not renamed or moved.",
  ]);
});

it("reports a file kept both as .yaml and .yml", () => {
  const dir = copyOfContent();
  fs.copyFileSync(path.join(dir, "stats.yaml"), path.join(dir, "stats.yml"));
  expect(problemsOf(dir).map(formatProblem)).toEqual([
    "content/stats.yaml: exists 2 times (content/stats.yaml, content/stats.yml). Keep one and delete the others.",
  ]);
});

it("ignores the JSON Schemas folder", () => {
  const dir = copyOfContent();
  fs.writeFileSync(path.join(dir, "schemas", "notes.yaml"), "anything: goes\n");
  expect(problemsOf(dir)).toEqual([]);
});

it("reports a content folder that does not exist", () => {
  expect(problemsOf(path.join(tmp, "nowhere"), "nowhere").map(formatProblem)).toEqual([
    "nowhere: does not exist or is not a folder. Content files live in the content/ folder at the root of the project.",
  ]);
});

it("reports the problems of every file, file by file", () => {
  const dir = copyOfContent();
  fs.copyFileSync(path.join(fixtures, "stray-colon/steps.yaml"), path.join(dir, "steps.yaml"));
  fs.copyFileSync(path.join(fixtures, "number-as-text/stats.yaml"), path.join(dir, "stats.yaml"));
  fs.copyFileSync(path.join(fixtures, "bad-route/pages/home.yaml"), path.join(dir, "pages/home.yaml"));
  expect(problemsOf(dir).map((p) => `${p.file}:${p.line}`)).toEqual([
    "content/pages/home.yaml:10",
    "content/stats.yaml:8",
    "content/steps.yaml:3",
  ]);
});

describe("the contact form's delivery settings", () => {
  const withDelivery = (lines: string) => {
    const dir = copyOfContent();
    const file = path.join(dir, "settings.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^ {2}formDelivery: none$/m, lines));
    return problemsOf(dir).map(formatProblem);
  };

  it("accepts endpoint with an https address, netlify, and leaving it out", () => {
    expect(withDelivery("  formDelivery: endpoint\n  formEndpoint: https://formspree.io/f/abc")).toEqual([]);
    expect(withDelivery("  formDelivery: netlify")).toEqual([]);
    expect(withDelivery("")).toEqual([]);
  });

  it("asks for the address when endpoint has none", () => {
    expect(withDelivery("  formDelivery: endpoint")).toEqual([
      expect.stringMatching(
        /^content\/settings\.yaml:29: contact > formEndpoint: is missing: with "formDelivery: endpoint" the form needs the address/,
      ),
    ]);
  });

  it("refuses an address that is not https://", () => {
    expect(withDelivery("  formDelivery: endpoint\n  formEndpoint: http://forms.example.com/f/abc")).toEqual([
      'content/settings.yaml:30: contact > formEndpoint: "http://forms.example.com/f/abc" is not an https:// address, so what visitors type would travel unencrypted. Use the https:// address your form service gives you.',
    ]);
  });

  it("names the allowed modes when the value is misspelled", () => {
    expect(withDelivery("  formDelivery: netlfy")).toEqual([
      expect.stringMatching(
        /formDelivery: "netlfy" is not one of the allowed values \(none, netlify, endpoint\). Did you mean "netlify"\?/,
      ),
    ]);
  });
});

describe("`npm run check:content`", () => {
  /** What the check says of a valid folder: its content files, its pages and its articles and case studies (those it has), counted. */
  function passed(folder: string) {
    const entries = loadContent(path.join(root, folder)).content[0]!.entries;
    const counts = [
      `${contentFiles.length} content files`,
      `${sitePagesOf(defaultContent(loadContent(path.join(root, folder)))).length} pages`,
      // In the order of the folders in the editor.
      ...listedFolders
        .map((folder) => [folder.folder, ...folder.noun])
        .flatMap(([name, one, many]) => {
          const count = entries[name!]?.length ?? 0;
          return count === 0 ? [] : [`${count} ${count === 1 ? one : many}`];
        }),
    ];
    return `all ${new Intl.ListFormat("en", { type: "conjunction" }).format(counts)} in ${folder}/ are valid`;
  }
  const tsx = path.join(root, "node_modules/.bin/tsx");
  const script = path.join(root, "scripts/check-content.ts");

  function run(args: string[], cwd = root) {
    const out: string[] = [];
    const err: string[] = [];
    const code = main(args, { log: (l) => out.push(l), error: (l) => err.push(l) }, cwd);
    return { code, out, err };
  }

  let broken: string;
  beforeAll(() => {
    // The real content with the several-mistakes fixture as steps.yaml and one file missing.
    broken = fs.mkdtempSync(path.join(os.tmpdir(), "check-content-"));
    fs.cpSync(path.join(root, "content"), path.join(broken, "content"), { recursive: true });
    fs.copyFileSync(path.join(root, "test/fixtures/content/several-mistakes/steps.yaml"), path.join(broken, "content/steps.yaml"));
    fs.rmSync(path.join(broken, "content/mission.yaml"));
  });
  afterAll(() => fs.rmSync(broken, { recursive: true, force: true }));

  it("passes on the real content", () => {
    expect(run([])).toEqual({
      code: 0,
      out: [`Content check passed: ${passed("content")}.`],
      err: [],
    });
  });

  it("passes on the long-content fixture the layout tests build the site from, warning about its longest name's page title", async () => {
    const title = "Maximiliane Oberschwärzenbacher | Vireo – Expert Software Developers";
    // The fixture's launch page shows the pictures its build makes (test/landing-pictures.ts), beside the fixture here.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "check-long-content-"));
    fs.mkdirSync(path.join(copy, "test", "fixtures"), { recursive: true });
    fs.symlinkSync(path.join(root, "test", "fixtures", "long-content"), path.join(copy, "test", "fixtures", "long-content"));
    await writeLandingPictures(path.join(copy, "test", "fixtures", LANDING_PICTURES));
    expect(run(["test/fixtures/long-content"], copy)).toEqual({
      code: 0,
      out: [`Content check passed: ${passed("test/fixtures/long-content")}.`],
      err: [
        `Warning: test/fixtures/long-content/people.yaml:2: entry #1 "Maximiliane Oberschwärzenbacher": name: the page's full title "${title}" is ${title.length} characters; search results show about 60 and cut the rest. Shorten it here, or the title its page gets in test/fixtures/long-content/pages/people.yaml.`,
      ],
    });
    fs.rmSync(copy, { recursive: true, force: true });
  }, 60_000); // making the pictures with sharp takes seconds on a busy machine

  it("prints every problem of a broken folder, then a summary, and fails", () => {
    const { code, out, err } = run(["content"], broken);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err.slice(0, -1)).toEqual([
      expect.stringMatching(/^content\/mission\.yaml: is missing, but the site needs it/),
      expect.stringMatching(/^content\/steps\.yaml:3: entry #1 "Step one: research": title: the value contains ": "/),
      expect.stringMatching(/^content\/steps\.yaml:6: entry #2 "Design": title: this line is indented with a tab/),
      expect.stringMatching(/^content\/steps\.yaml:9: entry #3 "development": title: must be text, but it is the number 3/),
      expect.stringMatching(/^content\/steps\.yaml:11: entry #4 "Test": id: "design" is also the id of entry #2 "Design"/),
      expect.stringMatching(
        /^content\/steps\.yaml:16: entry #5 "Deliver": descripton: is not a field the site knows. Did you mean "description"\?/,
      ),
    ]);
    expect(err.at(-1)).toBe(
      "\nContent check failed: 6 problems in 2 files. Fix the lines above (CONTENT.md explains every field), then run `npm run check:content` again.",
    );
  });

  it("accepts a folder relative to where it runs", () => {
    const { code, err } = run([path.relative(root, path.join(root, "test/fixtures/content/tab"))]);
    expect(code).toBe(1);
    expect(err).toContain(
      'test/fixtures/content/tab/steps.yaml:6: entry #2 "Design": title: this line is indented with a tab, but YAML only allows spaces. Replace the tab with spaces (two per level), lined up with the lines around it.',
    );
  });

  describe("as a command", () => {
    it("exits 0 on the real content", () => {
      const result = spawnSync(tsx, [script], { cwd: root, encoding: "utf8" });
      expect(result.stdout).toContain(passed("content"));
      expect(result.status).toBe(0);
    });

    it("exits 1 with the messages on a broken folder", () => {
      const result = spawnSync(tsx, [script, "content"], { cwd: broken, encoding: "utf8" });
      expect(result.stderr).toContain('content/steps.yaml:3: entry #1 "Step one: research": title:');
      expect(result.stderr).toContain("Content check failed: 6 problems in 2 files.");
      expect(result.status).toBe(1);
    });
  });

  describe("page titles longer than search results show", () => {
    it("are a warning with the file, line, full length and how much to cut, and do not fail the check", () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-titles-"));
      try {
        fs.cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true });
        const home = path.join(dir, "content/pages/home.yaml");
        fs.writeFileSync(home, fs.readFileSync(home, "utf8").replace(/^title: .*$/m, "title: Software, Web and Mobile Development"));
        const { code, out, err } = run(["content"], dir);
        expect(code).toBe(0);
        expect(out).toEqual([`Content check passed: ${passed("content")}.`]);
        expect(err).toEqual([
          'Warning: content/pages/home.yaml:1: title: the page\'s full title "Software, Web and Mobile Development | Vireo – Expert Software Developers" is 73 characters; ' +
            'search results show about 60 and cut the rest. Shorten "Software, Web and Mobile Development" by 13 characters (" | Vireo – Expert Software Developers" is added to every title).',
        ]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it("are none in the real content", () => {
      expect(run([]).err).toEqual([]);
    });
  });
});
