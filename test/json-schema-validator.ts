/**
 * The one way tests check content against the JSON Schemas (content/schemas/): Ajv in strict
 * mode, with the YAML extension's message keyword and the shared list of icon names the icon
 * fields refer to (`$ref: icon-names.schema.json`, as the YAML extension resolves it beside them).
 */
import Ajv from "ajv";
import { iconNamesSchema, iconSchemaFileName } from "../src/content-model/json-schema";

export function schemaValidator(): Ajv {
  // A list of typed entries (a page's sections) checks each entry against its type alone, as the content check does.
  const ajv = new Ajv({ allErrors: true, strict: true, discriminator: true });
  // Not a validation keyword: the message the YAML extension shows instead of the bare regex.
  ajv.addKeyword("patternErrorMessage");
  ajv.addSchema(iconNamesSchema(), iconSchemaFileName);
  return ajv;
}
