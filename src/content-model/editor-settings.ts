/**
 * The VS Code workspace settings that tie each content file to its JSON Schema (`yaml.schemas`,
 * read by the YAML extension), so an editor who opens the repository gets hover help,
 * completion and mistakes underlined as they type, with nothing to set up and without relying on
 * a comment inside the content files. Derived from `contentFiles` like the schemas themselves;
 * `npm run schemas` writes `.vscode/settings.json`, and a test fails when it is stale.
 */
import { schemaFileName, schemaFolder } from "./json-schema";
import { contentFiles } from "./schema";

/** Where the content files live, relative to the repository (the workspace root). */
export const contentFolder = "content";

/** `yaml.schemas`: schema path (relative to the workspace root) → the content file it describes. */
export function yamlSchemaAssociations(): Record<string, string> {
  return Object.fromEntries(
    contentFiles.map((spec) => [`./${contentFolder}/${schemaFolder}/${schemaFileName(spec)}`, `${contentFolder}/${spec.file}`]),
  );
}

/** The settings file's text: `current` (its other settings kept) with `yaml.schemas` replaced. */
export function editorSettingsText(current: Record<string, unknown> = {}): string {
  return `${JSON.stringify({ ...current, "yaml.schemas": yamlSchemaAssociations() }, null, 2)}\n`;
}
