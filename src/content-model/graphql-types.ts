/**
 * Turns the declared content schema (`schema.ts`) into GraphQL type definitions for
 * `createSchemaCustomization`, so the data layer's types are derived, never written twice.
 *
 * Every type is `@dontInfer`: Gatsby never guesses a type from the data, so a field that is
 * not declared here does not exist in GraphQL.
 */
import { contentFiles, sitePages, type Field, type Fields } from "./schema";

/** The field names of list-file entries: `id` becomes `yamlId` (gatsby-transformer-yaml keeps the node id for itself). */
export const graphqlFieldName = (name: string, inListFile: boolean) => (inListFile && name === "id" ? "yamlId" : name);

function fieldType(field: Field): string {
  // An id left out of the file is made from the title before the data reaches GraphQL (ids.ts).
  const required = field.optional && !(field.type === "string" && field.derivedFrom) ? "" : "!";
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

function typeDefinition(name: string, fields: Fields, options: { node: boolean; inListFile: boolean; extra?: string[] }): string[] {
  const nested: string[] = [];
  const lines = Object.entries(fields).map(([fieldName, field]) => {
    if (field.type === "object" || field.type === "objectList") {
      nested.push(...typeDefinition(field.typeName, field.fields, { node: false, inListFile: false }));
    }
    return `  ${graphqlFieldName(fieldName, options.inListFile)}: ${fieldType(field)}`;
  });
  if (options.inListFile) lines.push(`  fields: ${name}Fields!`);
  // A picture's renditions, made at build time by the field extension gatsby-node.ts declares.
  const src = fields.src;
  if (src?.type === "string" && src.format === "image") lines.push("  picture: ProcessedPicture @picture");
  lines.push(...(options.extra ?? []));
  const head = options.node ? `type ${name} implements Node @dontInfer {` : `type ${name} @dontInfer {`;
  const own = [head, ...lines, "}"].join("\n");
  const extra = options.inListFile ? [`type ${name}Fields @dontInfer {\n  position: Int!\n}`] : [];
  return [own, ...extra, ...nested];
}

/** What src/images/pipeline.ts returns for a picture (`ProcessedPicture`), as GraphQL types. */
const pictureTypeDefs = [
  "type PictureSource @dontInfer {\n  type: String!\n  srcSet: String!\n}",
  "type ProcessedPicture @dontInfer {\n  width: Int!\n  height: Int!\n  sources: [PictureSource!]!\n  fallbackType: String!\n  srcSet: String!\n  src: String!\n}",
];

/** The field of a created page that holds its Markdown text (after the front matter). */
export const PAGE_BODY_FIELD = "body";

/** The SDL for every content type, and for the created pages (their front matter's fields and their Markdown). */
export function contentTypeDefs(): string {
  return [
    ...contentFiles.flatMap((file) => typeDefinition(file.typeName, file.fields, { node: true, inListFile: file.root === "list" })),
    ...typeDefinition(sitePages.typeName, sitePages.fields, { node: true, inListFile: false, extra: [`  ${PAGE_BODY_FIELD}: String!`] }),
    ...pictureTypeDefs,
  ].join("\n\n");
}
