/**
 * Local plugin: the gate between the content files and the data layer.
 *
 * It validates every content file against the declared schema (src/content-model/schema.ts)
 * before gatsby-transformer-yaml turns it into nodes, and stops with messages that name the
 * file, line, entry and field:
 * - `gatsby build`: all problems are printed at once and the build exits non-zero before
 *   anything is written to public/, so the last good output is never half-replaced.
 * - `gatsby develop`: the same messages are printed on every edit and the server keeps running.
 *
 * It calls gatsby-transformer-yaml itself (instead of listing it in gatsby-config) so that in
 * `gatsby develop` a broken edit never reaches GraphQL: the transformer is handed the file's
 * last valid text, and the pages keep showing the last good content until the edit is fixed.
 * It also records each list entry's position in its file (`fields.position`), because the data
 * layer does not promise to return nodes in file order, makes the id of an entry written without
 * one from its title (src/content-model/ids.ts), so the data always has ids, and turns each page
 * editors created (content/site-pages/*.md) into a `MarkdownPage` node: its front matter's fields
 * and its Markdown.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node, PluginOptions } from "gatsby";
import { parse } from "yaml";
import * as yamlTransformer from "gatsby-transformer-yaml/gatsby-node";
import { withIds } from "../../src/content-model/ids";
import { contentFiles, findContentFile } from "../../src/content-model/schema";
import { formatProblem, validateContentSource } from "../../src/content-model/validate";
import { checkContentBytes } from "../../src/content-model/validate-bytes";
import { withoutByteOrderMark } from "../../src/content-model/text";
import { contentWarnings, validateContentDir } from "../../src/content-model/validate-dir";
import { checkPictures } from "../../src/content-model/validate-pictures";
import { existingAnchors, existingRoutes, sitePagesDir, splitPage, validateSitePageSource } from "../../src/content-model/site-pages";
import { PAGE_BODY_FIELD } from "../../src/content-model/graphql-types";
import { sitePages } from "../../src/content-model/schema";
import { reportProblems } from "./report";

type Options = PluginOptions & { path?: string };

const listTypes = new Set(contentFiles.filter((f) => f.root === "list").map((f) => f.typeName));
/** The last valid text of each content file, by absolute path (used while `gatsby develop` runs). */
const lastGood = new Map<string, string>();
/** The order of ids in each list file's text that reached the data layer. */
const idOrder = new Map<string, unknown[]>();
let bootstrapped = false;

const contentDir = (options: Options) => path.resolve(options.path ?? "content");
const displayDir = (dir: string) => path.relative(process.cwd(), dir) || ".";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }, options) => {
  const dir = contentDir(options as Options);
  const problems = validateContentDir(dir, displayDir(dir));
  // The picture files, in the same pass: an editor sees a missing file beside a mistake in the text.
  const pictures = checkPictures(dir, displayDir(dir), path.resolve("static"));
  reportProblems(reporter, [...problems, ...pictures.problems]);
  for (const warning of [...contentWarnings(dir, displayDir(dir)), ...pictures.warnings]) reporter.warn(formatProblem(warning));
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};

function relativeContentPath(dir: string, node: Node): string | undefined {
  const absolute = node.absolutePath;
  if (node.internal.type !== "File" || typeof absolute !== "string") return undefined;
  if (!absolute.startsWith(dir + path.sep) || !/\.ya?ml$/.test(absolute)) return undefined;
  return path.relative(dir, absolute).split(path.sep).join("/");
}

/** The page file's path inside content/ when `node` is a created page's Markdown file. */
function sitePagePath(dir: string, node: Node): string | undefined {
  const absolute = node.absolutePath;
  if (node.internal.type !== "File" || typeof absolute !== "string" || !absolute.endsWith(".md")) return undefined;
  return path.dirname(absolute) === sitePagesDir(dir) ? path.relative(dir, absolute).split(path.sep).join("/") : undefined;
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args, options) => {
  const { node, reporter, actions, loadNodeContent } = args;
  const dir = contentDir(options as Options);

  const pagePath = sitePagePath(dir, node);
  if (pagePath !== undefined) {
    const absolute = node.absolutePath as string;
    const display = `${displayDir(dir)}/${pagePath}`;
    let source = withoutByteOrderMark(await loadNodeContent(node));
    const byteProblems = checkContentBytes(fs.readFileSync(absolute), display);
    const problems =
      byteProblems.length > 0 ? byteProblems : validateSitePageSource(source, display, existingRoutes(dir), existingAnchors(dir));
    if (problems.length > 0) {
      if (bootstrapped) reportProblems(reporter, problems);
      const previous = lastGood.get(absolute);
      if (previous === undefined) return;
      reporter.warn(`Showing the last valid version of ${display} until it is fixed.`);
      source = previous;
    } else {
      if (bootstrapped) reporter.info(`Content check passed: ${display}`);
      lastGood.set(absolute, source);
    }
    const page = splitPage(path.basename(absolute), source);
    if (!page) return;
    const child = {
      ...(parse(page.frontMatter) as Record<string, unknown>),
      [PAGE_BODY_FIELD]: page.body,
      id: args.createNodeId(`${node.id} >>> ${sitePages.typeName}`),
      parent: node.id,
      children: [],
      internal: { type: sitePages.typeName, contentDigest: args.createContentDigest(source) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
    return;
  }

  const relative = relativeContentPath(dir, node);
  if (relative !== undefined) {
    const absolute = node.absolutePath as string;
    const spec = findContentFile(relative);
    // Undeclared files were reported by onPreBootstrap; they never become data.
    if (!spec) return;
    // Without a leading byte-order mark: the YAML parser misreads a list after one (text.ts).
    let source = withoutByteOrderMark(await loadNodeContent(node));
    const display = `${displayDir(dir)}/${relative}`;
    // loadNodeContent has decoded the file as UTF-8 already (bad bytes became "�"): check the bytes.
    const byteProblems = checkContentBytes(fs.readFileSync(absolute), display);
    // Links are checked against the pages that exist now (a page deleted while `gatsby develop` runs counts).
    const { problems } =
      byteProblems.length > 0
        ? { problems: byteProblems }
        : validateContentSource(spec, source, display, { routes: existingRoutes(dir), anchors: existingAnchors(dir) });
    if (problems.length > 0) {
      // At bootstrap onPreBootstrap has reported (and, in a build, stopped); report edits here.
      if (bootstrapped) reportProblems(reporter, problems);
      const previous = lastGood.get(absolute);
      if (previous === undefined) return;
      reporter.warn(`Showing the last valid version of ${displayDir(dir)}/${relative} until it is fixed.`);
      source = previous;
    } else {
      if (bootstrapped) reporter.info(`Content check passed: ${displayDir(dir)}/${relative}`);
      lastGood.set(absolute, source);
    }
    // Entries written without an id get the one made from their title.
    const data = withIds(spec, parse(source));
    if (spec.root === "list") {
      idOrder.set(node.id, Array.isArray(data) ? data.map((entry) => (entry as { id?: unknown } | null)?.id) : []);
    }
    // The transformer gets the data as the check read it (YAML 1.2), written as JSON, which its own
    // parser (js-yaml) reads the same way. Given the YAML text, js-yaml would read some plain values
    // by YAML 1.1's rules: `closes: 18:00` (as the browser editor writes it) would become 1080.
    const checked = JSON.stringify(data);
    await yamlTransformer.onCreateNode({ ...args, loadNodeContent: async () => checked }, options, () => undefined);
    return;
  }

  if (listTypes.has(node.internal.type) && node.parent) {
    const order = idOrder.get(node.parent) ?? [];
    actions.createNodeField({ node, name: "position", value: order.indexOf(node.yamlId) });
  }
};
