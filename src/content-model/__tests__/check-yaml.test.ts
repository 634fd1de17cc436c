/** @jest-environment node */
/**
 * The messages an editor sees for each kind of mistake in a YAML file: each fixture in
 * test/fixtures/content/<kind>/ has one mistake, and each test pins the file, line, entry, field and advice.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { checkContent, problemsIn } from "../check";
import { checkYaml } from "../check-yaml";
import { dataOf, loadContent } from "../load";
import { formatProblem } from "../problems";
import { contentFiles, findContentFile, formats } from "../registry";

const root = path.resolve(__dirname, "../../..");
const fixtures = "test/fixtures/content";

/** The formatted messages for one fixture file, named as the editor would see them. */
function messages(fixture: string, file: string): string[] {
  return problemsIn(path.join(root, fixtures, fixture), file, `${fixtures}/${fixture}`).map(formatProblem);
}

/** The values in `data` that `source` leaves out, with their paths. */
function added(data: unknown, source: unknown, at = ""): [string, unknown][] {
  if (!data || typeof data !== "object") return [];
  const own = (source ?? {}) as Record<string, unknown>;
  return Object.entries(data).flatMap(([key, value]): [string, unknown][] =>
    value === undefined ? [] : key in own ? added(value, own[key], `${at}/${key}`) : [[`${at}/${key}`, value]],
  );
}

describe("the real content", () => {
  it("has no problems", () => {
    expect(checkContent(loadContent(path.join(root, "content"))).problems.map(formatProblem)).toEqual([]);
  });

  it("parses to data for every declared file: the whole file, shaped as declared", () => {
    const model = loadContent(path.join(root, "content"));
    for (const spec of contentFiles) {
      const source = fs.readFileSync(path.join(root, "content", spec.file), "utf8");
      expect(checkYaml(spec, source, `content/${spec.file}`)).toEqual([]);
      // Everything the file says, as YAML reads it, and the yes/no fields it leaves out at their defaults (a hero's checklist).
      const data = dataOf(model.content[0], spec.file);
      expect(data).toMatchObject(parse(source) as object);
      expect(added(data, parse(source)).filter(([, value]) => typeof value !== "boolean")).toEqual([]);
      // A list file is a list in its range, an object file one object; each has every required
      // field and no undeclared one.
      const entries = (spec.root === "list" ? data : [data]) as Record<string, unknown>[];
      expect([spec.file, Array.isArray(data)]).toEqual([spec.file, spec.root === "list"]);
      if (spec.root === "list") {
        expect(entries.length).toBeGreaterThanOrEqual(spec.range.min);
        expect(entries.length).toBeLessThanOrEqual(spec.range.max);
      }
      const required = Object.entries(spec.fields)
        .filter(([, field]) => !(field as { optional?: boolean }).optional)
        .map(([name]) => name);
      for (const entry of entries) {
        expect(typeof entry).toBe("object");
        expect([spec.file, Object.keys(entry).filter((key) => !(key in spec.fields))]).toEqual([spec.file, []]);
        expect([spec.file, required.filter((name) => entry[name] === undefined || entry[name] === null)]).toEqual([spec.file, []]);
      }
    }
  });
});

describe("one message per kind of mistake", () => {
  it("a misspelled key: suggests the closest known key (and does not also report it missing)", () => {
    expect(messages("misspelled-key", "services.yaml")).toEqual([
      `${fixtures}/misspelled-key/services.yaml:14: entry #3 "Mobile App Development": subTitel: is not a field the site knows. Did you mean "subTitle"? Rename "subTitel" to "subTitle".`,
    ]);
  });

  it("a missing field: names it, describes it, and points at its entry", () => {
    expect(messages("missing-field", "steps.yaml")).toEqual([
      `${fixtures}/missing-field/steps.yaml:5: entry #2 "Design": description: is missing. Add a line "description: …" to this entry. What it is: one or two sentences about the step.`,
    ]);
  });

  it("a number where text is expected: says to quote it", () => {
    expect(messages("number-as-text", "stats.yaml")).toEqual([
      `${fixtures}/number-as-text/stats.yaml:8: entry #2 "24/7 Customer Support": value: must be text, but it is the number 99. Put it in quotes: value: '99'`,
    ]);
  });

  it("a bad route: suggests the closest route and lists them all", () => {
    // The fixture folder has no created pages, so the addresses that exist are the four built-in routes.
    expect(messages("bad-route", "pages/home.yaml")).toEqual([
      `${fixtures}/bad-route/pages/home.yaml:10: entry section 1 (hero) > actions #1 "Get started": to: "/servics" leads to /servics, but no page of this site has that address: the page was deleted or its address changed. Did you mean /services? Link to one of the pages that exist (/, /about, /services, /contact), or create the page again.`,
    ]);
  });

  it("a bad URL: shows it with https://", () => {
    expect(messages("bad-url", "settings.yaml")).toEqual([
      `${fixtures}/bad-url/settings.yaml:27: contact > messagingUrl: "wa.me/16465550142" is not a full web address. Write it with https:// at the start: https://wa.me/16465550142`,
    ]);
  });

  it("a duplicate id: names both entries, and the fix (a new id made from the title, or none)", () => {
    expect(messages("duplicate-id", "steps.yaml")).toEqual([
      `${fixtures}/duplicate-id/steps.yaml:11: entry #4 "Test": id: "design" is also the id of entry #2 "Design" (line 5), and no two entries may share one. Give this entry its own: id: test (made from its title), or delete this line and the site makes one. Entry #2 keeps "design".`,
    ]);
  });

  it("too many entries in a file: says how many fit and how many to remove", () => {
    expect(messages("wrong-count", "stats.yaml")).toEqual([
      `${fixtures}/wrong-count/stats.yaml:1: has 7 statistics; between 2 and 6 fit the layout. Remove 1.`,
    ]);
  });

  it("too many entries in a nested list: names the list", () => {
    expect(messages("wrong-count-nested", "settings.yaml")).toEqual([
      `${fixtures}/wrong-count-nested/settings.yaml:35: footer > solutions: has 9 entries; up to 8 fit the footer. Remove 1.`,
    ]);
  });

  it("a tab instead of spaces: on the tab's line (YAML itself reports 'Unexpected scalar at node end')", () => {
    expect(messages("tab", "steps.yaml")).toEqual([
      `${fixtures}/tab/steps.yaml:6: entry #2 "Design": title: this line is indented with a tab, but YAML only allows spaces. Replace the tab with spaces (two per level), lined up with the lines around it.`,
    ]);
  });

  it("a stray colon in a value: on its line, with the value in quotes", () => {
    expect(messages("stray-colon", "steps.yaml")).toEqual([
      `${fixtures}/stray-colon/steps.yaml:3: entry #1 "Step one: research": title: the value contains ": ", which YAML reads as the start of another field. Put the whole value in quotes: title: 'Step one: research'`,
    ]);
  });

  it("an empty required text", () => {
    expect(messages("empty-string", "checklist.yaml")).toEqual([
      `${fixtures}/empty-string/checklist.yaml:7: entry #3 "fast-delivery": text: is empty, but the site needs it. Write the text after "text: ". What it is: the selling point.`,
    ]);
  });

  it("invalid YAML: an unclosed quote, on the line it opens (YAML itself reports the end of the file)", () => {
    expect(messages("unclosed-quote", "pages/about.yaml")).toEqual([
      `${fixtures}/unclosed-quote/pages/about.yaml:11: entry section 3 (stats): heading: the quote mark (") that starts this value is never closed. Add " at the end of the value, or remove the one at the start.`,
    ]);
  });

  it("invalid YAML: a line indented too far, on that line (YAML itself reports the line above)", () => {
    expect(messages("bad-indentation", "pages/about.yaml")).toEqual([
      `${fixtures}/bad-indentation/pages/about.yaml:12: text: this line is indented further than the line above it. Fields of the same group must start in the same column: use the same number of spaces for both lines. (The rest of the file is checked once YAML can read it.)`,
    ]);
  });

  it("an unknown extra YAML file: suggests the file it was probably meant to be", () => {
    expect(messages("unknown-file", "step.yaml")).toEqual([
      `${fixtures}/unknown-file/step.yaml: is not one of the site's content files, so the site cannot use it. Did you mean ${fixtures}/unknown-file/steps.yaml? Rename it. The content files are: ${contentFiles.map((f) => f.file).join(", ")}. Move any other file out of ${fixtures}/unknown-file/.`,
    ]);
  });
});

describe("several mistakes in one file", () => {
  it("are all reported together, in line order, and the file's other entries are still checked", () => {
    expect(messages("several-mistakes", "steps.yaml")).toEqual([
      `${fixtures}/several-mistakes/steps.yaml:3: entry #1 "Step one: research": title: the value contains ": ", which YAML reads as the start of another field. Put the whole value in quotes: title: 'Step one: research'`,
      `${fixtures}/several-mistakes/steps.yaml:6: entry #2 "Design": title: this line is indented with a tab, but YAML only allows spaces. Replace the tab with spaces (two per level), lined up with the lines around it.`,
      `${fixtures}/several-mistakes/steps.yaml:9: entry #3 "development": title: must be text, but it is the number 3. Put it in quotes: title: '3'`,
      `${fixtures}/several-mistakes/steps.yaml:11: entry #4 "Test": id: "design" is also the id of entry #2 "Design" (line 5), and no two entries may share one. Give this entry its own: id: test (made from its title), or delete this line and the site makes one. Entry #2 keeps "design".`,
      `${fixtures}/several-mistakes/steps.yaml:16: entry #5 "Deliver": descripton: is not a field the site knows. Did you mean "description"? Rename "descripton" to "description".`,
    ]);
  });
});

describe("other YAML slips (small inline files)", () => {
  const steps = findContentFile("steps.yaml")!;
  const settings = findContentFile("settings.yaml")!;
  const check = (source: string) => checkYaml(steps, source, "content/steps.yaml").map(formatProblem);
  const entry = (id: string, title: string) => `- id: ${id}\n  title: ${title}\n  description: Text.\n`;
  const five = (first: string) => first + entry("b", "B") + entry("c", "C") + entry("d", "D") + entry("e", "E");

  it("a value starting with @", () => {
    expect(check(five(entry("a", "@vireo")))).toEqual([
      `content/steps.yaml:2: entry #1 "@vireo": title: a value cannot start with "@" unless it is in quotes. Put the whole value in quotes: title: '@vireo'`,
    ]);
  });

  it("an apostrophe inside single quotes", () => {
    expect(check(five(entry("a", "'We're here'")))).toEqual([
      `content/steps.yaml:2: entry #1 "We're here": title: an apostrophe inside a value in single quotes ('…') ends the value too early. Use double quotes instead: title: "We're here"`,
    ]);
  });

  it('a " #" that would cut the text short', () => {
    expect(check(five(entry("a", "Rated #1 agency")))).toEqual([
      `content/steps.yaml:2: entry #1 "Rated": title: the text after " #" is read as a comment and left out of the site. Put the whole value in quotes: title: 'Rated #1 agency' (or, if it is a note for editors, move it to a line of its own).`,
    ]);
  });

  it("a list entry without the space after the dash", () => {
    expect(check(five(entry("a", "A")).replace("- id: c", "-id: c"))).toEqual([
      'content/steps.yaml:7: entry #3 "C": id: a list entry starts with a dash and a space. Write "- id: c".',
    ]);
  });

  it("a field written twice", () => {
    expect(check(five(entry("a", "A")).replace("  title: B\n", "  title: B\n  title: Bee\n"))).toEqual([
      'content/steps.yaml:6: entry #2 "B": title: appears twice here (first on line 5). Keep one of the two lines and delete the other.',
    ]);
  });

  it("a text list item that YAML reads as a field", () => {
    const source = fs.readFileSync(path.join(root, "content/settings.yaml"), "utf8");
    const broken = source.replace("    - API Docs\n", "    - API: Docs\n");
    const line = broken.split("\n").indexOf("    - API: Docs") + 1;
    expect(checkYaml(settings, broken, "content/settings.yaml").map(formatProblem)).toEqual([
      `content/settings.yaml:${line}: footer > support #3: must be text, but the ": " in it makes YAML read it as a field and its value. Put the whole text in quotes: - 'API: Docs'`,
    ]);
  });

  it("a value starting with # (a colour)", () => {
    const source = fs.readFileSync(path.join(root, "content/settings.yaml"), "utf8");
    const broken = source.replace(/^themeColor: .*$/m, "themeColor: #eef7f0");
    const line = broken.split("\n").indexOf("themeColor: #eef7f0") + 1;
    expect(checkYaml(settings, broken, "content/settings.yaml").map(formatProblem)).toEqual([
      `content/settings.yaml:${line}: themeColor: a value that starts with "#" is read as a comment, so the field is empty. Put the value in quotes: themeColor: '#eef7f0'`,
    ]);
  });

  it("the site-wide shareImage an older settings.yaml has: says it is no longer used and what replaced it", () => {
    const source = fs.readFileSync(path.join(root, "content/settings.yaml"), "utf8");
    const old = source.replace(
      /^locale: .*$/m,
      (line) => `${line}\nshareImage:\n  src: /og-image.png\n  alt: The logo\n  width: 1200\n  height: 630`,
    );
    const line = old.split("\n").indexOf("shareImage:") + 1;
    expect(checkYaml(settings, old, "content/settings.yaml").map(formatProblem)).toEqual([
      `content/settings.yaml:${line}: shareImage: is no longer used: every page without a share picture of its own now gets one drawn from its title and the brand. Delete it, with the lines indented under it; a page's own picture is its shareImage (an entry's, its cover).`,
    ]);
  });

  it("an empty file", () => {
    expect(check("# nothing here\n")).toEqual([
      "content/steps.yaml:1: the file is empty. Restore its content from the previous version of the file.",
    ]);
  });
});

describe("links", () => {
  const isValidLink = (link: string) => new RegExp(formats.link.pattern).test(link);

  it.each(["/", "/about", "/about/", "/contact#form", "/services/#web", "https://example.com/x", "mailto:a@b.co", "tel:+16465550142"])(
    "accepts %s",
    (link) => {
      expect(isValidLink(link)).toBe(true);
    },
  );
  // "/blog" is written like an address; whether a page has it is the route check's work (check-entries tests).
  it.each(["", "about", "/Blog", "/blog post", "//example.com", "www.example.com", "mailto:nobody", "tel:call-us", "/contact#"])(
    "rejects %s",
    (link) => {
      expect(isValidLink(link)).toBe(false);
    },
  );
});
