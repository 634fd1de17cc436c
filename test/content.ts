/**
 * The real files in content/, through the site's one loader (src/content-model/load.ts), shaped as
 * the GraphQL queries return them (list entries' `id` as `yamlId`, with `fields.position`), so
 * component tests render real copy: a content edit that drops an item fails a test.
 */
import path from "node:path";
import { contentFiles } from "../src/content-model/schema";
import { dataOf, defaultContent, loadContent as loadModel } from "../src/content-model/load";
import { sitePagesOf } from "../src/content-model/site-pages";

type Json = Record<string, unknown>;

const content = defaultContent(loadModel(path.join(__dirname, "..", "content")));

function read(file: string): unknown {
  return dataOf(content, file);
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
  const nodes = sitePagesOf(content)
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
