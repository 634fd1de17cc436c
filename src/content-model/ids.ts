// Ids editors never type: made from the title when missing, kept once written (the editor writes them on save).
import { entryFields, type ContentFile, type Fields, type ObjectListField } from "./registry";
import { slug } from "../lib/slug";

export const MAX_ID_LENGTH = 48;

export function slugify(text: string): string {
  const full = slug(text);
  if (full.length <= MAX_ID_LENGTH) return full;
  const cut = full.slice(0, MAX_ID_LENGTH + 1);
  const dash = cut.lastIndexOf("-");
  return (dash > 0 ? cut.slice(0, dash) : cut.slice(0, MAX_ID_LENGTH)).replace(/-+$/, "");
}

export function idFor(source: unknown, taken: ReadonlySet<string>, fallback = "entry"): string {
  const base = (typeof source === "string" ? slugify(source) : "") || slugify(fallback) || "entry";
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = `${base.slice(0, MAX_ID_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry => typeof value === "object" && value !== null && !Array.isArray(value);
const hasId = (entry: Entry) => typeof entry.id === "string" && entry.id.trim() !== "";

/** `copies`: a later entry repeating an earlier one's id gets its own (the editor's Duplicate); the build leaves repeats to the check. */
export type IdOptions = { copies?: boolean; fallback?: string };

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
    // The id first, where the editor writes it.
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
      out = { ...out, [name]: listWithIds(field, value, options) };
    }
  }
  return out;
}

/** A list's entries with ids where its entries have them (a typed list's entries: their type's fields, each). */
function listWithIds(
  list: Pick<ObjectListField, "fields" | "range" | "types">,
  entries: readonly unknown[],
  options: IdOptions,
): unknown[] {
  const { fields } = list;
  const from = fields.id?.type === "string" ? fields.id.derivedFrom : undefined;
  const filled = from ? fillIds(entries, from, { fallback: list.range.noun[0], ...options }) : [...entries];
  return filled.map((entry) => walk(entryFields(list, entry) ?? {}, entry, options));
}

export function withIds(spec: ContentFile, data: unknown, options: IdOptions = {}): unknown {
  if (spec.root === "list") return Array.isArray(data) ? listWithIds(spec, data, options) : data;
  return walk(spec.fields, data, options);
}
