/** @jest-environment node */
/**
 * VS Code: `.vscode/settings.json` ties each content file to its JSON Schema for the YAML extension,
 * and the extensions that use it are recommended.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { schemaValidator } from "../../../test/json-schema-validator";
import { parse } from "yaml";
import { generateEditorSettings } from "../../../scripts/generate-json-schemas";
import { editorSettingsText, yamlSchemaAssociations } from "../editor-settings";
import { listFiles } from "../../lib/list-files";

const root = path.resolve(__dirname, "../../..");
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
const settings = readJson(".vscode/settings.json");
const mapping = settings["yaml.schemas"] as Record<string, string>;

/** Every YAML file under content/, as the editor sees them. */
function contentYamlFiles(): string[] {
  return listFiles(path.join(root, "content"), { match: /\.ya?ml$/ }).map((file) => `content/${file}`);
}

it("is what `npm run schemas` writes (run it after changing registry.ts)", () => {
  expect(fs.readFileSync(path.join(root, ".vscode/settings.json"), "utf8")).toBe(editorSettingsText(settings));
  expect(mapping).toEqual(yamlSchemaAssociations());
});

it("maps every content file to exactly one schema file that exists", () => {
  expect(Object.values(mapping).sort()).toEqual(contentYamlFiles().sort());
  for (const schema of Object.keys(mapping)) expect([schema, fs.existsSync(path.join(root, schema))]).toEqual([schema, true]);
});

it.each(Object.entries(mapping))("%s accepts %s as it is", (schema, file) => {
  const validate = schemaValidator().compile(JSON.parse(fs.readFileSync(path.join(root, schema), "utf8")) as object);
  expect(validate(parse(fs.readFileSync(path.join(root, file), "utf8"))) ? [] : validate.errors).toEqual([]);
});

it("`npm run schemas` replaces a stale mapping, keeps the other settings, and then changes nothing", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "editor-settings-"));
  try {
    const file = path.join(tmp, ".vscode", "settings.json");
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(
      file,
      JSON.stringify({ "files.eol": "\n", "yaml.schemas": { "./content/schemas/old.schema.json": "content/old.yaml" } }),
    );
    expect(generateEditorSettings(tmp)).toBe(true);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual({ "files.eol": "\n", "yaml.schemas": yamlSchemaAssociations() });
    expect(generateEditorSettings(tmp)).toBe(false);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

it("recommends the YAML extension that reads the mapping, and the Tailwind, ESLint and Prettier ones", () => {
  expect(readJson(".vscode/extensions.json").recommendations).toEqual([
    "redhat.vscode-yaml",
    "bradlc.vscode-tailwindcss",
    "dbaeumer.vscode-eslint",
    "esbenp.prettier-vscode",
  ]);
});
