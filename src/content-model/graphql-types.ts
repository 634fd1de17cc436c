/**
 * GraphQL types from the registry, every one @dontInfer. The YAML files' nodes come from
 * gatsby-transformer-yaml; what the files do not hold (language, position, ids made from titles) is
 * in their `fields`, added by gatsby-node.ts. Markdown entries' nodes carry what publish.ts computes.
 */
import {
  contentFiles,
  entryFolders,
  listedFolders,
  listWords,
  sectionTypes,
  typeNameOf,
  type ContentFile,
  type Field,
  type Fields,
  type SectionType,
} from "./registry";
import { PLURAL_CATEGORIES } from "../lib/plural";

export const PAGE_BODY_FIELD = "body";

/** In a list file `id` is `yamlId` (the transformer keeps the node's id for itself). */
export const graphqlFieldName = (name: string, inListFile: boolean) => (inListFile && name === "id" ? "yamlId" : name);

function fieldType(field: Field, typeName = ""): string {
  // An id left out is made from the title, a yes/no field left out has its default; a default-only field is null elsewhere.
  const filled = (field.type === "string" && field.derivedFrom) || (field.type === "boolean" && field.default !== undefined);
  const bang = (field.optional && !filled) || field.translation === "default only" ? "" : "!";
  const name = { string: "String", integer: "Int", boolean: "Boolean", stringList: "[String!]" }[field.type as "string"];
  if (field.type === "plural") return `PluralText${bang}`;
  if (field.type === "object") return `${typeName}${bang}`;
  if (field.type === "objectList") return `[${field.types ? SECTION_UNION : typeName}!]${bang}`;
  return `${name}${bang}`;
}

/** A field's line; a list whose entries' ids are made from a field gets them filled in (they are the list's own data). */
function fieldLine(parent: string, name: string, field: Field, inListFile: boolean): string {
  const from = field.type === "objectList" && field.fields.id?.type === "string" ? field.fields.id.derivedFrom : undefined;
  if (inListFile && name === "id") return `  yamlId: String! @proxy(from: "fields.id")`;
  const typeName = field.type === "object" || field.type === "objectList" ? typeNameOf(parent, name, field) : undefined;
  // A yes/no field left out of a YAML file is its default (the transformer's nodes hold the file as it is).
  const fill = field.type === "boolean" && field.default !== undefined ? ` @orDefault(value: ${field.default})` : "";
  return `  ${graphqlFieldName(name, inListFile)}: ${fieldType(field, typeName)}${from ? ` @filledIds(from: "${from}")` : ""}${fill}`;
}

type Shape = {
  node?: "yaml" | "yamlList" | "entry";
  interfaces?: readonly string[];
  extra?: string[];
  share?: boolean;
  cover?: boolean;
  /** Fields made nullable: a query asking for two section types' fields of one name needs them to agree. */
  loose?: ReadonlySet<string>;
};

function typeDefinitions(name: string, fields: Fields, shape: Shape): string[] {
  const nested = Object.entries(fields).flatMap(([key, field]) =>
    field.type === "objectList" && field.types
      ? []
      : field.type === "object" || field.type === "objectList"
        ? typeDefinitions(typeNameOf(name, key, field), field.fields, {
            interfaces: field.type === "object" ? field.interfaces : undefined,
            share: field.type === "object" && field.share,
            cover: field.type === "object" && field.cover,
          })
        : [],
  );
  const lines = Object.entries(fields).map(([n, f]) => {
    const line = fieldLine(name, n, f, shape.node === "yamlList");
    return shape.loose?.has(n) ? line.replace(/!(?= @|$)/, "") : line;
  });
  if (shape.node === "yaml" || shape.node === "yamlList")
    lines.push(`  language: String! @proxy(from: "fields.language")`, `  fields: ${name}Fields!`);
  if (shape.node === "entry") lines.push("  language: String!");
  // A picture's renditions, and a link preview's 1200 × 630 copy: made when a page's query asks.
  if (fields.src?.type === "string" && fields.src.format === "image") {
    if (!shape.share) lines.push("  picture: ProcessedPicture @picture");
    if (shape.share || shape.cover) lines.push("  card: SharePicture @sharePicture");
  }
  lines.push(...(shape.extra ?? []));
  const interfaces = [
    ...(shape.node ? ["Node"] : []),
    ...(shape.share || shape.cover ? ["SharePictureField"] : []),
    ...(shape.interfaces ?? []),
  ];
  const own = `type ${name}${interfaces.length ? ` implements ${interfaces.join(" & ")}` : ""} @dontInfer {\n${lines.join("\n")}\n}`;
  const nodeFields =
    shape.node === "yamlList"
      ? [`type ${name}Fields @dontInfer {\n  language: String!\n  position: Int!\n  id: String\n}`]
      : shape.node === "yaml"
        ? [`type ${name}Fields @dontInfer {\n  language: String!\n}`]
        : [];
  return [own, ...nodeFields, ...nested];
}

/** The fields every type implementing an interface has, with the interfaces' types for the nested ones. */
function interfaceOf(name: string, all: readonly Fields[], node: boolean, extra: string[] = []): string {
  const [first = {}, ...rest] = all;
  const shared = Object.entries(first).filter(([key]) => rest.every((fields) => key in fields));
  const lines = shared.map(([key, field]) => {
    const type =
      field.type === "object" && field.interfaces?.[0]
        ? `${field.interfaces[0]}!`
        : field.type === "object" && field.share
          ? "SharePictureField"
          : fieldType(field, field.type === "object" || field.type === "objectList" ? field.typeName : undefined);
    return `  ${key}: ${type}`;
  });
  return `interface ${name}${node ? " implements Node" : ""} {\n${node ? "  id: ID!\n  language: String!\n" : ""}${[...lines, ...extra].join("\n")}\n}`;
}

// A count in words: the forms a language leaves out are null (src/lib/plural.ts falls back on "other").
const pluralTypeDef = `type PluralText @dontInfer {\n${PLURAL_CATEGORIES.map((c) => `  ${c}: String${c === "other" ? "!" : ""}`).join("\n")}\n}`;

const pictureTypeDefs = [
  "type PictureSource @dontInfer {\n  type: String!\n  srcSet: String!\n}",
  "type ProcessedPicture @dontInfer {\n  width: Int!\n  height: Int!\n  sources: [PictureSource!]!\n  fallbackType: String!\n  srcSet: String!\n  src: String!\n}",
  "type SharePicture @dontInfer {\n  src: String!\n  width: Int!\n  height: Int!\n}",
  "type MarkdownPicture @dontInfer {\n  src: String!\n  picture: ProcessedPicture!\n}",
  // One node per picture file under static/images/, so a page whose file changes is queried again.
  "type PictureFile implements Node @dontInfer {\n  src: String!\n}",
  "interface SharePictureField {\n  src: String\n  alt: String\n  card: SharePicture\n}",
  "type EntryTag @dontInfer {\n  name: String!\n  route: String!\n}",
  // gatsby-config's lists: every page leaves out the header's links to empty ones and links the feeds.
  "type SiteEntryList @dontInfer {\n  language: String!\n  folder: String!\n  route: String!\n  published: Boolean!\n  feed: String\n  feedTitle: String\n}",
  "type SiteSiteMetadata @dontInfer {\n  siteUrl: String\n  entryLists: [SiteEntryList!]!\n}",
];

// `group`: the value of the list's groupBy field, which its page groups entries under.
const DATED_FIELDS = [
  "  route: String!",
  "  readingMinutes: Int!",
  "  cardText: [String!]!",
  "  tagLinks: [EntryTag!]!",
  "  group: String",
];
// Links to other entries' nodes (gatsby-node.ts), so a page's query depends on those entries alone.
const LINKS = ["  previous: DatedEntry", "  next: DatedEntry", "  related: [DatedEntry!]!"];

/** The union of the section types, which Gatsby resolves by each section's `type` (gatsby-node.ts). */
export const SECTION_UNION = "PageSection";
export const sectionTypeName = (name: string) => `${name.replace(/(^|-)([a-z])/g, (_, _dash, c: string) => c.toUpperCase())}Section`;
const fileType = (file: string) => contentFiles.find((f) => f.file === file)?.typeName ?? "";

// What a section shows besides its own fields, resolved when a page's query asks (gatsby-node.ts): a shared
// list's entries and words in the page's language, or the newest entries of the list it names.
function sectionExtras(type: SectionType): string[] {
  return [
    "  type: String!",
    ...(type.shows ? [`  entries(language: String!): [${fileType(type.shows)}!]! @fileEntries(type: "${fileType(type.shows)}")`] : []),
    ...(type.words ? [`  words(language: String!): ${fileType(type.words)} @fileWords(type: "${fileType(type.words)}")`] : []),
    ...(type.newest
      ? [
          `  words(language: String!): EntryList @listWords(field: "${type.newest}")`,
          `  entries(routes: [String!]!): [DatedEntry!]! @newestEntries(field: "${type.newest}")`,
        ]
      : []),
    ...(type.fields.body?.type === "string" && type.fields.body.format === "markdown"
      ? ["  pictures: [MarkdownPicture!]! @markdownPictures"]
      : []),
  ];
}
function sectionDefinitions() {
  // A field required in one type and optional in another (a hero's text, a features section's) is nullable in both.
  const required = new Map<string, Set<boolean>>();
  for (const type of sectionTypes)
    for (const [name, field] of Object.entries(type.fields))
      required.set(name, (required.get(name) ?? new Set()).add(fieldType(field).endsWith("!")));
  const loose = new Set([...required].filter(([, kinds]) => kinds.has(false)).map(([name]) => name));
  return sectionTypes.flatMap((type) => typeDefinitions(sectionTypeName(type.name), type.fields, { extra: sectionExtras(type), loose }));
}

/** Every content type, without repeating a nested type two files share. */
export function contentTypeDefs(): string {
  const listFiles = contentFiles.filter((f) => f.interfaces?.includes("EntryList"));
  const entryWords = (f: ContentFile) => (f.fields.entry?.type === "object" ? f.fields.entry.fields : {});
  const defs = [
    ...contentFiles.flatMap((file) =>
      typeDefinitions(file.typeName, file.fields, { node: file.root === "list" ? "yamlList" : "yaml", interfaces: file.interfaces }),
    ),
    ...entryFolders.flatMap((folder) =>
      typeDefinitions(folder.typeName, folder.fields, {
        node: "entry",
        interfaces: folder.list ? ["DatedEntry"] : [],
        extra: [
          `  ${PAGE_BODY_FIELD}: String!`,
          "  pictures: [MarkdownPicture!]! @markdownPictures",
          ...(folder.list ? [...DATED_FIELDS, ...LINKS.map((link) => `${link} @link`)] : []),
        ],
      }),
    ),
    ...sectionDefinitions(),
    interfaceOf(
      "PageFile",
      contentFiles.filter((f) => f.route).map((f) => f.fields),
      true,
    ),
    ...pictureTypeDefs,
    pluralTypeDef,
    ...(listedFolders.length
      ? [
          interfaceOf(
            "DatedEntry",
            listedFolders.map((f) => f.fields),
            true,
            [`  ${PAGE_BODY_FIELD}: String!`, "  pictures: [MarkdownPicture!]!", ...DATED_FIELDS, ...LINKS],
          ),
          interfaceOf(
            "EntryList",
            listFiles.map((f) => f.fields),
            true,
          ),
          interfaceOf("EntryWords", listFiles.map(entryWords), false),
          interfaceOf("TaggedEntryList", [listWords.tags("")], false),
          interfaceOf("TimedEntryWords", [listWords.readingTime], false),
          interfaceOf("TaggedEntryWords", [listWords.entryTags("")], false),
          interfaceOf("FeedEntryList", [{ feed: listWords.feed("") }], false),
          interfaceOf("KeptEntryList", [listWords.empty("")], false),
          "type EntryListPage implements Node @dontInfer {\n  path: String!\n  entries: [DatedEntry!]! @link\n}",
        ]
      : []),
  ];
  return [...new Map(defs.map((d) => [d.split(" ")[1], d])).values()].join("\n\n");
}
