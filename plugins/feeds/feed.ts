// RSS 2.0 by the `feed` package, which escapes and dates every field: the newest entries, their text as the page renders it, every address absolute.
import { Feed } from "feed";
import { settingsOf, type LanguageContent } from "../../src/content-model/load";
import { FEED_SIZE, feedPath, pathIn, planIn, referenceName, type PublishedList, type SitePlan } from "../../src/content-model/publish";
import { processPicture, siteDirs, type PipelineDirs } from "../../src/images/pipeline";
import { toHref } from "../../src/lib/links";
import { escapeHtml, markdownPictures, placeholderValues, renderPortableMarkdown, type PlaceholderSettings } from "../../src/lib/markdown";

// Characters XML 1.0 has no place for, even escaped, which an editor's text can still hold (through a YAML escape such as
// "\b" or an entity such as &#12; in Markdown): one makes the whole feed unreadable. https://www.w3.org/TR/xml/#charsets
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

type FeedInput = {
  content: LanguageContent;
  list: PublishedList;
  siteUrl: string;
  pathPrefix: string;
  plan: SitePlan;
  pictureDirs?: PipelineDirs;
};

export async function listFeed({ content, list, siteUrl, pathPrefix, plan, pictureDirs = siteDirs() }: FeedInput): Promise<string> {
  const language = content.language.code;
  const settings = settingsOf<PlaceholderSettings & { siteName: string }>(content)!;
  const words = list.words as { description: string; feed: { title: string } };
  const absolute = (route: string) => new URL(`${pathPrefix}${pathIn(toHref(route), language, plan)}`, siteUrl).href;
  const values = placeholderValues(settings);
  const shown = list.entries.slice(0, FEED_SIZE);
  const feed = new Feed({
    id: absolute(list.route),
    link: absolute(list.route),
    title: words.feed.title,
    description: words.description,
    language,
    // The newest entry's day: the feed changes when an entry is published.
    updated: new Date(`${shown[0]?.date ?? "1970-01-01"}T00:00:00Z`),
    generator: false,
    feedLinks: { rss: new URL(`${pathPrefix}${pathIn(feedPath(list.route), language, plan)}`, siteUrl).href },
    copyright: settings.siteName,
  });
  for (const entry of shown) {
    const cover = entry.data.cover as { src?: string; alt?: string } | undefined;
    const pictures = new Map<string, { src: string; width: number; height: number }>();
    for (const src of new Set([...markdownPictures(entry.body).map((p) => p.src), ...(cover?.src ? [cover.src] : [])])) {
      const picture = await processPicture(src, pictureDirs).catch(() => null);
      if (picture) pictures.set(src, picture);
    }
    // Each picture as one <img> of the copy the page's <picture> falls back to.
    const img = (src: string, alt: string) => {
      const picture = pictures.get(src);
      const url = picture && new URL(`${pathPrefix}${picture.src}`, siteUrl).href;
      return picture
        ? `<img src="${escapeHtml(url!)}" width="${picture.width}" height="${picture.height}" alt="${escapeHtml(alt)}">`
        : undefined;
    };
    const coverHtml = cover?.src ? (img(cover.src, cover.alt ?? "") ?? "") : "";
    const html = renderPortableMarkdown(entry.body, { values, href: absolute, picture: img });
    const link = absolute(entry.route);
    const by = list.folder.list.author;
    const written = by ? entry.data[by] : undefined;
    // An author chosen from a list file (an article's, from the people) is credited by name.
    const author = typeof written === "string" ? referenceName(planIn(plan, language), list.folder.fields[by!], written) : undefined;
    feed.addItem({
      id: link,
      link,
      title: entry.title,
      description: entry.description,
      content: `${coverHtml ? `<p>${coverHtml}</p>\n` : ""}${html.replace(/<span class="sr-only"> <\/span>/g, "")}`,
      date: new Date(`${entry.date}T00:00:00Z`),
      category: entry.tags.map(({ name }) => ({ name })),
      ...(typeof author === "string" ? { author: [{ name: author }] } : {}),
    });
  }
  return feed.rss2().replace(NOT_XML, "");
}
