/**
 * Local plugin, listed before gatsby-transformer-yaml in gatsby-config.ts: it validates every
 * content file against the declared schema (src/content-model/schema.ts) before the data layer
 * sees it, and stops the build with messages that name the file, line, entry and field.
 *
 * - `gatsby build`: all problems are printed at once and the build exits non-zero before
 *   anything is written to public/, so the last good output is never half-replaced.
 * - `gatsby develop`: the same messages are printed on every edit; the server keeps running.
 *
 * It also records each list entry's position in its file (`fields.position`), because the data
 * layer does not promise to return nodes in file order.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { parse } from "yaml";
import { contentFiles, findContentFile } from "../../src/content-model/schema";
import { validateContentDir, validateContentFile } from "../../src/content-model/validate-dir";
import { reportProblems } from "./report";

type Options = PluginOptions & { path?: string };

const listTypes = new Set(contentFiles.filter((f) => f.root === "list").map((f) => f.typeName));
let bootstrapped = false;

function contentDir(options: Options): string {
  return path.resolve(options.path ?? "content");
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }, options) => {
  const dir = contentDir(options as Options);
  reportProblems(reporter, validateContentDir(dir, path.relative(process.cwd(), dir) || "."));
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter, actions, getNode }, options) => {
  const dir = contentDir(options as Options);
  // A file edited while `gatsby develop` runs: check it again (at bootstrap onPreBootstrap did).
  if (bootstrapped && node.internal.type === "File" && typeof node.absolutePath === "string") {
    const absolute = node.absolutePath;
    if (absolute.startsWith(dir + path.sep) && /\.ya?ml$/.test(absolute)) {
      const relative = path.relative(dir, absolute).split(path.sep).join("/");
      const problems = validateContentFile(dir, relative, path.relative(process.cwd(), dir) || ".");
      if (problems.length > 0) reportProblems(reporter, problems);
      else reporter.info(`Content check passed: ${path.relative(process.cwd(), absolute)}`);
    }
  }

  if (listTypes.has(node.internal.type) && node.parent) {
    const file = getNode(node.parent);
    const absolute = file?.absolutePath;
    let position = -1;
    if (typeof absolute === "string" && findContentFile(path.relative(dir, absolute).split(path.sep).join("/"))) {
      const entries: unknown = parse(fs.readFileSync(absolute, "utf8"));
      if (Array.isArray(entries)) position = entries.findIndex((entry) => (entry as { id?: unknown })?.id === node.yamlId);
    }
    actions.createNodeField({ node, name: "position", value: position });
  }
};
