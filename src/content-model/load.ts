/**
 * The one reader of content/: every file of every language, read and parsed once into a model the
 * check, GraphQL, the plugins, the editor's configuration and the docs take. It never throws for a
 * broken file: what cannot be read has no data, and the check says why.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { LineCounter, parseDocument, type Document } from "yaml";
import { withIds } from "./ids";
import { entryFields, entryFolders, findContentFile, type ContentFile, type EntryFolder, type Fields } from "./registry";
import { directionOf, isLanguageCode, type Language } from "../lib/languages";
import { listFiles } from "../lib/list-files";

export type SourceFile = {
  /** Inside its language's folder, with "/": "pages/home.yaml", "site-pages/careers.md". */
  path: string;
  /** How messages name it: "content/de/pages/home.yaml". */
  display: string;
  absolute: string;
  bytes: Buffer;
  /** UTF-8 without a byte-order mark (the YAML parser misreads a list after one). */
  text: string;
};

/** Parsed YAML with its line positions; `lineOffset` is where it starts in its file (front matter starts on line 2). */
export type Parsed = { doc: Document; lines: LineCounter; lineOffset: number };

export type LoadedFile = SourceFile & Parsed & { spec: ContentFile; data: unknown };

export type LoadedEntry = SourceFile & {
  folder: EntryFolder;
  name: string;
  /** Undefined when the file does not start with front matter. */
  front?: Parsed & { text: string };
  body: string;
  /** The file's line the Markdown starts on. */
  bodyLine: number;
  /** The front matter's fields, yes/no fields at their defaults; undefined when it is not a group of fields. */
  data?: Record<string, unknown>;
};

export type LanguageContent = {
  language: Language;
  isDefault: boolean;
  dir: string;
  displayDir: string;
  exists: boolean;
  files: LoadedFile[];
  /** YAML files no registry entry declares. */
  strays: SourceFile[];
  entries: Readonly<Record<string, LoadedEntry[]>>;
  /** Files in a folder of entries that are not Markdown. */
  strayEntries: SourceFile[];
};

export type ContentModel = {
  dir: string;
  displayPrefix: string;
  exists: boolean;
  /** The default first (the default settings' `languages`). */
  languages: readonly Language[];
  content: readonly LanguageContent[];
};

/** Folders of a language's folder that hold no content: the JSON Schemas. */
const IGNORED_FOLDERS = ["schemas"];
const FALLBACK_LANGUAGE: Language = { code: "en", name: "English", dir: "ltr" };

const toPosix = (p: string) => p.split(path.sep).join("/");

export function parseYaml(text: string, lineOffset = 0): Parsed {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, uniqueKeys: false }), lines, lineOffset };
}

/** The file's line of the value at `keys` (the whole document for none). */
export function lineOf({ doc, lines, lineOffset }: Parsed, keys: readonly (string | number)[] = []): number | undefined {
  const node = (keys.length === 0 ? doc.contents : doc.getIn(keys, true)) as { range?: [number, number, number] } | undefined;
  return node?.range ? lines.linePos(node.range[0]).line + lineOffset : undefined;
}

const dataOfDoc = ({ doc }: Parsed) => (doc.errors.length > 0 ? undefined : (doc.toJS() as unknown));

/** Files already read while loading (the default settings, read first for the languages). */
const reads = new Map<string, Buffer>();

function readSource(absolute: string, relative: string, displayDir: string): SourceFile {
  const bytes = reads.get(absolute) ?? fs.readFileSync(absolute);
  reads.set(absolute, bytes);
  const text = bytes.toString("utf8");
  return {
    path: relative,
    display: `${displayDir}/${relative}`,
    absolute,
    bytes,
    text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text,
  };
}

/** Yes/no fields left out take their `default`, so the model holds what the site shows. */
function withDefaults(fields: Fields, data: unknown): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [name, field] of Object.entries(fields)) {
    if (field.type === "boolean" && field.default !== undefined && out[name] == null) out[name] = field.default;
    if (field.type === "object") out[name] = withDefaults(field.fields, out[name]);
    if (field.type === "objectList" && Array.isArray(out[name]))
      out[name] = (out[name] as unknown[]).map((e) => withDefaults(entryFields(field, e) ?? {}, e));
  }
  return out;
}

/** An entry's text split at its front matter (gray-matter), the front matter parsed as every content file is. */
export function parseEntry(source: string, fields: Fields): Pick<LoadedEntry, "front" | "body" | "bodyLine" | "data"> {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (!/^---[ \t]*\n(?:[\s\S]*?\n)?---[ \t]*(?:\n|$)/.test(text)) return { body: text, bodyLine: 1 };
  const split = matter(text, { engines: { yaml: () => ({}) } });
  const frontText = split.matter.replace(/^[ \t]*\n/, "");
  const front = { ...parseYaml(frontText, 1), text: frontText };
  const parsed = dataOfDoc(front);
  const data =
    parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (withDefaults(fields, parsed) as Record<string, unknown>) : undefined;
  return { front, body: split.content, bodyLine: text.slice(0, text.length - split.content.length).split("\n").length, data };
}

function loadEntry(folder: EntryFolder, dir: string, displayDir: string, name: string): LoadedEntry {
  const source = readSource(path.join(dir, folder.folder, name), `${folder.folder}/${name}`, displayDir);
  return { ...source, folder, name, ...parseEntry(source.text, folder.fields) };
}

const folderFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile() && !e.name.startsWith("."))
        .map((e) => e.name)
        .sort()
    : [];

function loadLanguage(language: Language, isDefault: boolean, dir: string, displayDir: string, others: string[]): LanguageContent {
  const exists = fs.existsSync(dir) && fs.statSync(dir).isDirectory();
  const skip = [...IGNORED_FOLDERS, ...entryFolders.map((f) => f.folder), ...(isDefault ? others : [])];
  const files: LoadedFile[] = [];
  const strays: SourceFile[] = [];
  for (const relative of exists ? listFiles(dir, { skip, match: /\.ya?ml$/i }) : []) {
    const source = readSource(path.join(dir, relative), relative, displayDir);
    const spec = findContentFile(relative);
    if (!spec) {
      strays.push(source);
      continue;
    }
    const parsed = parseYaml(source.text);
    const raw = dataOfDoc(parsed);
    const data =
      raw === undefined
        ? undefined
        : withIds(
            spec,
            spec.root === "list" && Array.isArray(raw) ? raw.map((e) => withDefaults(spec.fields, e)) : withDefaults(spec.fields, raw),
          );
    files.push({ ...source, ...parsed, spec, data });
  }
  const entries: Record<string, LoadedEntry[]> = {};
  const strayEntries: SourceFile[] = [];
  for (const folder of entryFolders) {
    const names = exists ? folderFiles(path.join(dir, folder.folder)) : [];
    entries[folder.folder] = names.filter((n) => n.endsWith(".md")).map((n) => loadEntry(folder, dir, displayDir, n));
    for (const n of names.filter((n) => !n.endsWith(".md")))
      strayEntries.push(readSource(path.join(dir, folder.folder, n), `${folder.folder}/${n}`, displayDir));
  }
  return { language, isDefault, dir, displayDir, exists, files, strays, entries, strayEntries };
}

/** The languages the default settings list; one while they cannot be read, so the rest is still checked. */
function languagesOf(settings: unknown): Language[] {
  const listed = (settings as { languages?: unknown } | undefined)?.languages;
  const valid = (Array.isArray(listed) ? listed : []).flatMap((entry): Language[] => {
    const { code, name } = (entry ?? {}) as { code?: unknown; name?: unknown };
    return typeof code === "string" && typeof name === "string" && isLanguageCode(code) ? [{ code, name, dir: directionOf(code) }] : [];
  });
  const unique = valid.filter((language, i) => valid.findIndex((other) => other.code === language.code) === i);
  return unique.length > 0 ? unique : [FALLBACK_LANGUAGE];
}

export function loadContent(contentDir: string, displayPrefix = "content"): ContentModel {
  const dir = path.resolve(contentDir);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
    return { dir, displayPrefix, exists: false, languages: [FALLBACK_LANGUAGE], content: [] };
  // The default settings name the languages, whose folders the default language's reading skips.
  const settingsFile = ["settings.yaml", "settings.yml"].find((name) => fs.existsSync(path.join(dir, name)));
  const settings = settingsFile
    ? dataOfDoc(parseYaml(readSource(path.join(dir, settingsFile), settingsFile, displayPrefix).text))
    : undefined;
  const languages = languagesOf(settings);
  const others = languages.slice(1).map((l) => l.code);
  const content = languages.map((language, i) =>
    i === 0
      ? loadLanguage(language, true, dir, displayPrefix, others)
      : loadLanguage(language, false, path.join(dir, language.code), `${displayPrefix}/${language.code}`, others),
  );
  reads.clear();
  return { dir, displayPrefix, exists: true, languages, content };
}

export const defaultContent = (model: ContentModel): LanguageContent | undefined => model.content[0];
export const contentIn = (model: ContentModel, code: string) => model.content.find((c) => c.language.code === code);

export function dataOf(content: LanguageContent | undefined, file: string): unknown {
  return content?.files.find((f) => f.spec.file === file)?.data;
}

export function settingsOf<T = Record<string, unknown>>(content: LanguageContent | undefined): T | undefined {
  const data = dataOf(content, "settings.yaml");
  return data && typeof data === "object" && !Array.isArray(data) ? (data as T) : undefined;
}

/** The default language's settings; throws when they cannot be read (the check has said why). */
export function siteSettings<T = Record<string, unknown>>(model: ContentModel): T {
  const settings = settingsOf<T>(defaultContent(model));
  if (!settings) throw new Error(`${model.displayPrefix}/settings.yaml could not be read; run \`npm run check:content\` to see why.`);
  return settings;
}

/** A folder's entries in a language whose `required` front-matter fields are text (the check reports the others). */
export function readableEntries<T>(content: LanguageContent | undefined, folder: EntryFolder, required: readonly string[]) {
  return (content?.entries[folder.folder] ?? []).flatMap((entry) => {
    if (!entry.data || required.some((key) => typeof entry.data?.[key] !== "string")) return [];
    return [{ ...(entry.data as T), name: entry.name, body: entry.body }];
  });
}

/** content/, or CONTENT_DIR (tests build the site from fixtures). */
export const siteContentDir = () => path.resolve(process.env.CONTENT_DIR ?? "content");
export const displayPath = (dir: string) => toPosix(path.relative(process.cwd(), dir)) || ".";

const cache = new Map<string, ContentModel>();

/** The model of a folder, read once per process; `gatsby develop` forgets it when a file changes. */
export function contentModel(contentDir: string, displayPrefix = displayPath(contentDir)): ContentModel {
  const key = `${path.resolve(contentDir)}\0${displayPrefix}`;
  const model = cache.get(key) ?? loadContent(contentDir, displayPrefix);
  cache.set(key, model);
  return model;
}

export const forgetContent = () => cache.clear();

/** The language and declared file or folder of an absolute path inside the content folder. */
export function placeOf(model: ContentModel, absolute: string) {
  const relative = toPosix(path.relative(model.dir, absolute));
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  const [first = "", ...rest] = relative.split("/");
  const other = model.languages.slice(1).find((l) => l.code === first);
  const language = other ? other.code : model.languages[0]!.code;
  const inside = other ? rest.join("/") : relative;
  const [top = "", ...below] = inside.split("/");
  if (IGNORED_FOLDERS.includes(top)) return undefined;
  const folder = entryFolders.find((f) => f.folder === top);
  if (folder)
    return below.length === 1 && below[0]!.endsWith(".md") ? { kind: "entry" as const, language, path: inside, folder } : undefined;
  const spec = findContentFile(inside);
  return spec ? { kind: "file" as const, language, path: inside, spec } : undefined;
}
