/**
 * Local plugin, listed before site-files in gatsby-config.ts: after `gatsby build` has written the
 * pages, each page's inline stylesheet keeps only the rules its own markup uses (page-css.ts).
 * Before site-files, because the Content-Security-Policy hashes each page's final inline CSS and
 * the size budgets measure it. `gatsby develop` is unchanged (it builds no pages into public/).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { htmlFiles } from "../site-files/headers";
import { createPruner, FULL_STYLESHEET, prunePageCss } from "./page-css";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.join(process.cwd(), "public");
  // webpack writes the stylesheet Gatsby inlines on every build, warm or cold (site-files deletes it next).
  const sheet = fs.readdirSync(publicDir).find((name) => /^styles\.[0-9a-f]{20}\.css$/.test(name));
  if (!sheet) {
    reporter.panicOnBuild("page-css: public/ has no styles.<hash>.css, the stylesheet Gatsby inlines into every page");
    return;
  }
  const stylesheet = fs.readFileSync(path.join(publicDir, sheet), "utf8");
  fs.mkdirSync(path.dirname(FULL_STYLESHEET), { recursive: true });
  fs.writeFileSync(FULL_STYLESHEET, stylesheet);

  const warnings = new Set<string>();
  const pruner = createPruner((message) => warnings.add(message));
  let before = 0;
  let after = 0;
  let pages = 0;
  for (const file of htmlFiles(publicDir)) {
    const pruned = await prunePageCss(fs.readFileSync(file, "utf8"), stylesheet, pruner);
    if (!pruned) continue;
    fs.writeFileSync(file, pruned.html);
    before += pruned.bytesBefore;
    after += pruned.bytesAfter;
    pages += 1;
  }
  for (const warning of warnings) reporter.warn(`page-css: ${warning}`);
  reporter.info(`page-css: ${pages} pages keep ${after.toLocaleString("en")} of ${before.toLocaleString("en")} bytes of inline CSS`);
};
