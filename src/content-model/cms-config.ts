/**
 * The browser editor's configuration (Sveltia CMS) from the registry: a file collection per YAML
 * file, a folder collection per folder of entries, each field with the check's rules and words, and
 * with several languages Sveltia's i18n, side by side. https://sveltiacms.app/en/docs/collections
 */
import type { CmsConfig, CollectionFile, EntryCollection, Field as CmsField, FileCollection } from "@sveltia/cms";
import { PAGE_BODY_FIELD } from "./graphql-types";
import { withRangeWords } from "./ranges";
import {
  contentFiles,
  entryFolders,
  fileKey,
  fileNameAlt,
  fileNamePattern,
  formatMessage,
  formats,
  MAX_PICTURE_BYTES,
  pluralFormFields,
  siteRoutes,
  translationOf,
  type ContentFile,
  type EntryFolder,
  type Field,
  type Fields,
  type PluralField,
  type Range,
} from "./registry";
import { formCounts, formUse, languageName, neededForms } from "./plural-words";
import { PLURAL_CATEGORIES } from "../lib/plural";

export const mediaFolder = "static/images/uploads";
export const publicFolder = "/images/uploads";
const pictureTypes = "image/jpeg,image/png,image/webp,image/avif";

/** How the editor writes YAML, and the `yaml` options that match it: content files are kept in this form, so a save changes only what changed. */
export const yamlOutput = { indent_size: 2, indent_sequences: true, quote: "none" } as const;
export const yamlStringifyOptions = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: "PLAIN",
  defaultStringType: "PLAIN",
  singleQuote: true,
} as const;

/** Any text that does not start as a file name does, with the check's words. */
export const altTextPattern: [string, string] = [`^(?!${fileNamePattern.slice(1)})`, `This ${fileNameAlt.problem} ${fileNameAlt.fix}.`];

const acronyms: Record<string, string> = { url: "URL", id: "ID", cta: "CTA" };

/** `subTitle` → "Sub title", `siteUrl` → "Site URL". */
export function labelFromKey(key: string): string {
  const [first = "", ...rest] = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((word) => acronyms[word] ?? word);
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ");
}

// An optional list (a created page's sections) may be left out whatever its range: the range counts its entries when it has some.
const rangeControls = (range: Range, optional = false) => ({ min: range.min, max: range.max, required: !optional && range.min > 0 });
const summaryField = (fields: Fields, labelField?: string) =>
  [labelField, "title", "label", "text", "id"].find((name) => name !== undefined && fields[name]?.type === "string");

/**
 * What the fields offer; with `defaultLanguage`, each is translated side by side, copied, or the default's only.
 * `languages`: the site's, for the plural forms they need (English when not given).
 */
type Choices = { routes?: readonly string[]; defaultLanguage?: string; languages?: readonly string[] };

/**
 * A reference is chosen by name among the list file's entries as the editor has them, so a person
 * added a moment ago can be an article's author before the site is rebuilt. Their id is stored.
 */
function relationTo(file: string | undefined) {
  const spec = contentFiles.find((f) => f.file === file);
  if (spec?.root !== "list") throw new Error(`A reference names entries of a list file, and ${file} is not one.`);
  const shown = `entries.*.${spec.labelField}`;
  return {
    widget: "relation",
    collection: spec.file.startsWith("pages/") ? "pages" : "site",
    file: fileKey(spec),
    value_field: "entries.*.id",
    display_fields: [shown],
    search_fields: [shown],
  };
}

/**
 * A form for each plural category one of the site's languages needs, labelled and hinted with the counts each uses it
 * for; required in the languages that need it (Sveltia takes their codes), so a translation cannot leave Arabic's "few" out.
 */
function pluralField(name: string, field: PluralField, { languages = ["en"], defaultLanguage }: Choices): CmsField {
  const forms = pluralFormFields(field);
  const offered = PLURAL_CATEGORIES.filter((category) => languages.some((language) => neededForms(language).includes(category)));
  const names = ["count", ...field.placeholders].map((n) => `{{${n}}}`).join(" and ");
  const fields = offered.map((category): CmsField => {
    const needing = languages.filter((language) => neededForms(language).includes(category));
    const others = languages.filter((language) => !needing.includes(language)).map(languageName);
    const uses = `${others.length > 0 ? `${joined(others)} ${others.length > 1 ? "do" : "does"} not use it; ` : ""}${needing.map((language) => formUse(language, category)).join("; ")}`;
    const counts = [...new Set(needing.map((language) => formCounts(language, category) || "fractions"))];
    return {
      name: category,
      label: `${labelFromKey(category)} (${counts.join("; ")})`,
      hint: `${forms[category]!.description.replace(/ \(.*\)\.$/, ".")} ${uses}${uses.endsWith("…") ? "" : "."} Write ${names} where the site puts the values.`,
      widget: "string",
      ...(defaultLanguage ? { i18n: true, required: needing } : { required: true }),
    } as CmsField;
  });
  return {
    name,
    label: field.label ?? labelFromKey(name),
    hint: field.description,
    widget: "object",
    required: true,
    fields,
    ...(defaultLanguage ? { i18n: "duplicate" } : {}),
  } as CmsField;
}

const joined = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? ""));

export function cmsField(name: string, field: Field, choices: Choices = {}): CmsField {
  const cms = editorField(name, field, choices);
  return choices.defaultLanguage && field.type !== "plural" ? inLanguages(cms, fieldI18n(field), choices.defaultLanguage) : cms;
}

function editorField(name: string, field: Field, choices: Choices): CmsField {
  const { routes = siteRoutes } = choices;
  const common = { name, label: field.label ?? labelFromKey(name), hint: field.description };
  switch (field.type) {
    case "string": {
      // An uploaded photo is described in the editor: only YAML written in git may mark a picture decorative.
      const required = field.altText ? true : !field.optional && !field.allowEmpty;
      if (field.enum) return { ...common, widget: "select", options: field.enum as string[], required };
      const format = field.format ?? "text";
      if (format === "route") return { ...common, widget: "select", options: [...routes], required };
      if (format === "reference") return { ...common, ...relationTo(field.references), required } as CmsField;
      if (format === "image") return { ...common, widget: "image", required, accept: pictureTypes, choose_url: false };
      if (format === "date") return { ...common, widget: "datetime", type: "date", format: "YYYY-MM-DD", required };
      if (format === "markdown") return { ...common, widget: "markdown", required, ...markdownEditor } as CmsField;
      if (field.altText) return { ...common, widget: "string", required, pattern: altTextPattern };
      if (format === "text" || format === "icon") return { ...common, widget: field.multiline ? "text" : "string", required };
      // Never shown nor typed: admin.tsx makes it when the entry is first saved.
      if (format === "id") return { name, label: common.label, widget: "hidden" };
      return {
        ...common,
        widget: "string",
        required,
        pattern: [field.optional ? `^$|${formats[format].pattern}` : formats[format].pattern, formatMessage(format)],
      };
    }
    case "integer":
      return { ...common, widget: "number", value_type: "int", required: !field.optional, min: field.minimum, max: field.maximum };
    case "boolean":
      return {
        ...common,
        widget: "boolean",
        required: !field.optional,
        ...(field.default !== undefined ? { default: field.default } : {}),
      };
    case "stringList": {
      const hint = withRangeWords(field.description, field.range);
      if (field.format === "reference")
        return { ...common, hint, ...relationTo(field.references), multiple: true, ...rangeControls(field.range) } as CmsField;
      const format = field.format === "address" ? "address" : "text";
      const item: Field = { type: "string", format, description: field.description, translation: translationOf(field) };
      const each = { ...cmsField("item", item, choices), label: common.label, hint: undefined };
      return { ...common, hint, widget: "list", ...rangeControls(field.range), field: each } as CmsField;
    }
    case "object":
      return { ...common, widget: "object", required: !field.optional, fields: cmsFields(field.fields, choices) };
    case "plural":
      return pluralField(name, field, choices);
    case "objectList": {
      // Sections: the editor adds one of a chosen type, and writes its name in `type`.
      if (field.types)
        return {
          ...common,
          hint: withRangeWords(field.description, field.range),
          widget: "list",
          ...rangeControls(field.range, field.optional),
          typeKey: "type",
          types: field.types.map((type) => ({
            name: type.name,
            label: type.label,
            widget: "object",
            ...(type.summary ? { summary: type.summary } : {}),
            fields: cmsFields(type.fields, choices),
          })),
        } as CmsField;
      const summary = summaryField(field.fields);
      return {
        ...common,
        hint: withRangeWords(field.description, field.range),
        widget: "list",
        ...rangeControls(field.range, field.optional),
        ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
        fields: cmsFields(field.fields, choices),
      } as CmsField;
    }
  }
}

export const cmsFields = (fields: Fields, choices: Choices = {}): CmsField[] =>
  Object.entries(fields).map(([name, field]) => cmsField(name, field, choices));

/** A file whose top level is a list is one list field (`root: true`). */
function cmsFile(spec: ContentFile, contentPath: string, siteChoices: Choices): CollectionFile {
  const choices = spec.translation === "default only" ? { ...siteChoices, defaultLanguage: undefined } : siteChoices;
  const fields: CmsField[] =
    spec.root === "list"
      ? [
          {
            name: "entries",
            label: spec.label,
            hint: withRangeWords(spec.description, spec.range),
            widget: "list",
            root: true,
            ...rangeControls(spec.range),
            summary: `{{fields.${summaryField(spec.fields, spec.labelField)}}}`,
            fields: cmsFields(spec.fields, choices),
            ...(choices.defaultLanguage ? { i18n: "duplicate" } : {}),
          } as CmsField,
        ]
      : cmsFields(spec.fields, choices);
  const file = choices.defaultLanguage ? { file: localePath(contentPath, spec.file), i18n: true } : { file: `${contentPath}/${spec.file}` };
  return { name: fileKey(spec), label: spec.label, ...file, format: "yaml", fields };
}

/** The pages' own copy, and what the whole site shares. */
export function cmsCollections(contentPath = "content", choices: Choices = {}): FileCollection[] {
  const group = (pages: boolean) =>
    contentFiles.filter((spec) => spec.file.startsWith("pages/") === pages).map((spec) => cmsFile(spec, contentPath, choices));
  const i18n = choices.defaultLanguage ? { i18n: true } : {};
  return [
    {
      name: "pages",
      label: "Pages",
      description: "The copy of each page: titles, headings, paragraphs and buttons.",
      ...i18n,
      files: group(true),
    },
    {
      name: "site",
      label: "Site-wide",
      description: "Settings, contact details and the footer, and the cards and lists several pages show.",
      ...i18n,
      files: group(false),
    },
  ];
}

/** A folder of entries: one Markdown file each, named after its address when created; a list's sorted by date. */
export function entryCollection(
  folder: EntryFolder,
  contentPath = "content",
  listAddress = folder.folder,
  choices: Choices = {},
): EntryCollection {
  // Every language's files are written on a save; a page may be switched off in a language, which then has none.
  const i18n = choices.defaultLanguage
    ? { folder: localePath(contentPath, folder.folder), i18n: { initial_locales: "all" } }
    : { folder: `${contentPath}/${folder.folder}` };
  return {
    name: folder.folder,
    label: folder.label,
    label_singular: folder.singularLabel,
    description: folder.description,
    ...i18n,
    extension: "md",
    format: "yaml-frontmatter",
    create: true,
    delete: true,
    slug: "{{fields.address}}",
    identifier_field: "title",
    ...(folder.list
      ? { summary: "{{title}} ({{date}})", sortable_fields: ["date", "title"], preview_path: `/${listAddress}/{{address}}/` }
      : { summary: "{{title}} (/{{address}}/)", preview_path: "/{{address}}/" }),
    fields: [
      ...cmsFields(folder.fields, { defaultLanguage: choices.defaultLanguage, languages: choices.languages }),
      markdownField(choices.defaultLanguage),
    ],
  } as EntryCollection;
}

/** The buttons of every Markdown text: none for a second main heading, which the check refuses. */
const markdownEditor = {
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "heading-four", "quote", "bulleted-list", "numbered-list", "code"],
  editor_components: ["image", "code-block"],
};

/** An entry's text, translated like any text. */
function markdownField(defaultLanguage: string | undefined): CmsField {
  const field = {
    name: PAGE_BODY_FIELD,
    label: "Text",
    hint: 'The text in Markdown: "## " starts a section heading, "- " a list item, [words](/contact) a link, ![what it shows](/images/uploads/team.jpg) a picture (the Image button uploads one; describe it: the words in brackets are required). No HTML; {{company.name}} and the other values listed in CONTENT.md are filled in from the settings.',
    widget: "markdown",
    required: true,
    ...markdownEditor,
  } as CmsField;
  return defaultLanguage ? inLanguages(field, true, defaultLanguage) : field;
}

/**
 * A link field stays free text (Sveltia's select takes no value of one's own, and a relation could not
 * offer the built-in routes or a web address), so its hint lists the pages there are. Lists of
 * texts are kept as they are, so one list of icon names is written once in config.yml.
 */
export function withRouteHints<T>(value: T, routes: readonly string[], linkMessage: string): T {
  if (Array.isArray(value))
    return (value.some((v) => v && typeof v === "object") ? value.map((v: unknown) => withRouteHints(v, routes, linkMessage)) : value) as T;
  if (!value || typeof value !== "object") return value;
  const object = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRouteHints(item, routes, linkMessage)])) as Record<
    string,
    unknown
  >;
  const pattern = object.pattern as unknown[] | undefined;
  if (Array.isArray(pattern) && pattern[1] === linkMessage && typeof object.hint === "string")
    object.hint = `${object.hint} Pages of this site: ${routes.join(", ")}.`;
  return object as T;
}

// ---------------------------------------------------------------------------------------------
// Languages: translated fields side by side, the same-in-every-language ones copied and read-only
// ---------------------------------------------------------------------------------------------

type FieldI18n = boolean | "duplicate";

function fieldI18n(field: Field): FieldI18n {
  const translation = translationOf(field);
  if (translation === "default only") return false;
  return translation === "same" || field.type === "object" || field.type === "objectList" ? "duplicate" : true;
}

/** A translated required field is required in the default language: left empty elsewhere it takes that text (in-step.ts). */
function inLanguages(field: CmsField, i18n: FieldI18n, defaultLanguage: string): CmsField {
  const required = i18n === true && (field as { required?: unknown }).required === true ? { required: [defaultLanguage] } : {};
  return { ...field, i18n, ...required } as CmsField;
}

/** `{{locale}}` as a whole folder; `omit_default_locale_from_file_path` leaves it out for the default language. */
export const localePath = (contentPath: string, rest: string) => `${contentPath}/{{locale}}/${rest}`;

export const siteI18n = (codes: readonly string[]): NonNullable<CmsConfig["i18n"]> => ({
  structure: "multiple_folders",
  locales: [...codes],
  default_locale: codes[0],
  omit_default_locale_from_file_path: true,
});

// ---------------------------------------------------------------------------------------------
// Where the editor reads and commits
// ---------------------------------------------------------------------------------------------

export type BackendSettings = {
  name?: "github" | "gitlab" | "gitea";
  /** `owner/name` of the repository. */
  repo: string;
  branch?: string;
  /** GitHub: the OAuth client's address (Netlify's when unset); GitLab, Gitea/Forgejo: the instance's. */
  authUrl?: string;
  /** GitLab, Gitea/Forgejo: the OAuth application's id, for sign-in without a server (PKCE). */
  appId?: string;
};

/** CMS_BACKEND and CMS_REPO, or the repository the build host names, or this checkout's `origin`. */
export function backendFromEnv(env: NodeJS.ProcessEnv, gitRemote?: string): BackendSettings {
  const fromUrl = (url: string | undefined) => /(?:github|gitlab)\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(url ?? "")?.[1];
  const name = env.CMS_BACKEND === "gitlab" || env.CMS_BACKEND === "gitea" ? env.CMS_BACKEND : "github";
  const repo =
    env.CMS_REPO ||
    fromUrl(env.REPOSITORY_URL) ||
    (env.VERCEL_GIT_REPO_OWNER && env.VERCEL_GIT_REPO_SLUG ? `${env.VERCEL_GIT_REPO_OWNER}/${env.VERCEL_GIT_REPO_SLUG}` : undefined) ||
    env.GITHUB_REPOSITORY ||
    fromUrl(gitRemote) ||
    "your-org/your-repo";
  return { name, repo, branch: env.CMS_BRANCH || undefined, authUrl: env.CMS_AUTH_URL || undefined, appId: env.CMS_APP_ID || undefined };
}

export function cmsBackend({ name = "github", repo, branch, authUrl, appId }: BackendSettings): CmsConfig["backend"] {
  const shared = { repo, ...(branch ? { branch } : {}), ...(authUrl ? { base_url: authUrl } : {}) };
  if (name === "gitlab") return { name, ...shared, auth_type: "pkce", ...(appId ? { app_id: appId } : {}) };
  if (name === "gitea") return { name, ...shared, ...(appId ? { app_id: appId } : {}) };
  return { name, ...shared };
}

export type CmsConfigOptions = Choices & {
  backend: BackendSettings;
  appTitle?: string;
  logo?: string;
  siteUrl?: string;
  contentPath?: string;
  /** The site's languages by code, the default first: with several, every collection translates side by side. */
  languages?: readonly string[];
  /** Each list's address, by folder: where its entries' previews are. */
  listAddresses?: Readonly<Record<string, string>>;
};

export function cmsConfig({
  backend,
  appTitle,
  logo,
  siteUrl,
  contentPath = "content",
  routes = siteRoutes,
  languages = [],
  listAddresses = {},
}: CmsConfigOptions): CmsConfig {
  const multilingual = languages.length > 1;
  const sitesLanguages = languages.length > 0 ? languages : undefined;
  const defaultLanguage = multilingual ? languages[0] : undefined;
  const collections = withRouteHints(
    [
      ...cmsCollections(contentPath, { routes, defaultLanguage, languages: sitesLanguages }),
      ...entryFolders.map((folder) =>
        entryCollection(folder, contentPath, listAddresses[folder.folder], { defaultLanguage, languages: sitesLanguages }),
      ),
    ],
    routes,
    formatMessage("link"),
  );
  return {
    backend: cmsBackend(backend),
    ...(appTitle ? { app_title: appTitle } : {}),
    ...(logo ? { logo: { src: logo } } : {}),
    ...(siteUrl ? { site_url: siteUrl } : {}),
    media_folder: mediaFolder,
    public_folder: publicFolder,
    media_libraries: { all: { max_file_size: MAX_PICTURE_BYTES } },
    // An editor who changes one word adds no `image: null` lines.
    output: { yaml: { ...yamlOutput }, omit_empty_optional_fields: true },
    ...(multilingual ? { i18n: siteI18n(languages) } : {}),
    collections,
  };
}
