/** @jest-environment node */
/** `npm run check:content`: every problem at once, a summary, and the exit code. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../../../scripts/check-content";
import { contentFiles } from "../schema";
import { loadContent } from "../load";
import { readSitePages } from "../site-pages";

const root = path.resolve(__dirname, "../../..");
/** What the check says of a valid folder: its content files, its pages and its articles and case studies (those it has), counted. */
function passed(folder: string) {
  const entries = loadContent(path.join(root, folder)).content[0]!.entries;
  const counts = [
    `${contentFiles.length} content files`,
    `${readSitePages(path.join(root, folder)).length} pages`,
    ...[
      ["articles", "article", "articles"],
      ["case-studies", "case study", "case studies"],
    ].flatMap(([name, one, many]) => {
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

let tmp: string;
beforeAll(() => {
  // The real content with the several-mistakes fixture as steps.yaml and one file missing.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "check-content-"));
  fs.cpSync(path.join(root, "content"), path.join(tmp, "content"), { recursive: true });
  fs.copyFileSync(path.join(root, "test/fixtures/content/several-mistakes/steps.yaml"), path.join(tmp, "content/steps.yaml"));
  fs.rmSync(path.join(tmp, "content/mission.yaml"));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it("passes on the real content", () => {
  expect(run([])).toEqual({
    code: 0,
    out: [`Content check passed: ${passed("content")}.`],
    err: [],
  });
});

it("passes on the long-content fixture the layout tests build the site from", () => {
  expect(run(["test/fixtures/long-content"])).toEqual({
    code: 0,
    out: [`Content check passed: ${passed("test/fixtures/long-content")}.`],
    err: [],
  });
});

it("prints every problem of a broken folder, then a summary, and fails", () => {
  const { code, out, err } = run(["content"], tmp);
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
    const result = spawnSync(tsx, [script, "content"], { cwd: tmp, encoding: "utf8" });
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
