/** @jest-environment node */
/**
 * Every list's range (registry.ts) at its edges: the real content with the list at minimum − 1,
 * minimum, maximum and maximum + 1 entries; outside the range the check says how many fit.
 */
import fs from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { yamlStringifyOptions } from "../cms-config";
import { checkYaml } from "../check-yaml";
import { formatProblem } from "../problems";
import { countProblem } from "../ranges";
import { contentFiles, entryFields, findContentFile, sectionTypes, typeOfEntry, type Field, type Fields, type Range } from "../registry";

const root = path.resolve(__dirname, "../../..");

type Case = {
  file: string;
  /** Keys from the file's top to the list (empty for a file that is a list); a number picks a list entry. */
  at: (string | number)[];
  /**
   * The check's message at minimum − 1 (none when the minimum is 0) and at maximum + 1, with file,
   * line and field (an empty list is written `[]` on its key's line, a longer one starts below it).
   */
  belowMin: string | null;
  aboveMax: string;
  /** The file whose list is resized, when the real one is empty (the shipped site has no people, nor every type of section). */
  source?: string;
};

/** The Home page with a section of every type that holds a list (test/fixtures/sections/home.yaml). */
const sections = "test/fixtures/sections/home.yaml";

const cases: Case[] = [
  {
    file: "settings.yaml",
    at: ["nav"],
    belowMin: "content/settings.yaml:13: nav: has 1 header link; between 2 and 6 fit the header. Add 1 (copy an entry and change it).",
    aboveMax: "content/settings.yaml:13: nav: has 7 header links; between 2 and 6 fit the header. Remove 1.",
  },
  {
    file: "settings.yaml",
    at: ["footer", "solutions"],
    belowMin: null,
    aboveMax: "content/settings.yaml:34: footer > solutions: has 9 entries; up to 8 fit the footer. Remove 1.",
  },
  {
    file: "settings.yaml",
    at: ["footer", "support"],
    belowMin: null,
    aboveMax: "content/settings.yaml:42: footer > support: has 9 entries; up to 8 fit the footer. Remove 1.",
  },
  {
    file: "settings.yaml",
    at: ["footer", "socialLinks"],
    belowMin: null,
    aboveMax: "content/settings.yaml:49: footer > socialLinks: has 9 links; up to 8 fit the footer. Remove 1.",
  },
  {
    file: "settings.yaml",
    at: ["footer", "placeholderLinks"],
    belowMin: null,
    aboveMax: "content/settings.yaml:56: footer > placeholderLinks: has 9 links; up to 8 fit the footer. Remove 1.",
  },
  {
    file: "settings.yaml",
    at: ["organization", "availableLanguages"],
    belowMin:
      "content/settings.yaml:72: organization > availableLanguages: has 0 languages; between 1 and 10 can be listed. Add 1 (copy an entry and change it).",
    aboveMax: "content/settings.yaml:73: organization > availableLanguages: has 11 languages; between 1 and 10 can be listed. Remove 1.",
  },
  {
    file: "settings.yaml",
    at: ["organization", "hours", "days"],
    belowMin:
      "content/settings.yaml:75: organization > hours > days: has 0 days; between 1 and 7 fit in a week. Add 1 (copy an entry and change it).",
    aboveMax: "content/settings.yaml:76: organization > hours > days: has 8 days; between 1 and 7 fit in a week. Remove 1.",
  },
  {
    file: "settings.yaml",
    at: ["languages"],
    belowMin:
      "content/settings.yaml:89: languages: has 0 languages; between 1 and 12 fit the language switcher. Add 1 (copy an entry and change it).",
    aboveMax: "content/settings.yaml:90: languages: has 13 languages; between 1 and 12 fit the language switcher. Remove 1.",
  },
  {
    file: "services.yaml",
    at: [],
    belowMin: "content/services.yaml:1: has 0 service cards; between 1 and 12 fit the layout. Add 1 (copy an entry and change it).",
    aboveMax: "content/services.yaml:1: has 13 service cards; between 1 and 12 fit the layout. Remove 1.",
  },
  {
    file: "steps.yaml",
    at: [],
    belowMin: "content/steps.yaml:1: has 1 step; between 2 and 8 fit the layout. Add 1 (copy an entry and change it).",
    aboveMax: "content/steps.yaml:1: has 9 steps; between 2 and 8 fit the layout. Remove 1.",
  },
  {
    file: "stats.yaml",
    at: [],
    belowMin: "content/stats.yaml:1: has 1 statistic; between 2 and 6 fit the layout. Add 1 (copy an entry and change it).",
    aboveMax: "content/stats.yaml:1: has 7 statistics; between 2 and 6 fit the layout. Remove 1.",
  },
  {
    file: "checklist.yaml",
    at: [],
    belowMin: "content/checklist.yaml:1: has 1 selling point; between 2 and 12 fit the layout. Add 1 (copy an entry and change it).",
    aboveMax: "content/checklist.yaml:1: has 13 selling points; between 2 and 12 fit the layout. Remove 1.",
  },
  {
    file: "people.yaml",
    at: [],
    source: "test/fixtures/long-content/people.yaml",
    belowMin: null,
    aboveMax: "content/people.yaml:1: has 25 people; up to 24 fit the team section. Remove 1.",
  },
  {
    file: "people.yaml",
    // A person with former addresses (the editor adds them when a person's id changes).
    source: "test/fixtures/ranges/people.yaml",
    at: [0, "formerAddresses"],
    belowMin: null,
    aboveMax:
      'content/people.yaml:6: entry #1 "Jonas Weber": formerAddresses: has 51 former addresses; up to 50 are kept; past that, list the oldest in content/redirects.yaml. Remove 1.',
  },
  {
    file: "mission.yaml",
    at: [],
    belowMin: "content/mission.yaml:1: has 0 mission cards; between 1 and 4 fit the layout. Add 1 (copy an entry and change it).",
    aboveMax: "content/mission.yaml:1: has 5 mission cards; between 1 and 4 fit the layout. Remove 1.",
  },
  {
    file: "redirects.yaml",
    at: ["redirects"],
    source: "test/fixtures/long-content/redirects.yaml",
    belowMin: null,
    aboveMax: "content/redirects.yaml:2: redirects: has 1901 redirects; up to 1900 can be listed. Remove 1.",
  },
  ...["home", "about", "services", "contact"].map((page): Case => ({
    file: `pages/${page}.yaml`,
    at: ["sections"],
    belowMin: `content/pages/${page}.yaml:3: sections: has 0 sections; between 1 and 24 fit the layout. Add 1 (copy an entry and change it).`,
    aboveMax: `content/pages/${page}.yaml:4: sections: has 25 sections; between 1 and 24 fit the layout. Remove 1.`,
  })),
  {
    file: "pages/home.yaml",
    at: ["sections", 0, "actions"],
    belowMin: null,
    aboveMax: "content/pages/home.yaml:9: entry section 1 (hero): actions: has 3 buttons; up to 2 fit the layout. Remove 1.",
  },
  {
    file: "pages/services.yaml",
    at: ["sections", 2, "items"],
    belowMin:
      "content/pages/services.yaml:14: entry section 3 (service-details): items: has 0 services; between 1 and 12 fit the layout. Add 1 (copy an entry and change it).",
    aboveMax:
      "content/pages/services.yaml:15: entry section 3 (service-details): items: has 13 services; between 1 and 12 fit the layout. Remove 1.",
  },
  {
    file: "pages/services.yaml",
    at: ["sections", 2, "items", 0, "items"],
    belowMin:
      'content/pages/services.yaml:19: entry section 3 (service-details) > items #1 "Web Development": items: has 0 items; between 1 and 16 fit the layout. Add 1 (copy an entry and change it).',
    aboveMax:
      'content/pages/services.yaml:20: entry section 3 (service-details) > items #1 "Web Development": items: has 17 items; between 1 and 16 fit the layout. Remove 1.',
  },
  ...(
    [
      [9, "items", 42, 42, "features", "1 card", "13 cards", "between 2 and 12 fit a balanced grid"],
      [10, "items", 50, 51, "testimonials", "0 quotes", "13 quotes", "between 1 and 12 fit the layout"],
      [11, "items", 58, 58, "logos", "1 logo", "25 logos", "between 2 and 24 fit the grid"],
      [12, "items", 66, 67, "faq", "0 questions", "31 questions", "between 1 and 30 fit the layout"],
      [13, "plans", 74, 75, "pricing", "0 plans", "5 plans", "between 1 and 4 fit side by side"],
    ] as const
  ).map(([n, list, lineBelow, lineAbove, type, below, above, fit]): Case => ({
    file: "pages/home.yaml",
    source: sections,
    at: ["sections", n - 1, list],
    belowMin: `content/pages/home.yaml:${lineBelow}: entry section ${n} (${type}): ${list}: has ${below}; ${fit}. Add 1 (copy an entry and change it).`,
    aboveMax: `content/pages/home.yaml:${lineAbove}: entry section ${n} (${type}): ${list}: has ${above}; ${fit}. Remove 1.`,
  })),
  {
    file: "pages/home.yaml",
    source: sections,
    at: ["sections", 12, "plans", 0, "features"],
    belowMin:
      "content/pages/home.yaml:78: entry section 13 (pricing) > plans #1: features: has 0 items; between 1 and 12 fit the layout. Add 1 (copy an entry and change it).",
    aboveMax:
      "content/pages/home.yaml:79: entry section 13 (pricing) > plans #1: features: has 13 items; between 1 and 12 fit the layout. Remove 1.",
  },
];

const dataOf = (c: Case): unknown => parse(fs.readFileSync(path.join(root, c.source ?? path.join("content", c.file)), "utf8"));

/** The list field (or file) a case is about, and its name: field names, an entry of a list of sections by its type. */
function listOf(c: Case): { range: Range; name: string } {
  const { file, at } = c;
  const spec = findContentFile(file)!;
  if (at.length === 0) {
    if (spec.root !== "list") throw new Error(`${file} is not a list`);
    return { range: spec.range, name: file };
  }
  let fields: Fields = spec.fields;
  let field: Field | undefined;
  let data: unknown = dataOf(c);
  const names: string[] = [];
  for (const key of at) {
    data = (data as Record<string | number, unknown> | undefined)?.[key];
    if (typeof key === "number") {
      if (field?.type === "objectList" && field.types) names.splice(0, names.length, `sections > (${String(typeOfEntry(data))})`);
      fields = field?.type === "objectList" ? (entryFields(field, data) ?? {}) : fields;
      continue;
    }
    field = fields[key];
    names.push(key);
    if (field?.type === "object" || field?.type === "objectList") fields = field.fields;
  }
  if (field?.type !== "stringList" && field?.type !== "objectList") throw new Error(`${at.join(" > ")} is not a list`);
  // A section's lists are the same on every page: named once, by the section's type.
  return { range: field.range, name: names[0]!.startsWith("sections > (") ? names.join(" > ") : `${file} ${names.join(" > ")}` };
}
const rangeOf = (c: Case) => listOf(c).range;

/** `entries` made `count` long: cut, or grown with copies of the last entry (each with an id of its own; a page's hero stays first and alone). */
function resized(entries: unknown[], count: number): unknown[] {
  return Array.from({ length: count }, (_, i) => {
    // A copy, not the same object again (YAML would write that as an alias).
    const entry: unknown = structuredClone(entries[i] ?? entries.at(-1));
    if (i < entries.length || !entry || typeof entry !== "object" || !("id" in entry)) return entry;
    return { ...entry, id: `copy-${i}` };
  });
}

/** The check's messages for the real file with the case's list `count` entries long. */
function check(c: Case, count: number): string[] {
  const spec = findContentFile(c.file)!;
  const data = dataOf(c);
  let result: unknown;
  if (c.at.length === 0) {
    result = resized(data as unknown[], count);
  } else {
    result = data;
    let parent = data as Record<string | number, unknown>;
    for (const key of c.at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const last = c.at[c.at.length - 1]!;
    parent[last] = resized(parent[last] as unknown[], count);
  }
  const text = stringify(result, yamlStringifyOptions);
  return checkYaml(spec, text, `content/${c.file}`).map(formatProblem);
}

const name = (c: Case) => `content/${c.file}${c.at.length ? ` ${c.at.join(" > ")}` : ""}`;

it("covers every list in the schema", () => {
  const lists: string[] = [];
  const walk = (file: string, fields: Fields, at: string[]) => {
    for (const [key, field] of Object.entries(fields)) {
      if (field.type === "stringList" || field.type === "objectList") lists.push(`${file} ${[...at, key].join(" > ")}`);
      if (field.type === "object" || field.type === "objectList") walk(file, field.fields, [...at, key]);
    }
  };
  for (const spec of contentFiles) {
    if (spec.root === "list") lists.push(spec.file);
    walk(spec.file, spec.fields, []);
  }
  for (const type of sectionTypes) walk("", type.fields, ["sections", `(${type.name})`]);
  expect(cases.map((c) => listOf(c).name).sort()).toEqual(lists.map((l) => l.trim()).sort());
});

describe.each(cases.map((c) => [name(c), c] as const))("%s", (_, c) => {
  const range = rangeOf(c);

  it(`is silent at its minimum and maximum (${range.min} and ${range.max})`, () => {
    expect(check(c, range.min)).toEqual([]);
    expect(check(c, range.max)).toEqual([]);
  });

  it("at maximum + 1: how many fit, and to remove one", () => {
    expect(check(c, range.max + 1)).toEqual([c.aboveMax]);
  });

  it("at minimum − 1: how many fit, and to add one (no such count for a list that may be empty)", () => {
    if (range.min === 0) {
      expect(c.belowMin).toBeNull();
      return;
    }
    expect(check(c, range.min - 1)).toEqual([c.belowMin]);
  });
});

describe("the words", () => {
  it("say how many to add or remove, in the singular for one", () => {
    const stats = findContentFile("stats.yaml")!;
    if (stats.root !== "list") throw new Error("stats.yaml is a list");
    expect(countProblem(9, stats.range)).toBe("has 9 statistics; between 2 and 6 fit the layout. Remove 3.");
    expect(countProblem(0, stats.range)).toBe("has 0 statistics; between 2 and 6 fit the layout. Add 2 (copy an entry and change it).");
    expect(countProblem(4, stats.range)).toBeUndefined();
  });
});
