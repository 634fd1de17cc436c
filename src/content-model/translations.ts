/**
 * The check of a site in several languages (settings.yaml `languages`), across the languages'
 * files as load.ts read them. Each language's files are checked on their own by validate-dir.ts;
 * this checks what only a comparison with the default language shows, naming the file, entry and
 * field as every check does:
 *
 * - problems (they stop the check and the build): a language's folder or file that is missing, a
 *   folder of a language the settings do not list; a value that must be the same in every language
 *   (ids, addresses, pictures, numbers, links: `translationOf` in schema.ts) and differs; a list
 *   whose entries are not the default language's (an entry missing, extra or moved, by its id); a
 *   page that has no page in the default language; the list of languages written outside the
 *   default language's settings; two languages with one code, and a page at a language's address;
 * - warnings: each text that is still the default language's word for word (not translated yet).
 *
 * Pages editors create may exist in some languages only: a language without a page has no
 * translation of it (no alternate, no footer link), which is no problem.
 */
import { LineCounter, parseDocument, type Node as YamlNode } from "yaml";
import { contentFiles, entryFolders, translationOf, type Field, type Fields } from "./schema";
import { sitePagesOf } from "./site-pages";
import type { ContentModel, LanguageContent } from "./load";
import type { Problem } from "./validate";

/** Where a value sits in a file: its keys and list positions, and how the check names its entry and field. */
type Place = { keys: (string | number)[]; entry?: string; field: string[] };

/** Finds the line of the value at `keys` in a YAML text (undefined when it is not there). */
function lineFinder(text: string, offset = 0): (keys: (string | number)[]) => number | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  return (keys) => {
    const node = (keys.length === 0 ? doc.contents : doc.getIn(keys, true)) as YamlNode | undefined;
    return node?.range ? lineCounter.linePos(node.range[0]).line + offset : undefined;
  };
}

const quote = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));
const hasWords = (value: unknown) => typeof value === "string" && /\p{L}/u.test(value);
const labelOf = (entry: unknown) => {
  const record = (entry ?? {}) as Record<string, unknown>;
  const label = ["title", "label", "text", "name", "id"].map((key) => record[key]).find((v) => typeof v === "string" && v.trim());
  return typeof label === "string" ? ` "${label.length > 40 ? `${label.slice(0, 39).trimEnd()}…` : label}"` : "";
};

type Findings = { problems: Problem[]; warnings: Problem[] };

/**
 * Compares one file of a language (`own`, with its text) with the default language's (`base`),
 * field by field, as `fields` declare them.
 */
function compareFields(
  fields: Fields,
  own: unknown,
  base: unknown,
  at: Place,
  file: { display: string; line: (keys: (string | number)[]) => number | undefined },
  baseDisplay: string,
  found: Findings,
): void {
  if (!own || typeof own !== "object" || Array.isArray(own) || !base || typeof base !== "object" || Array.isArray(base)) return;
  const ownRecord = own as Record<string, unknown>;
  const baseRecord = base as Record<string, unknown>;
  for (const [name, field] of Object.entries(fields)) {
    const here: Place = { keys: [...at.keys, name], entry: at.entry, field: [...at.field, name] };
    compareField(field, ownRecord[name], baseRecord[name], here, file, baseDisplay, found);
  }
}

function compareField(
  field: Field,
  own: unknown,
  base: unknown,
  at: Place,
  file: { display: string; line: (keys: (string | number)[]) => number | undefined },
  baseDisplay: string,
  found: Findings,
): void {
  const report = (list: Problem[], message: string, keys = at.keys) =>
    list.push({ file: file.display, line: file.line(keys), entry: at.entry, field: at.field.join(" > "), message });
  const translation = translationOf(field);
  if (translation === "default only") {
    if (own !== undefined)
      report(
        found.problems,
        `is written in the default language's file only (${baseDisplay}), for every language. Delete it here (the lines under it too).`,
      );
    return;
  }
  if (field.type === "object") {
    compareFields(field.fields, own, base, at, file, baseDisplay, found);
    return;
  }
  if (field.type === "objectList") {
    compareEntries(field, own, base, at, file, baseDisplay, found);
    return;
  }
  if (own === undefined || base === undefined) return;
  if (translation === "same") {
    if (JSON.stringify(own) !== JSON.stringify(base)) {
      report(
        found.problems,
        `must be the same in every language, but it is ${quote(own)} here and ${quote(base)} in ${baseDisplay}. Write ${quote(base)} (the browser editor keeps it in step by itself).`,
      );
    }
    return;
  }
  // Translated text still word for word the default language's.
  if (field.type === "stringList" && Array.isArray(own) && Array.isArray(base)) {
    own.forEach((item, i) => {
      if (hasWords(item) && base.includes(item))
        found.warnings.push({
          file: file.display,
          line: file.line([...at.keys, i]),
          entry: at.entry,
          field: `${at.field.join(" > ")} #${i + 1}`,
          message: `is still the default language's text (${quote(item)}). Translate it (or keep it, if it is the same word in this language).`,
        });
    });
    return;
  }
  if (hasWords(own) && own === base) {
    report(
      found.warnings,
      `is still the default language's text (${quote(own)}). Translate it (or keep it, if it is the same in this language).`,
    );
  }
}

/** A list of entries: the same entries as the default language's, in the same order (by id where they have one). */
function compareEntries(
  field: Extract<Field, { type: "objectList" }>,
  own: unknown,
  base: unknown,
  at: Place,
  file: { display: string; line: (keys: (string | number)[]) => number | undefined },
  baseDisplay: string,
  found: Findings,
): void {
  if (!Array.isArray(own) || !Array.isArray(base)) return;
  const name = at.field.join(" > ");
  const listed = name ? `${name} ` : "";
  const entryName = (entry: unknown, i: number) => `${at.entry ? `${at.entry} > ` : ""}${listed}#${i + 1}${labelOf(entry)}`;
  const [one, many] = field.range.noun;
  const problem = (message: string, keys: (string | number)[], entry?: string) =>
    found.problems.push({ file: file.display, line: file.line(keys), entry, field: entry ? undefined : name || undefined, message });
  const idOf = (entry: unknown) => (entry as { id?: unknown } | null)?.id;
  if (field.fields.id && base.every((e) => typeof idOf(e) === "string") && own.every((e) => typeof idOf(e) === "string")) {
    const baseIds = base.map(idOf) as string[];
    const ownIds = own.map(idOf) as string[];
    baseIds.forEach((id, i) => {
      if (!ownIds.includes(id))
        problem(
          `has no ${one}${labelOf(base[i]) || ` "${id}"`} (id ${id}, #${i + 1} in ${baseDisplay}): every language has the same ${many}, in the same order. Copy that entry from ${baseDisplay} to its place here and translate it.`,
          at.keys,
        );
    });
    own.forEach((entry, i) => {
      const id = ownIds[i]!;
      const place = baseIds.indexOf(id);
      if (place === -1) {
        problem(
          `has id ${id}, which no ${one} in ${baseDisplay} has: every language has the same ${many}. Add it there first (the browser editor adds it to every language), or delete it here.`,
          [...at.keys, i],
          entryName(entry, i),
        );
      } else if (baseIds.filter((b) => ownIds.includes(b)).indexOf(id) !== ownIds.filter((o) => baseIds.includes(o)).indexOf(id)) {
        problem(
          `is #${place + 1} in ${baseDisplay}, but not in that place here: every language shows the ${many} in the same order. Move it to the same place.`,
          [...at.keys, i],
          entryName(entry, i),
        );
      } else {
        compareFields(
          field.fields,
          entry,
          base[place],
          { keys: [...at.keys, i], entry: entryName(entry, i), field: [] },
          file,
          baseDisplay,
          found,
        );
      }
    });
    return;
  }
  if (own.length !== base.length) {
    problem(
      `has ${own.length} ${own.length === 1 ? one : many}, and ${baseDisplay} has ${base.length}: every language has the same ${many}, in the same order. Make this list match it.`,
      at.keys,
    );
    return;
  }
  own.forEach((entry, i) =>
    compareFields(field.fields, entry, base[i], { keys: [...at.keys, i], entry: entryName(entry, i), field: [] }, file, baseDisplay, found),
  );
}

/** A whole declared file of a language against the default language's. */
function compareFile(own: LanguageContent, base: LanguageContent, found: Findings): void {
  for (const spec of contentFiles) {
    const mine = own.files.find((f) => f.spec === spec);
    const theirs = base.files.find((f) => f.spec === spec);
    if (!mine || !theirs || mine.data === undefined || theirs.data === undefined) continue;
    const file = { display: mine.display, line: lineFinder(mine.text) };
    if (spec.root === "list") {
      compareEntries(
        { type: "objectList", typeName: spec.typeName, fields: spec.fields, range: spec.range, description: spec.description },
        mine.data,
        theirs.data,
        { keys: [], field: [] },
        file,
        theirs.display,
        found,
      );
    } else {
      compareFields(spec.fields, mine.data, theirs.data, { keys: [], field: [] }, file, theirs.display, found);
    }
  }
}

/** A language's entries (pages editors created) against the default language's, by file name. */
function compareEntryFolders(own: LanguageContent, base: LanguageContent, found: Findings): void {
  for (const folder of entryFolders) {
    const baseEntries = base.entries[folder.folder] ?? [];
    for (const entry of own.entries[folder.folder] ?? []) {
      const original = baseEntries.find((e) => e.name === entry.name);
      if (!original) {
        found.problems.push({
          file: entry.display,
          message: `has no ${folder.singularLabel.toLowerCase()} in the default language (${base.displayDir}/${folder.folder}/${entry.name}): a translation sits beside the page it translates, under the same file name. Create the page in the default language first (the browser editor then offers its translations), or rename this file to the default language's page it translates.`,
        });
        continue;
      }
      if (!entry.data || !original.data || !entry.parts || !original.parts) continue;
      const file = { display: entry.display, line: lineFinder(entry.parts.frontMatter, 1) };
      compareFields(folder.fields, entry.data, original.data, { keys: [], field: [] }, file, original.display, found);
      if (hasWords(entry.parts.body) && entry.parts.body.trim() === original.parts.body.trim()) {
        found.warnings.push({
          file: entry.display,
          line: entry.parts.bodyLine,
          field: "Markdown",
          message: `is still the default language's text (${original.display}). Translate it.`,
        });
      }
    }
  }
}

/** The check's words for a language's missing copy of a content file. */
export function missingTranslationMessage(file: string, base: LanguageContent, own: LanguageContent): string {
  return `is missing: every language has its own copy of each content file. Copy ${base.displayDir}/${file} to ${own.displayDir}/${file} and translate it (the browser editor writes it when you save the file in ${own.language.name}).`;
}

/** Problems and warnings across the languages (see the top of this file). */
export function checkTranslations(model: ContentModel): Findings {
  const found: Findings = { problems: [], warnings: [] };
  const [base, ...others] = model.content;
  if (!base) return found;
  // The list of languages: one code once; no page at a language's address.
  const codes = model.languages.map((l) => l.code);
  const settings = base.files.find((f) => f.spec.file === "settings.yaml");
  const listed = ((settings?.data as { languages?: unknown } | undefined)?.languages ?? []) as { code?: unknown }[];
  if (settings && Array.isArray(listed)) {
    const line = lineFinder(settings.text);
    listed.forEach((entry, i) => {
      const first = listed.findIndex((other) => other?.code === entry?.code);
      if (first !== i && typeof entry?.code === "string")
        found.problems.push({
          file: settings.display,
          line: line(["languages", i]),
          entry: `languages #${i + 1}`,
          field: "code",
          message: `"${entry.code}" is also language #${first + 1}: each language is listed once. Delete this entry.`,
        });
    });
  }
  for (const content of model.content) {
    for (const page of sitePagesOf(content)) {
      // The default language's pages have no prefix: only the other languages' codes are taken.
      if (codes.slice(1).includes(page.address)) {
        found.problems.push({
          file: `${content.displayDir}/${entryFolders[0]!.folder}/${page.name}`,
          field: "address",
          message: `"${page.address}" is taken: /${page.address}/ is where the ${model.languages.find((l) => l.code === page.address)?.name} pages are. Choose another address for this page.`,
        });
      }
    }
  }
  // A folder named like a language the settings do not list: its files would never be published.
  const strayLanguages = new Set(base.strays.filter((stray) => isStrayLanguageFile(stray.path)).map((stray) => stray.path.split("/")[0]!));
  for (const code of strayLanguages) {
    found.problems.push({
      file: `${base.displayDir}/${code}`,
      message: `looks like the content of a language, but "${code}" is not among the languages in ${base.displayDir}/settings.yaml, so none of it is published. Add the language there (npm run add-language adds a language and its files), or delete the folder.`,
    });
  }
  for (const own of others) {
    compareFile(own, base, found);
    compareEntryFolders(own, base, found);
  }
  return found;
}

/**
 * Whether an undeclared YAML file of the default language's folder sits in a folder named like a
 * language ("fr/settings.yaml"): the folder of a language the settings do not list, which the check
 * names once (`checkTranslations`) rather than file by file (validate-dir.ts skips these).
 */
export function isStrayLanguageFile(path: string): boolean {
  const [top = "", ...rest] = path.split("/");
  return rest.length > 0 && /^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/.test(top);
}
