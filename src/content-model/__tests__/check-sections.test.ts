/** @jest-environment node */
/**
 * The check of a page's sections (a typed list): each section against its type's fields, named by its place and
 * type ("section 3 (stats)"), the page's headings in order, and in other languages the default language's sections.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent, checkEntrySource } from "../check";
import { checkYaml } from "../check-yaml";
import { loadContent } from "../load";
import { formatProblem } from "../problems";
import { findContentFile, sitePages, sectionTypes } from "../registry";
import { writeLanguagesContent } from "../../../test/fixture-languages";

const root = path.resolve(__dirname, "../../..");
const routes = ["/", "/about", "/services", "/contact", "/privacy-policy"];
const homeSource = fs.readFileSync(path.join(root, "content/pages/home.yaml"), "utf8");
/** The real Home page has 8 sections: the ones added here are 9, 10 … */
const homeSections = (homeSource.match(/^ {2}- type: /gm) ?? []).length;
const types = sectionTypes.map((t) => `${t.name} (${t.label})`).join(", ");

/** The line of `text` that holds `marker` (the first after `after`). */
function lineOf(text: string, marker: string, after = ""): number {
  const from = text.indexOf(after);
  return text.slice(0, text.indexOf(marker, from)).split("\n").length;
}

/** The Home page with `sections` (YAML, indented as the file's) after its own, and its messages. */
function home(sections: string, edit = (text: string) => text) {
  const text = edit(homeSource) + sections;
  const problems = checkYaml(findContentFile("pages/home.yaml")!, text, "content/pages/home.yaml", { routes }).map(formatProblem);
  return { text, problems };
}

const at = (n: number) => `content/pages/home.yaml:${n}:`;

test("the real Home page has its sections", () => {
  expect(homeSections).toBe(8);
  expect(home("").problems).toEqual([]);
});

describe("a section's type", () => {
  it("misspelled: names the nearest type and lists them all", () => {
    const { text, problems } = home("  - type: testimonial\n    heading: What clients say\n");
    expect(problems).toEqual([
      `${at(lineOf(text, "type: testimonial"))} entry section 9: type: "testimonial" is not a type of section. Did you mean "testimonials"? The types: ${types}.`,
    ]);
  });

  it("left out: says each section starts with one, and lists them", () => {
    const { text, problems } = home("  - heading: What clients say\n    text: Kind words.\n");
    expect(problems).toEqual([
      `${at(lineOf(text, "heading: What clients say"))} entry section 9: type: is missing: each section starts with a line "type: …" naming what it is. The types: ${types}.`,
    ]);
  });

  it("unknown and like none: lists the types without a guess", () => {
    expect(home("  - type: carousel\n").problems).toEqual([
      expect.stringContaining(`entry section 9: type: "carousel" is not a type of section. The types: ${types}.`),
    ]);
  });

  it("a section that is no group of fields: says what a section is", () => {
    const { text, problems } = home("  - testimonials\n");
    expect(problems).toEqual([
      `${at(lineOf(text, "- testimonials"))} entry section 9: must be a section: a group of fields, the first "type: …" (${types}), each on its own line, but it is the text "testimonials".`,
    ]);
  });
});

describe("a section's fields, by its type", () => {
  it("a field its type does not have: lists the type's fields", () => {
    const { text, problems } = home("", (t) => t.replace("    look: figures\n", "    look: figures\n    colour: green\n"));
    expect(problems).toEqual([
      `${at(lineOf(text, "colour: green"))} entry section 3 (stats): colour: is not a field the site knows, so its value would be ignored. The fields here are: type, heading, text, look. Rename it to one of these, or delete the line.`,
    ]);
  });

  it("a misspelled field: names the field it stands for, and does not also report it missing", () => {
    const { text, problems } = home("", (t) => t.replace("    heading: How we work", "    haeding: How we work"));
    expect(problems).toEqual([
      `${at(lineOf(text, "haeding"))} entry section 5 (process): haeding: is not a field the site knows. Did you mean "heading"? Rename "haeding" to "heading".`,
    ]);
  });

  it("a required field left out: names the section and the field, and what it is", () => {
    const { text, problems } = home(
      "  - type: testimonials\n    items:\n      - quote: Great work.\n        name: Ada\n        role: CTO\n        company: Acme\n",
    );
    expect(problems).toEqual([
      `${at(lineOf(text, "type: testimonials"))} entry section 9 (testimonials): heading: is missing. Add a line "heading: …" to this section. What it is: the section's heading.`,
    ]);
  });

  it("a wrong kind of value: a word for a count, a choice not offered", () => {
    const { text, problems } = home("", (t) => t.replace("    count: 3\n", "    count: three\n").replace("look: figures", "look: figure"));
    expect(problems).toEqual([
      `${at(lineOf(text, "look: figure"))} entry section 3 (stats): look: "figure" is not one of the allowed values (figures, cards). Did you mean "figures"?`,
      `${at(lineOf(text, "count: three"))} entry section 6 (latest): count: must be a whole number, but it is the text "three". Write digits only, without quotes, for example count: 2025`,
    ]);
  });

  it("too few or too many entries in a section's list: says how many fit and how many to add or remove, on the list's first line", () => {
    const logos = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => `      - name: Client ${i + 1}\n        logo:\n          src: /images/uploads/logo-${i + 1}.png\n`,
      ).join("");
    const few = home(`  - type: logos\n    heading: Our clients\n    items:\n${logos(1)}`);
    expect(few.problems).toEqual([
      `${at(lineOf(few.text, "- name: Client 1"))} entry section 9 (logos): items: has 1 logo; between 2 and 24 fit the grid. Add 1 (copy an entry and change it).`,
    ]);
    const many = home(`  - type: logos\n    heading: Our clients\n    items:\n${logos(25)}`);
    expect(many.problems).toEqual([
      `${at(lineOf(many.text, "- name: Client 1"))} entry section 9 (logos): items: has 25 logos; between 2 and 24 fit the grid. Remove 1.`,
    ]);
  });

  it("a link to a page that does not exist, inside a section's list: names the section, the entry and the field", () => {
    const { text, problems } = home(
      "  - type: features\n    heading: Why us\n    items:\n      - icon: code\n        heading: Fast\n        text: Quick.\n        link:\n          label: More\n          to: /servces\n      - icon: cog\n        heading: Solid\n        text: Lasting.\n",
    );
    expect(problems).toEqual([
      `${at(lineOf(text, "to: /servces"))} entry section 9 (features) > items #1 "Quick.": link > to: "/servces" leads to /servces, but no page of this site has that address: the page was deleted or its address changed. Did you mean /services? Link to one of the pages that exist (/, /about, /services, /contact, /privacy-policy), or create the page again.`,
    ]);
  });
});

describe("Markdown in a section", () => {
  it("is checked like a page's text, each problem on its line of the file", () => {
    const { text, problems } = home(
      "  - type: text\n    heading: Our story\n    body: |\n      We started in 2015.\n\n      <script>alert(1)</script>\n\n      See [our careers page](/careers) and ![](/images/uploads/team.jpg).\n",
    );
    expect(problems).toEqual([
      `${at(lineOf(text, "<script>"))} entry section 9 (text): body: raw HTML is not allowed in a page: a <script> element, a program (pages may not run programs). A page is written in Markdown only ("Writing a page" in CONTENT.md lists what it can hold); remove the HTML.`,
      `${at(lineOf(text, "[our careers page]"))} entry section 9 (text): body: "/careers" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Link to one of the pages that exist (/, /about, /services, /contact, /privacy-policy), or create the page again.`,
      `${at(lineOf(text, "[our careers page]"))} entry section 9 (text): body: the picture /images/uploads/team.jpg has no description. Write what it shows between the brackets, for example ![Our team at the Brooklyn office](/images/uploads/team.jpg): people who cannot see it hear it read out.`,
    ]);
  });

  it("in a question's answer, inside the section's list", () => {
    const { text, problems } = home(
      '  - type: faq\n    heading: Questions\n    items:\n      - question: Do you host sites?\n        answer: Yes, see <a href="/services">our services</a>.\n',
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at(lineOf(text, "answer:"))} entry section 9 \\(faq\\) > items #1: answer: raw HTML is not allowed in a page: the HTML tag <a>\\.`,
        ),
      ),
    ]);
  });
});

describe("a pricing section", () => {
  const pricing = (plans: string) =>
    `  - type: pricing\n    heading: Plans\n    currency: EUR\n    onRequest: On request\n    recommendedLabel: Most popular\n    plans:\n${plans}`;
  const plan = (name: string, extra: string) =>
    `      - name: ${name}\n        features:\n          - A website\n        action:\n          label: Choose\n          to: /contact\n${extra}`;

  it('a price written "$99" or 99.5: says to write the amount as a whole number, the currency being the section\'s', () => {
    const { text, problems } = home(pricing(plan("Start", "        price: $99\n") + plan("Grow", "        price: 99.5\n")));
    expect(problems).toEqual([
      `${at(lineOf(text, "price: $99"))} entry section 9 (pricing) > plans #1: price: must be the amount as a whole number, but it is the text "$99". Write digits only, without quotes, a currency sign, separators or cents: price: 99. The currency is the section's currency field (EUR).`,
      `${at(lineOf(text, "price: 99.5"))} entry section 9 (pricing) > plans #2: price: must be the amount as a whole number, but it is the number 99.5. Write digits only, without quotes, a currency sign, separators or cents: price: 100. The currency is the section's currency field (EUR).`,
    ]);
  });

  it("a price left out is on request; one recommended plan passes, a second is refused on its line", () => {
    expect(home(pricing(plan("Start", "        price: 99\n        recommended: true\n") + plan("Custom", ""))).problems).toEqual([]);
    const { text, problems } = home(
      pricing(
        plan("Start", "        recommended: true\n") +
          plan("Grow", "        recommended: false\n") +
          plan("Scale", "        recommended: true\n"),
      ),
    );
    expect(problems).toEqual([
      `${at(lineOf(text, "recommended: true", "name: Scale"))} entry section 9 (pricing) > plans #3: recommended: is true for plans 1 and 3: at most one plan is recommended (the badge marks the one to choose). Set it to false on all but one.`,
    ]);
  });
});

describe("a page's headings in order", () => {
  it("a second hero is refused: a page has one main heading", () => {
    const { text, problems } = home("  - type: hero\n    heading: Again\n    text: More.\n");
    expect(problems).toEqual([
      `${at(lineOf(text, "type: hero", "type: call-to-action"))} entry section 9 (hero): type: is a second Hero: only the first section may be one, as it holds the page's main heading, and a page has one. Make this section another type (such as "text"), or delete it.`,
    ]);
  });

  it("a built-in page that does not start with its hero: says to move it to the top, or to add one there", () => {
    const hero = /^ {2}- type: hero\n(?: {4}.*\n)+/m.exec(homeSource)![0];
    const moved = home("", (t) => t.replace(hero, "") + hero);
    expect(moved.problems).toEqual([
      `${at(lineOf(moved.text, "type: hero"))} entry section 8 (hero): type: is a Hero, which only the first section may be: it holds the page's main heading, which comes before everything else. Move this section to the top.`,
    ]);
    const without = home("", (t) => t.replace(hero, ""));
    expect(without.problems).toEqual([
      `${at(lineOf(without.text, "type: checklist"))} entry section 1 (checklist): type: is "checklist", but this page starts with a hero section: it holds the page's main heading (its only first-level heading). Add a section "type: hero" at the top, with the page's heading and paragraph.`,
    ]);
  });

  it("a created page may have no hero (its title is its heading), but one only as its first section", () => {
    const page = (sections: string) =>
      checkEntrySource(
        sitePages,
        `---\ntitle: Pricing\ndescription: Our plans.\naddress: pricing\nfooterList: none\nfooterOrder: 1\nupdated: 2026-11-20\nsections:\n${sections}---\n\nSome text.\n`,
        "content/site-pages/pricing.md",
        { routes },
      ).map(formatProblem);
    expect(page("  - type: text\n    body: Hello.\n")).toEqual([]);
    expect(page("  - type: hero\n    heading: Plans\n    text: For every size.\n")).toEqual([]);
    expect(page("  - type: text\n    body: Hello.\n  - type: hero\n    heading: Plans\n    text: For every size.\n")).toEqual([
      "content/site-pages/pricing.md:11: entry section 2 (hero): type: is a Hero, which only the first section may be: it holds the page's main heading, which comes before everything else. Move this section to the top.",
    ]);
  });
});

describe("in other languages", () => {
  let dir = "";
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sections-languages-"));
    writeLanguagesContent(dir);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const edit = (file: string, change: (text: string) => string) => {
    const absolute = path.join(dir, file);
    fs.writeFileSync(absolute, change(fs.readFileSync(absolute, "utf8")));
    return fs.readFileSync(absolute, "utf8");
  };
  const result = () => checkContent(loadContent(dir, "content"));
  const inFile = (file: string, list: "problems" | "warnings") => {
    const found = result()[list];
    return found.filter((p) => p.file === file).map(formatProblem);
  };

  it("a section of another type at a place: names the place and both types", () => {
    const text = edit("de/pages/about.yaml", (t) => t.replace("  - type: team\n", "  - type: mission\n"));
    expect(inFile("content/de/pages/about.yaml", "problems")).toEqual([
      `content/de/pages/about.yaml:${lineOf(text, "type: mission", "type: stats")}: entry section 4 (mission): type: is "mission" here, but section 4 of content/pages/about.yaml is "team": every language has the same sections, of the same types, in the same order. Make this section "type: team", with that section's words translated.`,
    ]);
  });

  it("a section left out: says how many the default language has", () => {
    const text = edit("ar/pages/contact.yaml", (t) => t.replace(/^ {2}- type: contact-form\n {4}cards: true\n/m, ""));
    expect(inFile("content/ar/pages/contact.yaml", "problems")).toEqual([
      `content/ar/pages/contact.yaml:${lineOf(text, "- type: hero")}: sections: has 1 section, and content/pages/contact.yaml has 2: every language has the same sections, in the same order. Make this list match it.`,
    ]);
  });

  it("words left in the default language, and a value that must be the same, per section", () => {
    const english = fs.readFileSync(path.join(dir, "pages/home.yaml"), "utf8");
    const heading = /^ {4}heading: (Our numbers)$/m.exec(english)![1]!;
    const text = edit("de/pages/home.yaml", (t) =>
      t.replace(/(- type: stats\n {4}heading: ).*/, `$1${heading}`).replace("list: articles", "list: case-studies"),
    );
    expect(inFile("content/de/pages/home.yaml", "problems")).toEqual([
      `content/de/pages/home.yaml:${lineOf(text, "list: case-studies", "count: 3")}: entry section 7 (latest): list: must be the same in every language, but it is "case-studies" here and "articles" in content/pages/home.yaml. Write "articles" (the browser editor keeps it in step by itself).`,
    ]);
    expect(inFile("content/de/pages/home.yaml", "warnings")).toEqual([
      `content/de/pages/home.yaml:${lineOf(text, `heading: ${heading}`)}: entry section 3 (stats): heading: is still the default language's text ("${heading}"). Translate it (or keep it, if it is the same in this language).`,
    ]);
  });
});
