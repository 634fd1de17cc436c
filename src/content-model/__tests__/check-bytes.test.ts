/** @jest-environment node */
/**
 * Bytes an editor cannot see (Latin-1, a NUL, a control character) stop the check with the file, line
 * and byte; a byte-order mark and CRLF line endings, as Windows editors save files, are read as usual.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../../../scripts/check-content";
import { checkContent, problemsIn } from "../check";
import { checkContentBytes } from "../check-bytes";
import { dataOf, loadContent } from "../load";
import { formatProblem } from "../problems";

const root = path.resolve(__dirname, "../../..");
const fixture = (name: string, file = "steps.yaml") => fs.readFileSync(path.join(root, "test/fixtures/content", name, file));

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "content-bytes-"));
  fs.cpSync(path.join(root, "content"), path.join(tmp, "content"), { recursive: true });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** `npm run check:content` on a copy of the content with the fixture's `file` in place of the real one. */
function check(name: string, file = "steps.yaml") {
  fs.writeFileSync(path.join(tmp, "content", file), fixture(name, file));
  const err: string[] = [];
  const out: string[] = [];
  const code = main(["content"], { log: (l) => out.push(l), error: (l) => err.push(l) }, tmp);
  return { code, out, err };
}

it("stops on a file saved in Latin-1, naming the line, the byte and what it would have been", () => {
  const { code, err } = check("latin1");
  expect(code).toBe(1);
  expect(err[0]).toBe(
    'content/steps.yaml:6: this file is not saved as UTF-8: byte 236 of the file (column 22 of the line) is 0xE9, which is not UTF-8 text, so the page would show "�" in its place. ' +
      'In Latin-1 or Windows-1252 that byte is "é", so the file was probably saved in a legacy encoding. ' +
      "Save the file as UTF-8 (in VS Code: click the encoding in the status bar, then Save with Encoding > UTF-8), check the characters on this line, and run the check again.",
  );
  expect(err.at(-1)).toMatch(/Content check failed: 1 problem in 1 file/);
});

it("stops on a NUL byte", () => {
  const { code, err } = check("nul-byte");
  expect(code).toBe(1);
  expect(err[0]).toMatch(
    /^content\/steps\.yaml:6: byte 227 of the file \(column 13 of the line\) is 0x00, NUL \(a null byte\): an invisible character .* Delete it/,
  );
});

it("stops on another control character (an escape, as terminals paste colours)", () => {
  const { code, err } = check("control-char");
  expect(code).toBe(1);
  expect(err[0]).toMatch(/^content\/steps\.yaml:12: byte 473 of the file \(column 14 of the line\) is 0x1B, ESC \(escape\)/);
});

// Notepad's "UTF-8 with BOM": the mark right before the first key or list entry (before a list,
// the YAML parser used to stop at line 1 with "Unexpected scalar at node end"), LF or CRLF.
describe.each(["bom-lf", "bom-crlf"])("a file saved with a byte-order mark (%s)", (name) => {
  it.each(["settings.yaml", "steps.yaml", "pages/about.yaml"])("%s passes the check and reads the same data", (file) => {
    expect(fixture(name, file).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const { code, out, err } = check(name, file);
    expect([code, err]).toEqual([0, []]);
    expect(out[0]).toMatch(/^Content check passed/);
    expect(problemsIn(path.join(tmp, "content"), file)).toEqual([]);
    const withBom = dataOf(loadContent(path.join(tmp, "content")).content[0], file);
    const plain = dataOf(loadContent(path.join(root, "content")).content[0], file);
    expect(withBom).toEqual(plain);
    expect(JSON.stringify(withBom)).not.toMatch(/\ufeff|\\r/);
  });
});

it("still reports a mistake on the first line after a byte-order mark, on line 1", () => {
  const text = `\ufeff${fs.readFileSync(path.join(root, "content/steps.yaml"), "utf8").replace("- id: research", "- id: research: one")}`;
  fs.writeFileSync(path.join(tmp, "content/steps.yaml"), text);
  expect(problemsIn(path.join(tmp, "content"), "steps.yaml").map(formatProblem)[0]).toMatch(/^content\/steps\.yaml:1:/);
});

it("accepts tab, LF and CR, and flags DEL and C1 controls written as UTF-8", () => {
  expect(checkContentBytes(Buffer.from("a:\tb\r\nc: d\n"), "x.yaml")).toEqual([]);
  expect(checkContentBytes(Buffer.from("a: b\u007f\nc: \u0085d\n"), "x.yaml").map(formatProblem)).toEqual([
    expect.stringMatching(/^x\.yaml:1: byte 5 .* is 0x7F, DEL/),
    expect.stringMatching(/^x\.yaml:2: byte 10 .* is U\+0085 \(bytes 0xC2 0x85\), NEL/),
  ]);
});

it("reports a file with many control characters briefly, pointing at the history", () => {
  const problems = checkContentBytes(Buffer.alloc(40, 0), "content/steps.yaml");
  expect(problems).toHaveLength(6);
  expect(problems.at(-1)?.message).toMatch(/holds 40 invisible control characters .*\(git checkout HEAD -- content\/steps\.yaml/);
});

it("is part of the folder check the build runs", () => {
  fs.writeFileSync(path.join(tmp, "content/steps.yaml"), fixture("latin1"));
  expect(checkContent(loadContent(path.join(tmp, "content"))).problems.map(formatProblem)).toEqual([
    expect.stringMatching(/^content\/steps\.yaml:6: this file is not saved as UTF-8/),
  ]);
});
