// Another language's copy of a file, made to agree with the default's before every save in the editor (src/cms/admin.tsx).
import { entryFields, pluralFormFields, translationOf, type Field, type Fields } from "./registry";

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === undefined || value === null || value === "";

function fieldInStep(field: Field, own: unknown, base: unknown): unknown {
  const translation = translationOf(field);
  if (translation === "default only") return undefined;
  if (translation === "same") return base;
  if (field.type === "object") return isData(base) ? inStep(field.fields, own, base) : base;
  // A form the default language has and this one left empty takes its text; the forms only this language uses stay its own.
  if (field.type === "plural") return isData(base) ? inStep(pluralFormFields(field), own, base) : own;
  // The editor adds, removes and moves entries in every language at once, by position; a typed entry keeps the default's type.
  if (field.type === "objectList") {
    if (!Array.isArray(base)) return base;
    const mine = Array.isArray(own) ? own : [];
    return base.map((entry, i) => {
      const fields = isData(entry) ? entryFields(field, entry) : undefined;
      if (!fields) return entry;
      if (!field.types) return inStep(fields, mine[i], entry);
      // A section of another type here keeps only the words of the fields its new type has.
      const own =
        isData(mine[i]) && mine[i].type !== entry.type ? Object.fromEntries(Object.entries(mine[i]).filter(([k]) => k in fields)) : mine[i];
      const { type: _own, ...words } = inStep(fields, own, entry);
      return { type: entry.type, ...words };
    });
  }
  if (field.type === "stringList") {
    if (!Array.isArray(own)) return base;
    return own.map((item, i) => (isBlank(item) && Array.isArray(base) && !isBlank(base[i]) ? base[i] : item));
  }
  // An empty translation takes the default's text, which the check then reports as not translated yet.
  return isBlank(own) && !isBlank(base) ? base : own;
}

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

export function entriesInStep(fields: Fields, own: unknown, base: unknown): unknown {
  if (!Array.isArray(base)) return own;
  const mine = Array.isArray(own) ? own : [];
  return base.map((entry, i) => (isData(entry) ? inStep(fields, mine[i], entry) : entry));
}
