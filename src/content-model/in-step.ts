/**
 * A language's copy of a content file made to agree with the default language's, as the check of
 * a site in several languages requires (translations.ts): the browser editor runs it on every other
 * language's data just before it writes a file (src/cms/admin.tsx), so a save never leaves the
 * languages out of step, whatever the editor's own copying did or did not do.
 *
 * - What is the same in every language (ids, addresses, pictures, numbers, links: `translationOf`
 *   in schema.ts) takes the default language's value, or is left out where the default leaves it
 *   out. The ids of new entries, made in the default language when it is saved, reach the others
 *   so.
 * - What is written in the default language only (the list of languages) is left out.
 * - A list of entries has the default language's entries, in its order (the editor adds, removes
 *   and moves them in every language at once, by position); each entry's fields as above.
 * - A translated text left empty (a new entry, a new page, a field the translator has not reached)
 *   takes the default language's text, which the check then names as not translated yet, until it
 *   is; a translated text that is there is kept.
 *
 * Plain functions of the data (the editor's bundle uses them).
 */
import { translationOf, type Field, type Fields } from "./schema";

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/** `own`'s value of one field, kept in step with the default language's `base` value. */
function fieldInStep(field: Field, own: unknown, base: unknown): unknown {
  const translation = translationOf(field);
  if (translation === "default only") return undefined;
  if (translation === "same") return base;
  if (field.type === "object") return isData(base) ? inStep(field.fields, own, base) : base;
  if (field.type === "objectList") {
    if (!Array.isArray(base)) return base;
    const mine = Array.isArray(own) ? own : [];
    return base.map((entry, i) => (isData(entry) ? inStep(field.fields, mine[i], entry) : entry));
  }
  if (field.type === "stringList") {
    if (!Array.isArray(own)) return base;
    return own.map((item, i) => (isBlank(item) && Array.isArray(base) && !isBlank(base[i]) ? base[i] : item));
  }
  return isBlank(own) && !isBlank(base) ? base : own;
}

/**
 * `own` (a language's data of a file or entry whose fields are `fields`) kept in step with `base`
 * (the default language's). Fields the schema does not declare are kept as they are.
 */
export function inStep(fields: Fields, own: unknown, base: unknown): Data {
  const out: Data = isData(own) ? { ...own } : {};
  const defaults: Data = isData(base) ? base : {};
  for (const [name, field] of Object.entries(fields)) {
    const value = fieldInStep(field, out[name], defaults[name]);
    if (value === undefined) delete out[name];
    else out[name] = value;
  }
  return out;
}

/** A list file's entries (the whole file is a list) kept in step with the default language's, by position. */
export function entriesInStep(fields: Fields, own: unknown, base: unknown): unknown {
  if (!Array.isArray(base)) return own;
  const mine = Array.isArray(own) ? own : [];
  return base.map((entry, i) => (isData(entry) ? inStep(fields, mine[i], entry) : entry));
}
