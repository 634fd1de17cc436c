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
import { pluralFormFields, text, typeOfEntry, type ContentFile, type Fields, type SectionType } from "../src/content-model/registry";
import { loadContent } from "../src/content-model/load";

/**
 * `value` with the fields of every group in the schema's order (unknown ones last), as the editor writes them; a
 * section's `type` first. In a section, every yes/no field too: Sveltia CMS writes a switch's state, false when the
 * file leaves it out, so a save of Home would otherwise add `checklist: false` to its hero.
 */
function inSchemaOrder(value: unknown, fields: Fields, inSection = false): unknown {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, fields, inSection));
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const written = (name: string) => name in record || (inSection && fields[name]?.type === "boolean");
  const names = [...Object.keys(fields).filter(written), ...Object.keys(record).filter((name) => !(name in fields))];
  return Object.fromEntries(
    names.map((name) => {
      const field = fields[name];
      if (field?.type === "boolean") return [name, record[name] ?? false];
      if (field?.type === "objectList" && field.types) return [name, inSections(record[name], field.types)];
      const nested =
        field?.type === "plural"
          ? pluralFormFields(field)
          : field?.type === "object" || field?.type === "objectList"
            ? field.fields
            : undefined;
      return [name, nested ? inSchemaOrder(record[name], nested, inSection) : record[name]];
    }),
  );
}

function inSections(value: unknown, types: readonly SectionType[]): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((section: unknown) => {
    const type = types.find((t) => t.name === typeOfEntry(section));
    return type ? inSchemaOrder(section, { type: text("The section's type."), ...type.fields }, true) : section;
  });
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
