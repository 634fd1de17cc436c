/**
 * Content for the fixture builds that test the lists at the ends of their ranges (schema.ts,
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
 * The files are written the way the browser editor writes them (scripts/format-content.ts), so
 * they pass `npm run check:content` and Prettier.
 */
import fs from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { asEditorWrites } from "../scripts/format-content";
import { contentFiles, sitePages, type ContentFile, type Fields, type Range } from "../src/content-model/schema";
import { yamlStringifyOptions } from "../src/content-model/cms-config";

type Json = Record<string, unknown>;

/** How many entries a list gets: by its place (`services.yaml`, `settings.yaml nav`), from its range. */
export type CountPlan = (where: string, range: Range) => number;

/** `entries` cut or repeated (in order) to `count`; a repeat's id gets -2, -3 … so ids stay unique. */
function resize(entries: unknown[], count: number): unknown[] {
  if (entries.length === 0) return [];
  return Array.from({ length: count }, (_, i) => {
    // A copy, not the same object again (YAML would write that as an alias).
    const entry: unknown = structuredClone(entries[i % entries.length]);
    const round = Math.floor(i / entries.length);
    if (round === 0 || !entry || typeof entry !== "object" || !("id" in entry)) return entry;
    return { ...(entry as Json), id: `${String((entry as Json).id)}-${round + 1}` };
  });
}

function resizeFields(fields: Fields, data: unknown, plan: CountPlan, where: string): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  const out: Json = { ...(data as Json) };
  for (const [name, field] of Object.entries(fields)) {
    const here = `${where} ${name}`;
    const value = out[name];
    if (field.type === "object") out[name] = resizeFields(field.fields, value, plan, here);
    if (field.type === "stringList" && Array.isArray(value)) out[name] = resize(value, plan(here, field.range));
    if (field.type === "objectList" && Array.isArray(value)) {
      out[name] = resize(value, plan(here, field.range)).map((entry) => resizeFields(field.fields, entry, plan, here));
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
  for (const spec of contentFiles) {
    const data = resizeLists(spec, parse(fs.readFileSync(path.join(from, spec.file), "utf8")), plan);
    const file = path.join(to, spec.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, asEditorWrites(stringify(data, yamlStringifyOptions), spec));
  }
  // The pages editors create are not lists: copied as they are. A source without any (the
  // long-content fixture) gets the real ones, so every build has the footer's legal links.
  const pages = [from, path.join(__dirname, "..", "content")]
    .map((dir) => path.join(dir, sitePages.folder))
    .find((dir) => fs.existsSync(dir));
  if (pages) fs.cpSync(pages, path.join(to, sitePages.folder), { recursive: true });
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
