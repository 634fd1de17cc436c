// Keeps in each built page's inline CSS only the rules its markup uses (page-css.ts). Listed before site-files, whose
// Content-Security-Policy hashes that CSS. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { htmlFiles } from "../site-files/headers";
import { prunePages } from "./parallel";
import { FULL_STYLESHEET, PRUNED_RECORD, pruneKey, signatures, untouchedPages, type Signature } from "./page-css";

const publicDir = () => path.join(process.cwd(), "public");

let atStart = new Map<string, Signature>();
let previousKey: string | null = null;

// A warm build rewrites only the pages whose data or code changed; cutting every page again took 8 of its 37 s at 500 articles.
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
  const { pages, before, after, warnings } = await prunePages(
    files.filter((file) => !untouched.has(file)),
    stylesheet,
  );
  fs.writeFileSync(PRUNED_RECORD, JSON.stringify({ key }));
  for (const warning of warnings) reporter.warn(`page-css: ${warning}`);
  reporter.info(
    `page-css: ${pages} pages keep ${after.toLocaleString("en")} of ${before.toLocaleString("en")} bytes of inline CSS` +
      (untouched.size > 0 ? `; ${untouched.size} pages the build did not write keep theirs from the last build` : ""),
  );
};
