/**
 * The browser editor's configuration for a site in several languages (settings.yaml `languages`):
 * Sveltia CMS's i18n, so that every collection translates side by side. A site with one language
 * gets none of it (cms-config.ts leaves its configuration as it is).
 *
 * - Where the files are: the default language's are content/'s own, another language's are in
 *   content/<code>/ with the same tree (load.ts). Each file's path and each folder of entries get
 *   `{{locale}}` as a whole folder (content/{{locale}}/settings.yaml, content/{{locale}}/site-pages),
 *   and `omit_default_locale_from_file_path` leaves it out for the default language. Sveltia takes
 *   a file path with `{{locale}}` as the `multiple_files` structure and a folder with it as
 *   `multiple_folders` (it takes precedence over `structure`), whatever the site-wide `structure`.
 * - Every field as schema.ts keeps it across languages (`translationOf`): a translated field is
 *   translated in every language (`i18n: true`); a field that is the same in every language (ids,
 *   addresses, pictures, numbers, links) is written by the default language and copied into the
 *   others, read-only there (`duplicate`); the list of languages, written in the default language's
 *   settings only, is left out of the others' files (`false`).
 * - Lists of entries are kept in step (`duplicate`): entries are added, removed, duplicated and moved
 *   in the default language only, and the editor does the same in every language; their fields are
 *   translated or copied as they say. The ids of new entries are made once, in the default
 *   language, and copied into the others when the file is saved (src/cms/admin.tsx).
 * - Every language's files are written whenever an entry is saved, so no language misses one (the
 *   check requires them); a page editors create may be switched off in a language other than the
 *   default (`initial_locales: all`), which then has no copy of it, as the site allows.
 *
 * Reference: https://sveltiacms.app/en/docs/i18n
 */
import type { CmsConfig, Collection, CollectionFile, EntryCollection, Field as CmsField, FileCollection } from "@sveltia/cms";
import { contentFiles, entryFolders, translationOf, type Field, type Fields } from "./schema";

/** A field's `i18n` in the editor. */
export type FieldI18n = boolean | "duplicate";

/** How the editor keeps a schema field across languages (see the top of this file). */
export function fieldI18n(field: Field): FieldI18n {
  const translation = translationOf(field);
  if (translation === "default only") return false;
  if (translation === "same") return "duplicate";
  if (field.type === "object" || field.type === "objectList") return "duplicate";
  return true;
}

type AnyField = CmsField & { name: string; i18n?: FieldI18n; required?: boolean | string[]; field?: AnyField; fields?: CmsField[] };

/**
 * A field in its languages: its `i18n`, and a translated field that is required is required in
 * the default language only: left empty in another, it takes the default language's text when the
 * file is saved (in-step.ts), which the check names as not translated yet.
 */
function inLanguages(field: AnyField, i18n: FieldI18n, defaultLanguage: string): AnyField {
  return { ...field, i18n, ...(i18n === true && field.required === true ? { required: [defaultLanguage] } : {}) };
}

/**
 * The editor's fields with their `i18n`, from the schema's fields they were made from (by name).
 * A field the schema does not declare (a created page's Markdown text) is translated.
 */
export function withFieldI18n(fields: readonly CmsField[], schema: Fields, defaultLanguage: string): CmsField[] {
  return fields.map((cms) => {
    const field = cms as AnyField;
    const declared = schema[field.name];
    const i18n = declared ? fieldI18n(declared) : true;
    const out = inLanguages(field, i18n, defaultLanguage);
    // A list of texts: its items go with it (copied with it when the list is the same in every language).
    if (field.field) out.field = inLanguages(field.field, i18n, defaultLanguage);
    if (field.fields && declared && (declared.type === "object" || declared.type === "objectList"))
      out.fields = withFieldI18n(field.fields, declared.fields, defaultLanguage);
    return out as CmsField;
  });
}

/** `content/settings.yaml` → `content/{{locale}}/settings.yaml` (the default language's path has no locale). */
export const localePath = (contentPath: string, rest: string) => `${contentPath}/{{locale}}/${rest}`;

function translatableFile(file: CollectionFile, contentPath: string, defaultLanguage: string): CollectionFile {
  const spec = contentFiles.find((f) => file.file === `${contentPath}/${f.file}`);
  if (!spec) return file;
  // A file whose top level is a list is one list field (`root: true`), whose entries are the file's.
  const schema: Fields =
    spec.root === "list"
      ? {
          [file.fields[0]!.name]: {
            type: "objectList",
            typeName: spec.typeName,
            range: spec.range,
            description: spec.description,
            fields: spec.fields,
          },
        }
      : spec.fields;
  return { ...file, file: localePath(contentPath, spec.file), i18n: true, fields: withFieldI18n(file.fields, schema, defaultLanguage) };
}

function translatableFolder(collection: EntryCollection, contentPath: string, defaultLanguage: string): EntryCollection {
  const folder = entryFolders.find((f) => collection.folder === `${contentPath}/${f.folder}`);
  if (!folder) return collection;
  return {
    ...collection,
    folder: localePath(contentPath, folder.folder),
    i18n: { initial_locales: "all" },
    fields: withFieldI18n(collection.fields, folder.fields, defaultLanguage),
  };
}

/** The collections (as cms-config.ts makes them for one language) translatable into the site's languages. */
export function translatableCollections(collections: readonly Collection[], contentPath: string, defaultLanguage: string): Collection[] {
  return collections.map((collection) => {
    if ("files" in collection && Array.isArray(collection.files)) {
      const files = collection as FileCollection;
      return { ...files, i18n: true, files: files.files.map((file) => translatableFile(file, contentPath, defaultLanguage)) };
    }
    if ("folder" in collection && typeof collection.folder === "string")
      return translatableFolder(collection as EntryCollection, contentPath, defaultLanguage);
    return collection;
  });
}

/** The configuration's `i18n`: the site's languages by code, the default first, and the default's files where they are. */
export function siteI18n(codes: readonly string[]): NonNullable<CmsConfig["i18n"]> {
  return {
    // What a folder of entries has (Sveltia reads it from the folder's `{{locale}}` in any case).
    structure: "multiple_folders",
    locales: [...codes],
    default_locale: codes[0],
    omit_default_locale_from_file_path: true,
  };
}
