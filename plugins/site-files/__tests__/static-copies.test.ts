/** @jest-environment node */
/**
 * A file taken out of static/ is taken out of public/ by the next build (static-copies.ts), as
 * Gatsby's copy of static/ never does; everything else in public/ stays.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listFiles } from "../../../src/lib/list-files";
import { recordStaticFiles, removeRetiredStaticFiles } from "../static-copies";

let root: string;
let staticDir: string;
let publicDir: string;
let record: string;

const write = (dir: string, file: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), file);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "static-copies-"));
  staticDir = path.join(root, "static");
  publicDir = path.join(root, "public");
  record = path.join(root, ".cache", "site-files", "static-files.json");
  // A build: static/ copied into public/, beside the build's own files.
  for (const file of ["favicon.svg", "illustrations/home.svg", "illustrations/old/retired.svg", "downloads/brochure.pdf"]) {
    write(staticDir, file);
    write(publicDir, file);
  }
  for (const file of ["index.html", "about/index.html", "pictures/team-0123456789-400.avif"]) write(publicDir, file);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it("deletes from public/ what was taken out of static/ since the last build, with the folders that leaves empty, and nothing else", () => {
  recordStaticFiles(staticDir, record);
  fs.rmSync(path.join(staticDir, "illustrations", "old"), { recursive: true });
  fs.rmSync(path.join(staticDir, "downloads"), { recursive: true });
  expect(removeRetiredStaticFiles(publicDir, staticDir, record)).toEqual(["downloads/brochure.pdf", "illustrations/old/retired.svg"]);
  expect(listFiles(publicDir)).toEqual([
    "about/index.html",
    "favicon.svg",
    "illustrations/home.svg",
    "index.html",
    "pictures/team-0123456789-400.avif",
  ]);
  expect(fs.existsSync(path.join(publicDir, "downloads"))).toBe(false);
  expect(fs.existsSync(path.join(publicDir, "illustrations", "old"))).toBe(false);
});

it("deletes nothing without a record (the first build, or after Gatsby emptied .cache/)", () => {
  fs.rmSync(path.join(staticDir, "favicon.svg"));
  expect(removeRetiredStaticFiles(publicDir, staticDir, record)).toEqual([]);
  expect(fs.existsSync(path.join(publicDir, "favicon.svg"))).toBe(true);
});

it("leaves a file that is still in static/, and one the last build's record did not have", () => {
  recordStaticFiles(staticDir, record);
  write(publicDir, "robots.txt");
  expect(removeRetiredStaticFiles(publicDir, staticDir, record)).toEqual([]);
  expect(listFiles(publicDir)).toContain("robots.txt");
  expect(listFiles(publicDir)).toContain("favicon.svg");
});
