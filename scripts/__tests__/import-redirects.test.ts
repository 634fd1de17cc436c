/** @jest-environment node */
/** `npm run redirects:import -- old-urls.csv`: a spreadsheet of old addresses becomes content/redirects.yaml, or nothing changes. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { main, parseCsv } from "../import-redirects";
import { asEditorWrites } from "../format-content";
import { checkContent } from "../../src/content-model/check";
import { loadContent } from "../../src/content-model/load";
import { formatProblem } from "../../src/content-model/problems";
import { findContentFile, type ContentFile } from "../../src/content-model/registry";

const root = path.resolve(__dirname, "../..");
let tmp: string;
let content: string;
let yamlFile: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "import-redirects-"));
  content = path.join(tmp, "content");
  yamlFile = path.join(content, "redirects.yaml");
  fs.cpSync(path.join(root, "content"), content, { recursive: true });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function run(csv: string, args: string[] = []) {
  fs.writeFileSync(path.join(tmp, "old-urls.csv"), csv);
  const out: string[] = [];
  const err: string[] = [];
  const code = main(["old-urls.csv", ...args], { log: (l) => out.push(l), error: (l) => err.push(l) }, tmp);
  return { code, out, err };
}
const redirects = () => (parse(fs.readFileSync(yamlFile, "utf8")) as { redirects: unknown[] }).redirects;

it("imports 1,500 rows into a file the editor would write and the content check passes", () => {
  const rows = Array.from({ length: 1500 }, (_, i) => `/old/page-${i + 1}/,/about/`);
  const { code, out, err } = run(`from,to\r\n${rows.join("\r\n")}\r\n`);
  expect([code, err]).toEqual([0, []]);
  expect(out[0]).toMatch(/^content\/redirects\.yaml: added 1,500 redirects, 0 were already there\./);
  const text = fs.readFileSync(yamlFile, "utf8");
  expect(text.startsWith("redirects:\n  - from: /old/page-1/\n    to: /about/\n  - from: /old/page-2/\n")).toBe(true);
  expect(asEditorWrites(text, findContentFile("redirects.yaml") as ContentFile)).toBe(text);
  expect(redirects()).toHaveLength(1500);
  const { problems } = checkContent(loadContent(content));
  expect(problems.map(formatProblem)).toEqual([]);
});

it("keeps the redirects already there, and says which rows it had already", () => {
  fs.writeFileSync(
    yamlFile,
    "redirects:\n  - from: /old-page/\n    to: /about/\n  - from: /sale\n    to: /services/\n    kind: temporary\n",
  );
  const { code, out } = run("/old-page,/about/\n/sale/,/services/\n/team/,/about/\n");
  expect(code).toBe(0);
  expect(out[0]).toMatch(/^content\/redirects\.yaml: added 1 redirect, 2 were already there\./);
  expect(redirects()).toEqual([
    { from: "/old-page/", to: "/about/" },
    { from: "/sale", to: "/services/", kind: "temporary" },
    { from: "/team/", to: "/about/" },
  ]);
});

it("refuses every bad row by its line, and then writes nothing", () => {
  fs.writeFileSync(yamlFile, "redirects:\n  - from: /old-page/\n    to: /about/\n");
  const before = fs.readFileSync(yamlFile, "utf8");
  const csv = [
    "Old URL,New URL",
    "/fine/,/about/",
    "old-news,/about/",
    "https://old.example.com/products/widget?x=1,/services/",
    "/insecure/,http://example.com/",
    "/empty/,",
    "/three/,/about/,/services/",
    "/fine,/services/",
    "/old-page,/contact/",
    '"/quoted, with comma/","/about/"',
  ].join("\n");
  const { code, out, err } = run(csv);
  expect(code).toBe(1);
  expect(out).toEqual([]);
  expect(err).toEqual([
    `old-urls.csv:3: the old address "old-news" does not start with "/"; write it from the site's root, such as /old-news.`,
    `old-urls.csv:4: the old address "https://old.example.com/products/widget?x=1" is a full address; write only the path: /products/widget.`,
    `old-urls.csv:5: the new address "http://example.com/" starts with http://; write https:// (browsers warn before an address without it).`,
    "old-urls.csv:6: the new address is empty. (A page gone for good is marked gone: true in content/redirects.yaml.)",
    "old-urls.csv:7: has 3 cells; write two, separated by a comma: the old address, then the new one (quote a cell that holds a comma).",
    `old-urls.csv:8: "/fine" is also the old address of line 2; one address can lead to one place only. Keep one of the two rows.`,
    `old-urls.csv:9: "/old-page" is in content/redirects.yaml already, leading to "/about/"; this row leads to "/contact/". Change the row or the redirect in content/redirects.yaml, then run this again.`,
    expect.stringMatching(/^old-urls\.csv:10: the old address "\/quoted, with comma\/" is not an address of this site\./),
    "\nNothing was written: 8 rows were refused. Fix the lines above, then run this again.",
  ]);
  expect(fs.readFileSync(yamlFile, "utf8")).toBe(before);
});

it("refuses more redirects than the list holds", () => {
  const rows = Array.from({ length: 1901 }, (_, i) => `/old/${i}/,/about/`);
  const { code, err } = run(rows.join("\n"), ["--content", "content"]);
  expect(code).toBe(1);
  expect(err[0]).toBe(
    `old-urls.csv: content/redirects.yaml would have 1,901 redirects; up to 1,900 can be listed. Leave out 1, or replace those under one folder with one "/folder/*" redirect.`,
  );
  expect(redirects()).toEqual([]);
});

it("reads quoted cells with commas, doubled quotes and line breaks, naming the line each row starts on", () => {
  expect(parseCsv('\uFEFFa,"b, c"\r\n\r\n"d ""e""","f\ng"\nh,i')).toEqual([
    { line: 1, cells: ["a", "b, c"] },
    { line: 3, cells: ['d "e"', "f\ng"] },
    { line: 5, cells: ["h", "i"] },
  ]);
});
