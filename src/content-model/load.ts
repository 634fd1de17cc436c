/**
 * The one reader of the content folder. `loadContent(contentDir)` reads every file once, for every
 * language, into a typed model:
 *
 * - each declared YAML file (schema.ts, `contentFiles`): its bytes (for the byte check), its text
 *   without a byte-order mark (text.ts says why), and its data as YAML reads it, with the ids of
 *   its entries filled in (ids.ts);
 * - each folder of Markdown entries (schema.ts, `entryFolders`: the pages editors create): every
 *   file's bytes and text, split into front matter and Markdown, the front matter as data;
 * - what does not belong (a YAML file no schema declares, a file in a folder of entries that is no
 *   Markdown), for the check to name.
 *
 * Languages: the first of the site settings' `languages` is the default, whose files are the
 * folder's own (content/settings.yaml, content/site-pages/…). Every other language has the same
 * tree in a folder named after its code (content/de/settings.yaml, content/de/site-pages/…): the
 * browser editor writes them there (cms-config.ts, `{{locale}}` in each path with the default
 * language's left out).
 *
 * The check (check.ts), the GraphQL nodes (plugins/validate-content), the settings the plugins need
 * (gatsby-config.ts, plugins/site-files, plugins/cms-admin), the editor's configuration and
 * CONTENT.md all take this model: nothing else opens content/. The model never throws for a broken
 * file: what cannot be read is left without data, and the check says why.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { withIds } from "./ids";
import { entryFolders, findContentFile, type ContentFile, type EntryFolder, type Fields } from "./schema";
import { withoutByteOrderMark } from "./text";
import { directionOf, isLanguageCode, type Language } from "../lib/languages";

/** One file read from the content folder. */
export type SourceFile = {
  /** The path inside its language's folder, with "/" on every system: "pages/home.yaml", "site-pages/careers.md". */
  path: string;
  /** How messages name it: "content/pages/home.yaml", "content/de/pages/home.yaml". */
  display: string;
  absolute: string;
  bytes: Buffer;
  /** The text as UTF-8, without a leading byte-order mark. */
  text: string;
};

/** A declared YAML file. */
export type LoadedFile = SourceFile & {
  spec: ContentFile;
  /** The data as YAML reads it, with every entry's id filled in; undefined when YAML cannot read it. */
  data: unknown;
};

/** A Markdown entry's file split at its front matter (between two `---` lines at the top). */
export type EntryParts = {
  frontMatter: string;
  /** The Markdown after the front matter. */
  body: string;
  /** The line of the file the Markdown starts on. */
  bodyLine: number;
};

/** One file of a folder of Markdown entries (a page editors created). */
export type LoadedEntry = SourceFile & {
  folder: EntryFolder;
  /** The file's name in its folder: "careers.md". */
  name: string;
  /** Undefined when the file has no front matter (the check says so). */
  parts?: EntryParts;
  /** The front matter's data, when YAML reads it as a group of fields. */
  data?: Record<string, unknown>;
};

/** Everything one language has in the content folder. */
export type LanguageContent = {
  language: Language;
  /** The first language: its files are the content folder's own, its pages at the site's root. */
  isDefault: boolean;
  /** The language's folder (content/, or content/de/). */
  dir: string;
  /** How messages name that folder ("content", "content/de"). */
  displayDir: string;
  /** The declared files found (a file kept as both .yaml and .yml is here twice; the check says so). */
  files: LoadedFile[];
  /** YAML files that no schema declares (the check names them). */
  strays: SourceFile[];
  /** The files of each folder of entries, by the folder's name ("site-pages"). Markdown files only. */
  entries: Readonly<Record<string, LoadedEntry[]>>;
  /** Files in a folder of entries that are not Markdown (the check names them). */
  strayEntries: SourceFile[];
};

export type ContentModel = {
  /** The content folder (absolute). */
  dir: string;
  /** How messages name it ("content"). */
  displayPrefix: string;
  /** False when the folder does not exist (the check says so; nothing else is read). */
  exists: boolean;
  /** The languages, the default first (site settings, `languages`). */
  languages: readonly Language[];
  /** Each language's content, in the order of `languages`. */
  content: readonly LanguageContent[];
};

/** Folders inside a language's folder that hold no YAML content: the JSON Schemas (the build ignores them too). */
const IGNORED_FOLDERS = ["schemas"];

const FENCE = /^---\s*$/;

/** Splits an entry file into its front matter and Markdown; undefined when it has no front matter. */
export function splitEntry(text: string): EntryParts | undefined {
  const lines = withoutByteOrderMark(text).split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? "")) return undefined;
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (end === -1) return undefined;
  return { frontMatter: lines.slice(1, end).join("\n"), body: lines.slice(end + 1).join("\n"), bodyLine: end + 2 };
}

const toPosix = (p: string) => p.split(path.sep).join("/");

function readSource(absolute: string, relative: string, displayDir: string): SourceFile {
  const bytes = fs.readFileSync(absolute);
  return { path: relative, display: `${displayDir}/${relative}`, absolute, bytes, text: withoutByteOrderMark(bytes.toString("utf8")) };
}

/** YAML's reading of `text`, or undefined when it cannot read it. */
function parseOrUndefined(text: string): unknown {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

/** The YAML files of a language's folder, as paths inside it, without the folders of entries, other languages' folders and `skip`. */
function yamlFilesIn(dir: string, skip: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string, base: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const relative = base ? `${base}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skip.includes(relative)) walk(path.join(folder, entry.name), relative);
      } else if (/\.ya?ml$/i.test(entry.name)) {
        found.push(relative);
      }
    }
  };
  walk(dir, "");
  return found.sort();
}

/** The files of one folder of entries (none when the folder does not exist: a site may have no created pages). */
function folderFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith("."))
    .map((e) => e.name)
    .sort();
}

/**
 * `data` with every yes/no field that has a `default` and was left out set to it (schema.ts,
 * `BooleanField`): the model holds what the site shows, whatever a file leaves out.
 */
function withDefaults(fields: Fields, data: unknown): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [name, field] of Object.entries(fields)) {
    if (field.type === "boolean" && field.default !== undefined && (out[name] === undefined || out[name] === null))
      out[name] = field.default;
    if (field.type === "object") out[name] = withDefaults(field.fields, out[name]);
    if (field.type === "objectList" && Array.isArray(out[name]))
      out[name] = (out[name] as unknown[]).map((entry) => withDefaults(field.fields, entry));
  }
  return out;
}

const withFileDefaults = (spec: ContentFile, data: unknown) =>
  spec.root === "list" && Array.isArray(data) ? data.map((entry) => withDefaults(spec.fields, entry)) : withDefaults(spec.fields, data);

function loadEntry(folder: EntryFolder, dir: string, displayDir: string, name: string): LoadedEntry {
  const source = readSource(path.join(dir, folder.folder, name), `${folder.folder}/${name}`, displayDir);
  const parts = splitEntry(source.text);
  const front = parts ? parseOrUndefined(parts.frontMatter) : undefined;
  const data =
    front && typeof front === "object" && !Array.isArray(front)
      ? (withDefaults(folder.fields, front) as Record<string, unknown>)
      : undefined;
  return { ...source, folder, name, parts, data };
}

/** Reads one language's folder. `otherLanguages` are the codes whose folders sit inside the default language's. */
function loadLanguage(language: Language, isDefault: boolean, dir: string, displayDir: string, otherLanguages: string[]): LanguageContent {
  const exists = fs.existsSync(dir) && fs.statSync(dir).isDirectory();
  const skip = [...IGNORED_FOLDERS, ...entryFolders.map((f) => f.folder), ...(isDefault ? otherLanguages : [])];
  const files: LoadedFile[] = [];
  const strays: SourceFile[] = [];
  for (const relative of exists ? yamlFilesIn(dir, skip) : []) {
    const source = readSource(path.join(dir, relative), relative, displayDir);
    const spec = findContentFile(relative);
    if (!spec) {
      strays.push(source);
      continue;
    }
    const parsed = parseOrUndefined(source.text);
    files.push({ ...source, spec, data: parsed === undefined ? undefined : withIds(spec, withFileDefaults(spec, parsed)) });
  }
  const entries: Record<string, LoadedEntry[]> = {};
  const strayEntries: SourceFile[] = [];
  for (const folder of entryFolders) {
    const names = exists ? folderFiles(path.join(dir, folder.folder)) : [];
    entries[folder.folder] = names.filter((name) => name.endsWith(".md")).map((name) => loadEntry(folder, dir, displayDir, name));
    for (const name of names.filter((n) => !n.endsWith(".md"))) {
      strayEntries.push(readSource(path.join(dir, folder.folder, name), `${folder.folder}/${name}`, displayDir));
    }
  }
  return { language, isDefault, dir, displayDir, files, strays, entries, strayEntries };
}

/**
 * The languages the default settings name (`languages`), the default first. When they cannot be
 * read (a broken settings.yaml: the check says why), the site is taken to have one language, so
 * the rest of the folder is still read and checked.
 */
function languagesOf(settings: unknown): Language[] {
  const listed = (settings as { languages?: unknown } | undefined)?.languages;
  const valid = Array.isArray(listed)
    ? listed.flatMap((entry): Language[] => {
        const { code, name } = (entry ?? {}) as { code?: unknown; name?: unknown };
        if (typeof code !== "string" || typeof name !== "string" || !isLanguageCode(code)) return [];
        return [{ code, name, dir: directionOf(code) }];
      })
    : [];
  const unique = valid.filter((language, i) => valid.findIndex((other) => other.code === language.code) === i);
  return unique.length > 0 ? unique : [{ code: FALLBACK_LANGUAGE.code, name: FALLBACK_LANGUAGE.name, dir: "ltr" }];
}

/** The language assumed while the settings cannot say (only a broken settings.yaml leads here, and then nothing is built). */
const FALLBACK_LANGUAGE = { code: "en", name: "English" } as const;

/**
 * Reads the whole content folder: every language's files (see the top of this file). `displayPrefix`
 * is how messages name the folder ("content").
 */
export function loadContent(contentDir: string, displayPrefix = "content"): ContentModel {
  const dir = path.resolve(contentDir);
  const exists = fs.existsSync(dir) && fs.statSync(dir).isDirectory();
  if (!exists) return { dir, displayPrefix, exists, languages: languagesOf(undefined), content: [] };
  // The default language's settings name the languages; its folder is read once they are known.
  const settingsFile = ["settings.yaml", "settings.yml"].map((name) => path.join(dir, name)).find((file) => fs.existsSync(file));
  const settings = settingsFile ? parseOrUndefined(withoutByteOrderMark(fs.readFileSync(settingsFile, "utf8"))) : undefined;
  const languages = languagesOf(settings);
  const others = languages.slice(1).map((l) => l.code);
  const content = languages.map((language, i) =>
    i === 0
      ? loadLanguage(language, true, dir, displayPrefix, others)
      : loadLanguage(language, false, path.join(dir, language.code), `${displayPrefix}/${language.code}`, others),
  );
  return { dir, displayPrefix, exists, languages, content };
}

/** The default language's content (the folder's own files). */
export const defaultContent = (model: ContentModel): LanguageContent | undefined => model.content[0];

/** A language's content by its code. */
export const contentIn = (model: ContentModel, code: string): LanguageContent | undefined =>
  model.content.find((c) => c.language.code === code);

/** The data of a declared file in a language (undefined when it is missing or YAML cannot read it). */
export function dataOf(content: LanguageContent | undefined, file: string): unknown {
  return content?.files.find((f) => f.spec.file === file)?.data;
}

/** A language's site settings, as they are written (undefined when missing or unreadable: the check says why). */
export function settingsOf<T = Record<string, unknown>>(content: LanguageContent | undefined): T | undefined {
  const data = dataOf(content, "settings.yaml");
  return data && typeof data === "object" && !Array.isArray(data) ? (data as T) : undefined;
}

/** The settings of the default language, for plugins that need a site-wide setting. Throws when they cannot be read (the check has said why). */
export function siteSettings<T = Record<string, unknown>>(model: ContentModel): T {
  const settings = settingsOf<T>(defaultContent(model));
  if (!settings) throw new Error(`${model.displayPrefix}/settings.yaml could not be read; run \`npm run check:content\` to see why.`);
  return settings;
}

/**
 * The entries of a folder in a language that can be read (front matter with the fields the site
 * needs: a page with problems is left out; the check reports it), with their Markdown and file name.
 */
export function readableEntries<T>(
  content: LanguageContent | undefined,
  folder: EntryFolder,
  required: readonly string[],
): (T & { name: string; body: string })[] {
  return (content?.entries[folder.folder] ?? []).flatMap((entry) => {
    if (!entry.data || !entry.parts || required.some((key) => typeof entry.data?.[key] !== "string")) return [];
    return [{ ...(entry.data as T), name: entry.name, body: entry.parts.body }];
  });
}

/**
 * The model of the content folder as it is now, read once per process and folder (the build's
 * plugins and gatsby-config share it). `gatsby develop` calls `forgetContent` when a file changes.
 */
const cache = new Map<string, ContentModel>();

export function contentModel(contentDir: string, displayPrefix = "content"): ContentModel {
  const key = `${path.resolve(contentDir)}\0${displayPrefix}`;
  let model = cache.get(key);
  if (!model) {
    model = loadContent(contentDir, displayPrefix);
    cache.set(key, model);
  }
  return model;
}

export function forgetContent(): void {
  cache.clear();
}

/** Where a file of the content folder belongs: its language, and the declared file or folder of entries. */
export type Place =
  | { kind: "file"; language: string; path: string; spec: ContentFile }
  | { kind: "entry"; language: string; path: string; folder: EntryFolder; name: string };

/**
 * The place of `absolute` in `model` (undefined for a file outside the content, a file no schema
 * declares, or one in a folder the site ignores).
 */
export function placeOf(model: ContentModel, absolute: string): Place | undefined {
  const relative = toPosix(path.relative(model.dir, absolute));
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  const [first = "", ...rest] = relative.split("/");
  const other = model.languages.slice(1).find((l) => l.code === first);
  const language = other ? other.code : (model.languages[0]?.code ?? FALLBACK_LANGUAGE.code);
  const inside = other ? rest.join("/") : relative;
  const [top = "", ...below] = inside.split("/");
  if (IGNORED_FOLDERS.includes(top)) return undefined;
  const folder = entryFolders.find((f) => f.folder === top);
  if (folder)
    return below.length === 1 && below[0]!.endsWith(".md") ? { kind: "entry", language, path: inside, folder, name: below[0]! } : undefined;
  const spec = findContentFile(inside);
  return spec ? { kind: "file", language, path: inside, spec } : undefined;
}
