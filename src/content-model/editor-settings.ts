// `yaml.schemas` for .vscode/settings.json, so VS Code's YAML extension checks content with no setup; `npm run schemas` writes it.
import { schemaFileName, schemaFolder } from "./json-schema";
import { contentFiles } from "./registry";

export const contentFolder = "content";

export function yamlSchemaAssociations(): Record<string, string> {
  return Object.fromEntries(
    contentFiles.map((spec) => [`./${contentFolder}/${schemaFolder}/${schemaFileName(spec)}`, `${contentFolder}/${spec.file}`]),
  );
}

export function editorSettingsText(current: Record<string, unknown> = {}): string {
  return `${JSON.stringify({ ...current, "yaml.schemas": yamlSchemaAssociations() }, null, 2)}\n`;
}
