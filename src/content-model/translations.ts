/**
 * What only a comparison with the default language shows: values that must be the same and differ,
 * entries missing, extra or moved (by id), pages without a default-language page, languages listed
 * twice, and (as warnings) texts still in the default language's words.
 */
import { locate, type Shape } from "./check-yaml";
import type { ContentModel, LanguageContent, Parsed } from "./load";
import type { Problem } from "./problems";
import { sitePagesOf } from "./publish";
import {
  contentFiles,
  entryFields,
  entryFolders,
  pluralFormFields,
  sitePages,
  translationOf,
  typeOfEntry,
  type Field,
  type Fields,
  type ObjectListField,
} from "./registry";

type Path = (string | number)[];
type Findings = { problems: Problem[]; warnings: Problem[] };
type Compared = { shape: Shape; parsed: Parsed; display: string; base: string; found: Findings };

const quote = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));
// Placeholders are filled in by the site: "{{name}}" alone has no words to translate.
const hasWords = (value: unknown) => typeof value === "string" && /\p{L}/u.test(value.replace(/\{\{[^{}]*\}\}/g, ""));
const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

function report(c: Compared, list: Problem[], path: Path, message: string, at = locate(c.shape, c.parsed, path)) {
  list.push({ file: c.display, ...at, message });
}

function compareFields(c: Compared, fields: Fields, own: unknown, base: unknown, path: Path): void {
  if (!isRecord(own) || !isRecord(base)) return;
  for (const [name, field] of Object.entries(fields)) compareField(c, field, own[name], base[name], [...path, name]);
}

function compareField(c: Compared, field: Field, own: unknown, base: unknown, path: Path): void {
  const translation = translationOf(field);
  if (translation === "default only") {
    if (own !== undefined)
      report(
        c,
        c.found.problems,
        path,
        `is written in the default language's file only (${c.base}), for every language. Delete it here (the lines under it too).`,
      );
    return;
  }
  if (field.type === "object") return compareFields(c, field.fields, own, base, path);
  if (field.type === "plural") return compareFields(c, pluralFormFields(field), own, base, path);
  if (field.type === "objectList") return compareEntries(c, field, own, base, path);
  if (own === undefined || base === undefined) return;
  if (translation === "same") {
    if (JSON.stringify(own) !== JSON.stringify(base))
      report(
        c,
        c.found.problems,
        path,
        `must be the same in every language, but it is ${quote(own)} here and ${quote(base)} in ${c.base}. Write ${quote(base)} (the browser editor keeps it in step by itself).`,
      );
    return;
  }
  const untranslated = (item: unknown) =>
    `is still the default language's text (${quote(item)}). Translate it (or keep it, if it is the same`;
  if (field.type === "stringList" && Array.isArray(own) && Array.isArray(base))
    own.forEach((item, i) => {
      if (hasWords(item) && base.includes(item)) report(c, c.found.warnings, [...path, i], `${untranslated(item)} word in this language).`);
    });
  else if (hasWords(own) && own === base) report(c, c.found.warnings, path, `${untranslated(own)} in this language).`);
}

/** The default language's entries, in its order: by id where every entry has one, else by position (typed entries of the same type). */
function compareEntries(
  c: Compared,
  list: Pick<ObjectListField, "fields" | "types" | "range">,
  own: unknown,
  base: unknown,
  path: Path,
): void {
  if (!Array.isArray(own) || !Array.isArray(base)) return;
  const { fields } = list;
  const [one, many] = list.range.noun;
  const whole = locate(c.shape, c.parsed, path);
  const listed = { ...whole, entry: undefined };
  const idOf = (entry: unknown) => (entry as { id?: unknown } | null)?.id;
  if (!(fields.id && [...base, ...own].every((e) => typeof idOf(e) === "string"))) {
    if (own.length !== base.length)
      report(
        c,
        c.found.problems,
        path,
        `has ${own.length} ${own.length === 1 ? one : many}, and ${c.base} has ${base.length}: every language has the same ${many}, in the same order. Make this list match it.`,
        listed,
      );
    else own.forEach((entry, i) => compareEntry(c, list, entry, base[i], [...path, i]));
    return;
  }
  const baseIds = base.map(idOf) as string[];
  const ownIds = own.map(idOf) as string[];
  const label = (entry: unknown) => {
    const text = ["title", "label", "text", "name", "id"]
      .map((k) => (entry as Record<string, unknown>)[k])
      .find((v) => typeof v === "string" && v.trim());
    return typeof text === "string" ? ` "${text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text}"` : "";
  };
  baseIds.forEach((id, i) => {
    if (!ownIds.includes(id))
      report(
        c,
        c.found.problems,
        path,
        `has no ${one}${label(base[i]) || ` "${id}"`} (id ${id}, #${i + 1} in ${c.base}): every language has the same ${many}, in the same order. Copy that entry from ${c.base} to its place here and translate it.`,
        listed,
      );
  });
  const shared = (ids: string[], others: string[]) => ids.filter((id) => others.includes(id));
  own.forEach((entry, i) => {
    const id = ownIds[i]!;
    const place = baseIds.indexOf(id);
    const at = { ...locate(c.shape, c.parsed, [...path, i]), field: undefined };
    if (place === -1)
      report(
        c,
        c.found.problems,
        [...path, i],
        `has id ${id}, which no ${one} in ${c.base} has: every language has the same ${many}. Add it there first (the browser editor adds it to every language), or delete it here.`,
        at,
      );
    else if (shared(baseIds, ownIds).indexOf(id) !== shared(ownIds, baseIds).indexOf(id))
      report(
        c,
        c.found.problems,
        [...path, i],
        `is #${place + 1} in ${c.base}, but not in that place here: every language shows the ${many} in the same order. Move it to the same place.`,
        at,
      );
    else compareFields(c, fields, entry, base[place], [...path, i]);
  });
}

/** One entry beside the default language's at its place: a typed one of the same type first. */
function compareEntry(c: Compared, list: Pick<ObjectListField, "fields" | "types" | "range">, own: unknown, base: unknown, path: Path) {
  const [type, baseType] = [typeOfEntry(own), typeOfEntry(base)];
  if (list.types && type !== baseType && typeof baseType === "string") {
    const [one, many] = list.range.noun;
    return report(
      c,
      c.found.problems,
      [...path, "type"],
      `is ${typeof type === "string" ? `"${type}"` : "missing"} here, but ${one} ${Number(path.at(-1)) + 1} of ${c.base} is "${baseType}": every language has the same ${many}, of the same types, in the same order. Make this ${one} "type: ${baseType}", with that ${one}'s words translated.`,
    );
  }
  compareFields(c, entryFields(list, base) ?? {}, own, base, path);
}

export const missingTranslationMessage = (file: string, base: LanguageContent, own: LanguageContent) =>
  `is missing: every language has its own copy of each content file. Copy ${base.displayDir}/${file} to ${own.displayDir}/${file} and translate it (the browser editor writes it when you save the file in ${own.language.name}).`;

/** An undeclared file in a folder named like a language ("fr/settings.yaml"): named once, as a folder. */
export const isStrayLanguageFile = (path: string) => /^[a-z]{2,3}(?:-[A-Za-z0-9]+)*\//.test(path);

export function checkTranslations(model: ContentModel): Findings {
  const found: Findings = { problems: [], warnings: [] };
  const [base, ...others] = model.content;
  if (!base) return found;
  const settings = base.files.find((f) => f.spec.file === "settings.yaml");
  const listed = (settings?.data as { languages?: unknown } | undefined)?.languages;
  if (settings && Array.isArray(listed))
    listed.forEach((entry: { code?: unknown }, i) => {
      const first = listed.findIndex((other: { code?: unknown }) => other?.code === entry?.code);
      if (first !== i && typeof entry?.code === "string")
        found.problems.push({
          file: settings.display,
          ...locate(settings.spec, settings, ["languages", i, "code"]),
          message: `"${entry.code}" is also language #${first + 1}: each language is listed once. Delete this entry.`,
        });
    });
  for (const content of model.content)
    for (const page of sitePagesOf(content).filter((p) => model.languages.slice(1).some((l) => l.code === p.address)))
      found.problems.push({
        file: `${content.displayDir}/${sitePages.folder}/${page.name}`,
        field: "address",
        message: `"${page.address}" is taken: /${page.address}/ is where the ${model.languages.find((l) => l.code === page.address)?.name} pages are. Choose another address for this page.`,
      });
  for (const code of new Set(base.strays.filter((s) => isStrayLanguageFile(s.path)).map((s) => s.path.split("/")[0]!)))
    found.problems.push({
      file: `${base.displayDir}/${code}`,
      message: `looks like the content of a language, but "${code}" is not among the languages in ${base.displayDir}/settings.yaml, so none of it is published. Add the language there (npm run add-language adds a language and its files), or delete the folder.`,
    });
  for (const own of others) {
    for (const spec of contentFiles.filter((f) => f.translation !== "default only")) {
      const mine = own.files.find((f) => f.spec === spec);
      const theirs = base.files.find((f) => f.spec === spec);
      if (!mine || !theirs || mine.data === undefined || theirs.data === undefined) continue;
      const c = { shape: spec, parsed: mine, display: mine.display, base: theirs.display, found };
      if (spec.root === "list") compareEntries(c, spec, mine.data, theirs.data, []);
      else compareFields(c, spec.fields, mine.data, theirs.data, []);
    }
    for (const folder of entryFolders)
      for (const entry of own.entries[folder.folder] ?? []) {
        const original = base.entries[folder.folder]?.find((e) => e.name === entry.name);
        if (!original) {
          found.problems.push({
            file: entry.display,
            message: `has no ${folder.singularLabel.toLowerCase()} in the default language (${base.displayDir}/${folder.folder}/${entry.name}): a translation sits beside the page it translates, under the same file name. Create the page in the default language first (the browser editor then offers its translations), or rename this file to the default language's page it translates.`,
          });
          continue;
        }
        if (!entry.front || !entry.data || !original.data) continue;
        const shape: Shape = { fields: folder.fields, root: "object", description: folder.description };
        compareFields(
          { shape, parsed: entry.front, display: entry.display, base: original.display, found },
          folder.fields,
          entry.data,
          original.data,
          [],
        );
        if (hasWords(entry.body) && entry.body.trim() === original.body.trim())
          found.warnings.push({
            file: entry.display,
            line: entry.bodyLine,
            field: "Markdown",
            message: `is still the default language's text (${original.display}). Translate it.`,
          });
      }
  }
  return found;
}
