/**
 * JSON Schemas (draft-07, what the YAML language server handles best) of the content files: the
 * editors' schemas in content/schemas/ (`npm run schemas`), and the shapes the check validates with ajv.
 */
import { iconNames } from "./icon-names";
import {
  contentFiles,
  fileKey,
  formatMessage,
  formats,
  pluralFormFields,
  type ContentFile,
  type Field,
  type Fields,
  type Range,
  type SectionType,
} from "./registry";
import { withRangeWords } from "./ranges";

export type JsonSchema = { [key: string]: unknown };

export const schemaFolder = "schemas";

/** `pages/home.yaml` → `pages-home.schema.json`. */
export const schemaFileName = (spec: ContentFile) => `${fileKey(spec)}.schema.json`;

/** The ~2000 Lucide names once, referred to by every icon field (`allOf` keeps the field's description beside it). */
export const iconSchemaFileName = "icon-names.schema.json";

export const iconNamesSchema = (): JsonSchema => ({
  $schema: "http://json-schema.org/draft-07/schema#",
  $comment: "Generated from the installed lucide package by `npm run schemas`; do not edit by hand.",
  title: "Lucide icon names",
  description: "The name of a Lucide icon, as https://lucide.dev/icons shows it.",
  type: "string",
  enum: [...iconNames],
});

function fieldSchema(field: Field): JsonSchema {
  const { description } = field;
  switch (field.type) {
    case "string": {
      // Left empty or out is the same for an optional text.
      const type = field.optional || field.allowEmpty ? ["string", "null"] : "string";
      if (field.format === "icon") return { description, allOf: [{ $ref: iconSchemaFileName }] };
      if (field.enum) return { description, type, enum: [...field.enum, ...(field.optional ? [null] : [])] };
      const format = field.format ?? "text";
      if (format === "text" && field.allowEmpty) return { description, type };
      const pattern = formats[format].pattern;
      return {
        description,
        type,
        ...(format === "text" && !field.optional ? { minLength: 1 } : {}),
        pattern: field.optional ? `^$|${pattern}` : pattern,
        ...(format === "date" ? { format: "date" } : {}),
        patternErrorMessage: formatMessage(format),
      };
    }
    case "integer":
      return { description, type: "integer", minimum: field.minimum, maximum: field.maximum };
    case "boolean":
      return { description, type: "boolean", default: field.default };
    case "stringList": {
      const format = field.format ?? "text";
      return {
        description: withRangeWords(description, field.range),
        type: "array",
        minItems: field.range.min,
        maxItems: field.range.max,
        items: { type: "string", minLength: 1, pattern: formats[format].pattern, patternErrorMessage: formatMessage(format) },
      };
    }
    case "object":
      return { description, ...objectSchema(field.fields) };
    case "plural":
      return { description, ...objectSchema(pluralFormFields(field)) };
    case "objectList":
      return {
        description: withRangeWords(description, field.range),
        type: "array",
        minItems: field.range.min,
        maxItems: field.range.max,
        items: field.types ? typedSchema(field.types) : objectSchema(field.fields),
      };
  }
}

/**
 * An entry of one of the types, told apart by its `type`; ajv's `discriminator` (an OpenAPI keyword other
 * tools ignore) checks an entry against its own type alone, so the check names that type's fields.
 */
function typedSchema(types: readonly SectionType[]): JsonSchema {
  return {
    type: "object",
    required: ["type"],
    properties: { type: { description: "What the entry is, which gives it its fields.", enum: types.map((t) => t.name) } },
    discriminator: { propertyName: "type" },
    oneOf: types.map((type) => {
      const own = objectSchema(type.fields);
      return {
        title: type.label,
        description: type.description,
        ...own,
        required: ["type", ...(own.required as string[])],
        properties: { type: { description: `${type.label}: ${type.description}`, const: type.name }, ...(own.properties as JsonSchema) },
      };
    }),
  };
}

export function objectSchema(fields: Fields): JsonSchema {
  return {
    type: "object",
    additionalProperties: false,
    required: Object.keys(fields).filter((name) => !fields[name]!.optional),
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])),
  };
}

/** Without undefined values, so the files are stable. */
const clean = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(clean)
    : value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : [[k, clean(v)]])))
      : value;

/** The schema of one file's whole text (a list file's entries, or one object). */
export function jsonSchemaFor(spec: Pick<ContentFile, "fields" | "description" | "root"> & { file?: string; range?: Range }): JsonSchema {
  const body =
    spec.root === "list" && spec.range
      ? {
          description: withRangeWords(spec.description, spec.range),
          type: "array",
          minItems: spec.range.min,
          maxItems: spec.range.max,
          items: objectSchema(spec.fields),
        }
      : { description: spec.description, ...objectSchema(spec.fields) };
  const head = {
    $schema: "http://json-schema.org/draft-07/schema#",
    $comment: "Generated from src/content-model/registry.ts by `npm run schemas`; do not edit by hand.",
    title: spec.file ? `content/${spec.file}` : undefined,
  };
  return clean({ ...head, ...body }) as JsonSchema;
}

/** Every schema file, relative to the content folder. */
export const jsonSchemaFiles = (): { path: string; text: string }[] => [
  ...contentFiles.map((spec) => ({
    path: `${schemaFolder}/${schemaFileName(spec)}`,
    text: `${JSON.stringify(jsonSchemaFor(spec), null, 2)}\n`,
  })),
  // One name a line would make it 60 kB; one line reads just as well.
  { path: `${schemaFolder}/${iconSchemaFileName}`, text: `${JSON.stringify(iconNamesSchema())}\n` },
];
