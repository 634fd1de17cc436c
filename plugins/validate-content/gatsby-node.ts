/**
 * Local plugin: the gate between the content files and the data layer.
 *
 * It reads the content folder through the one loader (src/content-model/load.ts) and checks every
 * file of every language against the declared schema (src/content-model/schema.ts) before any of it
 * becomes a node, and stops with messages that name the file, line, entry and field:
 * - `gatsby build`: all problems are printed at once and the build exits non-zero before
 *   anything is written to public/, so the last good output is never half-replaced.
 * - `gatsby develop`: the same messages are printed on every edit and the server keeps running.
 *
 * gatsby-source-filesystem (gatsby-config.ts) makes a File node of each content file and tells
 * when one changes; this plugin then hands gatsby-transformer-yaml the file's data as the loader
 * read it (and checked it), rather than the file itself. In `gatsby develop` a broken edit never
 * reaches GraphQL: the transformer gets the file's last valid data, and the pages keep showing the
 * last good content until the edit is fixed. Each node carries its `language` (the site settings'
 * `languages`: the default's files are content/'s own, another's are in content/<code>/), and each
 * list entry its position in its file (`fields.position`), because the data layer does not promise
 * to return nodes in file order. Each entry editors created (content/site-pages/*.md,
 * content/articles/*.md …: schema.ts `entryFolders`) becomes a node of its folder's type
 * (`MarkdownPage`, `Article` …): its front matter's fields and its Markdown. Drafts and scheduled
 * entries too: which entries a build publishes is decided where its pages are created
 * (gatsby-node.ts, src/lib/entries.ts) from the day of that build, which a node kept in the cache
 * from an earlier build could not know.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import path from "node:path";
import type { GatsbyNode, Node, PluginOptions } from "gatsby";
import * as yamlTransformer from "gatsby-transformer-yaml/gatsby-node";
import { contentFiles } from "../../src/content-model/schema";
import { formatProblem, type Problem } from "../../src/content-model/validate";
import { checkContentBytes } from "../../src/content-model/validate-bytes";
import { checkContent, linkableIn, validateLoadedFile } from "../../src/content-model/validate-dir";
import { contentIn, contentModel, forgetContent, placeOf, type ContentModel } from "../../src/content-model/load";
import { entryCheckContext, validateEntrySource } from "../../src/content-model/site-pages";
import { PAGE_BODY_FIELD } from "../../src/content-model/graphql-types";
import { reportProblems } from "./report";

type Options = PluginOptions & { path?: string };

const listTypes = new Set(contentFiles.filter((f) => f.root === "list").map((f) => f.typeName));
/** The last valid data of each content file, by absolute path (used while `gatsby develop` runs). */
const lastGood = new Map<string, unknown>();
/** The order of ids in each list file's data that reached the data layer, by the File node's id. */
const idOrder = new Map<string, unknown[]>();
let bootstrapped = false;

const contentDir = (options: Options) => path.resolve(options.path ?? "content");
const model = (options: Options): ContentModel => contentModel(contentDir(options));

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }, options) => {
  // What an earlier run of `gatsby develop` in this process read is stale.
  forgetContent();
  const { problems, warnings } = checkContent(model(options as Options), path.resolve("static"));
  reportProblems(reporter, problems);
  for (const warning of warnings) reporter.warn(formatProblem(warning));
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};

/**
 * The data of the file behind `node` as the site may use it: checked, and while `gatsby develop`
 * runs, the last valid version when an edit broke it (undefined when there is none yet).
 */
function checkedData(node: Node, options: Options, reporter: Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0]["reporter"]) {
  const absolute = node.absolutePath as string;
  // In `gatsby develop` this runs for a file that just changed: read the folder again.
  if (bootstrapped) forgetContent();
  const current = model(options);
  const place = placeOf(current, absolute);
  const content = place ? contentIn(current, place.language) : undefined;
  if (!place || !content) return undefined;
  const context = entryCheckContext(content);
  let problems: Problem[];
  let data: unknown;
  let display: string;
  if (place.kind === "file") {
    const loaded = content.files.find((f) => f.absolute === absolute);
    if (!loaded) return undefined;
    display = loaded.display;
    problems = validateLoadedFile(loaded, context.routes, context.anchors ?? {}, content.isDefault, linkableIn(loaded, content));
    data = loaded.data;
  } else {
    const entry = content.entries[place.folder.folder]?.find((e) => e.absolute === absolute);
    if (!entry) return undefined;
    display = entry.display;
    const byteProblems = checkContentBytes(entry.bytes, entry.display);
    problems = byteProblems.length > 0 ? byteProblems : validateEntrySource(place.folder, entry.text, entry.display, context);
    data = entry.data && entry.parts ? { ...entry.data, [PAGE_BODY_FIELD]: entry.parts.body } : undefined;
  }
  // At bootstrap onPreBootstrap has reported every problem (and, in a build, stopped); report edits here.
  if (problems.length > 0) {
    if (bootstrapped) reportProblems(reporter, problems);
    const previous = lastGood.get(absolute);
    if (previous !== undefined) reporter.warn(`Showing the last valid version of ${display} until it is fixed.`);
    return previous === undefined ? undefined : { place, data: previous };
  }
  if (bootstrapped) reporter.info(`Content check passed: ${display}`);
  lastGood.set(absolute, data);
  return { place, data };
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args, options) => {
  const { node, reporter, actions } = args;
  const dir = contentDir(options as Options);

  if (node.internal.type === "File" && typeof node.absolutePath === "string" && node.absolutePath.startsWith(dir + path.sep)) {
    const checked = checkedData(node, options as Options, reporter);
    if (!checked) return;
    const { place, data } = checked;
    if (place.kind === "entry") {
      const child = {
        ...(data as Record<string, unknown>),
        language: place.language,
        id: args.createNodeId(`${node.id} >>> ${place.folder.typeName}`),
        parent: node.id,
        children: [],
        internal: { type: place.folder.typeName, contentDigest: args.createContentDigest(data as object) },
      };
      actions.createNode(child);
      actions.createParentChildLink({ parent: node, child: child as unknown as Node });
      return;
    }
    // Every node says which language it is in; list entries keep their order by their ids.
    type Entry = Record<string, unknown>;
    const withLanguage: Entry | Entry[] = Array.isArray(data)
      ? data.map((entry: Entry) => ({ ...entry, language: place.language }))
      : { ...(data as Entry), language: place.language };
    if (Array.isArray(withLanguage))
      idOrder.set(
        node.id,
        withLanguage.map((entry) => entry.id),
      );
    // The transformer gets the data as the check read it (YAML 1.2), written as JSON, which its own
    // parser (js-yaml) reads the same way. Given the YAML text, js-yaml would read some plain values
    // by YAML 1.1's rules: `closes: 18:00` (as the browser editor writes it) would become 1080.
    const json = JSON.stringify(withLanguage);
    const typeName = () => place.spec.typeName;
    await yamlTransformer.onCreateNode({ ...args, loadNodeContent: async () => json }, { ...options, typeName }, () => undefined);
    return;
  }

  if (listTypes.has(node.internal.type) && node.parent) {
    const order = idOrder.get(node.parent) ?? [];
    actions.createNodeField({ node, name: "position", value: order.indexOf(node.yamlId) });
  }
};
