/** @jest-environment node */
/**
 * The GraphQL types (graphql-types.ts) declare exactly the fields of registry.ts, with the same
 * required/optional rules, and never let Gatsby infer a type.
 */
import { Kind, parse, print, type ObjectTypeDefinitionNode } from "graphql";
import { contentTypeDefs, graphqlFieldName, SECTION_UNION, sectionTypeName } from "../graphql-types";
import {
  articles,
  caseStudies,
  contentFiles,
  listedFolders,
  sectionTypes,
  sitePages,
  typeNameOf,
  type Field,
  type Fields,
} from "../registry";

const document = parse(contentTypeDefs());
const types = new Map(
  document.definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION).map((d) => [d.name.value, d]),
);

/** Each field's type, with its directives (`String! @proxy(from: "fields.language")`). */
function fieldsOf(typeName: string): Record<string, string> {
  const type = types.get(typeName);
  if (!type) throw new Error(`GraphQL type ${typeName} is not declared`);
  return Object.fromEntries((type.fields ?? []).map((f) => [f.name.value, [print(f.type), ...(f.directives ?? []).map(print)].join(" ")]));
}

const interfacesOf = (typeName: string) => types.get(typeName)?.interfaces?.map((i) => i.name.value);

function expectedType(field: Field, typeName = ""): string {
  // An id may be left out of a file, but the data always has one (made from the title, ids.ts); a
  // yes/no field left out has its default (load.ts).
  const filled = (field.type === "string" && field.derivedFrom) || (field.type === "boolean" && field.default !== undefined);
  const bang = (field.optional && !filled) || field.translation === "default only" ? "" : "!";
  switch (field.type) {
    case "string":
      return `String${bang}`;
    case "integer":
      return `Int${bang}`;
    case "boolean":
      // A YAML file's nodes hold the file as written: the field resolves a left-out value to its default.
      return `Boolean${bang}${field.default !== undefined ? ` @orDefault(value: ${field.default})` : ""}`;
    case "stringList":
      return `[String!]${bang}`;
    case "plural":
      return `PluralText${bang}`;
    case "object":
      return `${typeName}${bang}`;
    case "objectList": {
      if (field.types) return `[${SECTION_UNION}!]${bang}`;
      // A nested list whose ids are made from a field has them filled in.
      const from = field.fields.id?.type === "string" ? field.fields.id.derivedFrom : undefined;
      return `[${typeName}!]${bang}${from ? ` @filledIds(from: "${from}")` : ""}`;
    }
  }
}

type TypeKind = { node?: "yaml" | "yamlList"; share?: boolean; cover?: boolean };

function expectType(typeName: string, fields: Fields, kind: TypeKind = {}) {
  const inListFile = kind.node === "yamlList";
  const expected: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const nested = field.type === "object" || field.type === "objectList" ? typeNameOf(typeName, name, field) : undefined;
    expected[graphqlFieldName(name, inListFile)] =
      inListFile && name === "id" ? 'String! @proxy(from: "fields.id")' : expectedType(field, nested);
    if (nested && (field.type === "object" || (field.type === "objectList" && !field.types))) {
      expectType(nested, field.fields, {
        share: field.type === "object" && field.share,
        cover: field.type === "object" && field.cover,
      });
    }
  }
  // Every YAML node says which language it is in, from the fields gatsby-node.ts adds.
  if (kind.node) {
    expected.language = 'String! @proxy(from: "fields.language")';
    expected.fields = `${typeName}Fields!`;
  }
  // A picture's renditions, a link-preview picture's 1200 × 630 copy, and both for a cover.
  if (fields.src?.type === "string" && fields.src.format === "image") {
    if (!kind.share) expected.picture = "ProcessedPicture @picture";
    if (kind.share || kind.cover) expected.card = "SharePicture @sharePicture";
  }
  expect([typeName, fieldsOf(typeName)]).toEqual([typeName, expected]);
  if (kind.share || kind.cover) expect([typeName, interfacesOf(typeName)]).toEqual([typeName, ["SharePictureField"]]);
}

it("a created page has its front matter's fields, its Markdown and the pictures the Markdown shows", () => {
  expect(interfacesOf(sitePages.typeName)).toEqual(["Node"]);
  const { body, pictures, language, ...frontMatter } = fieldsOf(sitePages.typeName);
  expect([body, pictures, language]).toEqual(["String!", "[MarkdownPicture!]! @markdownPictures", "String!"]);
  expect(Object.keys(frontMatter)).toEqual(Object.keys(sitePages.fields));
  expect(fieldsOf("MarkdownPicture")).toEqual({ src: "String!", picture: "ProcessedPicture!" });
  const share = sitePages.fields.shareImage;
  if (share?.type !== "object") throw new Error("a created page has a share picture");
  expect(fieldsOf(sitePages.typeName).shareImage).toBe("MarkdownPageShareImage");
  expectType("MarkdownPageShareImage", share.fields, { share: true });
});

it("a dated entry has its front matter's fields and what its pages show, and every folder's cover is one type", () => {
  for (const folder of listedFolders) {
    expect([folder.typeName, interfacesOf(folder.typeName)]).toEqual([folder.typeName, ["Node", "DatedEntry"]]);
    const { body, pictures, language, route, readingMinutes, cardText, tagLinks, group, previous, next, related, ...frontMatter } =
      fieldsOf(folder.typeName);
    expect([body, pictures, language, route, readingMinutes, cardText, tagLinks, group]).toEqual([
      "String!",
      "[MarkdownPicture!]! @markdownPictures",
      "String!",
      "String!",
      "Int!",
      "[String!]!",
      "[EntryTag!]!",
      "String",
    ]);
    // Links to the entries' own nodes, so a page's query depends on those alone (gatsby-node.ts).
    expect([previous, next, related]).toEqual(["DatedEntry @link", "DatedEntry @link", "[DatedEntry!]! @link"]);
    expect(Object.keys(frontMatter)).toEqual(Object.keys(folder.fields));
    expect(frontMatter.cover).toBe("EntryCover");
  }
  expect(fieldsOf("EntryListPage")).toEqual({ path: "String!", entries: "[DatedEntry!]! @link" });
  const cover = articles.fields.cover;
  if (cover?.type !== "object") throw new Error("an article has a cover");
  expect(caseStudies.fields.cover).toMatchObject({ typeName: "EntryCover" });
  expectType("EntryCover", cover.fields, { cover: true });
});

it("a group's type is named after its file's and its own, unless it names one", () => {
  expect(fieldsOf("HomePageYaml").sections).toBe(`[${SECTION_UNION}!]!`);
  expect(fieldsOf("HeroSection").actions).toBe("[HeroSectionActions!]");
  expect(fieldsOf("ContactPageYamlThanks").backLink).toBe("ContactPageYamlThanksBackLink!");
  expect(fieldsOf("SettingsYamlFooter").socialLinks).toBe("[SettingsYamlFooterSocialLinks!]!");
  expect(fieldsOf("ServicesYaml").image).toBe("ServicesYamlImage");
});

it("each section type is a type of its own fields and its type's name, a field nullable only where two types disagree on it", () => {
  const required = (name: string) =>
    new Set(sectionTypes.flatMap((t) => (t.fields[name] ? [expectedType(t.fields[name]).split(" ")[0]!.endsWith("!")] : [])));
  for (const type of sectionTypes) {
    const name = sectionTypeName(type.name);
    const { type: typeField, entries, words, pictures, ...own } = fieldsOf(name);
    expect([name, typeField]).toEqual([name, "String!"]);
    expect([name, Object.keys(own)]).toEqual([name, Object.keys(type.fields)]);
    for (const [field, declared] of Object.entries(type.fields)) {
      const nested = declared.type === "object" || declared.type === "objectList" ? typeNameOf(name, field, declared) : undefined;
      const expected = expectedType(declared, nested);
      expect([name, field, own[field]]).toEqual([name, field, required(field).size > 1 ? expected.replace(/!(?= @|$)/, "") : expected]);
    }
    // What it shows besides: a shared list's entries, a file's words, a list's newest, its Markdown's pictures.
    expect([name, entries !== undefined]).toEqual([name, Boolean(type.shows || type.newest)]);
    expect([name, words !== undefined]).toEqual([name, Boolean(type.words || type.newest)]);
    expect([name, pictures]).toEqual([name, type.fields.body ? "[MarkdownPicture!]! @markdownPictures" : undefined]);
  }
});

it("every type is @dontInfer", () => {
  expect(types.size).toBeGreaterThan(contentFiles.length);
  for (const [name, type] of types) expect([name, type.directives?.map((d) => d.name.value)]).toEqual([name, ["dontInfer"]]);
});

it.each(contentFiles.map((spec) => [spec.typeName, spec] as const))("%s is a node with exactly the declared fields", (typeName, spec) => {
  expect(interfacesOf(typeName)).toEqual(["Node", ...(spec.interfaces ?? [])]);
  expectType(typeName, spec.fields, { node: spec.root === "list" ? "yamlList" : "yaml" });
  expect(fieldsOf(`${typeName}Fields`)).toEqual(
    spec.root === "list" ? { language: "String!", position: "Int!", id: "String" } : { language: "String!" },
  );
});

it("list pages share their nested types, and each list's entry words implement EntryWords (TimedEntryWords with a reading time, TaggedEntryWords with tags)", () => {
  const listFiles = contentFiles.filter((spec) => spec.interfaces?.includes("EntryList"));
  expect(listFiles.map((spec) => spec.file)).toEqual(listedFolders.map((folder) => `pages/${folder.folder}.yaml`));
  for (const spec of listFiles) {
    expect(fieldsOf(spec.typeName)).toMatchObject({ pagination: "EntryListPagination!", latest: "EntryListLatest!" });
    const folder = listedFolders.find((f) => spec.file === `pages/${f.folder}.yaml`)!;
    const tagged = spec.interfaces?.includes("TaggedEntryList");
    expect(interfacesOf(`${spec.typeName}Entry`)).toEqual([
      "EntryWords",
      ...(folder.list.untimed ? [] : ["TimedEntryWords"]),
      ...(tagged ? ["TaggedEntryWords"] : []),
    ]);
    expect(fieldsOf(`${spec.typeName}Entry`).readingTime).toBe(folder.list.untimed ? undefined : "PluralText!");
  }
  expect(fieldsOf("ArticlesPageYaml").feed).toBe("EntryListFeed!");
  expect(fieldsOf("ArticlesPageYamlEntry").tagsLabel).toBe("String!");
  expect(interfacesOf("CaseStudiesPageYamlEntry")).toEqual(["EntryWords", "TimedEntryWords"]);
  // An opening shows no reading time, and its words have none.
  expect(interfacesOf("JobOpeningsPageYamlEntry")).toEqual(["EntryWords"]);
});

it("declares a count in words once, its forms nullable but other (src/lib/plural.ts falls back on it)", () => {
  expect(fieldsOf("PluralText")).toEqual({
    zero: "String",
    one: "String",
    two: "String",
    few: "String",
    many: "String",
    other: "String!",
  });
  expect(fieldsOf("SearchPageYaml")).toMatchObject({ results: "PluralText!", shownResults: "PluralText!", moreResults: "String!" });
});
