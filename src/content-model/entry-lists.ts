/**
 * The folders of dated entries (schema.ts: articles and case studies, each `EntryFolder` with a
 * `list`), as the loaded content has them (load.ts): each list's address (from its page file), its
 * entries that can be read, the ones a build publishes (src/lib/entries.ts: not drafts, dated on or
 * before the day of the build), their tags, the routes and places links may lead to, and the
 * problems of the lists' addresses. The check (site-pages.ts, validate-dir.ts), the build
 * (gatsby-config.ts, gatsby-node.ts, plugins/feeds) and the editor's configuration take them from here.
 */
import { LineCounter, parseDocument } from "yaml";
import { dataOf, readableEntries, type ContentModel, type LanguageContent } from "./load";
import { reservedAddressMessage, sharedAddressMessage } from "./page-addresses";
import { entryFolders, type EntryFolder } from "./schema";
import type { Problem } from "./validate";
import { entryRoute, feedPath, isPublished, newestFirst, tagRoute, tagSlug, utcDay } from "../lib/entries";

/** The folders whose entries are dated and listed. */
export const listedFolders: readonly EntryFolder[] = entryFolders.filter((folder) => folder.list);

/** A dated entry that can be read (its required fields are text), with its file name and Markdown. */
export type ListedEntry = {
  folder: EntryFolder;
  /** The file's name in its folder: "design-systems.md". */
  name: string;
  body: string;
  title: string;
  description: string;
  address: string;
  date: string;
  updated?: string;
  draft: boolean;
  /** The front matter's data, every field (tags, services, cover, author …). */
  data: Readonly<Record<string, unknown>>;
};

/**
 * The day whose entries a build publishes (YYYY-MM-DD, UTC): today; null in `gatsby develop`, which
 * shows every entry, drafts and scheduled ones too. Decided once per process: the configuration,
 * the pages and the feeds of one build agree even across midnight.
 */
export const publicationDay: () => string | null = (() => {
  const today = utcDay(new Date());
  return () => (process.env.gatsby_executing_command === "develop" ? null : today);
})();

/** A list's address in a language (its page file's `address`), or undefined while that file cannot be read. */
export function listAddressOf(content: LanguageContent | undefined, folder: EntryFolder): string | undefined {
  if (!folder.list) return undefined;
  const address = (dataOf(content, folder.list.file) as { address?: unknown } | undefined)?.address;
  return typeof address === "string" && address !== "" ? address : undefined;
}

const readable = new WeakMap<LanguageContent, Map<EntryFolder, ListedEntry[]>>();

/**
 * A folder's entries in a language that can be read, in file order (an entry with problems is left
 * out; the check reports it). Read once per loaded language: the check asks for them per file.
 */
export function listedEntriesOf(content: LanguageContent | undefined, folder: EntryFolder): ListedEntry[] {
  if (!content) return [];
  const byFolder = readable.get(content) ?? new Map<EntryFolder, ListedEntry[]>();
  readable.set(content, byFolder);
  let entries = byFolder.get(folder);
  if (!entries) {
    entries = readableEntries<Record<string, unknown>>(content, folder, ["title", "description", "address", "date"]).map(
      ({ name, body, ...data }) => ({
        folder,
        name,
        body,
        title: data.title as string,
        description: data.description as string,
        address: data.address as string,
        date: data.date as string,
        updated: typeof data.updated === "string" ? data.updated : undefined,
        draft: data.draft === true,
        data,
      }),
    );
    byFolder.set(folder, entries);
  }
  return entries;
}

/** The entries a build on `day` publishes (`publicationDay`), newest first. */
export function publishedEntriesOf(content: LanguageContent | undefined, folder: EntryFolder, day: string | null): ListedEntry[] {
  return listedEntriesOf(content, folder)
    .filter((entry) => isPublished(entry, day))
    .sort(newestFirst);
}

/** The texts of an entry's front-matter list `field` (its tags, its services). */
export function valuesOf(entry: ListedEntry, field: string | undefined): string[] {
  const values = field ? entry.data[field] : undefined;
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === "string" && v.trim() !== "") : [];
}

/** A tag's page: its address part, its name (as the newest entry writes it) and its entries, newest first. */
export type Tag = { slug: string; name: string; entries: ListedEntry[] };

/** The tags of `entries` (newest first), by address part; tags written alike ("UX", "ux") share a page. */
export function tagsOf(entries: readonly ListedEntry[], field: string): Tag[] {
  const tags = new Map<string, Tag>();
  for (const entry of entries) {
    for (const name of valuesOf(entry, field)) {
      const slug = tagSlug(name);
      const tag = tags.get(slug) ?? { slug, name, entries: [] };
      if (!tag.entries.includes(entry)) tag.entries.push(entry);
      tags.set(slug, tag);
    }
  }
  return [...tags.values()];
}

/** The routes of the lists in a language that have no published entry on `day` (their pages are not built). */
export function emptyListRoutes(content: LanguageContent | undefined, day: string | null): string[] {
  return listedFolders.flatMap((folder) => {
    const address = listAddressOf(content, folder);
    return address && publishedEntriesOf(content, folder, day).length === 0 ? [`/${address}`] : [];
  });
}

/**
 * The routes of the lists in a language that links may lead to, on `day`: each list with a published
 * entry (`emptyLists`: every list, for the links the site leaves out while a list is empty: the
 * header's, settings.yaml `nav`), each published entry and each tag page.
 */
export function listedRoutes(content: LanguageContent | undefined, day: string | null, { emptyLists = false } = {}): string[] {
  return listedFolders.flatMap((folder) => {
    const address = listAddressOf(content, folder);
    if (!address) return [];
    const entries = publishedEntriesOf(content, folder, day);
    const tags = folder.list?.tags ? tagsOf(entries, folder.list.tags).map((tag) => tagRoute(address, tag.name)) : [];
    return [
      ...(entries.length > 0 || emptyLists ? [`/${address}`] : []),
      ...entries.map((entry) => entryRoute(address, entry.address)),
      ...tags,
    ];
  });
}

/** Where a field written at the top level of a YAML text is (`address: …`): its line. */
function lineOfKey(text: string, key: string): number | undefined {
  const lineCounter = new LineCounter();
  const node = parseDocument(text, { lineCounter }).get(key, true) as { range?: [number, number, number] } | undefined;
  return node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
}

/**
 * The lists' addresses in a language: none may be an address the site keeps (schema.ts
 * `reservedAddresses`), a created page's (`pageAddresses`: address → its file), another list's, or a
 * language's code (`languageCodes`, the site's other languages: their pages live there). Each
 * problem is reported on the list's page file, naming the other.
 */
export function listAddressProblems(
  content: LanguageContent,
  pageAddresses: ReadonlyMap<string, string>,
  languageCodes: readonly string[],
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  for (const folder of listedFolders) {
    const address = listAddressOf(content, folder);
    const file = content.files.find((f) => f.spec.file === folder.list!.file);
    if (!address || !file) continue;
    const at = { file: file.display, line: lineOfKey(file.text, "address"), field: "address" };
    const other = pageAddresses.get(address) ?? seen.get(address);
    const language = languageCodes.includes(address) ? address : undefined;
    const message =
      reservedAddressMessage(address)?.replace("this page", "this list") ??
      (other ? sharedAddressMessage(address, other).replace("this page", "this list") : undefined) ??
      (language
        ? `"${address}" is taken: /${address}/ is where the pages in the language ${language} are. Choose another address for this list.`
        : undefined);
    if (message) problems.push({ ...at, message });
    seen.set(address, file.display);
  }
  return problems;
}

/** A list as every page needs to know it (gatsby-config's siteMetadata): where it is, whether it has a published entry, and its feed. */
export type PublishedList = {
  language: string;
  folder: string;
  /** "/articles": as content links to it (settings.yaml `nav`). */
  route: string;
  /** Whether a build on the day publishes an entry of it (the list and links to it exist only then). */
  published: boolean;
  /** The feed's path ("/articles/rss.xml") and name in feed readers, when the list has a feed and a published entry. */
  feed: string | null;
  feedTitle: string | null;
};

/** Every list whose address can be read, in every language, on `day` (`publicationDay`). */
export function publishedLists(model: ContentModel, day: string | null): PublishedList[] {
  return model.content.flatMap((content) =>
    listedFolders.flatMap((folder): PublishedList[] => {
      const address = listAddressOf(content, folder);
      if (!address) return [];
      const published = publishedEntriesOf(content, folder, day).length > 0;
      const title = (dataOf(content, folder.list!.file) as { feed?: { title?: unknown } } | undefined)?.feed?.title;
      const feed = published && folder.list!.feed ? feedPath(address) : null;
      return [
        {
          language: content.language.code,
          folder: folder.folder,
          route: `/${address}`,
          published,
          feed,
          feedTitle: feed && typeof title === "string" ? title : null,
        },
      ];
    }),
  );
}

/**
 * The addresses of the newest entries a built-in page shows (schema.ts `latest`), by the name of the
 * page's query variable (`latestArticle`, `latestCaseStudy`): for each listed folder, the newest
 * published ones on `route` ("/", "/services/"), none elsewhere. Every page gets every name, so a
 * page query may ask for them.
 */
export function latestAddresses(content: LanguageContent | undefined, route: string, day: string | null): Record<string, string[]> {
  const plain = route === "/" ? "/" : route.replace(/\/$/, "");
  return Object.fromEntries(
    listedFolders.map((folder) => [
      `latest${folder.typeName}`,
      folder.list!.latest.on.includes(plain)
        ? publishedEntriesOf(content, folder, day)
            .slice(0, folder.list!.latest.count)
            .map((entry) => entry.address)
        : [],
    ]),
  );
}
