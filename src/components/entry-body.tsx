import { withPrefix } from "gatsby";
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownBody } from "./markdown-body";
import { Picture, type PictureData } from "./picture";
import { useSiteSettings } from "../hooks/use-site-settings";
import { toHref } from "../lib/links";
import { MARKDOWN_PICTURE_SIZES, placeholderValues, renderMarkdown } from "../lib/markdown";

type MarkdownPictures = readonly { readonly src: string; readonly picture: PictureData }[];

/** Markdown to HTML as the site shows it: the settings' placeholders, links in the page's language, the pictures' renditions. */
export function useMarkdownHtml(pictures: MarkdownPictures = [], headingShift = 0): (source: string) => string {
  const settings = useSiteSettings();
  const renditions = new Map(pictures.map(({ src, picture }) => [src, picture]));
  return (source) =>
    renderMarkdown(source, {
      headingShift,
      values: placeholderValues(settings),
      newTabNote: settings.footer.newTabNote,
      boxLabels: { tables: settings.sitePages.tableLabel, code: settings.sitePages.codeLabel },
      href: (to) => withPrefix(toHref(settings.localize(to))),
      picture: (src, alt) => {
        const picture = renditions.get(src);
        return picture ? renderToStaticMarkup(<Picture image={{ alt, picture }} sizes={MARKDOWN_PICTURE_SIZES} />) : undefined;
      },
    });
}

export function EntryBody({ body, pictures }: { body: string; pictures: MarkdownPictures }) {
  return <MarkdownBody html={useMarkdownHtml(pictures)(body)} />;
}
