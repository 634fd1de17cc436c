/**
 * Derives a JSON Schema (draft-07, the version the YAML language server handles best) for every
 * content file from the declared schema (`schema.ts`). Editors' YAML extensions find them through
 * the editor's settings (VS Code: `yaml.schemas` in .vscode/settings.json), not through a comment
 * in the content file (the browser editor at /admin/ drops comments when it saves), and show the
 * field descriptions on hover and mistakes as they type.
 *
 * `npm run schemas` writes them to `content/schemas/` (scripts/generate-json-schemas.ts); a test
 * checks that the committed files match this module. The build's own check (`validate.ts`) uses
 * the same patterns, so both accept the same values.
 */
import { contentFiles, iconNames, type ContentFile, type Field, type Fields, type Range } from "./schema";
import { rangeWords } from "./ranges";
import { formatMessage, formatPatterns } from "./validate";

export type JsonSchema = { [key: string]: unknown };

/** Where the schemas live, relative to the content folder. */
export const schemaFolder = "schemas";

/** `pages/home.yaml` → `pages-home.schema.json`. */
export function schemaFileName(spec: ContentFile): string {
  return `${spec.file.replace(/\.ya?ml$/, "").replace(/\//g, "-")}.schema.json`;
}

/** The path to a file's schema, relative to the content file. */
export function schemaPathFrom(spec: ContentFile): string {
  const depth = spec.file.split("/").length - 1;
  return `${"../".repeat(depth)}${schemaFolder}/${schemaFileName(spec)}`;
}

/**
 * The ~2000 Lucide icon names, in one schema file that every icon field refers to (rather than a
 * copy in each content file's schema). `allOf` keeps the field's own description beside the
 * reference (draft-07 ignores keywords beside a bare `$ref`).
 */
export const iconSchemaFileName = "icon-names.schema.json";

export function iconNamesSchema(): JsonSchema {
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $comment: "Generated from the installed lucide package by `npm run schemas`; do not edit by hand.",
    title: "Lucide icon names",
    description: "The name of a Lucide icon, as https://lucide.dev/icons shows it.",
    type: "string",
    enum: [...iconNames],
  };
}

/**
 * What the YAML extension says when a value does not match its format (instead of printing the
 * regex). Links and pages of the site in the check's own words (`formatMessage`): a schema cannot
 * know the pages editors created, so the pattern accepts any address and the check names one that
 * does not exist.
 */
const patternMessages = {
  text: "Write some text here; it must not be empty.",
  link: formatMessage("link"),
  route: formatMessage("route"),
  url: "Use a full web address starting with https://, for example https://www.example.com/page.",
  email: "Use an e-mail address like name@example.com.",
  tel: "Use tel: followed by the number without spaces or brackets, for example tel:+16465550142.",
  id: "Use lowercase letters, digits and dashes only, for example web-development, or leave the id out (the site makes it from the title). Do not change existing ids.",
  image: "Use the address of a JPEG, PNG, WebP or AVIF file in static/images/, for example /images/uploads/team.jpg.",
  address: "Use lowercase letters, digits and hyphens only, without slashes, for example privacy-policy.",
  date: "Write the date as year-month-day, for example 2026-11-20.",
  language: "Write a language's code, for example de, fr, ar or pt-BR.",
  service: "Use the id of a service card in content/services.yaml, for example web-development.",
} as const;

/** " Between 2 and 6 fit the layout." after a list's description, beside its minItems and maxItems. */
const rangeNote = (range: Range) => ` ${rangeWords(range).charAt(0).toUpperCase()}${rangeWords(range).slice(1)}.`;

function fieldSchema(field: Field): JsonSchema {
  switch (field.type) {
    case "string": {
      if (field.format === "icon") return { description: field.description, allOf: [{ $ref: iconSchemaFileName }] };
      if (field.enum) return { description: field.description, type: "string", enum: [...field.enum] };
      const format = field.format ?? "text";
      if (format === "text") {
        return field.allowEmpty
          ? { description: field.description, type: "string" }
          : {
              description: field.description,
              type: "string",
              minLength: 1,
              pattern: formatPatterns.text,
              patternErrorMessage: patternMessages.text,
            };
      }
      return {
        description: field.description,
        type: "string",
        // An optional field may also be left empty.
        pattern: field.optional ? `^$|${formatPatterns[format]}` : formatPatterns[format],
        patternErrorMessage: patternMessages[format],
      };
    }
    case "integer":
      return { description: field.description, type: "integer", minimum: field.minimum, maximum: field.maximum };
    case "boolean":
      return { description: field.description, type: "boolean", ...(field.default !== undefined ? { default: field.default } : {}) };
    case "stringList":
      return {
        description: `${field.description}${rangeNote(field.range)}`,
        type: "array",
        minItems: field.range.min,
        maxItems: field.range.max,
        items: {
          type: "string",
          minLength: 1,
          pattern: formatPatterns[field.format ?? "text"],
          patternErrorMessage: patternMessages[field.format ?? "text"],
        },
      };
    case "object":
      return { description: field.description, ...objectSchema(field.fields) };
    case "objectList":
      return {
        description: `${field.description}${rangeNote(field.range)}`,
        type: "array",
        minItems: field.range.min,
        maxItems: field.range.max,
        items: objectSchema(field.fields),
      };
  }
}

function objectSchema(fields: Fields): JsonSchema {
  return {
    type: "object",
    additionalProperties: false,
    required: Object.entries(fields)
      .filter(([, field]) => !field.optional)
      .map(([name]) => name),
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])),
  };
}

/** Drops undefined values, so the output is stable and free of `"maxItems": undefined` noise. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, clean(v)]),
    );
  }
  return value;
}

/** The JSON Schema of one content file. */
export function jsonSchemaFor(spec: ContentFile): JsonSchema {
  const head = {
    $schema: "http://json-schema.org/draft-07/schema#",
    $comment: "Generated from src/content-model/schema.ts by `npm run schemas`; do not edit by hand.",
    title: `content/${spec.file}`,
  };
  const body =
    spec.root === "list"
      ? {
          description: `${spec.description}${rangeNote(spec.range)}`,
          type: "array",
          minItems: spec.range.min,
          maxItems: spec.range.max,
          items: objectSchema(spec.fields),
        }
      : { description: spec.description, ...objectSchema(spec.fields) };
  return clean({ ...head, ...body }) as JsonSchema;
}

/** Every schema file: its path relative to the content folder, and its text (2-space JSON, trailing newline). */
export function jsonSchemaFiles(): { path: string; text: string }[] {
  return [
    ...contentFiles.map((spec) => ({
      path: `${schemaFolder}/${schemaFileName(spec)}`,
      text: `${JSON.stringify(jsonSchemaFor(spec), null, 2)}\n`,
    })),
    // One name a line would make it 60 kB; one line is what a YAML extension reads just as well.
    { path: `${schemaFolder}/${iconSchemaFileName}`, text: `${JSON.stringify(iconNamesSchema())}\n` },
  ];
}
