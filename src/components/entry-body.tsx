import { withPrefix } from "gatsby";
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownBody } from "./markdown-body";
import { Picture, type PictureData } from "./picture";
import { useSiteSettings } from "../hooks/use-site-settings";
import { toHref } from "../lib/links";
import { MARKDOWN_PICTURE_SIZES, placeholderValues, renderMarkdown } from "../lib/markdown";

type EntryBodyProps = {
  /** The entry's Markdown. */
  body: string;
  /** The renditions the build made of each picture its Markdown shows (`pictures { src picture }`). */
  pictures: readonly { readonly src: string; readonly picture: PictureData }[];
};

/**
 * The text of an entry editors wrote (a created page, an article, a case study): its Markdown as
 * HTML, rendered here at build time (src/lib/markdown.ts) with the settings' values filled in and
 * links in the page's language, set in the site's prose style (MarkdownBody). Its pictures are the
 * site's <Picture>, as wide as the text column, and lazy: an entry starts with its title and summary.
 */
export function EntryBody({ body, pictures }: EntryBodyProps) {
  const settings = useSiteSettings();
  const renditions = new Map(pictures.map(({ src, picture }) => [src, picture]));
  const html = renderMarkdown(body, {
    values: placeholderValues(settings),
    newTabNote: settings.footer.newTabNote,
    boxLabels: { tables: settings.sitePages.tableLabel, code: settings.sitePages.codeLabel },
    href: (to) => withPrefix(toHref(settings.localize(to))),
    picture: (src, alt) => {
      const picture = renditions.get(src);
      return picture ? renderToStaticMarkup(<Picture image={{ alt, picture }} sizes={MARKDOWN_PICTURE_SIZES} />) : undefined;
    },
  });
  return <MarkdownBody html={html} />;
}
