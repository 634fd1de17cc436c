/**
 * `npx tsx scripts/format-content.ts [folder]`: rewrites the content files in the form the browser
 * editor at /admin/ writes them (src/content-model/cms-config.ts, `yamlStringifyOptions`): plain
 * values where YAML allows, single quotes where it does not, no comments, no line wrapping. Files
 * kept in this form change only in the lines an editor changed when the editor saves them; a test
 * (src/content-model/__tests__/cms-config.test.ts) checks it. Notes for editors belong in the
 * field descriptions in src/content-model/schema.ts, not in comments.
 */
import fs from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { yamlStringifyOptions } from "../src/content-model/cms-config";
import { contentFiles } from "../src/content-model/schema";

/** The text the editor would write for this file's data. */
export function asEditorWrites(text: string): string {
  return `${stringify(parse(text), yamlStringifyOptions).trim()}\n`;
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? "content");
  for (const spec of contentFiles) {
    const file = path.join(dir, spec.file);
    const text = fs.readFileSync(file, "utf8");
    const formatted = asEditorWrites(text);
    if (formatted !== text) {
      fs.writeFileSync(file, formatted);
      console.log(`Rewrote ${path.relative(process.cwd(), file)}`);
    }
  }
}
