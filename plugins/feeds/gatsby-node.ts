/**
 * The RSS feed of each list that has one, in each language with a published entry, at <list>/rss.xml:
 * the same entries as the pages, from publish.ts. Listed before site-files, which sets headers for public/.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { contentIn, contentModel, siteContentDir } from "../../src/content-model/load";
import { feedPath, pathIn, planSite } from "../../src/content-model/publish";
import { listFeed } from "./feed";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, pathPrefix, reporter }) => {
  const model = contentModel(siteContentDir());
  const plan = planSite(model);
  const state = (store.getState as unknown as () => { config?: { siteMetadata?: { siteUrl?: unknown } } })();
  const siteUrl = String(state.config?.siteMetadata?.siteUrl ?? "");
  const written: string[] = [];
  for (const language of plan.languages) {
    for (const list of language.lists.filter((l) => l.folder.list.feed && l.entries.length > 0)) {
      const file = pathIn(feedPath(list.route), language.language.code, plan);
      const xml = await listFeed({ content: contentIn(model, language.language.code)!, list, siteUrl, pathPrefix, plan });
      const target = path.join(process.cwd(), "public", file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, xml);
      written.push(file);
    }
  }
  // public/ is kept between builds: a feed this build did not write is taken out.
  const record = path.join(process.cwd(), ".cache", "feeds.json");
  const before = fs.existsSync(record) ? (JSON.parse(fs.readFileSync(record, "utf8")) as string[]) : [];
  for (const file of before.filter((f) => !written.includes(f))) fs.rmSync(path.join(process.cwd(), "public", file), { force: true });
  fs.writeFileSync(record, JSON.stringify(written));
  if (written.length > 0) reporter.info(`feeds: wrote ${written.join(", ")}`);
};
