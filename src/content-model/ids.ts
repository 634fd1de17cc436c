/**
 * Ids that editors never type. An entry's id is made from its title (`derivedFrom` in schema.ts)
 * when it has none: "Cloud Hosting" → `cloud-hosting`, `cloud-hosting-2` when that is taken.
 *
 * - The browser editor (src/cms/admin.tsx) runs `withIds(…, { copies: true })` just before it
 *   writes a file: a new entry's id is made then and stored in the file, so it stays when the
 *   title changes later (a service's address /services/#service-<id> does not move); a copy made
 *   with "Duplicate" gets its own.
 * - The build (plugins/validate-content) runs `withIds` on a file written by hand, so an entry
 *   without an id still builds (`npm run check:content` warns that its id then follows the title).
 * - The check (validate.ts) suggests `idFor` when two entries share an id.
 *
 * Plain functions of the data, shared by the editor's bundle and Node: no imports but the schema.
 */
import type { ContentFile, Fields } from "./schema";

/** Ids are at most this long (cut at a dash), so addresses stay readable. */
export const MAX_ID_LENGTH = 48;

/** Letters that have no decomposed form but an obvious spelling in a web address. */
const spelled: Readonly<Record<string, string>> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** "Über-Design & UX!" → `uber-design-ux`: lower-case letters and digits joined by single dashes ("" when none is left). */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => spelled[c] ?? c)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_ID_LENGTH) return slug;
  const cut = slug.slice(0, MAX_ID_LENGTH + 1);
  const dash = cut.lastIndexOf("-");
  return (dash > 0 ? cut.slice(0, dash) : cut.slice(0, MAX_ID_LENGTH)).replace(/-+$/, "");
}

/**
 * The id for an entry titled `source`, different from every id in `taken`: its slug, or `fallback`
 * (a title with no letters or digits, for example one in another script), with -2, -3 … when taken.
 */
export function idFor(source: unknown, taken: ReadonlySet<string>, fallback = "entry"): string {
  const base = (typeof source === "string" ? slugify(source) : "") || slugify(fallback) || "entry";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_ID_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry => typeof value === "object" && value !== null && !Array.isArray(value);
const hasId = (entry: Entry) => typeof entry.id === "string" && entry.id.trim() !== "";

export type IdOptions = {
  /**
   * Also give a new id to each later entry that repeats an earlier entry's id: a copy made with the
   * editor's "Duplicate" (the first keeps it, so links to it keep working). The build leaves
   * repeats alone: the check reports them, naming both entries.
   */
  copies?: boolean;
  /** What to call an entry whose title has no letters or digits (the list's noun, "service card"). */
  fallback?: string;
};

/**
 * The entries of one list with every missing (or empty) id filled in from `from`, in order; ids
 * already there are kept. Returns a new array; entries that change are copies.
 */
export function fillIds<T>(entries: readonly T[], from: string, options: IdOptions = {}): T[] {
  const taken = new Set<string>();
  const keep = entries.map((entry) => {
    if (!isEntry(entry) || !hasId(entry)) return false;
    const id = String(entry.id);
    if (options.copies && taken.has(id)) return false;
    taken.add(id);
    return true;
  });
  return entries.map((entry, i) => {
    if (!isEntry(entry) || keep[i]) return entry;
    const id = idFor(entry[from], taken, options.fallback);
    taken.add(id);
    // The id first, where the schema declares it (the browser editor writes fields in that order).
    const { id: _old, ...rest } = entry;
    return { id, ...rest } as T;
  });
}

function walk(fields: Fields, data: unknown, options: IdOptions): unknown {
  if (!isEntry(data)) return data;
  let out: Entry = data;
  for (const [name, field] of Object.entries(fields)) {
    const value = data[name];
    if (field.type === "object") {
      const next = walk(field.fields, value, options);
      if (next !== value) out = { ...out, [name]: next };
    } else if (field.type === "objectList" && Array.isArray(value)) {
      out = { ...out, [name]: listWithIds(field.fields, field.range.noun[0], value, options) };
    }
  }
  return out;
}

function listWithIds(fields: Fields, noun: string, entries: readonly unknown[], options: IdOptions): unknown[] {
  const id = fields.id;
  const from = id?.type === "string" ? id.derivedFrom : undefined;
  const filled = from ? fillIds(entries, from, { fallback: noun, ...options }) : [...entries];
  return filled.map((entry) => walk(fields, entry, options));
}

/**
 * A content file's data with the ids of all its lists filled in (the whole file for a list file,
 * and lists inside it, such as the Services page's sections). Data that is not shaped as declared
 * is returned as it is (the check reports it).
 */
export function withIds(spec: ContentFile, data: unknown, options: IdOptions = {}): unknown {
  if (spec.root === "list") return Array.isArray(data) ? listWithIds(spec.fields, spec.range.noun[0], data, options) : data;
  return walk(spec.fields, data, options);
}
