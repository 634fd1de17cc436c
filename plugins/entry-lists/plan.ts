/**
 * Which pages a folder of dated entries (articles, case studies: schema.ts `EntryList`) makes in a
 * build, as a plain function of its nodes: for each language, the published entries newest first
 * (src/lib/entries.ts decides which are published on the build's day), then
 *
 * - the list: /<list>/, and /<list>/page/2/ … when there are more than `perPage`;
 * - a page per tag (articles): /<list>/tags/<tag>/, paginated alike;
 * - each entry at /<list>/<address>/, with the one published before it and the one after, and up to
 *   three related entries (most values of `relatedBy` in common, then the newest).
 *
 * Each page's context names the nodes it shows by id, so a page's query is run again whenever what
 * it shows changes (an entry published since the last build changes the lists' contexts), and says
 * in which languages the same page exists (their alternates; an entry written in some languages
 * only, or a list with fewer pages in one, has alternates only where it exists). A translation of
 * an entry has its address (an address is the same in every language: the check says so).
 */
import type { EntryFolder } from "../../src/content-model/schema";
import { isPublished, listPageRoute, newestFirst, pageCount, tagSlug } from "../../src/lib/entries";
import { pagePath, type LanguageContext } from "../../src/lib/languages";

/** What the planner needs of an entry's node. */
export type EntryNode = {
  id: string;
  language: string;
  address: string;
  title: string;
  date: string;
  draft: boolean;
  /** The values of the folder's `relatedBy` list (tags, services). */
  related: readonly string[];
  /** Its tags (articles; none for a folder without tag pages). */
  tags: readonly string[];
};

/** The context of a page of a list (the list itself, or a tag's). */
export type ListPageContext = LanguageContext & {
  /** The folder whose entries it lists ("articles"). */
  folder: string;
  /** The ids of the entries it shows, newest first. */
  ids: string[];
  /** Its number among the list's pages (1 for the first) and how many there are. */
  page: number;
  pages: number;
  /** The route of the list's page before it and after it, as the default language has it ("" when there is none). */
  newer: string;
  older: string;
  /** The tag it lists (as the newest entry writes it), "" for the list itself. */
  tag: string;
};

/** The context of an entry's page. */
export type EntryPageContext = LanguageContext & {
  id: string;
  /** The entry published before it and the one after ("" when there is none). */
  previous: string;
  next: string;
  /** Up to three related entries' ids. */
  related: string[];
};

export type PlannedPage =
  { kind: "list"; path: string; context: ListPageContext } | { kind: "entry"; path: string; context: EntryPageContext };

export type PlanInput = {
  folder: EntryFolder;
  nodes: readonly EntryNode[];
  /** The list's address in a language (undefined: the list cannot be published there). */
  listAddress: (language: string) => string | undefined;
  /** The site's languages, the default first. */
  languages: readonly string[];
  /** The build's day (YYYY-MM-DD, UTC); null publishes every entry (`gatsby develop`). */
  day: string | null;
};

/** How many related entries an entry's page shows. */
export const RELATED_COUNT = 3;

const withSlash = (route: string) => (route.endsWith("/") ? route : `${route}/`);

/** Up to RELATED_COUNT of `others` that share most of `entry`'s values, then the newest. */
function relatedTo(entry: EntryNode, others: readonly EntryNode[]): string[] {
  const own = new Set(entry.related);
  return others
    .filter((other) => other !== entry)
    .map((other) => ({ other, shared: other.related.filter((value) => own.has(value)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || newestFirst(a.other, b.other))
    .slice(0, RELATED_COUNT)
    .map(({ other }) => other.id);
}

export function planEntryPages({ folder, nodes, listAddress, languages, day }: PlanInput): PlannedPage[] {
  const list = folder.list;
  if (!list) return [];
  const defaultLanguage = languages[0]!;
  const published = new Map(
    languages.map((language) => [language, nodes.filter((node) => node.language === language && isPublished(node, day)).sort(newestFirst)]),
  );
  /** The languages in which `has` holds, in the site's order. */
  const languagesWhere = (has: (entries: readonly EntryNode[], address: string) => boolean) =>
    languages.filter((language) => {
      const address = listAddress(language);
      return address !== undefined && has(published.get(language) ?? [], address);
    });
  const pages: PlannedPage[] = [];

  /** The pages of one list of entries (the list, or a tag's), from `base` (its first page's route). */
  const paginate = (language: string, entries: readonly EntryNode[], base: (address: string) => string, tag: string, slug: string) => {
    const address = listAddress(language)!;
    const count = pageCount(entries.length, list.perPage);
    const routeOf = (page: number) => withSlash(listPageRoute(base(address).slice(1), page));
    for (let page = 1; page <= count; page += 1) {
      const route = routeOf(page);
      const translations = languagesWhere((others) => {
        const same = slug ? others.filter((other) => other.tags.some((t) => tagSlug(t) === slug)) : others;
        return same.length > 0 && pageCount(same.length, list.perPage) >= page;
      });
      pages.push({
        kind: "list",
        path: pagePath(route, language, defaultLanguage),
        context: {
          language,
          route,
          translations,
          folder: folder.folder,
          ids: entries.slice((page - 1) * list.perPage, page * list.perPage).map((entry) => entry.id),
          page,
          pages: count,
          newer: page > 1 ? routeOf(page - 1) : "",
          older: page < count ? routeOf(page + 1) : "",
          tag,
        },
      });
    }
  };

  for (const language of languages) {
    const address = listAddress(language);
    const entries = published.get(language) ?? [];
    if (!address || entries.length === 0) continue;
    paginate(language, entries, (a) => `/${a}`, "", "");
    if (list.tags) {
      const bySlug = new Map<string, { name: string; entries: EntryNode[] }>();
      for (const entry of entries) {
        for (const name of entry.tags) {
          const tag = bySlug.get(tagSlug(name)) ?? { name, entries: [] };
          if (!tag.entries.includes(entry)) tag.entries.push(entry);
          bySlug.set(tagSlug(name), tag);
        }
      }
      for (const [slug, tag] of bySlug) paginate(language, tag.entries, (a) => `/${a}/tags/${slug}`, tag.name, slug);
    }
    entries.forEach((entry, index) => {
      const route = `/${address}/${entry.address}/`;
      pages.push({
        kind: "entry",
        path: pagePath(route, language, defaultLanguage),
        context: {
          id: entry.id,
          language,
          route,
          translations: languagesWhere((others) => others.some((other) => other.address === entry.address)),
          // Newest first: the one published before is the next in the list, the one after the previous.
          previous: entries[index + 1]?.id ?? "",
          next: entries[index - 1]?.id ?? "",
          related: relatedTo(entry, entries),
        },
      });
    });
  }
  return pages;
}
