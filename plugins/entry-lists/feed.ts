/**
 * The RSS 2.0 feed of a list of entries in one language (articles: schema.ts `EntryList.feed`),
 * written by the `feed` package (https://github.com/jpmonette/feed), which escapes and dates every
 * field as RSS 2.0 asks: the newest FEED_SIZE published entries (the same as the list's pages:
 * entry-lists.ts), each with its title, summary, its text as HTML, its tags, its author and the
 * day it was published (midnight UTC, as the site publishes it), every address absolute.
 *
 * The text is the page's Markdown rendered as the page renders it (src/lib/markdown.ts), with links
 * to the site made absolute and each picture as one <img> of the copy the page's <picture> falls
 * back to (its address is on the page too, so the build keeps publishing it), with the cover first.
 */
import path from "node:path";
import { Feed } from "feed";
import { dataOf, settingsOf, type LanguageContent } from "../../src/content-model/load";
import { valuesOf, type ListedEntry } from "../../src/content-model/entry-lists";
import type { EntryFolder } from "../../src/content-model/schema";
import { processPicture, type PipelineDirs } from "../../src/images/pipeline";
import { entryRoute, FEED_SIZE, feedPath } from "../../src/lib/entries";
import { pagePath } from "../../src/lib/languages";
import { toHref } from "../../src/lib/links";
import { markdownPictures, placeholderValues, renderMarkdown, type PlaceholderSettings } from "../../src/lib/markdown";

type FeedInput = {
  content: LanguageContent;
  folder: EntryFolder;
  /** The published entries, newest first (entry-lists.ts `publishedEntriesOf`). */
  entries: readonly ListedEntry[];
  /** The site's origin (gatsby-config's siteMetadata.siteUrl) and the path prefix it is built with. */
  siteUrl: string;
  pathPrefix: string;
  defaultLanguage: string;
  /** Where pictures come from and where their copies are (gatsby-node.ts's); the default is the site's. */
  pictureDirs?: PipelineDirs;
};

type Settings = PlaceholderSettings & { siteName: string };
type ListWords = { address: string; description: string; feed: { title: string } };

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function articleFeed({
  content,
  folder,
  entries,
  siteUrl,
  pathPrefix,
  defaultLanguage,
  pictureDirs = defaultPictureDirs(),
}: FeedInput): Promise<string> {
  const language = content.language.code;
  const settings = settingsOf<Settings>(content)!;
  const words = dataOf(content, folder.list!.file) as ListWords;
  /** A path of the site as a full address: origin, path prefix, then the language's path. */
  const absolute = (route: string) => new URL(`${pathPrefix}${pagePath(toHref(route), language, defaultLanguage)}`, siteUrl).href;
  const pictureUrl = (src: string) => new URL(`${pathPrefix}${src}`, siteUrl).href;
  const values = placeholderValues(settings);
  const shown = entries.slice(0, FEED_SIZE);
  const listUrl = absolute(`/${words.address}`);
  const feed = new Feed({
    id: listUrl,
    link: listUrl,
    title: words.feed.title,
    description: words.description,
    language,
    // The newest entry's day: the feed changes when an entry is published.
    updated: new Date(`${shown[0]?.date ?? "1970-01-01"}T00:00:00Z`),
    generator: false,
    feedLinks: { rss: new URL(`${pathPrefix}${pagePath(feedPath(words.address), language, defaultLanguage)}`, siteUrl).href },
    copyright: `${settings.siteName}`,
  });
  for (const entry of shown) {
    const pictures = new Map<string, { src: string; width: number; height: number }>();
    for (const src of new Set([...markdownPictures(entry.body).map((p) => p.src), ...coverSource(entry)])) {
      const picture = await processPicture(src, pictureDirs).catch(() => null);
      if (picture) pictures.set(src, picture);
    }
    const img = (src: string, alt: string) => {
      const picture = pictures.get(src);
      return picture
        ? `<img src="${escapeHtml(pictureUrl(picture.src))}" width="${picture.width}" height="${picture.height}" alt="${escapeHtml(alt)}">`
        : undefined;
    };
    const cover = entry.data.cover as { src?: string; alt?: string } | undefined;
    const coverHtml = cover?.src ? (img(cover.src, cover.alt ?? "") ?? "") : "";
    // Feed readers show no screen-reader-only text as such: the note that a link opens a new tab is left out.
    const html = renderMarkdown(entry.body, {
      values,
      newTabNote: "",
      boxLabels: { tables: "", code: "" },
      href: (to) => absolute(to),
      picture: img,
    });
    const link = absolute(entryRoute(words.address, entry.address));
    const author = typeof entry.data.author === "string" ? entry.data.author : undefined;
    feed.addItem({
      id: link,
      link,
      title: entry.title,
      description: entry.description,
      content: `${coverHtml ? `<p>${coverHtml}</p>\n` : ""}${html.replace(/<span class="sr-only"> <\/span>/g, "")}`,
      // RSS 2.0's pubDate: the day it was published (midnight UTC, when the site publishes it).
      date: new Date(`${entry.date}T00:00:00Z`),
      category: valuesOf(entry, folder.list!.tags).map((name) => ({ name })),
      ...(author ? { author: [{ name: author }] } : {}),
    });
  }
  return feed.rss2();
}

function defaultPictureDirs(): PipelineDirs {
  return { staticDir: path.resolve("static"), publicDir: path.resolve("public"), cacheDir: path.resolve(".cache", "pictures") };
}

const coverSource = (entry: ListedEntry): string[] => {
  const src = (entry.data.cover as { src?: unknown } | undefined)?.src;
  return typeof src === "string" && src !== "" ? [src] : [];
};
