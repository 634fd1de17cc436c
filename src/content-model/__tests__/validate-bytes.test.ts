/** @jest-environment node */
/**
 * Bytes an editor cannot see: a file saved in Latin-1, a NUL or another control character. Each
 * stops `npm run check:content` (and so the build) with the file, line and byte; a byte-order mark
 * and CRLF line endings, as Windows editors save files, are accepted and read as usual.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { main } from "../../../scripts/check-content";
import { contentFiles } from "../schema";
import { checkContentBytes } from "../validate-bytes";
import { formatProblem, validateContentSource } from "../validate";
import { validateContentDir } from "../validate-dir";

const root = path.resolve(__dirname, "../../..");
const fixture = (name: string) => fs.readFileSync(path.join(root, "test/fixtures/content", name, "steps.yaml"));
const steps = contentFiles.find((f) => f.file === "steps.yaml")!;

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "content-bytes-"));
  fs.cpSync(path.join(root, "content"), path.join(tmp, "content"), { recursive: true });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** `npm run check:content` on a copy of the content with the fixture as steps.yaml. */
function check(name: string) {
  fs.writeFileSync(path.join(tmp, "content/steps.yaml"), fixture(name));
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

it("accepts a byte-order mark and CRLF line endings, and reads the same data", () => {
  const { code, out, err } = check("bom-crlf");
  expect([code, err]).toEqual([0, []]);
  expect(out[0]).toMatch(/^Content check passed/);
  const withBom = validateContentSource(steps, fixture("bom-crlf").toString("utf8"), "content/steps.yaml");
  const plain = validateContentSource(steps, fs.readFileSync(path.join(root, "content/steps.yaml"), "utf8"), "content/steps.yaml");
  expect(withBom.problems).toEqual([]);
  expect(withBom.data).toEqual(plain.data);
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
  expect(validateContentDir(path.join(tmp, "content")).map(formatProblem)).toEqual([
    expect.stringMatching(/^content\/steps\.yaml:6: this file is not saved as UTF-8/),
  ]);
});
