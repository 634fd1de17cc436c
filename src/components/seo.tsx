import type { ReactNode } from "react";
import { graphql, withPrefix } from "gatsby";
import { LanguageProvider } from "../hooks/use-language";
import { useSiteSettings } from "../hooks/use-site-settings";
import { languageContextOf, localizedRoute } from "../lib/languages";
import { stripPrefix } from "../lib/links";
import { pageTitle } from "../lib/page-title";
import { PICTURES_FOLDER, SHARE_PICTURE, sharePictureName } from "../lib/share-picture";
import { organizationData, StructuredData } from "./structured-data";

type SeoProps = {
  title: string;
  /** The drawn share picture's title (and alt text), when it is not the page's: a list's later pages share the first page's picture. */
  pictureTitle?: string;
  description?: string | null;
  pathname: string;
  noindex?: boolean;
  image?: {
    readonly alt?: string | null;
    readonly card?: { readonly src: string; readonly width: number; readonly height: number } | null;
  } | null;
  pageContext?: unknown;
  article?: { publishedTime: string; modifiedTime?: string | null; tags?: readonly string[] | null };
  children?: ReactNode;
};

export { pageTitle };

export function canonicalPath(pathname: string, prefix: string = withPrefix("/")): string {
  const route = stripPrefix(pathname.split(/[?#]/)[0] || "/", prefix);
  const last = route.slice(route.lastIndexOf("/") + 1);
  return route.endsWith("/") || last.includes(".") ? route : `${route}/`;
}

// Only siteUrl's origin counts, as in gatsby-plugin-sitemap, so canonical URLs and the sitemap agree.
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(withPrefix(path), siteUrl).href;
}

// Protocol values, not copy, so they stay out of the content files.
const OG_TYPE = "website";
const OG_ARTICLE = "article";
const TWITTER_CARD = "summary_large_image";

// Gatsby renders a page's head apart from its body, so the language is provided again here.
export function Seo(props: SeoProps) {
  return (
    <LanguageProvider value={languageContextOf(props.pageContext)}>
      <SeoTags {...props} />
    </LanguageProvider>
  );
}

export const startOfDay = (day: string) => `${day}T00:00:00Z`;

function SeoTags({ title, pictureTitle = title, description, pathname, noindex = false, image: own, article, children }: SeoProps) {
  const settings = useSiteSettings();
  const { language, languages, page } = settings;
  const defaultLanguage = languages[0]!.code;
  const alternates =
    languages.length > 1 && !noindex
      ? page.translations.map((code) => ({ code, url: absoluteUrl(settings.siteUrl, localizedRoute(page.route, code, defaultLanguage)) }))
      : [];
  const fallback = alternates.find((a) => a.code === defaultLanguage) ?? alternates[0];
  const fullTitle = pageTitle(title, settings.brand, settings.titleSuffix);
  const summary = description ?? settings.defaultDescription;
  const url = absoluteUrl(settings.siteUrl, canonicalPath(pathname));
  // Without an editor's picture, the one plugins/share-pictures draws of the title (its alt text) and the brand.
  const drawn = { title: pictureTitle, brand: settings.brand, logoWord: settings.logoWord, language: language.code, dir: language.dir };
  const design = typeof SHARE_PICTURE_DESIGN === "string" ? SHARE_PICTURE_DESIGN : "";
  const image = own?.card
    ? { ...own.card, alt: own.alt ?? "" }
    : { src: `/${PICTURES_FOLDER}/${sharePictureName(drawn, design)}`, ...SHARE_PICTURE, alt: pictureTitle };
  const imageUrl = absoluteUrl(settings.siteUrl, image.src);
  return (
    <>
      <html lang={language.code} dir={language.dir} />
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={url} />}
      {alternates.map(({ code, url: href }) => (
        <link key={code} rel="alternate" hrefLang={code} href={href} />
      ))}
      {fallback ? <link rel="alternate" hrefLang="x-default" href={fallback.url} /> : null}

      <meta property="og:type" content={article ? OG_ARTICLE : OG_TYPE} />
      {article ? <meta property="article:published_time" content={startOfDay(article.publishedTime)} /> : null}
      {article?.modifiedTime ? <meta property="article:modified_time" content={startOfDay(article.modifiedTime)} /> : null}
      {(article?.tags ?? []).map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta property="og:site_name" content={settings.siteName} />
      <meta property="og:locale" content={settings.locale} />
      {alternates
        .filter(({ code }) => code !== language.code)
        .map(({ code }) => (
          <meta key={code} property="og:locale:alternate" content={settings.locales[code]} />
        ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      {noindex ? null : <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      {image.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      <meta name="twitter:card" content={TWITTER_CARD} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={imageUrl} />
      {image.alt ? <meta name="twitter:image:alt" content={image.alt} /> : null}

      <meta
        name="theme-color"
        content={settings.themeColor}
        media={settings.themeColorDark ? "(prefers-color-scheme: light)" : undefined}
      />
      {settings.themeColorDark ? <meta name="theme-color" content={settings.themeColorDark} media="(prefers-color-scheme: dark)" /> : null}
      <link rel="icon" href={withPrefix("/favicon.ico")} sizes="32x32" />
      <link rel="icon" href={withPrefix("/favicon.svg")} type="image/svg+xml" />
      <link rel="icon" href={withPrefix("/favicon-32x32.png")} type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href={withPrefix("/apple-touch-icon.png")} sizes="180x180" />
      <link rel="manifest" href={withPrefix("/site.webmanifest")} />
      {settings.feeds.map((feed) => (
        <link
          key={feed.path}
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={absoluteUrl(settings.siteUrl, settings.localize(feed.path))}
        />
      ))}

      <StructuredData data={organizationData(settings, (path) => absoluteUrl(settings.siteUrl, path))} />
      {children}
    </>
  );
}

export const query = graphql`
  fragment ShareImage on SharePictureField {
    alt
    card {
      src
      width
      height
    }
  }
`;
