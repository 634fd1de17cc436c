/**
 * `npx tsx scripts/format-content.ts [folder]`: rewrites the content files in the form the browser
 * editor at /admin/ writes them (src/content-model/cms-config.ts, `yamlStringifyOptions`): fields
 * in the order the schema declares them, plain values where YAML allows, single quotes where it
 * does not, no comments, no line wrapping. Files
 * kept in this form change only in the lines an editor changed when the editor saves them; a test
 * (src/content-model/__tests__/cms-config.test.ts) checks it. Notes for editors belong in the
 * field descriptions in src/content-model/registry.ts, not in comments.
 */
import fs from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { yamlStringifyOptions } from "../src/content-model/cms-config";
import { pluralFormFields, type ContentFile, type Fields } from "../src/content-model/registry";
import { loadContent } from "../src/content-model/load";

/** `value` with the fields of every group in the schema's order (unknown ones last), as the editor writes them. */
function inSchemaOrder(value: unknown, fields: Fields): unknown {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, fields));
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const names = [...Object.keys(fields).filter((name) => name in record), ...Object.keys(record).filter((name) => !(name in fields))];
  return Object.fromEntries(
    names.map((name) => {
      const field = fields[name];
      const nested =
        field?.type === "plural"
          ? pluralFormFields(field)
          : field?.type === "object" || field?.type === "objectList"
            ? field.fields
            : undefined;
      return [name, nested ? inSchemaOrder(record[name], nested) : record[name]];
    }),
  );
}

/** The text the editor would write for this file's data. */
export function asEditorWrites(text: string, spec: ContentFile): string {
  // Without the byte-order mark some Windows editors write (the browser editor writes none).
  return `${stringify(inSchemaOrder(parse(text.replace(/^\uFEFF/, "")), spec.fields), yamlStringifyOptions).trim()}\n`;
}

if (require.main === module) {
  // Every language's files, as the one loader reads them.
  for (const content of loadContent(path.resolve(process.argv[2] ?? "content")).content) {
    for (const file of content.files) {
      const formatted = asEditorWrites(file.text, file.spec);
      if (formatted !== file.text || file.bytes.length !== Buffer.byteLength(file.text)) {
        fs.writeFileSync(file.absolute, formatted);
        console.log(`Rewrote ${path.relative(process.cwd(), file.absolute)}`);
      }
    }
  }
}
