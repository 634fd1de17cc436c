/**
 * What a build publishes, computed once from the loaded content and the build's day: in each language
 * the created pages, each list's published entries (not drafts, dated on or before the day), their
 * routes, tags, neighbours and related entries, and the routes and places links may lead to.
 * createPages, the feeds, the sitemap, the entry nodes, gatsby-config and the check all read it.
 */
import { dataOf, readableEntries, settingsOf, type ContentModel, type LanguageContent } from "./load";
import {
  contentFiles,
  listedFolders,
  sectionTypes,
  siteRoutes,
  sitePages,
  type ContentFile,
  type EntryFolder,
  type EntryList,
  type Field,
} from "./registry";
import type { Referable } from "./check-yaml";
import { localizedRoute, type Language, type LanguageContext } from "../lib/languages";
import readingTime from "reading-time";
import { headingIds, placeholderValues, plainText, type PlaceholderSettings } from "../lib/markdown";
import { slug } from "../lib/slug";
import { sectionHeadingIds } from "../lib/layout-ids";

export type ListedFolder = EntryFolder & { list: EntryList };

/** The places a link's #fragment may name on a page; with `prefixes`, only fragments starting with one are checked. */
export type PageAnchors = { ids: readonly string[]; prefixes?: readonly string[] };
export type Anchors = Readonly<Record<string, PageAnchors>>;

export type SitePage = {
  name: string;
  body: string;
  title: string;
  description: string;
  address: string;
  indexed: boolean;
  footerList: string;
  footerOrder: number;
  updated: string;
};

export type Tag = { name: string; slug: string; route: string; entries: Entry[] };

export type Entry = {
  name: string;
  body: string;
  data: Readonly<Record<string, unknown>>;
  title: string;
  description: string;
  address: string;
  date: string;
  updated?: string;
  draft: boolean;
  /** "/articles/design-systems", as content links to it. */
  route: string;
  readingMinutes: number;
  tags: { name: string; route: string }[];
};

export type PublishedList = {
  folder: ListedFolder;
  address: string;
  route: string;
  /** The list file's words. */
  words: Record<string, unknown>;
  /** Every readable entry, published or not (the editor's preview and `gatsby develop` show them all). */
  all: Entry[];
  /** The published ones, newest first. */
  entries: Entry[];
  tags: Tag[];
};

export type LanguagePlan = {
  language: Language;
  isDefault: boolean;
  pages: SitePage[];
  lists: PublishedList[];
  /** The routes links may lead to: built-in, created, and the lists' with a published entry. */
  routes: string[];
  /** The search page's address (pages/search.yaml), undefined while the file has none. */
  searchAddress?: string;
  /** Lists with no published entry yet, which the header may name (it leaves them out until then). */
  emptyLists: string[];
  anchors: Anchors;
  /** The ids and names of every list file a field refers to, by file; a file that cannot be read is left out. */
  references: Record<string, Referable>;
  /** The pages of list files' entries, where the file declares `pages`. */
  items: ItemPage[];
  /** Tag addresses two tags would share, or that no letter of a tag makes. */
  tagClashes: { entry: Entry; list: PublishedList; message: string }[];
  /** Each page's sections by its route ("/", "/privacy-policy"): the built-in pages' and the created ones'. */
  sections: Readonly<Record<string, readonly unknown[]>>;
};

/** A list file's entry with a page of its own, and the published entries that name it, newest first. */
export type ItemPage = { spec: ContentFile; id: string; route: string; named: Entry[] };

export type SitePlan = { day: string | null; languages: LanguagePlan[] };

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Today in UTC for `gatsby build`, decided once per process so one build agrees with itself; null (everything) in `gatsby develop`. */
export const publicationDay: () => string | null = (() => {
  const today = utcDay(new Date());
  return () => (process.env.gatsby_executing_command === "develop" ? null : today);
})();

/** Not a draft, dated on or before `day`, and when its list has `expires`, not past that day (the last it is shown). */
export function isPublished(entry: Readonly<Record<string, unknown>>, day: string | null, expires?: string): boolean {
  if (day === null) return true;
  const until = expires ? entry[expires] : undefined;
  if (typeof until === "string" && until < day) return false;
  return entry.draft !== true && typeof entry.date === "string" && entry.date <= day;
}

/** A list with a published entry, or one whose page stays up without (`keptWhenEmpty`): its page and header link are published. */
export const isListed = (list: { folder: ListedFolder; entries: readonly unknown[] }) =>
  list.entries.length > 0 || list.folder.list.keptWhenEmpty === true;

/** Newest first; on one day by title, so the order never depends on the files'. */
export const newestFirst = (a: { date: string; title: string }, b: { date: string; title: string }) =>
  a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1;

export const pageCount = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage));
export const listPageRoute = (base: string, page: number) => (page <= 1 ? base : `${base}/page/${page}`);
export const feedPath = (listRoute: string) => `${listRoute}/rss.xml`;
/** How many of the newest entries a feed holds. */
export const FEED_SIZE = 20;
export const RELATED_COUNT = 3;

/** Minutes an entry's words take to read at 220 a minute, 1 at least. */
export const readingMinutes = (body: string) => Math.max(1, Math.round(readingTime(plainText(body), { wordsPerMinute: 220 }).minutes));

const texts = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : []);
/** A field's values, whether it holds a list (tags) or one text. */
const textsIn = (value: unknown) => (typeof value === "string" ? texts([value]) : texts(value));

export function sitePagesOf(content: LanguageContent | undefined): SitePage[] {
  return readableEntries<SitePage>(content, sitePages, ["address", "title"]);
}

export function listAddressOf(content: LanguageContent | undefined, folder: EntryFolder): string | undefined {
  const words = dataOf(content, `pages/${folder.folder}.yaml`) as { address?: unknown } | undefined;
  return folder.list && typeof words?.address === "string" && words.address !== "" ? words.address : undefined;
}

export function searchAddressOf(content: LanguageContent | undefined): string | undefined {
  const words = dataOf(content, "pages/search.yaml") as { address?: unknown } | undefined;
  return typeof words?.address === "string" && words.address !== "" ? words.address : undefined;
}

function listOf(content: LanguageContent, folder: ListedFolder, day: string | null): PublishedList | undefined {
  const address = listAddressOf(content, folder);
  if (!address) return undefined;
  const route = `/${address}`;
  const all = readableEntries<Record<string, unknown>>(content, folder, ["title", "description", "address", "date"]).map(
    ({ name, body, ...data }): Entry => {
      let minutes: number | undefined;
      return {
        name,
        body,
        data,
        title: data.title as string,
        description: data.description as string,
        address: data.address as string,
        date: data.date as string,
        updated: typeof data.updated === "string" ? data.updated : undefined,
        draft: data.draft === true,
        route: `${route}/${data.address as string}`,
        // Counted when a page asks: the check and vercel.ts plan the site without it (3.7 s of 6 s at 5,000 articles).
        get readingMinutes() {
          return (minutes ??= readingMinutes(body));
        },
        tags: texts(folder.list.tags ? data[folder.list.tags] : undefined).map((name) => ({ name, route: `${route}/tags/${slug(name)}` })),
      };
    },
  );
  const entries = all.filter((entry) => isPublished(entry.data, day, folder.list.expires)).sort(newestFirst);
  const words = (dataOf(content, `pages/${folder.folder}.yaml`) ?? {}) as Record<string, unknown>;
  return { folder, address, route, words, all, entries, tags: tagsOf(entries, route) };
}

/** Tags by address, newest entry first; tags written alike but for case ("UX", "ux") are one. */
function tagsOf(entries: readonly Entry[], route: string): Tag[] {
  const tags = new Map<string, Tag>();
  for (const entry of entries) {
    for (const { name } of entry.tags) {
      const key = slug(name);
      const tag = tags.get(key) ?? { name, slug: key, route: `${route}/tags/${key}`, entries: [] };
      if (!tag.entries.includes(entry)) tag.entries.push(entry);
      tags.set(key, tag);
    }
  }
  return [...tags.values()].filter((tag) => tag.slug !== "");
}

function tagClashesOf(list: PublishedList) {
  const seen = new Map<string, string>();
  // Oldest first: the newer entry is the one that brings the clash.
  return [...list.entries].reverse().flatMap((entry) =>
    entry.tags.flatMap(({ name }) => {
      const key = slug(name);
      if (key === "")
        return [
          {
            entry,
            list,
            message: `the tag "${name}" has no letter or digit an address can be made of. Add a word in Latin letters or digits to it.`,
          },
        ];
      const other = seen.get(key);
      seen.set(key, other ?? name);
      if (other === undefined || other.toLowerCase() === name.toLowerCase()) return [];
      return [
        {
          entry,
          list,
          message: `the tags "${other}" and "${name}" would share one page, ${list.route}/tags/${key}/. Write them alike, or make them differ in letters or digits.`,
        },
      ];
    }),
  );
}

/** The settings' `{{placeholder}}` values ({} while the settings cannot be read). */
function valuesOf(content: LanguageContent): Record<string, string> {
  try {
    const settings = settingsOf<PlaceholderSettings>(content);
    return settings ? placeholderValues(settings) : {};
  } catch {
    return {};
  }
}

const idsOf = (list: unknown, prefix: string) =>
  (Array.isArray(list) ? list : []).flatMap((e) =>
    typeof (e as { id?: unknown })?.id === "string" ? [`${prefix}${(e as { id: string }).id}`] : [],
  );

/** The places a shared list's cards make, by id, where a section shows them (service-card.tsx, mission-card.tsx). */
const cardPlaces: Readonly<Record<string, string>> = { "services.yaml": "service-", "mission.yaml": "mission-" };
/** A section's own entries with ids (service-details.tsx). */
const ENTRY_PLACE = "section-";

/** The places a page's sections make: the cards of the lists they show and their own entries, by id. */
function sectionPlaces(content: LanguageContent, sections: readonly unknown[]): PageAnchors {
  const places = sections.flatMap((section) => {
    const type = sectionTypes.find((t) => t.name === (section as { type?: unknown } | null)?.type);
    const prefix = type?.shows ? cardPlaces[type.shows] : undefined;
    const own = Object.entries(type?.fields ?? {}).flatMap(([name, field]) =>
      field.type === "objectList" && field.fields.id
        ? [{ prefix: ENTRY_PLACE, ids: idsOf((section as Record<string, unknown>)[name], ENTRY_PLACE) }]
        : [],
    );
    return [...(prefix && type?.shows ? [{ prefix, ids: idsOf(dataOf(content, type.shows), prefix) }] : []), ...own];
  });
  // A section's own heading (not the hero's: that is the page's).
  const types = sections.map((section) => String((section as { type?: unknown } | null)?.type));
  const headings = sectionHeadingIds(types).filter(
    (_, i) =>
      typeof (sections[i] as { heading?: unknown } | null)?.heading === "string" &&
      !sectionTypes.find((t) => t.name === types[i])?.opensPage,
  );
  return { prefixes: [...new Set(places.map((p) => p.prefix))], ids: [...places.flatMap((p) => p.ids), ...headings] };
}

/** The places content makes on the pages: cards and sections by id, and every heading of created pages and entries. */
function anchorsOf(
  content: LanguageContent,
  pages: SitePage[],
  lists: PublishedList[],
  sections: Record<string, readonly unknown[]>,
): Anchors {
  const values = valuesOf(content);
  return {
    ...Object.fromEntries(
      contentFiles.flatMap((file) => (file.route ? [[file.route, sectionPlaces(content, sections[file.route] ?? [])]] : [])),
    ),
    ...Object.fromEntries(
      pages.map((page) => {
        const places = sectionPlaces(content, sections[`/${page.address}`] ?? []);
        return [`/${page.address}`, { ids: [...headingIds(page.body, values), ...places.ids] }];
      }),
    ),
    ...Object.fromEntries(lists.flatMap((list) => list.entries.map((entry) => [entry.route, { ids: headingIds(entry.body, values) }]))),
  };
}

/** The files some field refers to (`references`): services.yaml for case studies' services. */
const referencedFiles = [
  ...new Set(
    [...contentFiles.map((f) => f.fields), ...listedFolders.map((f) => f.fields)].flatMap((fields) =>
      Object.values(fields).flatMap((field) => ("references" in field && field.references ? [field.references] : [])),
    ),
  ),
];

function referableIn(content: LanguageContent): Record<string, Referable> {
  return Object.fromEntries(
    referencedFiles.flatMap((file) => {
      const spec = contentFiles.find((f) => f.file === file);
      const data = dataOf(content, file);
      if (!Array.isArray(data) || spec?.root !== "list") return [];
      const entries = data.filter((e): e is Record<string, unknown> => typeof e?.id === "string");
      return [[file, { ids: entries.map((e) => e.id as string), names: entries.map((e) => String(e[spec.labelField] ?? "")) }]];
    }),
  );
}

/** The entries of list files that have pages, each with the published entries whose fields name it. */
function itemsIn(content: LanguageContent, lists: readonly PublishedList[]): ItemPage[] {
  return contentFiles.flatMap((spec) => {
    const words = spec.pages && (dataOf(content, spec.pages.words) as { address?: unknown } | undefined);
    const data = dataOf(content, spec.file);
    if (typeof words?.address !== "string" || words.address === "" || !Array.isArray(data)) return [];
    const naming = lists.flatMap((list) =>
      Object.entries(list.folder.fields).flatMap(([name, field]) =>
        "references" in field && field.references === spec.file ? [{ list, name }] : [],
      ),
    );
    return data.flatMap((item: { id?: unknown }) => {
      if (typeof item?.id !== "string" || item.id === "") return [];
      const id = item.id;
      const named = naming.flatMap(({ list, name }) => list.entries.filter((e) => textsIn(e.data[name]).includes(id))).sort(newestFirst);
      return [{ spec, id, route: `/${words.address as string}/${id}`, named }];
    });
  });
}

function planLanguage(content: LanguageContent, day: string | null): LanguagePlan {
  const pages = sitePagesOf(content);
  const lists = listedFolders.flatMap((folder) => listOf(content, folder, day) ?? []);
  const published = lists.filter((list) => list.entries.length > 0);
  const items = itemsIn(content, published);
  const searchAddress = searchAddressOf(content);
  const sections = sectionsIn(content);
  return {
    language: content.language,
    isDefault: content.isDefault,
    pages,
    lists,
    searchAddress,
    routes: [
      ...siteRoutes,
      ...(searchAddress ? [`/${searchAddress}`] : []),
      ...pages.map((page) => `/${page.address}`),
      ...lists
        .filter(isListed)
        .flatMap((list) => [
          list.route,
          ...list.entries.map((e) => e.route),
          ...(hasTagIndex(list) ? [tagIndexRoute(list.route)] : []),
          ...list.tags.map((t) => t.route),
        ]),
      ...items.map((item) => item.route),
    ],
    emptyLists: lists.filter((list) => !isListed(list)).map((list) => list.route),
    anchors: anchorsOf(content, pages, published, sections),
    references: referableIn(content),
    items,
    tagClashes: published.flatMap(tagClashesOf),
    sections,
  };
}

function sectionsIn(content: LanguageContent): Record<string, readonly unknown[]> {
  const listOf = (data: unknown) => {
    const sections = (data as { sections?: unknown } | undefined)?.sections;
    return Array.isArray(sections) ? sections : [];
  };
  return Object.fromEntries([
    ...contentFiles.flatMap((file) => (file.route ? [[file.route, listOf(dataOf(content, file.file))]] : [])),
    ...(content.entries[sitePages.folder] ?? []).map((entry) => [`/${String(entry.data?.address ?? "")}`, listOf(entry.data)]),
  ]);
}

const plans = new WeakMap<ContentModel, Map<string | null, SitePlan>>();

export function planSite(model: ContentModel, day: string | null = publicationDay()): SitePlan {
  const byDay = plans.get(model) ?? new Map<string | null, SitePlan>();
  plans.set(model, byDay);
  const plan = byDay.get(day) ?? { day, languages: model.content.map((content) => planLanguage(content, day)) };
  byDay.set(day, plan);
  return plan;
}

export const planIn = (plan: SitePlan, code: string) => plan.languages.find((l) => l.language.code === code);

/** The name a reference's entry goes by (an author's), or the value itself where the field names no list file's entry. */
export function referenceName(language: LanguagePlan | undefined, field: Field | undefined, value: string): string {
  const known = field && "references" in field && field.references ? language?.references[field.references] : undefined;
  const index = known?.ids.indexOf(value) ?? -1;
  return index >= 0 ? known!.names[index]! : value;
}

type Postings = { position: Map<Entry, number>; byValue: Map<string, number[]> };
// Made once per list: comparing each entry with every other took minutes at 5,000 entries.
const postings = new WeakMap<PublishedList, Postings>();

function postingsOf(list: PublishedList): Postings {
  const known = postings.get(list);
  if (known) return known;
  const made: Postings = { position: new Map(), byValue: new Map() };
  list.entries.forEach((entry, index) => {
    made.position.set(entry, index);
    for (const value of textsIn(entry.data[list.folder.list.relatedBy])) {
      const entries = made.byValue.get(value);
      if (entries) entries.push(index);
      else made.byValue.set(value, [index]);
    }
  });
  postings.set(list, made);
  return made;
}

/** Up to RELATED_COUNT of the list's other entries that share most of `entry`'s `relatedBy` values, the newest first among equals. */
export function relatedTo(entry: Entry, list: PublishedList): Entry[] {
  const { position, byValue } = postingsOf(list);
  const self = position.get(entry) ?? -1;
  const counts = new Uint16Array(list.entries.length);
  const touched: number[] = [];
  for (const value of new Set(textsIn(entry.data[list.folder.list.relatedBy])))
    for (const index of byValue.get(value) ?? []) {
      if (index === self) continue;
      if (counts[index] === 0) touched.push(index);
      counts[index] = (counts[index] ?? 0) + 1;
    }
  // list.entries is newest first, so a lower index is the newer of two entries that share as many values.
  const best: [index: number, count: number][] = [];
  for (const index of touched) {
    const count = counts[index]!;
    const before = ([other, shared]: [number, number]) => count > shared || (count === shared && index < other);
    if (best.length === RELATED_COUNT && !before(best[best.length - 1]!)) continue;
    const at = best.findIndex(before);
    best.splice(at === -1 ? best.length : at, 0, [index, count]);
    if (best.length > RELATED_COUNT) best.pop();
  }
  return best.map(([index]) => list.entries[index]!);
}

export type CreatedPageContext = LanguageContext & { address: string; latestRoutes: string[] };
/** An entry's page: its route as content links to it, and the routes of the entries before and after it ("" at either end) and related to it. */
export type EntryPageContext = LanguageContext & { entry: string; previous: string; next: string; related: string[] };
/** A page of a list or of a tag: the routes of the entries it shows, newest first. */
export type ListPageContext = LanguageContext & {
  listAddress: string;
  routes: string[];
  page: number;
  pages: number;
  newer: string;
  older: string;
  tag: string;
  /** On a tag's page, the page of every tag ("/articles/tags/"); "" on the list's. */
  tagIndex: string;
  feed: string | null;
};
/** A list file's entry's page: its id, the routes of the entries that name it, newest first, and where a page lists it ("/about#team"). */
export type ItemPageContext = LanguageContext & { item: string; routes: string[]; listedAt: string | null };
/** The page of every tag of a list (/articles/tags/): each tag's name, page and number of entries, alphabetical. */
export type TagIndexContext = LanguageContext & { listAddress: string; tags: { name: string; route: string; count: number }[] };
export type PlannedPage = {
  path: string;
  template: string;
  context: CreatedPageContext | EntryPageContext | ListPageContext | ItemPageContext | TagIndexContext | LanguageContext;
};

/** The template of the search page (pages/search.yaml). */
export const SEARCH_TEMPLATE = "src/templates/search.tsx";
/** The template of a list's page of every tag. */
export const TAG_INDEX_TEMPLATE = "src/templates/tag-index.tsx";
/** "/articles/tags": the page of every tag of the list at `listRoute`, above each tag's page. */
export const tagIndexRoute = (listRoute: string) => `${listRoute}/tags`;
/** A list whose entries have tags, with at least one published: it has a page of every tag. */
export const hasTagIndex = (list: PublishedList) => Boolean(list.folder.list.tags) && list.tags.length > 0;

const withSlash = (route: string) => (route.endsWith("/") ? route : `${route}/`);
/** "/about/" in German is "/de/about/". */
export const pathIn = (route: string, language: string, plan: SitePlan) =>
  localizedRoute(route, language, plan.languages[0]!.language.code);

/** Every content page a build creates, with the languages each exists in (their alternates). */
const planned = new WeakMap<SitePlan, PlannedPage[]>();

export function pagesOf(plan: SitePlan): PlannedPage[] {
  const known = planned.get(plan);
  if (known) return known;
  const where = (has: (language: LanguagePlan) => boolean) => plan.languages.filter(has).map((l) => l.language.code);
  const listIn = (language: LanguagePlan, folder: EntryFolder) => language.lists.find((l) => l.folder === folder && isListed(l));
  const addresses = new Map<PublishedList, Set<string>>();
  const addressesIn = (language: LanguagePlan, folder: EntryFolder) => {
    const list = listIn(language, folder);
    if (list && !addresses.has(list)) addresses.set(list, new Set(list.entries.map((e) => e.address)));
    return list && addresses.get(list);
  };
  const pages: PlannedPage[] = [];
  const paginate = (language: LanguagePlan, list: PublishedList, entries: readonly Entry[], base: string, tag?: Tag) => {
    const count = pageCount(entries.length, list.folder.list.perPage);
    const perPage = list.folder.list.perPage;
    for (let page = 1; page <= count; page += 1) {
      const route = withSlash(listPageRoute(base, page));
      const translations = where((other) => {
        const same = listIn(other, list.folder);
        const shown = tag ? same?.tags.find((t) => t.slug === tag.slug)?.entries : same?.entries;
        return pageCount(shown?.length ?? 0, perPage) >= page && ((shown?.length ?? 0) > 0 || (!tag && same !== undefined));
      });
      const context: ListPageContext = {
        language: language.language.code,
        route,
        translations,
        listAddress: list.address,
        routes: entries.slice((page - 1) * perPage, page * perPage).map((e) => e.route),
        page,
        pages: count,
        newer: page > 1 ? withSlash(listPageRoute(base, page - 1)) : "",
        older: page < count ? withSlash(listPageRoute(base, page + 1)) : "",
        tag: tag?.name ?? "",
        tagIndex: tag ? withSlash(tagIndexRoute(list.route)) : "",
        feed: list.folder.list.feed && page === 1 && !tag ? feedPath(list.route) : null,
      };
      pages.push({ path: pathIn(route, context.language, plan), template: "src/templates/entry-list.tsx", context });
    }
  };
  for (const language of plan.languages) {
    const code = language.language.code;
    for (const page of language.pages) {
      const route = `/${page.address}/`;
      const translations = where((other) => other.pages.some((p) => p.address === page.address));
      pages.push({
        path: pathIn(route, code, plan),
        template: sitePages.template,
        // Pages kept out of search engines are kept out of site search too.
        context: {
          language: code,
          route,
          translations,
          address: page.address,
          ...latestOn(language, route),
          ...(page.indexed !== false ? { search: {} } : {}),
        },
      });
    }
    if (language.searchAddress) {
      const route = `/${language.searchAddress}/`;
      const translations = where((other) => other.searchAddress === language.searchAddress);
      pages.push({ path: pathIn(route, code, plan), template: SEARCH_TEMPLATE, context: { language: code, route, translations } });
    }
    for (const item of language.items) {
      const route = `${item.route}/`;
      const translations = where((other) => other.items.some((i) => i.spec === item.spec && i.id === item.id));
      const context: ItemPageContext = {
        language: code,
        route,
        translations,
        item: item.id,
        routes: item.named.map((e) => e.route),
        listedAt: ((place) => (place ? placeLink(place) : null))(listedAt(language.sections, item.spec)),
        search: {},
      };
      pages.push({ path: pathIn(route, code, plan), template: item.spec.pages!.template, context });
    }
    for (const list of language.lists.filter(isListed)) {
      paginate(language, list, list.entries, list.route);
      for (const tag of list.tags) paginate(language, list, tag.entries, tag.route, tag);
      if (hasTagIndex(list)) {
        const route = withSlash(tagIndexRoute(list.route));
        const translations = where((other) => {
          const same = listIn(other, list.folder);
          return same !== undefined && hasTagIndex(same);
        });
        const tags = [...list.tags]
          .sort((a, b) => a.name.localeCompare(b.name, code))
          .map((tag) => ({ name: tag.name, route: tag.route, count: tag.entries.length }));
        const context: TagIndexContext = { language: code, route, translations, listAddress: list.address, tags };
        pages.push({ path: pathIn(route, code, plan), template: TAG_INDEX_TEMPLATE, context });
      }
      list.entries.forEach((entry, index) => {
        const route = withSlash(entry.route);
        const translations = where((other) => Boolean(addressesIn(other, list.folder)?.has(entry.address)));
        const context: EntryPageContext = {
          language: code,
          route,
          translations,
          entry: entry.route,
          // Newest first: the one published before is the next in the list.
          previous: list.entries[index + 1]?.route ?? "",
          next: list.entries[index - 1]?.route ?? "",
          related: relatedTo(entry, list).map((e) => e.route),
          search: { list: list.address },
          // What the entry's references name (an article's author), for its template's query.
          ...Object.fromEntries(
            Object.entries(list.folder.fields).flatMap(([name, field]) =>
              field.type === "string" && field.references && typeof entry.data[name] === "string" ? [[name, entry.data[name]]] : [],
            ),
          ),
        };
        pages.push({ path: pathIn(route, code, plan), template: list.folder.template, context });
      });
    }
  }
  planned.set(plan, pages);
  return pages;
}

/** A place on a page: its route ("/about") and the id of the section there ("team"). */
export type Place = { route: string; anchor: string };

/**
 * The first page whose sections show `spec`'s entries (the built-in pages first, in the registry's order, then the created
 * ones), at that section: its id is its type's name (src/components/sections/team.tsx).
 */
export function listedAt(sections: LanguagePlan["sections"], spec: ContentFile): Place | undefined {
  const showing = new Set(sectionTypes.filter((type) => type.shows === spec.file).map((type) => type.name));
  for (const [route, list] of Object.entries(sections)) {
    const section = list.find((s) => showing.has(String((s as { type?: unknown } | null)?.type)));
    if (section) return { route, anchor: String((section as { type: string }).type) };
  }
  return undefined;
}

/** "/about#team": how a page links to the place (links are written without the trailing slash). */
export const placeLink = (place: Place) => `${place.route}#${place.anchor}`;

/** The newest entries a page's sections show (sections of a type with `newest`), for its query's `$latestRoutes`. */
export function latestOn(language: LanguagePlan | undefined, route: string) {
  const plain = route === "/" ? "/" : route.replace(/\/$/, "");
  const routes = (language?.sections[plain] ?? []).flatMap((section) => {
    const type = sectionTypes.find((t) => t.name === (section as { type?: unknown }).type);
    const folder = type?.newest ? (section as Record<string, unknown>)[type.newest] : undefined;
    const list = language?.lists.find((l) => l.folder.folder === folder);
    return list ? list.entries.slice(0, Number((section as { count?: unknown }).count) || 0).map((e) => e.route) : [];
  });
  return { latestRoutes: [...new Set(routes)] };
}
