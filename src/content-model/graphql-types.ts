/**
 * Turns the declared content schema (`schema.ts`) into GraphQL type definitions for
 * `createSchemaCustomization`, so the data layer's types are derived, never written twice.
 *
 * Every type is `@dontInfer`: Gatsby never guesses a type from the data, so a field that is
 * not declared here does not exist in GraphQL.
 */
import { contentFiles, sitePages, type Field, type Fields } from "./schema";

/** The field of every content node that names its language ("en", "de"): content may not declare a field of that name. */
export const LANGUAGE_FIELD = "language";

/** The field names of list-file entries: `id` becomes `yamlId` (gatsby-transformer-yaml keeps the node id for itself). */
export const graphqlFieldName = (name: string, inListFile: boolean) => (inListFile && name === "id" ? "yamlId" : name);

function fieldType(field: Field): string {
  // An id left out of the file is made from the title before the data reaches GraphQL (ids.ts), and
  // a yes/no field left out has its default (load.ts).
  const filled = (field.type === "string" && field.derivedFrom) || (field.type === "boolean" && field.default !== undefined);
  const required = field.optional && !filled ? "" : "!";
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

type TypeOptions = { node: boolean; inListFile: boolean; extra?: string[]; share?: boolean };

function typeDefinition(name: string, fields: Fields, options: TypeOptions): string[] {
  const nested: string[] = [];
  const lines = Object.entries(fields).map(([fieldName, field]) => {
    if (field.type === "object" || field.type === "objectList") {
      const share = field.type === "object" && field.share;
      nested.push(...typeDefinition(field.typeName, field.fields, { node: false, inListFile: false, share }));
    }
    return `  ${graphqlFieldName(fieldName, options.inListFile)}: ${fieldType(field)}`;
  });
  if (options.inListFile) lines.push(`  fields: ${name}Fields!`);
  // Every node is in one of the site's languages (plugins/validate-content); a page queries its own.
  if (options.node) lines.push(`  ${LANGUAGE_FIELD}: String!`);
  // A picture's renditions (or, for a link-preview picture, its 1200 × 630 copy), made at build
  // time by the field extensions gatsby-node.ts declares.
  const src = fields.src;
  if (src?.type === "string" && src.format === "image")
    lines.push(options.share ? "  card: SharePicture @sharePicture" : "  picture: ProcessedPicture @picture");
  lines.push(...(options.extra ?? []));
  const interfaces = [...(options.node ? ["Node"] : []), ...(options.share ? [SHARE_INTERFACE] : [])];
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

/** The SDL for every content type, and for the created pages (their front matter's fields and their Markdown). */
export function contentTypeDefs(): string {
  return [
    ...contentFiles.flatMap((file) => typeDefinition(file.typeName, file.fields, { node: true, inListFile: file.root === "list" })),
    ...typeDefinition(sitePages.typeName, sitePages.fields, {
      node: true,
      inListFile: false,
      extra: [`  ${PAGE_BODY_FIELD}: String!`, `  ${PAGE_PICTURES_FIELD}: [MarkdownPicture!]! @markdownPictures`],
    }),
    ...pictureTypeDefs,
    shareInterface(),
  ].join("\n\n");
}
