/**
 * Turns the declared content schema (`schema.ts`) into GraphQL type definitions for
 * `createSchemaCustomization`, so the data layer's types are derived, never written twice.
 *
 * Every type is `@dontInfer`: Gatsby never guesses a type from the data, so a field that is
 * not declared here does not exist in GraphQL.
 */
import { contentFiles, entryFolders, sitePages, type Field, type Fields } from "./schema";

/** The field of every content node that names its language ("en", "de"): content may not declare a field of that name. */
export const LANGUAGE_FIELD = "language";

/** The field names of list-file entries: `id` becomes `yamlId` (gatsby-transformer-yaml keeps the node id for itself). */
export const graphqlFieldName = (name: string, inListFile: boolean) => (inListFile && name === "id" ? "yamlId" : name);

function fieldType(field: Field): string {
  // An id left out of the file is made from the title before the data reaches GraphQL (ids.ts), and
  // a yes/no field left out has its default (load.ts).
  const filled = (field.type === "string" && field.derivedFrom) || (field.type === "boolean" && field.default !== undefined);
  // A field written in the default language's file only is null in the other languages' nodes.
  const required = (field.optional && !filled) || field.translation === "default only" ? "" : "!";
  switch (field.type) {
    case "string":
      return `String${required}`;
    case "integer":
      return `Int${required}`;
    case "boolean":
      return `Boolean${required}`;
    case "stringList":
      return `[String!]${required}`;
    case "object":
      return `${field.typeName}${required}`;
    case "objectList":
      return `[${field.typeName}!]${required}`;
  }
}

type TypeOptions = { node: boolean; inListFile: boolean; extra?: string[]; share?: boolean; cover?: boolean };

function typeDefinition(name: string, fields: Fields, options: TypeOptions): string[] {
  const nested: string[] = [];
  const lines = Object.entries(fields).map(([fieldName, field]) => {
    if (field.type === "object" || field.type === "objectList") {
      const share = field.type === "object" && field.share;
      const cover = field.type === "object" && field.cover;
      nested.push(...typeDefinition(field.typeName, field.fields, { node: false, inListFile: false, share, cover }));
    }
    return `  ${graphqlFieldName(fieldName, options.inListFile)}: ${fieldType(field)}`;
  });
  if (options.inListFile) lines.push(`  fields: ${name}Fields!`);
  // Every node is in one of the site's languages (plugins/validate-content); a page queries its own.
  if (options.node) lines.push(`  ${LANGUAGE_FIELD}: String!`);
  // A picture's renditions (or, for a link-preview picture, its 1200 × 630 copy), made at build
  // time by the field extensions gatsby-node.ts declares.
  // A cover is both: shown on its page, and its link preview.
  const src = fields.src;
  if (src?.type === "string" && src.format === "image") {
    if (!options.share) lines.push("  picture: ProcessedPicture @picture");
    if (options.share || options.cover) lines.push("  card: SharePicture @sharePicture");
  }
  lines.push(...(options.extra ?? []));
  const interfaces = [...(options.node ? ["Node"] : []), ...(options.share || options.cover ? [SHARE_INTERFACE] : [])];
  const head = `type ${name}${interfaces.length ? ` implements ${interfaces.join(" & ")}` : ""} @dontInfer {`;
  const own = [head, ...lines, "}"].join("\n");
  const extra = options.inListFile ? [`type ${name}Fields @dontInfer {\n  position: Int!\n}`] : [];
  return [own, ...extra, ...nested];
}

/**
 * What src/images/pipeline.ts returns for a picture (`ProcessedPicture`, `SharePicture`), as GraphQL
 * types; a picture in a created page's Markdown by its address (`MarkdownPicture`); and one node per
 * picture file under static/images/ (`PictureFile`, gatsby-node.ts), whose digest is the file's: a
 * page whose picture file changes is queried again, even when no content file changed.
 */
const pictureTypeDefs = [
  "type PictureSource @dontInfer {\n  type: String!\n  srcSet: String!\n}",
  "type ProcessedPicture @dontInfer {\n  width: Int!\n  height: Int!\n  sources: [PictureSource!]!\n  fallbackType: String!\n  srcSet: String!\n  src: String!\n}",
  "type SharePicture @dontInfer {\n  src: String!\n  width: Int!\n  height: Int!\n}",
  "type MarkdownPicture @dontInfer {\n  src: String!\n  picture: ProcessedPicture!\n}",
  "type PictureFile implements Node @dontInfer {\n  src: String!\n}",
];

/**
 * Every page's link-preview picture (`shareImage`) has a type of its own (HomePageYamlShareImage …);
 * they share this interface, so one query fragment (`ShareImage`, seo.tsx) serves every page.
 */
const SHARE_INTERFACE = "SharePictureField";

function shareInterface(): string {
  const share = sitePages.fields.shareImage;
  if (share?.type !== "object" || !share.share)
    throw new Error("schema.ts: a created page's shareImage is the model of every share picture");
  const [definition = ""] = typeDefinition(share.typeName, share.fields, { node: false, inListFile: false, share: true });
  return definition.replace(/^type \S+ implements \S+ @dontInfer \{/, `interface ${SHARE_INTERFACE} {`).replace(/ @\w+$/gm, "");
}

/** The field of a created page that holds the pictures its Markdown shows, processed (gatsby-node.ts). */
export const PAGE_PICTURES_FIELD = "pictures";

/** The field of a created page that holds its Markdown text (after the front matter). */
export const PAGE_BODY_FIELD = "body";

/** The field of a dated entry (an article, a case study) with the minutes its text takes to read (plugins/entry-lists). */
export const READING_MINUTES_FIELD = "readingMinutes";

/** The SDL for every content type, and for the entries editors create (their front matter's fields and their Markdown). */
export function contentTypeDefs(): string {
  return [
    ...contentFiles.flatMap((file) => typeDefinition(file.typeName, file.fields, { node: true, inListFile: file.root === "list" })),
    ...entryFolders.flatMap((folder) =>
      typeDefinition(folder.typeName, folder.fields, {
        node: true,
        inListFile: false,
        extra: [
          `  ${PAGE_BODY_FIELD}: String!`,
          `  ${PAGE_PICTURES_FIELD}: [MarkdownPicture!]! @markdownPictures`,
          ...(folder.list ? [`  ${READING_MINUTES_FIELD}: Int! @${READING_MINUTES_FIELD}`] : []),
        ],
      }),
    ),
    ...pictureTypeDefs,
    shareInterface(),
  ].join("\n\n");
}
