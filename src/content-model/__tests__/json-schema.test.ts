/** @jest-environment node */
/**
 * The JSON Schemas in content/schemas/ (what the editor's YAML extension checks as you type):
 * up to date with schema.ts, accepted by a JSON Schema validator, satisfied by the real content,
 * and strict enough to catch the same mistakes as the build's check.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { generate } from "../../../scripts/generate-json-schemas";
import { jsonSchemaFiles, jsonSchemaFor, schemaFileName, schemaFolder, type JsonSchema } from "../json-schema";
import { contentFiles, findContentFile, type Fields } from "../schema";
import { schemaValidator } from "../../../test/json-schema-validator";

const root = path.resolve(__dirname, "../../..");
const contentDir = path.join(root, "content");
const fixtures = path.join(root, "test/fixtures/content");

const validator = schemaValidator;

describe("the committed schemas", () => {
  it("are exactly what schema.ts generates (run `npm run schemas` after changing schema.ts)", () => {
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
        walk(field.fields, property.items as JsonSchema, `${where}${name} > `);
      }
      if (field.type === "stringList") expect([property.minItems, property.maxItems]).toEqual([field.range.min, field.range.max]);
    }
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
