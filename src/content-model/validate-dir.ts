/**
 * The content check: every language's files in the content folder, as load.ts read them, against
 * the declared schema (schema.ts). Every declared file must exist and be valid, and no undeclared
 * YAML file may sit there (its data would reach GraphQL unchecked and untyped). The created pages
 * are checked by site-pages.ts, the picture files by validate-pictures.ts; `checkContent` runs them
 * all, for the build (plugins/validate-content) and `npm run check:content`.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode, type YAMLMap } from "yaml";
import { MAX_TITLE_LENGTH, pageTitle } from "../lib/page-title";
import { isAcceptableEndpoint } from "../lib/contact-form";
import { withIds } from "./ids";
import { contentFiles, translationOf, type ContentFile, type Fields } from "./schema";
import { checkTranslations, isStrayLanguageFile, missingTranslationMessage } from "./translations";
import { closestKey, validateContentSource, type Anchors, type Problem } from "./validate";
import { checkContentBytes } from "./validate-bytes";
import { loadContent, settingsOf, type ContentModel, type LanguageContent, type LoadedFile } from "./load";
import { entryCheckContext, validateEntryFolders } from "./site-pages";
import { emptyListRoutes, publicationDay } from "./entry-lists";
import { checkPictures } from "./validate-pictures";

const knownFiles = () => contentFiles.map((f) => f.file);

/**
 * The addresses links in a loaded file of a language may name besides the pages that exist: in the
 * site settings, the lists that have no published entry yet (the header leaves such a link out
 * until the list has one).
 */
export function linkableIn(file: LoadedFile, content: LanguageContent): readonly string[] {
  return file.spec.file === "settings.yaml" ? emptyListRoutes(content, publicationDay()) : [];
}

/**
 * Checks one loaded file of a language (`isDefault`: the default one). Internal links are checked
 * against `routes`, the addresses that exist in its language (the built-in routes and the
 * language's pages), or `linkable` (`linkableIn`), and their #fragments against `anchors`, the
 * places content makes on them (`existingAnchors`).
 */
export function validateLoadedFile(
  file: LoadedFile,
  routes: readonly string[],
  anchors: Anchors,
  isDefault = true,
  linkable: readonly string[] = [],
): Problem[] {
  // Bytes first: text in another encoding or with invisible control characters cannot be trusted
  // line by line; its other problems are reported once it is fixed.
  const byteProblems = checkContentBytes(file.bytes, file.display);
  if (byteProblems.length > 0) return byteProblems;
  const { problems } = validateContentSource(forLanguage(file.spec, isDefault), file.text, file.display, { routes, anchors, linkable });
  if (problems.length === 0 && file.spec.file === "settings.yaml") return contactFormProblems(file.text, file.display);
  return problems;
}

/** A YAML file in the content folder that no schema declares. */
function strayProblem(path: string, display: string, displayDir: string): Problem {
  const guess = closestKey(path.replace(/\.ya?ml$/i, ".yaml"), knownFiles());
  return {
    file: display,
    message:
      `is not one of the site's content files, so the site cannot use it.${guess ? ` Did you mean ${displayDir}/${guess}? Rename it.` : ""}` +
      ` The content files are: ${knownFiles().join(", ")}. Move any other file out of ${displayDir}/.`,
  };
}

/**
 * Validates one file given its path in the content folder `contentDir` (for tests and scripts):
 * read by the loader, checked against the routes and places of the folder's default language.
 */
export function validateContentFile(contentDir: string, relativePath: string, displayPrefix = "content"): Problem[] {
  const model = loadContent(contentDir, displayPrefix);
  const content = model.content[0];
  const file = content?.files.find((f) => f.path === relativePath);
  if (!content || !file) {
    const stray = content?.strays.find((f) => f.path === relativePath);
    if (stray) return [strayProblem(stray.path, stray.display, content!.displayDir)];
    return [{ file: `${displayPrefix}/${relativePath}`, message: "does not exist." }];
  }
  const { routes, anchors = {} } = entryCheckContext(content);
  return validateLoadedFile(file, routes, anchors, true, linkableIn(file, content));
}

/** The rule between two settings the schema checks one by one: an endpoint needs its address. */
function contactFormProblems(source: string, display: string): Problem[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  const line = (node: unknown) => {
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    return range ? lineCounter.linePos(range[0]).line : undefined;
  };
  const delivery = doc.getIn(["contact", "formDelivery"]);
  const written = doc.getIn(["contact", "formEndpoint"]);
  // Left empty (as the browser editor writes an optional field nobody filled in) is left out.
  const endpoint = typeof written === "string" && written.trim() !== "" ? written : undefined;
  if (delivery === "endpoint" && endpoint === undefined) {
    return [
      {
        file: display,
        line: line(doc.getIn(["contact", "formDelivery"], true)),
        field: "contact > formEndpoint",
        message:
          'is missing: with "formDelivery: endpoint" the form needs the address it posts to. Add a line "formEndpoint: https://…" under contact ' +
          "(the form URL your form service gives you), or choose formDelivery: netlify or none.",
      },
    ];
  }
  if (endpoint !== undefined && !isAcceptableEndpoint(endpoint)) {
    return [
      {
        file: display,
        line: line(doc.getIn(["contact", "formEndpoint"], true)),
        field: "contact > formEndpoint",
        message: `"${endpoint}" is not an https:// address, so what visitors type would travel unencrypted. Use the https:// address your form service gives you.`,
      },
    ];
  }
  return [];
}

function missingFile(file: string, description: string, displayPrefix: string): Problem {
  return {
    file: `${displayPrefix}/${file}`,
    message:
      `is missing, but the site needs it (${description.charAt(0).toLowerCase()}${description.slice(1).replace(/\.$/, "")}). ` +
      `Restore it from the repository's history (git checkout HEAD -- ${displayPrefix}/${file}), or check that it was not renamed or moved.`,
  };
}

/**
 * A declared file as a language other than the default has it: without the fields written in the
 * default language's file only (translations.ts says so when one is there).
 */
function forLanguage(spec: ContentFile, isDefault: boolean): ContentFile {
  if (isDefault) return spec;
  const fields = Object.fromEntries(
    Object.entries(spec.fields).map(([name, field]) => [
      name,
      translationOf(field) === "default only" ? { ...field, optional: true } : field,
    ]),
  );
  return { ...spec, fields };
}

/** The problems of one language's files: missing, doubled and undeclared files, each file, its entries. `codes`: the site's other languages. */
function validateLanguage(content: LanguageContent, base: LanguageContent, codes: readonly string[]): Problem[] {
  if (!content.exists) {
    return [
      {
        file: content.displayDir,
        message: `does not exist, but ${content.language.name} (${content.language.code}) is among the languages in ${base.displayDir}/settings.yaml: its content lives there. Remove the language from the list, or add it with its files: take it out of the list, then run npm run add-language -- ${content.language.code}.`,
      },
    ];
  }
  const problems: Problem[] = [];
  for (const spec of contentFiles) {
    const copies = content.files.filter((f) => f.spec === spec);
    if (copies.length === 0)
      problems.push(
        content.isDefault
          ? missingFile(spec.file, spec.description, content.displayDir)
          : { file: `${content.displayDir}/${spec.file}`, message: missingTranslationMessage(spec.file, base, content) },
      );
    if (copies.length > 1) {
      problems.push({
        file: `${content.displayDir}/${spec.file}`,
        message: `exists ${copies.length} times (${copies.map((c) => c.display).join(", ")}). Keep one and delete the others.`,
      });
    }
  }
  // A folder of a language the settings do not list is named once (translations.ts), not file by file.
  for (const stray of content.strays.filter((s) => !isStrayLanguageFile(s.path)))
    problems.push(strayProblem(stray.path, stray.display, content.displayDir));
  const context = entryCheckContext(content);
  const { routes, anchors = {} } = context;
  for (const file of content.files)
    problems.push(...validateLoadedFile(file, routes, anchors, content.isDefault, linkableIn(file, content)));
  problems.push(...validateEntryFolders(content, context, codes));
  return problems;
}

const byPlace = (a: Problem, b: Problem) => (a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1);

/** Validates every content file of every language; returns all problems, in file then line order. */
export function validateContent(model: ContentModel): Problem[] {
  if (!model.exists) {
    return [
      {
        file: model.displayPrefix,
        message: "does not exist or is not a folder. Content files live in the content/ folder at the root of the project.",
      },
    ];
  }
  const [base] = model.content;
  if (!base) return [];
  const codes = model.languages.slice(1).map((l) => l.code);
  return [...model.content.flatMap((content) => validateLanguage(content, base, codes)), ...checkTranslations(model).problems].sort(
    byPlace,
  );
}

/** `validateContent` for the folder `contentDir` (for tests and scripts). */
export function validateContentDir(contentDir: string, displayPrefix = "content"): Problem[] {
  return validateContent(loadContent(contentDir, displayPrefix));
}

/**
 * The whole check, as the build and `npm run check:content` run it: the problems (they stop both)
 * and the warnings, of the text and of the picture files in one pass, so an editor sees a missing
 * picture beside a mistake in the text. Pictures are looked up in `staticDir`.
 */
export function checkContent(model: ContentModel, staticDir?: string): { problems: Problem[]; warnings: Problem[] } {
  const problems = validateContent(model);
  if (!model.exists) return { problems, warnings: [] };
  const pictures = checkPictures(model, staticDir);
  return {
    problems: [...problems, ...pictures.problems],
    warnings: [...contentWarnings(model), ...checkTranslations(model).warnings, ...pictures.warnings],
  };
}

/** The page-title fields of a file's schema, as key paths ("title", "thanks > title"). */
function titlePaths(fields: Fields, prefix: string[] = []): string[][] {
  return Object.entries(fields).flatMap(([key, field]) => {
    if (field.type === "string" && field.pageTitle) return [[...prefix, key]];
    return field.type === "object" ? titlePaths(field.fields, [...prefix, key]) : [];
  });
}

/**
 * Entries written without an id (by hand: the browser editor always writes one): the build makes
 * it from the title (ids.ts), so it changes whenever the title does. Says which line keeps it.
 */
function missingIdWarnings(spec: ContentFile, root: YamlNode, lineCounter: LineCounter, display: string): Problem[] {
  const warnings: Problem[] = [];
  const lineOf = (node: YamlNode) => (node.range ? lineCounter.linePos(node.range[0]).line : undefined);
  const filled = withIds(spec, root.toJSON());
  const visitList = (fields: Fields, seq: YamlNode, data: unknown, prefix: string) => {
    if (!isSeq(seq) || !Array.isArray(data)) return;
    const id = fields.id?.type === "string" ? fields.id : undefined;
    seq.items.forEach((item, i) => {
      if (!isMap(item)) return;
      const entry = data[i] as Record<string, unknown> | undefined;
      const label = id?.derivedFrom ? item.get(id.derivedFrom) : undefined;
      const name = `${prefix}#${i + 1}${typeof label === "string" && label.trim() ? ` "${label.trim()}"` : ""}`;
      const written = item.get("id");
      if (id?.derivedFrom && (typeof written !== "string" || written.trim() === "") && typeof entry?.id === "string") {
        warnings.push({
          file: display,
          line: lineOf(item as YamlNode),
          entry: name,
          field: "id",
          message:
            `is missing, so every build makes it from the ${id.derivedFrom} ("${entry.id}"), and it changes whenever the ${id.derivedFrom} does. ` +
            `Add the line "id: ${entry.id}" to the entry to keep it (the browser editor adds it by itself).`,
        });
      }
      visitMap(fields, item as YamlNode, entry, `${name} > `);
    });
  };
  const visitMap = (fields: Fields, map: YamlNode, data: unknown, prefix: string) => {
    if (!isMap(map)) return;
    const record = (data ?? {}) as Record<string, unknown>;
    for (const [name, field] of Object.entries(fields)) {
      const node = map.get(name, true) as YamlNode | undefined;
      if (!node) continue;
      if (field.type === "object") visitMap(field.fields, node, record[name], prefix);
      if (field.type === "objectList") visitList(field.fields, node, record[name], `${prefix}${name} `);
    }
  };
  if (spec.root === "list") visitList(spec.fields, root, filled, "");
  else visitMap(spec.fields, root, filled, "");
  return warnings;
}

/**
 * Warnings that do not stop the build: page titles that, with the brand and suffix every title
 * gets, are longer than search results show (they cut the rest with "…"), and entries without an
 * id (their id follows their title). Files that cannot be read are left to `validateContent`,
 * which reports them.
 */
export function contentWarnings(model: ContentModel): Problem[] {
  return model.content.flatMap((content) => {
    const ids = content.files.flatMap((file) => {
      const lineCounter = new LineCounter();
      const doc = parseDocument(file.text, { lineCounter });
      if (doc.errors.length > 0 || !doc.contents) return [];
      return missingIdWarnings(file.spec, doc.contents as YamlNode, lineCounter, file.display);
    });
    return [...titleWarnings(content), ...ids];
  });
}

function titleWarnings(content: LanguageContent): Problem[] {
  const settings = settingsOf<{ brand?: unknown; titleSuffix?: unknown }>(content);
  const brand = settings?.brand;
  const suffix = settings?.titleSuffix;
  if (typeof brand !== "string" || typeof suffix !== "string") return [];
  const warnings: Problem[] = [];
  for (const file of content.files) {
    const paths = titlePaths(file.spec.fields);
    if (paths.length === 0) continue;
    const lineCounter = new LineCounter();
    const doc = parseDocument(file.text, { lineCounter });
    if (doc.errors.length > 0 || !isMap(doc.contents)) continue;
    const map = doc.contents as YAMLMap;
    for (const keys of paths) {
      const node = map.getIn(keys, true) as { value?: unknown; range?: [number, number, number] } | undefined;
      if (typeof node?.value !== "string") continue;
      const full = pageTitle(node.value, brand, suffix);
      if (full.length <= MAX_TITLE_LENGTH) continue;
      const over = full.length - MAX_TITLE_LENGTH;
      warnings.push({
        file: file.display,
        line: node.range ? lineCounter.linePos(node.range[0]).line : undefined,
        field: keys.join(" > "),
        message:
          `the page's full title "${full}" is ${full.length} characters; search results show about ${MAX_TITLE_LENGTH} and cut the rest. ` +
          `Shorten "${node.value}" by ${over} ${over === 1 ? "character" : "characters"} (" | ${brand} – ${suffix}" is added to every title).`,
      });
    }
  }
  return warnings;
}
