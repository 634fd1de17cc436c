/**
 * Local plugin: the pages of the folders of dated entries (articles and case studies, schema.ts
 * `entryFolders` with a `list`), in every language, and their feeds.
 *
 * - createPages: for each folder, the pages plan.ts plans from its nodes on the build's day
 *   (entry-lists.ts `publicationDay`: drafts and entries dated later are left out of `gatsby build`;
 *   `gatsby develop` shows them): the list and its later pages and tag pages
 *   (src/templates/entry-list.tsx), and each entry (src/templates/<type>.tsx: article.tsx,
 *   case-study.tsx). Nothing is created for a list with no published entry: the shipped site, with
 *   none, has no page, link or feed of them.
 * - onPostBuild: the RSS feed of each list that has one (feed.ts), in each language that has a
 *   published entry, at /<list>/rss.xml. Listed before site-files in gatsby-config.ts, which
 *   publishes the hosts' headers for what is in public/.
 * - createSchemaCustomization: the type of `siteMetadata.entryLists` (gatsby-config.ts), which every
 *   page reads to leave out the header's links to empty lists and to link the feeds, and each
 *   entry's reading time (`readingMinutes`).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { contentIn, contentModel, siteContentDir } from "../../src/content-model/load";
import { listAddressOf, listedFolders, publicationDay, publishedEntriesOf } from "../../src/content-model/entry-lists";
import { pagePath } from "../../src/lib/languages";
import { feedPath, readingMinutes } from "../../src/lib/entries";
import { READING_MINUTES_FIELD } from "../../src/content-model/graphql-types";
import { planEntryPages, type EntryNode } from "./plan";
import { articleFeed } from "./feed";

/** "CaseStudy" → "case-study": the template of a folder's entries (src/templates/case-study.tsx). */
const templateOf = (typeName: string) =>
  path.resolve("src", "templates", `${typeName.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}.tsx`);

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // `readingMinutes: Int! @readingMinutes` on every dated entry (graphql-types.ts): the minutes its
  // text takes to read. Declared here, before the site's gatsby-node.ts declares the types that use
  // it (a project's own gatsby-node runs after its plugins').
  actions.createFieldExtension({
    name: READING_MINUTES_FIELD,
    extend: () => ({ resolve: (source: { body?: string }) => readingMinutes(source.body ?? "") }),
  });
  actions.createTypes(`
    type SiteEntryList {
      language: String!
      folder: String!
      route: String!
      published: Boolean!
      feed: String
      feedTitle: String
    }
    type SiteSiteMetadata {
      siteUrl: String
      entryLists: [SiteEntryList!]!
    }
  `);
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const model = contentModel(siteContentDir());
  const languages = model.languages.map((l) => l.code);
  const day = publicationDay();
  for (const folder of listedFolders) {
    const list = folder.list!;
    const fields = [...new Set(["id", "language", "address", "title", "date", "draft", list.relatedBy, ...(list.tags ? [list.tags] : [])])];
    const result = await graphql<Record<string, { nodes: Record<string, unknown>[] }>>(
      `{ all${folder.typeName} { nodes { ${fields.join(" ")} } } }`,
    );
    const found = result.data?.[`all${folder.typeName}`];
    if (result.errors || !found) {
      reporter.panicOnBuild(`Could not read the ${folder.label.toLowerCase()} (content/${folder.folder}/)`, result.errors);
      return;
    }
    const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
    const nodes: EntryNode[] = found.nodes.map((node) => ({
      id: node.id as string,
      language: node.language as string,
      address: node.address as string,
      title: node.title as string,
      date: node.date as string,
      draft: node.draft === true,
      related: strings(node[list.relatedBy]),
      tags: list.tags ? strings(node[list.tags]) : [],
    }));
    const planned = planEntryPages({
      folder,
      nodes,
      listAddress: (language) => listAddressOf(contentIn(model, language), folder),
      languages,
      day,
    });
    for (const page of planned) {
      actions.createPage({
        path: page.path,
        component: page.kind === "list" ? path.resolve("src/templates/entry-list.tsx") : templateOf(folder.typeName),
        context: page.context,
      });
    }
    const count = planned.filter((p) => p.kind === "entry").length;
    if (count > 0) reporter.info(`entry-lists: ${folder.folder}: ${count} entries published, ${planned.length - count} list pages`);
  }
};

/** The feeds, from the content as the loader read it and the day of the build (the same entries as the pages). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, pathPrefix, reporter }) => {
  const model = contentModel(siteContentDir());
  const state = (store.getState as unknown as () => { config?: { siteMetadata?: { siteUrl?: unknown } } })();
  const siteUrl = String(state.config?.siteMetadata?.siteUrl ?? "");
  const defaultLanguage = model.languages[0]!.code;
  const day = publicationDay();
  const written: string[] = [];
  for (const folder of listedFolders.filter((f) => f.list?.feed)) {
    for (const content of model.content) {
      const address = listAddressOf(content, folder);
      const entries = publishedEntriesOf(content, folder, day);
      if (!address || entries.length === 0) continue;
      const file = pagePath(feedPath(address), content.language.code, defaultLanguage);
      const xml = await articleFeed({ content, folder, entries, siteUrl, pathPrefix, defaultLanguage });
      const target = path.join(process.cwd(), "public", file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, xml);
      written.push(file);
    }
  }
  // public/ is kept from one build to the next: a feed this build did not write (its list has no
  // published entry any more, or moved to another address) is taken out.
  const record = path.join(process.cwd(), ".cache", "entry-lists", "feeds.json");
  const before = fs.existsSync(record) ? (JSON.parse(fs.readFileSync(record, "utf8")) as string[]) : [];
  for (const file of before.filter((f) => !written.includes(f))) fs.rmSync(path.join(process.cwd(), "public", file), { force: true });
  fs.mkdirSync(path.dirname(record), { recursive: true });
  fs.writeFileSync(record, JSON.stringify(written));
  if (written.length > 0) reporter.info(`entry-lists: wrote the feeds ${written.join(", ")}`);
};
