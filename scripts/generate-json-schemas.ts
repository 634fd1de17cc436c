/**
 * `npm run schemas [folder]`: writes the JSON Schema of every content file to
 * `content/schemas/<name>.schema.json` (derived from src/content-model/registry.ts) and removes
 * stale ones. Without a folder it also maps every schema to its content file in
 * `.vscode/settings.json` (`yaml.schemas`), keeping the other settings there: editors' YAML
 * extensions find the schemas through their settings, not through a comment in each file (the
 * browser editor drops comments when it saves). The content files themselves are not touched.
 * Running it twice changes nothing the second time.
 */
import fs from "node:fs";
import path from "node:path";
import { editorSettingsText } from "../src/content-model/editor-settings";
import { jsonSchemaFiles, schemaFolder } from "../src/content-model/json-schema";

/** Writes the schemas; returns the paths it changed. */
export function generate(contentDir: string): string[] {
  const changed: string[] = [];
  const write = (file: string, text: string) => {
    const absolute = path.join(contentDir, file);
    if (fs.existsSync(absolute) && fs.readFileSync(absolute, "utf8") === text) return;
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, text);
    changed.push(file);
  };

  const files = jsonSchemaFiles();
  for (const { path: file, text } of files) write(file, text);
  const schemaDir = path.join(contentDir, schemaFolder);
  for (const name of fs.readdirSync(schemaDir)) {
    const file = `${schemaFolder}/${name}`;
    if (name.endsWith(".schema.json") && !files.some((f) => f.path === file)) {
      fs.rmSync(path.join(schemaDir, name));
      changed.push(`${file} (removed)`);
    }
  }
  return changed;
}

/** Writes `yaml.schemas` into the repository's `.vscode/settings.json`; returns whether it changed. */
export function generateEditorSettings(repoDir: string): boolean {
  const file = path.join(repoDir, ".vscode", "settings.json");
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
  const text = editorSettingsText(current === undefined ? {} : (JSON.parse(current) as Record<string, unknown>));
  if (text === current) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? "content");
  const changed = generate(dir);
  const shown = path.relative(process.cwd(), dir) || ".";
  console.log(
    changed.length === 0
      ? `JSON Schemas in ${shown}/${schemaFolder}/ are up to date.`
      : `Updated in ${shown}/:\n${changed.map((c) => `  ${c}`).join("\n")}`,
  );
  if (process.argv[2] === undefined) {
    const updated = generateEditorSettings(path.resolve(__dirname, ".."));
    console.log(updated ? "Updated .vscode/settings.json (yaml.schemas)." : ".vscode/settings.json maps every schema already.");
  }
}
