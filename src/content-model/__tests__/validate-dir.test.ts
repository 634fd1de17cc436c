/** @jest-environment node */
/** Whole-folder problems: a missing file, an unknown extra file, a file kept twice. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentFiles } from "../schema";
import { formatProblem } from "../validate";
import { validateContentDir } from "../validate-dir";

const root = path.resolve(__dirname, "../../..");
const fixtures = path.join(root, "test/fixtures/content");
let tmp: string;

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
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    "content/steps.yaml: is missing, but the site needs it (the steps of the process on the Home page, numbered in this order). Restore it from the repository's history (git checkout HEAD -- content/steps.yaml), or check that it was not renamed or moved.",
  ]);
});

it("reports an unknown extra YAML file, and the declared file it replaced", () => {
  const dir = copyOfContent();
  fs.renameSync(path.join(dir, "steps.yaml"), path.join(dir, "step.yaml"));
  fs.copyFileSync(path.join(fixtures, "unknown-file/step.yaml"), path.join(dir, "step.yaml"));
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    `content/step.yaml: is not one of the site's content files, so the site cannot use it. Did you mean content/steps.yaml? Rename it. The content files are: ${contentFiles.map((f) => f.file).join(", ")}. Move any other file out of content/.`,
    "content/steps.yaml: is missing, but the site needs it (the steps of the process on the Home page, numbered in this order). Restore it from the repository's history (git checkout HEAD -- content/steps.yaml), or check that it was not renamed or moved.",
  ]);
});

it("reports a file kept both as .yaml and .yml", () => {
  const dir = copyOfContent();
  fs.copyFileSync(path.join(dir, "stats.yaml"), path.join(dir, "stats.yml"));
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    "content/stats.yaml: exists 2 times (content/stats.yaml, content/stats.yml). Keep one and delete the others.",
  ]);
});

it("ignores the JSON Schemas folder", () => {
  const dir = copyOfContent();
  fs.writeFileSync(path.join(dir, "schemas", "notes.yaml"), "anything: goes\n");
  expect(validateContentDir(dir)).toEqual([]);
});

it("reports a content folder that does not exist", () => {
  expect(validateContentDir(path.join(tmp, "nowhere"), "nowhere").map(formatProblem)).toEqual([
    "nowhere: does not exist or is not a folder. Content files live in the content/ folder at the root of the project.",
  ]);
});

it("reports the problems of every file, file by file", () => {
  const dir = copyOfContent();
  fs.copyFileSync(path.join(fixtures, "stray-colon/steps.yaml"), path.join(dir, "steps.yaml"));
  fs.copyFileSync(path.join(fixtures, "number-as-text/stats.yaml"), path.join(dir, "stats.yaml"));
  fs.copyFileSync(path.join(fixtures, "bad-route/pages/home.yaml"), path.join(dir, "pages/home.yaml"));
  expect(validateContentDir(dir).map((p) => `${p.file}:${p.line}`)).toEqual([
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
    return validateContentDir(dir).map(formatProblem);
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
