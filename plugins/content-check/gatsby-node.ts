/**
 * Checks every content file against the registry before anything is built, and stops the build with
 * messages naming the file, line, entry and field; in `gatsby develop`, again after each edit.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { checkContent } from "../../src/content-model/check";
import { contentModel, forgetContent } from "../../src/content-model/load";
import { formatProblem } from "../../src/content-model/problems";
import { reportProblems } from "./report";

const contentDir = (options: PluginOptions) => path.resolve((options as { path?: string }).path ?? "content");
let bootstrapped = false;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }, options) => {
  forgetContent();
  const { problems, warnings } = checkContent(contentModel(contentDir(options)), path.resolve("static"));
  reportProblems(reporter, problems);
  for (const warning of warnings) reporter.warn(formatProblem(warning));
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }, options) => {
  const dir = contentDir(options);
  if (!bootstrapped || node.internal.type !== "File" || !String(node.absolutePath).startsWith(dir + path.sep)) return;
  forgetContent();
  const { problems } = checkContent(contentModel(dir), path.resolve("static"));
  if (problems.length > 0) reportProblems(reporter, problems);
  else reporter.info(`Content check passed: ${path.relative(process.cwd(), String(node.absolutePath))}`);
};
