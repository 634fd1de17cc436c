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
import {
  createPruner,
  FULL_STYLESHEET,
  PRUNED_RECORD,
  prunePageCss,
  pruneKey,
  signatures,
  untouchedPages,
  type Signature,
} from "./page-css";

const publicDir = () => path.join(process.cwd(), "public");

/** As the build starts: each page's signature, and the key of the last build that cut every page. */
let atStart = new Map<string, Signature>();
let previousKey: string | null = null;

/**
 * Before Gatsby writes any page. A warm build rewrites only the pages whose data or code changed,
 * so at 500 articles cutting every page's CSS again (8 of the warm build's 37 s after one edit)
 * was mostly work done already: onPostBuild skips the pages nothing wrote to since now.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  try {
    previousKey = (JSON.parse(fs.readFileSync(PRUNED_RECORD, "utf8")) as { key?: string }).key ?? null;
  } catch {
    previousKey = null;
  }
  fs.rmSync(PRUNED_RECORD, { force: true });
  atStart = fs.existsSync(publicDir()) ? signatures(htmlFiles(publicDir())) : new Map();
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  // webpack writes the stylesheet Gatsby inlines on every build, warm or cold (site-files deletes it next).
  const sheet = fs.readdirSync(publicDir()).find((name) => /^styles\.[0-9a-f]{20}\.css$/.test(name));
  if (!sheet) {
    reporter.panicOnBuild("page-css: public/ has no styles.<hash>.css, the stylesheet Gatsby inlines into every page");
    return;
  }
  const stylesheet = fs.readFileSync(path.join(publicDir(), sheet), "utf8");
  fs.mkdirSync(path.dirname(FULL_STYLESHEET), { recursive: true });
  fs.writeFileSync(FULL_STYLESHEET, stylesheet);

  const key = pruneKey(stylesheet);
  const files = htmlFiles(publicDir());
  const untouched = untouchedPages(atStart, signatures(files), previousKey, key);
  const warnings = new Set<string>();
  const pruner = createPruner((message) => warnings.add(message));
  let before = 0;
  let after = 0;
  let pages = 0;
  for (const file of files) {
    if (untouched.has(file)) continue;
    const pruned = await prunePageCss(fs.readFileSync(file, "utf8"), stylesheet, pruner);
    if (!pruned) continue;
    fs.writeFileSync(file, pruned.html);
    before += pruned.bytesBefore;
    after += pruned.bytesAfter;
    pages += 1;
  }
  fs.writeFileSync(PRUNED_RECORD, JSON.stringify({ key }));
  for (const warning of warnings) reporter.warn(`page-css: ${warning}`);
  reporter.info(
    `page-css: ${pages} pages keep ${after.toLocaleString("en")} of ${before.toLocaleString("en")} bytes of inline CSS` +
      (untouched.size > 0 ? `; ${untouched.size} pages the build did not write keep theirs from the last build` : ""),
  );
};
