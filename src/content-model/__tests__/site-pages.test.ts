/** @jest-environment node */
/**
 * Pages editors create (content/site-pages/): the address rules and clashes, and links anywhere in
 * content checked against the pages that exist, as a copy of the real content folder changes
 * (a page created, renamed, deleted). Each message names the file, line and field, and the page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatProblem } from "../validate";
import { validateContentDir } from "../validate-dir";
import { validateSitePageSource } from "../site-pages";

const root = path.resolve(__dirname, "../../..");
const routes = ["/", "/about", "/services", "/contact", "/privacy-policy"];

/** A page file with these front-matter values (the rest as a valid page has them) and this text. */
function pageSource(fields: Record<string, string> = {}, body = "Some text.\n"): string {
  const front = {
    title: "Careers",
    description: "Work with us.",
    address: "careers",
    indexed: "true",
    footerList: "pages",
    footerOrder: "3",
    updated: "2026-11-20",
    ...fields,
  };
  return `---\n${Object.entries(front)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n")}\n---\n\n${body}`;
}

const check = (source: string) => validateSitePageSource(source, "content/site-pages/careers.md", routes).map(formatProblem);

describe("a page's address", () => {
  it("accepts lowercase letters, digits and hyphens", () => {
    expect(check(pageSource({ address: "careers-2027" }))).toEqual([]);
  });

  it.each([
    ["Careers", "careers"],
    ["/careers", "careers"],
    ["our careers", "our-careers"],
    ["careers/jobs", "careers-jobs"],
  ])("refuses %j and suggests %s", (address, slug) => {
    expect(check(pageSource({ address: JSON.stringify(address) }))).toEqual([
      `content/site-pages/careers.md:4: address: "${address}" is not a page address. Use lowercase letters, digits and hyphens only, without slashes: ${slug} (the page is then at /${slug}/).`,
    ]);
  });

  it.each([
    ["about", "the About page"],
    ["contact", "the Contact page and its thank-you page"],
    ["404", "the page shown for addresses that do not exist"],
    ["admin", "the content editor"],
    // The build publishes the pictures it makes in public/pictures/: a page there would be overwritten.
    ["pictures", "the folder of the pictures the site makes from uploads (its sizes and formats)"],
    ["images", "the folder of uploaded pictures"],
  ])("refuses the built-in address %s", (address, what) => {
    expect(check(pageSource({ address: `'${address}'` }))).toEqual([
      `content/site-pages/careers.md:4: address: "${address}" is taken: /${address}/ is ${what}. Choose another address for this page.`,
    ]);
  });
});

describe("created pages in the content folder", () => {
  let dir = "";
  const pages = () => path.join(dir, "site-pages");
  const settings = () => path.join(dir, "settings.yaml");
  const problems = () => validateContentDir(dir, "content").map(formatProblem);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-pages-test-"));
    fs.cpSync(path.join(root, "content"), dir, { recursive: true });
    // A footer link to the created page, as an editor sets it up.
    const text = fs.readFileSync(settings(), "utf8");
    fs.writeFileSync(
      settings(),
      text.replace("    - text: Our Services\n      url: /services\n", "    - text: Join us\n      url: /careers\n"),
    );
    fs.writeFileSync(path.join(pages(), "careers.md"), pageSource({}, "See our [privacy policy](/privacy-policy).\n"));
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const footerLine = () =>
    fs
      .readFileSync(settings(), "utf8")
      .split("\n")
      .findIndex((l) => l === "      url: /careers") + 1;

  it("a created page can be linked from the footer", () => {
    expect(problems()).toEqual([]);
  });

  it("two pages with one address: names both files", () => {
    fs.writeFileSync(path.join(pages(), "jobs.md"), pageSource({ title: "Jobs" }));
    expect(problems()).toEqual([
      'content/site-pages/jobs.md:4: address: "careers" is already the address of content/site-pages/careers.md. Two pages cannot share an address: give this page another one.',
    ]);
  });

  it("a renamed page still linked: names the file, the field and the old address, and suggests the new one", () => {
    fs.writeFileSync(path.join(pages(), "careers.md"), pageSource({ address: "careers-at-vireo" }));
    expect(problems()).toEqual([
      `content/settings.yaml:${footerLine()}: entry footer > placeholderLinks #2 "Join us": url: "/careers" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Did you mean /careers-at-vireo? Link to one of the pages that exist (/, /about, /services, /contact, /careers-at-vireo, /privacy-policy, /terms-of-use), or create the page again.`,
    ]);
  });

  it("a deleted page still linked from the footer and from another page's Markdown: names both", () => {
    fs.rmSync(path.join(pages(), "careers.md"));
    const terms = path.join(pages(), "terms-of-use.md");
    fs.appendFileSync(terms, "\nWe are hiring: see [careers](/careers/#openings).\n");
    const markdownLine = fs.readFileSync(terms, "utf8").trimEnd().split("\n").length;
    const list = "(/, /about, /services, /contact, /privacy-policy, /terms-of-use)";
    expect(problems()).toEqual([
      `content/settings.yaml:${footerLine()}: entry footer > placeholderLinks #2 "Join us": url: "/careers" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Link to one of the pages that exist ${list}, or create the page again.`,
      `content/site-pages/terms-of-use.md:${markdownLine}: Markdown: "/careers/#openings" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Link to one of the pages that exist ${list}, or create the page again.`,
    ]);
  });

  it("a file that is not Markdown in the folder is named", () => {
    fs.writeFileSync(path.join(pages(), "notes.txt"), "draft");
    expect(problems()).toEqual([
      "content/site-pages/notes.txt: is not a page: only Markdown files (ending in .md) belong in content/site-pages/. Move it elsewhere, or rename it to end in .md if it is a page.",
    ]);
  });
});
