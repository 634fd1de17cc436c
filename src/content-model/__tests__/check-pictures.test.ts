/** @jest-environment node */
/**
 * The checks on picture files (check-pictures.ts): each mistake stops the check with the file, entry
 * and field named; a picture narrower than the largest rendition is only a warning.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseDocument, stringify } from "yaml";
import { main } from "../../../scripts/check-content";
import { transparentPng, photoJpeg } from "../../../test/pictures";
import { yamlStringifyOptions } from "../cms-config";
import { checkPictures } from "../check-pictures";
import { loadContent } from "../load";
import { formatProblem } from "../problems";

const root = path.resolve(__dirname, "../../..");
let site: string;
jest.setTimeout(30_000);

function setImage(file: string, keys: (string | number)[], value: unknown) {
  const absolute = path.join(site, "content", file);
  const doc = parseDocument(fs.readFileSync(absolute, "utf8"));
  doc.setIn(keys, doc.createNode(value));
  fs.writeFileSync(absolute, stringify(doc.toJS(), yamlStringifyOptions));
}

function check() {
  const { problems, warnings } = checkPictures(loadContent(path.join(site, "content"), "content"), path.join(site, "static"));
  return { problems: problems.map(formatProblem), warnings: warnings.map(formatProblem) };
}

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "pictures-check-"));
  fs.cpSync(path.join(root, "content"), path.join(site, "content"), { recursive: true });
  fs.mkdirSync(path.join(site, "static/images/uploads"), { recursive: true });
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

it("passes real pictures: a JPEG photo and a transparent PNG (narrower than 1600 px: a warning)", async () => {
  fs.writeFileSync(path.join(site, "static/images/uploads/hero.jpg"), await photoJpeg(2000, 1500));
  fs.writeFileSync(path.join(site, "static/images/uploads/logo.png"), await transparentPng(800, 600));
  setImage("pages/home.yaml", ["sections", 0, "picture"], { src: "/images/uploads/hero.jpg", alt: "Two developers at a whiteboard" });
  setImage("services.yaml", [0, "image"], { src: "/images/uploads/logo.png", alt: "" });
  expect(check()).toEqual({
    problems: [],
    warnings: [
      expect.stringMatching(
        /^content\/services\.yaml:\d+: entry #1 "Web Development": image > src: the picture static\/images\/uploads\/logo\.png is 800 pixels wide; at least 1600/,
      ),
    ],
  });
});

it.each([
  ["a missing file", "/images/uploads/missing.jpg", undefined, 'the picture "/images/uploads/missing.jpg" does not exist'],
  ["a text file named .jpg", "/images/uploads/notes.jpg", Buffer.from("just some text\n"), "is not a JPEG, PNG, WebP or AVIF picture"],
  [
    "an oversize file",
    "/images/uploads/huge.jpg",
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10_500_000)]),
    "is 10.5 MB; the limit is 10.0 MB",
  ],
  ["an SVG", "/images/uploads/drawing.jpg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), "an SVG drawing"],
])("stops on %s, naming the file, entry and field", (_, src, bytes, message) => {
  if (bytes) fs.writeFileSync(path.join(site, "static", src), bytes);
  setImage("services.yaml", [2, "image"], { src, alt: "A phone showing an app" });
  expect(check().problems).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/services\\.yaml:\\d+: entry #3 "Mobile App Development": image > src: .*${message.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`,
      ),
    ),
  ]);
});

it("stops `npm run check:content` on a file name as alt text, naming the file, entry and field", async () => {
  fs.writeFileSync(path.join(site, "static/images/uploads/hero.jpg"), await photoJpeg(1600, 1200));
  setImage("pages/home.yaml", ["sections", 0, "picture"], { src: "/images/uploads/hero.jpg", alt: "IMG_2041.jpg" });
  const err: string[] = [];
  expect(main([path.join(site, "content")], { log: () => {}, error: (line) => err.push(line) }, site)).toBe(1);
  expect(err[0]).toMatch(
    /^content\/pages\/home\.yaml:\d+: entry section 1 \(hero\): picture > alt: "IMG_2041\.jpg" looks like a file name, not a description\./,
  );
});

it("stops on a picture in a section's Markdown that does not exist, naming the file, the line in the text, the section and the field", () => {
  const home = path.join(site, "content/pages/home.yaml");
  const text = fs.readFileSync(home, "utf8");
  fs.writeFileSync(
    home,
    `${text}  - type: text\n    body: |\n      Our office.\n\n      ![The office at night](/images/uploads/office.jpg)\n`,
  );
  const line = text.split("\n").length + 4;
  expect(check().problems).toEqual([
    `content/pages/home.yaml:${line}: entry section 9 (text): body: the picture "/images/uploads/office.jpg" does not exist: there is no file static/images/uploads/office.jpg. Upload it again in the browser editor, or check the spelling (capital letters count).`,
  ]);
});
