/** @jest-environment node */
/**
 * The GraphQL types (graphql-types.ts) declare exactly the fields of schema.ts, with the same
 * required/optional rules, and never let Gatsby infer a type: GraphQL and the content check
 * cannot drift apart.
 */
import { Kind, parse, print, type ObjectTypeDefinitionNode } from "graphql";
import { contentTypeDefs, graphqlFieldName, LANGUAGE_FIELD } from "../graphql-types";
import { contentFiles, sitePages, type Field, type Fields } from "../schema";

const document = parse(contentTypeDefs());
const types = new Map(
  document.definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION).map((d) => [d.name.value, d]),
);

function fieldsOf(typeName: string): Record<string, string> {
  const type = types.get(typeName);
  if (!type) throw new Error(`GraphQL type ${typeName} is not declared`);
  return Object.fromEntries((type.fields ?? []).map((f) => [f.name.value, print(f.type)]));
}

function expectedType(field: Field): string {
  // An id may be left out of a file, but the data always has one (made from the title, ids.ts); a
  // yes/no field left out has its default (load.ts).
  const filled = (field.type === "string" && field.derivedFrom) || (field.type === "boolean" && field.default !== undefined);
  const bang = field.optional && !filled ? "" : "!";
  switch (field.type) {
    case "string":
      return `String${bang}`;
    case "integer":
      return `Int${bang}`;
    case "boolean":
      return `Boolean${bang}`;
    case "stringList":
      return `[String!]${bang}`;
    case "object":
      return `${field.typeName}${bang}`;
    case "objectList":
      return `[${field.typeName}!]${bang}`;
  }
}

function expectType(typeName: string, fields: Fields, inListFile: boolean, share = false, node = false) {
  const expected: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    expected[graphqlFieldName(name, inListFile)] = expectedType(field);
    if (field.type === "object" || field.type === "objectList") {
      expectType(field.typeName, field.fields, false, field.type === "object" && field.share === true);
    }
  }
  if (inListFile) expected.fields = `${typeName}Fields!`;
  // Every node says which language it is in (plugins/validate-content).
  if (node) expected[LANGUAGE_FIELD] = "String!";
  // A picture's renditions, or a link-preview picture's 1200 × 630 copy, resolved at build time
  // (gatsby-node.ts's @picture and @sharePicture extensions).
  if (fields.src?.type === "string" && fields.src.format === "image") {
    if (share) expected.card = "SharePicture";
    else expected.picture = "ProcessedPicture";
  }
  expect([typeName, fieldsOf(typeName)]).toEqual([typeName, expected]);
}

it("a created page has its front matter's fields, its Markdown and the pictures the Markdown shows", () => {
  expect(types.get(sitePages.typeName)?.interfaces?.map((i) => i.name.value)).toEqual(["Node"]);
  const { body, pictures, language, ...frontMatter } = fieldsOf(sitePages.typeName);
  expect([body, pictures, language]).toEqual(["String!", "[MarkdownPicture!]!", "String!"]);
  expect(Object.keys(frontMatter)).toEqual(Object.keys(sitePages.fields));
  expect(fieldsOf("MarkdownPicture")).toEqual({ src: "String!", picture: "ProcessedPicture!" });
  const share = sitePages.fields.shareImage;
  if (share?.type !== "object") throw new Error("a created page has a share picture");
  expectType(share.typeName, share.fields, false, true);
});

it("every type is @dontInfer", () => {
  expect(types.size).toBeGreaterThan(contentFiles.length);
  for (const [name, type] of types) expect([name, type.directives?.map((d) => d.name.value)]).toEqual([name, ["dontInfer"]]);
});

it.each(contentFiles.map((spec) => [spec.typeName, spec] as const))("%s is a node with exactly the declared fields", (typeName, spec) => {
  expect(types.get(typeName)?.interfaces?.map((i) => i.name.value)).toEqual(["Node"]);
  expectType(typeName, spec.fields, spec.root === "list", false, true);
  if (spec.root === "list") expect(fieldsOf(`${typeName}Fields`)).toEqual({ position: "Int!" });
});
