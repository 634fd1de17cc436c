/**
 * The real files in content/, through the site's one loader (src/content-model/load.ts), shaped as
 * the GraphQL queries return them (every node with its `language`; list entries' `id` as `yamlId`,
 * with `fields.position`), so component tests render real copy: a content edit that drops an item fails a test.
 */
import path from "node:path";
import { dataOf, defaultContent, loadContent as loadModel } from "../src/content-model/load";
import { feedPath, planSite, sitePagesOf } from "../src/content-model/publish";
import { contentFiles, listedFolders, listFileOf, sectionTypes } from "../src/content-model/registry";

type Json = Record<string, unknown>;

const model = loadModel(path.join(__dirname, "..", "content"));
const content = defaultContent(model);
/** The default language's code (the first of the settings' languages). */
const language = content?.language.code ?? "en";

/** What the real content publishes in the default language today, as a build would. */
const plan = () => planSite(model).languages[0];

function read(file: string): unknown {
  return dataOf(content, file);
}

/** Every content file keyed by its GraphQL type name (`ServicesYaml` → list of nodes, `SettingsYaml` → object). */
export function loadContent(): Record<string, Json | Json[]> {
  const result: Record<string, Json | Json[]> = {};
  for (const spec of contentFiles) {
    const data = read(spec.file);
    if (spec.root === "list") {
      result[spec.typeName] = (data as Json[]).map(({ id, ...rest }, position) => ({
        ...rest,
        yamlId: id,
        language,
        fields: { language, position, id },
      }));
    } else {
      result[spec.typeName] = { ...(data as Json), language };
    }
  }
  return result;
}

/** The created pages the footer links to, as `useSiteSettings`'s query sorts them. */
export function footerPagesQuery() {
  const nodes = sitePagesOf(content)
    .filter((p) => p.footerList !== "none")
    .sort((a, b) => a.footerOrder - b.footerOrder || a.title.localeCompare(b.title))
    .map(({ title, address, footerList }) => ({ language, title, address, footerList }));
  return { nodes };
}

/** The lists as gatsby-config.ts puts them in the site's metadata: the header leaves out empty ones, pages link the feeds. */
function entryListsMetadata() {
  return (plan()?.lists ?? []).map((list) => {
    const published = list.entries.length > 0;
    const feed = published && list.folder.list.feed ? feedPath(list.route) : null;
    const title = (list.words.feed as { title?: unknown } | undefined)?.title;
    return {
      language,
      folder: list.folder.folder,
      route: list.route,
      published,
      feed,
      feedTitle: feed && typeof title === "string" ? title : null,
    };
  });
}

/** What `useSiteSettings`'s static query returns: every language's settings (here the one language's). */
export function loadSettingsQuery() {
  const settingsYaml = loadContent()["SettingsYaml"] as Json;
  return {
    allSettingsYaml: { nodes: [settingsYaml] },
    site: { siteMetadata: { siteUrl: settingsYaml["siteUrl"], entryLists: entryListsMetadata() } },
    allMarkdownPage: footerPagesQuery(),
    allSearchPageYaml: { nodes: [loadContent()["SearchPageYaml"]] },
    allEntryList: { nodes: listedFolders.map((folder) => loadContent()[listFileOf(folder).typeName]) },
  };
}

/** `{ nodes: [...] }` for an `allXYaml` field. */
export function nodesOf(typeName: string) {
  return { nodes: loadContent()[typeName] as Json[] };
}

export function objectOf(typeName: string) {
  return loadContent()[typeName] as Json;
}

/** A list's words (`pages/<folder>.yaml`) as the `LatestList` fragment reads them. */
export function listWordsOf(folder: string) {
  const spec = listedFolders.find((f) => f.folder === folder);
  if (!spec) throw new Error(`${folder} is no folder of dated entries`);
  return objectOf(listFileOf(spec).typeName) as unknown as Queries.LatestListFragment;
}

/** A list's newest published entries, as the `EntryCard` fragment returns them: none while the real content publishes none. */
export function newestOf(folder: string, count: number): Queries.EntryCardFragment[] {
  const list = plan()?.lists.find((l) => l.folder.folder === folder);
  return (list?.entries ?? []).slice(0, count).map((entry) => ({
    title: entry.title,
    description: entry.description,
    address: entry.address,
    route: entry.route,
    date: entry.date,
    readingMinutes: entry.readingMinutes,
    cardText: (list?.folder.list.card ?? []).map((name) => String(entry.data[name] ?? "")),
    cover: null,
  }));
}

/** A page file's sections as the `PageSections` fragment returns them (gatsby-node.ts resolves what each shows). */
export function sectionsOf(file: string): Queries.PageSectionsFragment[] {
  const all = loadContent();
  const typeOf = (name: string | undefined) => contentFiles.find((f) => f.file === name)?.typeName ?? "";
  const sections = ((read(file) as { sections?: Json[] } | undefined)?.sections ?? []) as Json[];
  return sections.map((section) => {
    const type = sectionTypes.find((t) => t.name === section.type);
    const shows = type?.shows ? all[typeOf(type.shows)] : [];
    const newest = type?.newest ? String(section[type.newest]) : undefined;
    return {
      ...section,
      entries: newest ? newestOf(newest, Number(section.count)) : shows,
      words: newest ? listWordsOf(newest) : type?.words ? all[typeOf(type.words)] : null,
    };
  }) as unknown as Queries.PageSectionsFragment[];
}
