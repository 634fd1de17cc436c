/**
 * The rules of dated entries (articles, case studies: schema.ts `EntryList`), as plain functions of
 * their data, shared by the check, the build (gatsby-node.ts, gatsby-config.ts, plugins/feeds), the
 * pages and the editor's previews:
 *
 * - **When an entry is published.** Never while `draft: true`; otherwise from its `date`, a calendar
 *   day: the first build on or after that day publishes it. Days are UTC days (a build at 23:30 in
 *   New York on the 19th is on the 20th in UTC): one rule on every machine and every host, which the
 *   daily rebuild (.github/workflows/scheduled-publish.yml, just after midnight UTC) follows.
 * - **Where it is.** The list at /<list>/, its later pages at /<list>/page/2/ …, each entry at
 *   /<list>/<address>/, each tag's page at /<list>/tags/<tag>/ and the feed at /<list>/rss.xml
 *   (routes as content writes them: no trailing slash).
 * - **How long it takes to read**, at 220 words a minute.
 */
import { slugify } from "../content-model/ids";

/** What decides whether an entry is published: its date (YYYY-MM-DD) and whether it is a draft. */
export type Dated = { date?: unknown; draft?: unknown };

/**
 * Whether a build on `day` (YYYY-MM-DD, UTC) publishes the entry; `day` null publishes every entry,
 * drafts and scheduled ones too (`gatsby develop`, the editor's preview).
 */
export function isPublished(entry: Dated, day: string | null): boolean {
  if (day === null) return true;
  if (entry.draft === true) return false;
  return typeof entry.date === "string" && entry.date <= day;
}

/** Why an entry is not published on `day`, in the check's words ("a draft", "scheduled for 2027-01-05"), or undefined when it is. */
export function unpublishedReason(entry: Dated, day: string | null): string | undefined {
  if (isPublished(entry, day)) return undefined;
  return entry.draft === true ? "a draft (draft: true)" : `scheduled for ${String(entry.date)} (UTC)`;
}

/** The UTC day of `now`, as YYYY-MM-DD. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Newest first; on the same day, by title (so the order never depends on the files' order). */
export function newestFirst<T extends { date: string; title: string }>(a: T, b: T): number {
  return a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1;
}

/** A tag's part of its page's address: "Cloud hosting" → cloud-hosting; a tag with no letter a web address can hold gets one made from its text. */
export function tagSlug(tag: string): string {
  const slug = slugify(tag);
  if (slug) return slug;
  // FNV-1a: a short, stable name for a tag written in a script slugify cannot spell (العربية).
  let hash = 0x811c9dc5;
  for (const char of tag.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `tag-${hash.toString(16)}`;
}

/** "/articles" and "design-systems" → "/articles/design-systems". */
export const entryRoute = (listAddress: string, address: string) => `/${listAddress}/${address}`;
/** The list's page `page` (1 is the list itself). */
export const listPageRoute = (listAddress: string, page: number) => (page <= 1 ? `/${listAddress}` : `/${listAddress}/page/${page}`);
export const tagRoute = (listAddress: string, tag: string) => `/${listAddress}/tags/${tagSlug(tag)}`;
/** Where a list's feed is published (its path on the site, with the list's address). */
export const feedPath = (listAddress: string) => `/${listAddress}/rss.xml`;

/** How many of the newest entries a feed holds (feed readers keep what they have read). */
export const FEED_SIZE = 20;

/** How many pages `count` entries fill at `perPage` a page (one at least: the list page). */
export const pageCount = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage));

/** Words a minute a reader reads (an average for prose on a screen). */
const WORDS_PER_MINUTE = 220;

/** Minutes to read a Markdown text (1 at least): its words, without the addresses of its links and pictures. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|~-]+/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * `text` with each `{{name}}` replaced by its value (a field with a `template`, schema.ts): the same
 * brackets as the placeholders of created pages and the support hours, so editors learn one way.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
