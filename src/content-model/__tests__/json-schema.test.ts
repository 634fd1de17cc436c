/** @jest-environment node */
/**
 * The JSON Schemas in content/schemas/ (what the editor's YAML extension checks as you type): up to
 * date with registry.ts, valid, satisfied by the real content, and catching the check's mistakes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { generate } from "../../../scripts/generate-json-schemas";
import { jsonSchemaFiles, jsonSchemaFor, schemaFileName, schemaFolder, type JsonSchema } from "../json-schema";
import { contentFiles, findContentFile, formatMessage, type Fields, type SectionType } from "../registry";
import { schemaValidator } from "../../../test/json-schema-validator";

const root = path.resolve(__dirname, "../../..");
const contentDir = path.join(root, "content");
const fixtures = path.join(root, "test/fixtures/content");

const validator = schemaValidator;

describe("the committed schemas", () => {
  it("are exactly what registry.ts generates (run `npm run schemas` after changing registry.ts)", () => {
    for (const { path: file, text } of jsonSchemaFiles()) {
      expect(`${file}:\n${fs.readFileSync(path.join(contentDir, file), "utf8")}`).toBe(`${file}:\n${text}`);
    }
    expect(fs.readdirSync(path.join(contentDir, "schemas")).sort()).toEqual(
      jsonSchemaFiles()
        .map((f) => path.basename(f.path))
        .sort(),
    );
  });

  it("do not change when generated again, and generating them leaves the content files alone", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "schemas-"));
    try {
      fs.cpSync(contentDir, tmp, { recursive: true });
      expect(generate(tmp)).toEqual([]);
      for (const spec of contentFiles) {
        expect(fs.readFileSync(path.join(tmp, spec.file), "utf8")).toBe(fs.readFileSync(path.join(contentDir, spec.file), "utf8"));
      }
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("are valid draft-07 schemas", () => {
    const ajv = validator();
    for (const spec of contentFiles) expect(ajv.validateSchema(jsonSchemaFor(spec))).toBe(true);
  });
});

describe("every content file", () => {
  // No `# yaml-language-server: $schema=…` line: the browser editor drops comments when it saves,
  // so editors' YAML extensions find the schema through their settings instead.
  it.each(contentFiles.map((spec) => [spec.file, spec] as const))(
    "%s satisfies its schema, content/schemas/<name>.schema.json",
    (_, spec) => {
      const text = fs.readFileSync(path.join(contentDir, spec.file), "utf8");
      expect(text).not.toMatch(/^\s*#/m);
      const schemaPath = path.join(contentDir, schemaFolder, schemaFileName(spec));
      const validate = validator().compile(JSON.parse(fs.readFileSync(schemaPath, "utf8")) as JsonSchema);
      expect(validate(parse(text)) ? [] : validate.errors).toEqual([]);
    },
  );
});

describe("the schemas describe every field", () => {
  function walk(fields: Fields, schema: JsonSchema, where: string) {
    expect(schema.additionalProperties).toBe(false);
    const properties = schema.properties as Record<string, JsonSchema>;
    expect(Object.keys(properties)).toEqual(Object.keys(fields));
    expect(schema.required).toEqual(Object.keys(fields).filter((name) => !fields[name]!.optional));
    for (const [name, field] of Object.entries(fields)) {
      const property = properties[name]!;
      expect([`${where}${name}`, typeof property.description]).toEqual([`${where}${name}`, "string"]);
      if (field.type === "object") walk(field.fields, property, `${where}${name} > `);
      if (field.type === "objectList") {
        expect([property.minItems, property.maxItems]).toEqual([field.range.min, field.range.max]);
        if (field.types) walkTypes(field.types, property.items as JsonSchema, `${where}${name} > `);
        else walk(field.fields, property.items as JsonSchema, `${where}${name} > `);
      }
      if (field.type === "stringList") expect([property.minItems, property.maxItems]).toEqual([field.range.min, field.range.max]);
    }
  }

  /** One of the types each, named by its `type`, with its fields. */
  function walkTypes(types: readonly SectionType[], items: JsonSchema, where: string) {
    const branches = items.oneOf as JsonSchema[];
    expect(items.required).toEqual(["type"]);
    expect(branches.map((b) => (b.properties as Record<string, JsonSchema>).type!.const)).toEqual(types.map((t) => t.name));
    types.forEach((type, i) => {
      const { type: _tag, ...properties } = branches[i]!.properties as Record<string, JsonSchema>;
      expect((branches[i]!.required as string[])[0]).toBe("type");
      walk(
        type.fields,
        { ...branches[i], properties, required: (branches[i]!.required as string[]).slice(1) },
        `${where}(${type.name}) > `,
      );
    });
  }

  it.each(contentFiles.map((spec) => [spec.file, spec] as const))("%s", (_, spec) => {
    const schema = jsonSchemaFor(spec);
    expect(typeof schema.description).toBe("string");
    if (spec.root === "list") {
      expect([schema.minItems, schema.maxItems]).toEqual([spec.range.min, spec.range.max]);
      walk(spec.fields, schema.items as JsonSchema, "");
    } else {
      walk(spec.fields, schema, "");
    }
  });
});

describe("the schemas catch the mistakes an editor can see while typing", () => {
  it.each([
    ["misspelled-key", "services.yaml", "additionalProperties"],
    ["missing-field", "steps.yaml", "required"],
    ["number-as-text", "stats.yaml", "type"],
    ["bad-url", "settings.yaml", "pattern"],
    ["wrong-count", "stats.yaml", "maxItems"],
    ["wrong-count-nested", "settings.yaml", "maxItems"],
    ["empty-string", "checklist.yaml", "minLength"],
  ])("%s", (fixture, file, keyword) => {
    const spec = findContentFile(file)!;
    const validate = validator().compile(jsonSchemaFor(spec));
    expect(validate(parse(fs.readFileSync(path.join(fixtures, fixture, file), "utf8")))).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toContain(keyword);
  });
});

describe("a page's sections", () => {
  const home = () => parse(fs.readFileSync(path.join(contentDir, "pages/home.yaml"), "utf8")) as { sections: Record<string, unknown>[] };
  const errors = (page: unknown) => {
    const validate = validator().compile(jsonSchemaFor(findContentFile("pages/home.yaml")!));
    return validate(page) ? [] : validate.errors!.map((e) => [e.instancePath, e.keyword, e.params]);
  };

  it("each is checked against its own type: a field of another type, and a required one left out, are refused", () => {
    const page = home();
    page.sections[2] = { type: "stats", heading: "Our numbers", look: "figures", items: [] };
    page.sections[4] = { type: "process", text: "How we work." };
    expect(errors(page)).toEqual([
      ["/sections/2", "additionalProperties", { additionalProperty: "items" }],
      ["/sections/4", "required", { missingProperty: "heading" }],
    ]);
  });

  it("a type the library does not have, or none, is refused by name", () => {
    const page = home();
    page.sections[1] = { type: "testimonial", heading: "Kind words" };
    page.sections[2] = { heading: "Our numbers" };
    expect(errors(page)).toEqual(
      expect.arrayContaining([
        ["/sections/1", "discriminator", { error: "mapping", tag: "type", tagValue: "testimonial" }],
        ["/sections/2", "required", { missingProperty: "type" }],
      ]),
    );
  });
});

describe("the words and the empty values", () => {
  it("explain a value in the wrong format in the check's own words", () => {
    const settings = jsonSchemaFor(findContentFile("settings.yaml")!) as { properties: Record<string, JsonSchema> };
    expect(settings.properties.siteUrl!.patternErrorMessage).toBe(formatMessage("url"));
    expect(formatMessage("url")).toBe(
      "This is not a full web address. Write it with https:// at the start, for example https://www.example.com/page.",
    );
  });

  it("accept an optional text left empty (null), and still refuse an empty required one", () => {
    const validate = validator().compile(jsonSchemaFor(findContentFile("settings.yaml")!));
    const settings = parse(fs.readFileSync(path.join(contentDir, "settings.yaml"), "utf8")) as Record<string, Record<string, unknown>>;
    expect(validate({ ...settings, contact: { ...settings.contact, formEndpoint: null } })).toBe(true);
    expect(validate({ ...settings, contact: { ...settings.contact, email: null } })).toBe(false);
  });
});
