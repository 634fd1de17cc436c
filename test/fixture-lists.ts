/**
 * Content for the fixture builds that test the lists at the ends of their ranges (registry.ts,
 * `range`), made from real content rather than written out, so it follows the schema and the
 * content as they change:
 *
 * - `atMaximum`: every list as long as its range allows, its entries repeated in order (each
 *   repeat with its own id). The long-content fixture is built this way from
 *   test/fixtures/long-content/, so it has the longest texts and the most entries at once.
 * - `shortLists`: every list that is not a grid of cards at its minimum (header links, footer
 *   lists, the support days, the Services page's sections and their items), and the grids at the
 *   counts that are hardest to lay out (7 service cards, 4 steps, 3 statistics, 1 mission card).
 *   e2e/widths.spec.ts also tries every other count of every grid of cards on the real content.
 *
 * The pages editors create (content/site-pages/) are no list, but the footer's lists of links to
 * them are (`sitePages.footerRanges`): a build gets the real content's pages and the source's own
 * (test/fixtures/long-content/site-pages/: a page with a wide table, a long line of code and long
 * titles), and then as many of them in each footer list as the plan says (`fitFooterLists`). The
 * articles and case studies are copied alike, and each list gets as many published entries as the
 * plan says, up to a second page of it (`fillEntryLists`).
 *
 * The files are written the way the browser editor writes them (scripts/format-content.ts), so
 * they pass `npm run check:content` and Prettier.
 */
import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { asEditorWrites } from "../scripts/format-content";
import {
  contentFiles,
  entryFolders,
  listedFolders,
  sitePages,
  type ContentFile,
  type EntryFolder,
  type Fields,
  type Range,
} from "../src/content-model/registry";
import { planSite, sitePagesOf, utcDay } from "../src/content-model/publish";
import { dataOf, defaultContent, loadContent, settingsOf } from "../src/content-model/load";
import { yamlStringifyOptions } from "../src/content-model/cms-config";
import { entryFields, typeOfEntry } from "../src/content-model/fields";

type Json = Record<string, unknown>;

/** How many entries a list gets: by its place (`services.yaml`, `settings.yaml nav`), from its range. */
export type CountPlan = (where: string, range: Range) => number;

/**
 * `entries` cut or repeated (in order) to `count`; a repeat's id gets -2, -3 … so ids stay unique, and a repeat has
 * `onlyOne` (the yes/no field at most one entry may have on: the recommended plan) off.
 */
function resize(entries: unknown[], count: number, onlyOne?: string): unknown[] {
  if (entries.length === 0) return [];
  return Array.from({ length: count }, (_, i) => {
    // A copy, not the same object again (YAML would write that as an alias).
    const entry: unknown = structuredClone(entries[i % entries.length]);
    const round = Math.floor(i / entries.length);
    if (round === 0 || !entry || typeof entry !== "object") return entry;
    const repeat = { ...(entry as Json) };
    if ("id" in repeat) repeat.id = `${String(repeat.id)}-${round + 1}`;
    if (onlyOne && onlyOne in repeat) repeat[onlyOne] = false;
    return repeat;
  });
}

function resizeFields(fields: Fields, data: unknown, plan: CountPlan, where: string): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  const out: Json = { ...(data as Json) };
  for (const [name, field] of Object.entries(fields)) {
    const here = `${where} ${name}`;
    const value = out[name];
    // The site's languages are no list of the layout: their switcher has a fixture of its own.
    if (field.translation === "default only") continue;
    if (field.type === "object") out[name] = resizeFields(field.fields, value, plan, here);
    if (field.type === "stringList" && Array.isArray(value)) out[name] = resize(value, plan(here, field.range));
    // A page's sections are the order of its blocks, not a list the layout repeats (a second hero is refused):
    // kept as written, with the lists in each resized.
    if (field.type === "objectList" && field.types && Array.isArray(value)) {
      out[name] = value.map((entry) => resizeFields(entryFields(field, entry) ?? {}, entry, plan, `${here} ${String(typeOfEntry(entry))}`));
    } else if (field.type === "objectList" && Array.isArray(value)) {
      out[name] = resize(value, plan(here, field.range), field.onlyOne?.flag).map((entry) => resizeFields(field.fields, entry, plan, here));
    }
  }
  return out;
}

/** One content file's data with every list resized by `plan`. */
export function resizeLists(spec: ContentFile, data: unknown, plan: CountPlan): unknown {
  if (spec.root === "list") {
    return Array.isArray(data) ? resize(data, plan(spec.file, spec.range)).map((e) => resizeFields(spec.fields, e, plan, spec.file)) : data;
  }
  return resizeFields(spec.fields, data, plan, spec.file);
}

/** Writes `from`'s content files into `to` (a fresh folder) with every list resized by `plan`. */
export function writeResizedContent(from: string, to: string, plan: CountPlan): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  const content = defaultContent(loadContent(from));
  for (const spec of contentFiles) {
    const data = resizeLists(spec, dataOf(content, spec.file), plan);
    const file = path.join(to, spec.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, asEditorWrites(stringify(data, yamlStringifyOptions), spec));
  }
  for (const folder of entryFolders) {
    for (const [name, file] of entryFiles(from, folder)) {
      fs.mkdirSync(path.join(to, folder.folder), { recursive: true });
      fs.copyFileSync(file, path.join(to, folder.folder, name));
    }
  }
  fitFooterLists(to, plan);
  fillEntryLists(to, plan);
}

const realContent = path.join(__dirname, "..", "content");

/**
 * The entries of a folder a build from `from` gets, by file name: the real content's, then `from`'s
 * own (one with the same name replaces the real one), so every build has the Privacy Policy and
 * Terms of Use and the pages, articles and case studies written for a fixture.
 */
export function entryFiles(from: string, folder: EntryFolder = sitePages): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of new Set([realContent, from].map((d) => path.resolve(d)))) {
    for (const entry of defaultContent(loadContent(dir))?.entries[folder.folder] ?? []) files.set(entry.name, entry.absolute);
  }
  return files;
}

/**
 * Gives each list of dated entries in `dir` (articles, case studies) as many published entries as
 * `plan` says, between none and one more than a page of the list holds (so the list has a second
 * page): copies of its shortest published entry, each older than the last, under addresses of
 * their own. A list never loses entries.
 */
function fillEntryLists(dir: string, plan: CountPlan): void {
  const lists = planSite(loadContent(dir), utcDay(new Date())).languages[0]?.lists ?? [];
  for (const folder of listedFolders) {
    const perPage = folder.list.perPage;
    const want = plan(`${folder.folder} entries`, { min: 0, max: perPage + 1, noun: ["entry", "entries"], why: "fill a second page" });
    const published = lists.find((list) => list.folder === folder)?.entries ?? [];
    const model = [...published].sort((a, b) => a.body.length - b.body.length)[0];
    const oldest = published.at(-1);
    if (!model || !oldest) continue;
    const source = fs.readFileSync(path.join(dir, folder.folder, model.name), "utf8");
    for (let n = published.length + 1; n <= want; n += 1) {
      const day = new Date(Date.parse(`${oldest.date}T00:00:00Z`) - (n - published.length) * 86_400_000).toISOString().slice(0, 10);
      const setLine = (text: string, key: string, value: string) => text.replace(new RegExp(`^${key}: .*$`, "m"), `${key}: ${value}`);
      let text = setLine(source, "address", `${model.address}-${n}`);
      text = setLine(setLine(text, "title", `${model.title} ${n}`), "date", day);
      fs.writeFileSync(path.join(dir, folder.folder, `${model.address}-${n}.md`), text);
    }
  }
}

/**
 * Gives each footer list of pages in `dir` as many pages as `plan` says (the Pages list counts
 * the header's links of the settings written there): the last ones of a list that is too long
 * leave the footer (footerList: none); a list that is too short gets copies of its last page (or
 * of the first page) under addresses of their own.
 */
function fitFooterLists(dir: string, plan: CountPlan): void {
  const folder = path.join(dir, sitePages.folder);
  const nav = settingsOf<{ nav?: unknown[] }>(defaultContent(loadContent(dir)))?.nav?.length ?? 0;
  const setLine = (text: string, key: string, value: string) => text.replace(new RegExp(`^${key}: .*$`, "m"), `${key}: ${value}`);
  for (const list of ["pages", "legal"] as const) {
    const range = sitePages.footerRanges[list];
    const want = Math.max(0, plan(`${sitePages.folder} ${list}`, range) - (list === "pages" ? nav : 0));
    const pages = sitePagesOf(defaultContent(loadContent(dir)))
      .filter((page) => page.footerList === list)
      .sort((a, b) => a.footerOrder - b.footerOrder || a.title.localeCompare(b.title));
    for (const page of pages.slice(want)) {
      const file = path.join(folder, page.name);
      fs.writeFileSync(file, setLine(fs.readFileSync(file, "utf8"), "footerList", "none"));
    }
    const model = pages.at(-1) ?? sitePagesOf(defaultContent(loadContent(dir)))[0];
    for (let n = pages.length + 1; model && n <= want; n += 1) {
      let text = fs.readFileSync(path.join(folder, model.name), "utf8");
      text = setLine(text, "address", `${model.address}-${list}-${n}`);
      text = setLine(text, "title", `${model.title} ${n}`);
      text = setLine(setLine(text, "footerList", list), "footerOrder", String(model.footerOrder + n));
      fs.writeFileSync(path.join(folder, `${model.address}-${list}-${n}.md`), text);
    }
  }
}

export const atMaximum: CountPlan = (_, range) => range.max;

/** The grids of cards at their hardest counts; every other list at its minimum. */
export const awkwardCounts: Readonly<Record<string, number>> = {
  "services.yaml": 7,
  "steps.yaml": 4,
  "stats.yaml": 3,
  "mission.yaml": 1,
};

export const shortLists: CountPlan = (where, range) => awkwardCounts[where] ?? range.min;
