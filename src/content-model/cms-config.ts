/**
 * Derives the configuration of the browser editor at /admin/ (Sveltia CMS) from the declared
 * schema (`schema.ts`): one file collection entry per content file, one editor field per schema
 * field, with the same rules and the same words as the build's check (`validate.ts`):
 *
 * - labels (from `label`, or made from the key), hints from the descriptions;
 * - `required` unless the field is optional or may be empty;
 * - the format patterns of `validate.ts`, with its messages (`formatMessage`);
 * - each list's range as its `min`/`max`, said in its hint ("Between 2 and 6 fit the layout."):
 *   entries can be added, removed, reordered and duplicated within it (the editor's defaults);
 * - icons and other fixed choices as a `select`; a field that leads to a page of this site (the
 *   header links, the 404 page's link: format `route`) as a `select` of the pages that exist, the
 *   built-in routes and the created pages (`routes`, which plugins/cms-admin reads from content/);
 * - a field that takes a page of this site or a full address (format `link`: buttons, footer
 *   links) as a text field whose hint lists the pages that exist. Deliberately not a choice:
 *   Sveltia CMS's `select` takes no value of one's own (no "other…" entry), and a `relation` to
 *   the created pages could not offer the built-in routes or a web address; a pair of fields
 *   (choice or address) would change the files' shape. The check names a link to a page that is
 *   gone, and the editor refuses a value in neither form with the check's words;
 * - ids hidden: an editor never sees or types one. src/cms/admin.tsx fills them in just before a
 *   file is saved (ids.ts): a new entry's from its title, a copy's anew;
 * - files whose top level is a list as a list field with `root: true`.
 *
 * What the editor cannot express is still caught by the build: unique ids (the editor cannot break
 * them: admin.tsx gives every new entry and every copy its own) and the settings checked in
 * plugins/site-files (colours, times, image files). The plugin `plugins/cms-admin` writes the
 * result to `public/admin/config.yml`;
 * `src/content-model/__tests__/cms-config.test.ts` checks it against the schema, field by field.
 * Reference: https://sveltiacms.app/en/docs/collections
 */
import type { CmsConfig, CollectionFile, EntryCollection, Field as CmsField, FileCollection } from "@sveltia/cms";
import {
  contentFiles,
  entryFolders,
  MAX_PICTURE_BYTES,
  siteRoutes,
  sitePages,
  type ContentFile,
  type EntryFolder,
  type Field,
  type Fields,
  type Range,
} from "./schema";
import { PAGE_BODY_FIELD } from "./graphql-types";
import { rangeWords } from "./ranges";
import { siteI18n, translatableCollections } from "./cms-i18n";
import { fileNameAlt, fileNamePattern, formatMessage, formatPatterns } from "./validate";

/** Where editors' uploads go (Gatsby copies static/ to the site root), and their address on the site. */
export const mediaFolder = "static/images/uploads";
export const publicFolder = "/images/uploads";
/** The picture types the pipeline processes (src/images/pipeline.ts), as the upload dialog's `accept`. */
const pictureTypes = "image/jpeg,image/png,image/webp,image/avif";

/**
 * How the editor writes YAML (`output.yaml` below), and the options Sveltia CMS passes to the
 * `yaml` library's `stringify` for them (its `formatYAML`): 2-space indent, indented lists, no line
 * wrapping, plain scalars where YAML allows and single quotes where it does not. The content files
 * are kept in exactly this form (a test checks), so a save changes only the lines an editor changed;
 * Prettier's `singleQuote` for content/ (.prettierrc.json) agrees with it.
 */
export const yamlOutput = { indent_size: 2, indent_sequences: true, quote: "none" } as const;
export const yamlStringifyOptions = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: "PLAIN",
  defaultStringType: "PLAIN",
  singleQuote: true,
} as const;

const acronyms: Record<string, string> = { url: "URL", id: "ID", cta: "CTA" };

/**
 * The editor's pattern for an alt text: matches any text that does not start the way a file name
 * does (`fileNamePattern`, the check's rule), with the check's words as its message.
 */
export const altTextPattern: [string, string] = [`^(?!${fileNamePattern.slice(1)})`, `This ${fileNameAlt.problem} ${fileNameAlt.fix}.`];

/** `subTitle` → "Sub title", `siteUrl` → "Site URL". */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((word) => acronyms[word] ?? word);
  const [first = "", ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ");
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The hint under a list: its description, and how many entries it may have ("Between 2 and 6 fit the layout."). */
export const rangeHint = (description: string, range: Range) => `${description} ${capitalize(rangeWords(range))}.`;

/**
 * A list's controls: as many entries as its range allows (the editor greys out Add and Duplicate at
 * the maximum, and Remove at the minimum). Adding, removing, reordering and duplicating are the
 * editor's defaults. A list that may be empty is not required.
 */
const rangeControls = (range: Range) => ({ min: range.min, max: range.max, required: range.min > 0 });

/** The field an entry is named by in the editor's collapsed list (as the check names entries). */
function summaryField(fields: Fields, labelField?: string): string | undefined {
  return [labelField, "title", "label", "text", "id"].find((name) => name !== undefined && fields[name]?.type === "string");
}

/**
 * One editor field for a schema field. `routes` are the pages a `route` field offers (the built-in
 * routes and the created pages, as "/careers").
 */
export function cmsField(name: string, field: Field, routes: readonly string[] = siteRoutes, services: readonly string[] = []): CmsField {
  const common = { name, label: field.label ?? labelFromKey(name), hint: field.description };
  switch (field.type) {
    case "string": {
      // A picture's alt text is required in the editor: an uploaded photo is described there (only YAML
      // written in git may mark a picture decorative with alt: ""), and a required field is never left out.
      const required = field.altText ? true : !field.optional && !field.allowEmpty;
      // Icons: one shared list, which config.yml writes once (a YAML anchor) for every icon field;
      // with ~2000 names the select is a dropdown the editor searches by typing.
      if (field.format === "icon" && field.enum) return { ...common, widget: "select", options: field.enum as string[], required };
      if (field.enum) return { ...common, widget: "select", options: [...field.enum], required };
      const format = field.format ?? "text";
      // A page of this site: chosen from the pages that exist (a new page is offered once it is published).
      if (format === "route") return { ...common, widget: "select", options: [...routes], required };
      // A service card, chosen from the cards the build knew (content/services.yaml).
      if (format === "service") return { ...common, widget: "select", options: [...services], required };
      // A picture: uploaded into media_folder (static/images/uploads), JPEG, PNG, WebP or AVIF only.
      if (format === "image") return { ...common, widget: "image", required, accept: pictureTypes, choose_url: false };
      // A date picker that writes the date the way the check reads it (YYYY-MM-DD, no time).
      if (format === "date") return { ...common, widget: "datetime", type: "date", format: "YYYY-MM-DD", required };
      // A picture's alt text: anything but a file name (the check's own pattern and words).
      if (field.altText) return { ...common, widget: "string", required, pattern: altTextPattern };
      // Text only has to be there: `required` (the editor says so in the check's words, see plugins/cms-admin).
      if (format === "text" || format === "icon") return { ...common, widget: field.multiline ? "text" : "string", required };
      // Never shown nor typed: admin.tsx makes it when the entry is first saved (ids.ts).
      if (format === "id") return { name, label: common.label, widget: "hidden" };
      return {
        ...common,
        widget: "string",
        required,
        // An optional field may be left empty (the check takes that as left out).
        pattern: [field.optional ? `^$|${formatPatterns[format]}` : formatPatterns[format], formatMessage(format)],
      };
    }
    case "integer":
      return { ...common, widget: "number", value_type: "int", required: !field.optional, min: field.minimum, max: field.maximum };
    case "boolean":
      // A switch that starts at the field's default (a new page is shown in search results).
      return {
        ...common,
        widget: "boolean",
        required: !field.optional,
        ...(field.default !== undefined ? { default: field.default } : {}),
      };
    case "stringList": {
      // Service cards: several chosen from the cards the build knew (a case study's services).
      if (field.format === "service")
        return {
          ...common,
          hint: rangeHint(field.description, field.range),
          widget: "select",
          multiple: true,
          options: [...services],
          ...rangeControls(field.range),
        } as CmsField;
      const item: Field = { type: "string", format: "text", description: field.description };
      return {
        ...common,
        hint: rangeHint(field.description, field.range),
        widget: "list",
        ...rangeControls(field.range),
        field: { ...cmsField("item", item, routes), label: common.label, hint: undefined } as CmsField,
      } as CmsField;
    }
    case "object":
      return { ...common, widget: "object", required: !field.optional, fields: cmsFields(field.fields, routes) };
    case "objectList": {
      const summary = summaryField(field.fields);
      return {
        ...common,
        hint: rangeHint(field.description, field.range),
        widget: "list",
        ...rangeControls(field.range),
        ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
        fields: cmsFields(field.fields, routes),
      } as CmsField;
    }
  }
}

export function cmsFields(fields: Fields, routes: readonly string[] = siteRoutes, services: readonly string[] = []): CmsField[] {
  return Object.entries(fields).map(([name, field]) => cmsField(name, field, routes, services));
}

/** `pages/home.yaml` → `pages-home` (also the name previews are registered under). */
export const cmsFileName = (spec: ContentFile) => spec.file.replace(/\.ya?ml$/, "").replace(/\//g, "-");

/** One content file as an editor "file" (paths are from the repository root). */
export function cmsFile(spec: ContentFile, contentPath = "content", routes: readonly string[] = siteRoutes): CollectionFile {
  const fields: CmsField[] =
    spec.root === "list"
      ? [
          {
            name: "entries",
            label: spec.label,
            hint: rangeHint(spec.description, spec.range),
            widget: "list",
            root: true,
            ...rangeControls(spec.range),
            summary: `{{fields.${summaryField(spec.fields, spec.labelField)}}}`,
            fields: cmsFields(spec.fields, routes),
          } as CmsField,
        ]
      : cmsFields(spec.fields, routes);
  return { name: cmsFileName(spec), label: spec.label, file: `${contentPath}/${spec.file}`, format: "yaml", fields };
}

/** The content files, in two groups: the pages' own copy, and what the whole site shares. */
export function cmsCollections(contentPath = "content", routes: readonly string[] = siteRoutes): FileCollection[] {
  const pages = contentFiles.filter((spec) => spec.file.startsWith("pages/"));
  const shared = contentFiles.filter((spec) => !spec.file.startsWith("pages/"));
  return [
    {
      name: "pages",
      label: "Pages",
      description: "The copy of each page: titles, headings, paragraphs and buttons.",
      files: pages.map((spec) => cmsFile(spec, contentPath, routes)),
    },
    {
      name: "site",
      label: "Site-wide",
      description: "Settings, contact details and the footer, and the cards and lists several pages show.",
      files: shared.map((spec) => cmsFile(spec, contentPath, routes)),
    },
  ];
}

/**
 * A folder of entries (schema.ts `entryFolders`) as a folder collection: one Markdown file per
 * entry, created, renamed and deleted here. The file is named after the address when the entry is
 * created (later address changes keep the file name; the address in the file is what counts). The
 * text is a Markdown field with a button to insert a picture (uploaded like the picture fields',
 * into static/images/uploads) and without one for a second main heading, which the check refuses
 * (src/content-model/site-pages.ts). A listed folder (articles, case studies) is sorted by date,
 * its entries named with their date, and its preview address is under the list's (`listAddress`,
 * from its page file); `services` are the service cards' ids a case study chooses from.
 */
export function entryCollection(
  folder: EntryFolder,
  { contentPath = "content", listAddress = folder.folder, services = [] as readonly string[] } = {},
): EntryCollection {
  return {
    name: folder.folder,
    label: folder.label,
    label_singular: folder.singularLabel,
    description: folder.description,
    folder: `${contentPath}/${folder.folder}`,
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
      ...cmsFields(folder.fields, siteRoutes, services),
      {
        name: PAGE_BODY_FIELD,
        label: "Text",
        hint: 'The text in Markdown: "## " starts a section heading, "- " a list item, [words](/contact) a link, ![what it shows](/images/uploads/team.jpg) a picture (the Image button uploads one; describe it: the words in brackets are required). No HTML; {{company.name}} and the other values listed in CONTENT.md are filled in from the settings.',
        widget: "markdown",
        required: true,
        buttons: [
          "bold",
          "italic",
          "link",
          "heading-two",
          "heading-three",
          "heading-four",
          "quote",
          "bulleted-list",
          "numbered-list",
          "code",
        ],
        editor_components: ["image", "code-block"],
      } as CmsField,
    ],
  } as EntryCollection;
}

/** The pages editors create (content/site-pages/), as a folder collection (`entryCollection`). */
export const sitePagesCollection = (contentPath = "content"): EntryCollection => entryCollection(sitePages, { contentPath });

/**
 * Adds the pages that exist to the hint of every field that takes a page of this site or a web
 * address (format `link`): such a field stays free text (see the header of this file), so its
 * hint says which pages there are; the check names a link to a page that is gone.
 */
export function withRouteHints<T>(value: T, routes: readonly string[], linkMessage: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withRouteHints(item, routes, linkMessage)) as T;
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([key, item]) => [key, withRouteHints(item, routes, linkMessage)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  const pattern = object.pattern as unknown[] | undefined;
  if (Array.isArray(pattern) && pattern[1] === linkMessage && typeof object.hint === "string") {
    object.hint = `${object.hint} Pages of this site: ${routes.join(", ")}.`;
  }
  return object as T;
}

export type BackendSettings = {
  /** The git host: GitHub (the default), GitLab, or Gitea/Forgejo. */
  name?: "github" | "gitlab" | "gitea";
  /** `owner/name` of the repository the site's content lives in. */
  repo: string;
  branch?: string;
  /**
   * GitHub: the OAuth client's address (a sveltia-cms-auth Worker, for example; Netlify's when
   * unset). GitLab: a self-hosted instance's address. Gitea/Forgejo: the instance's address.
   */
  authUrl?: string;
  /** GitLab and Gitea/Forgejo: the OAuth application's id, for sign-in without a server (PKCE). */
  appId?: string;
};

/**
 * Where the editor reads and commits: CMS_BACKEND (github, gitlab or gitea; github when unset) and
 * the repository named by CMS_REPO, or else the one the build host names (Netlify's REPOSITORY_URL,
 * Vercel's VERCEL_GIT_REPO_OWNER/SLUG, GitHub Actions' GITHUB_REPOSITORY), or this checkout's
 * `origin`; CMS_BRANCH, CMS_AUTH_URL and CMS_APP_ID as in `BackendSettings`. Local editing
 * (`npm run cms`) needs none of it.
 */
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

/** The configuration's `backend`. GitLab and Gitea/Forgejo sign in with PKCE (no server needed). */
export function cmsBackend({ name = "github", repo, branch, authUrl, appId }: BackendSettings): CmsConfig["backend"] {
  const shared = { repo, ...(branch ? { branch } : {}), ...(authUrl ? { base_url: authUrl } : {}) };
  if (name === "gitlab") return { name, ...shared, auth_type: "pkce", ...(appId ? { app_id: appId } : {}) };
  if (name === "gitea") return { name, ...shared, ...(appId ? { app_id: appId } : {}) };
  return { name, ...shared };
}

export type CmsConfigOptions = {
  backend: BackendSettings;
  /** The editor's name on its sign-in page and in the browser tab (for example "Vireo Solutions"). */
  appTitle?: string;
  /** The site's logo for the sign-in page, as an absolute path (for example /icon-512.png). */
  logo?: string;
  /** The published site's address (settings.yaml's siteUrl, or SITE_URL), for the editor's "view site" link. */
  siteUrl?: string;
  contentPath?: string;
  /**
   * The addresses links may lead to (built-in routes and created pages): the choices of the fields
   * that lead to a page, and listed in the hints of the fields that take a page or a web address.
   */
  routes?: readonly string[];
  /**
   * The site's languages by code, the default first (settings.yaml `languages`). With more than one,
   * every collection translates side by side (cms-i18n.ts); with one, the configuration has no i18n.
   */
  languages?: readonly string[];
  /** The service cards' ids (content/services.yaml), which a case study chooses from. */
  services?: readonly string[];
  /** Each listed folder's list address (its page file's `address`), by folder: where its entries' previews are. */
  listAddresses?: Readonly<Record<string, string>>;
};

/** The whole configuration, as `public/admin/config.yml` holds it. */
export function cmsConfig({
  backend,
  appTitle,
  logo,
  siteUrl,
  contentPath = "content",
  routes = siteRoutes,
  languages = [],
  services = [],
  listAddresses = {},
}: CmsConfigOptions): CmsConfig {
  const collections = withRouteHints(
    [
      ...cmsCollections(contentPath, routes),
      ...entryFolders.map((folder) => entryCollection(folder, { contentPath, listAddress: listAddresses[folder.folder], services })),
    ],
    routes,
    formatMessage("link"),
  );
  const multilingual = languages.length > 1;
  return {
    backend: cmsBackend(backend),
    ...(appTitle ? { app_title: appTitle } : {}),
    ...(logo ? { logo: { src: logo } } : {}),
    ...(siteUrl ? { site_url: siteUrl } : {}),
    media_folder: mediaFolder,
    public_folder: publicFolder,
    // The editor refuses an upload the check would refuse (over 10 MB).
    media_libraries: { all: { max_file_size: MAX_PICTURE_BYTES } },
    // Fields left empty are left out of the file, as the check reads them: an editor who changes one
    // word does not add `image: null` or `formEndpoint: ''` lines to the file.
    output: { yaml: { ...yamlOutput }, omit_empty_optional_fields: true },
    ...(multilingual ? { i18n: siteI18n(languages) } : {}),
    collections: multilingual ? translatableCollections(collections, contentPath, languages[0]!) : collections,
  };
}
