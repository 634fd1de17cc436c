/**
 * Reads the real files in content/ and shapes them as the GraphQL queries return them
 * (list entries' `id` as `yamlId`, with `fields.position`), so component tests render real copy:
 * a content edit that drops an item fails a test.
 */
import path from "node:path";
import { parse } from "yaml";
import { contentFiles } from "../src/content-model/schema";
import { readContentText } from "../src/content-model/validate-dir";
import { readSitePages } from "../src/content-model/site-pages";

type Json = Record<string, unknown>;

function read(file: string): unknown {
  return parse(readContentText(path.join(__dirname, "..", "content", file)));
}

/** Every content file keyed by its GraphQL type name (`ServicesYaml` → list of nodes, `SettingsYaml` → object). */
export function loadContent(): Record<string, Json | Json[]> {
  const result: Record<string, Json | Json[]> = {};
  for (const spec of contentFiles) {
    const data = read(spec.file);
    if (spec.root === "list") {
      result[spec.typeName] = (data as Json[]).map(({ id, ...rest }, position) => ({ ...rest, yamlId: id, fields: { position } }));
    } else {
      result[spec.typeName] = data as Json;
    }
  }
  return result;
}

/** The created pages the footer links to, as `useSiteSettings`'s query sorts them. */
export function footerPagesQuery() {
  const nodes = readSitePages(path.join(__dirname, "..", "content"))
    .filter((p) => p.footerList !== "none")
    .sort((a, b) => a.footerOrder - b.footerOrder || a.title.localeCompare(b.title))
    .map(({ title, address, footerList }) => ({ title, address, footerList }));
  return { nodes };
}

/** What `useSiteSettings`'s static query returns. */
export function loadSettingsQuery() {
  const settingsYaml = loadContent()["SettingsYaml"] as Json;
  return { settingsYaml, site: { siteMetadata: { siteUrl: settingsYaml["siteUrl"] } }, allMarkdownPage: footerPagesQuery() };
}

/** `{ nodes: [...] }` for an `allXYaml` field. */
export function nodesOf(typeName: string) {
  return { nodes: loadContent()[typeName] as Json[] };
}

export function objectOf(typeName: string) {
  return loadContent()[typeName] as Json;
}
