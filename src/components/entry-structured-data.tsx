import { absoluteUrl, startOfDay } from "./seo";
import { StructuredData } from "./structured-data";
import { useSiteSettings } from "../hooks/use-site-settings";
import { toHref } from "../lib/links";

type EntryStructuredDataProps = {
  /** schema.org's type: BlogPosting for an article, Article for a case study. */
  type: "BlogPosting" | "Article";
  /** The entry's route as content writes it ("/articles/design-systems"). */
  route: string;
  headline: string;
  description: string;
  /** The days it was published and last updated (YYYY-MM-DD). */
  published: string;
  updated?: string | null;
  /** A person who wrote it (an article); without one, the company. */
  author?: string | null;
  /** Its link-preview picture (its cover, 1200 × 630), as a site path. */
  image?: string | null;
  keywords?: readonly string[] | null;
  /** The client a case study is about. */
  about?: string | null;
};

/**
 * A dated entry's structured data (schema.org JSON-LD, in its head beside the company's):
 * https://developers.google.com/search/docs/appearance/structured-data/article. The publisher is the
 * company the head describes (`#organization`, structured-data.tsx); days are the moment they start
 * in UTC, the time the site publishes an entry (src/lib/entries.ts).
 */
export function EntryStructuredData({
  type,
  route,
  headline,
  description,
  published,
  updated,
  author,
  image,
  keywords,
  about,
}: EntryStructuredDataProps) {
  const settings = useSiteSettings();
  const absolute = (path: string) => absoluteUrl(settings.siteUrl, path);
  const organization = { "@id": `${absolute("/")}#organization` };
  const url = absolute(toHref(settings.localize(route)));
  return (
    <StructuredData
      data={{
        "@context": "https://schema.org",
        "@type": type,
        headline,
        description,
        url,
        mainEntityOfPage: url,
        inLanguage: settings.language.code,
        datePublished: startOfDay(published),
        dateModified: startOfDay(updated ?? published),
        author: author ? { "@type": "Person", name: author } : organization,
        publisher: organization,
        ...(image ? { image: [absolute(image)] } : {}),
        ...(keywords && keywords.length > 0 ? { keywords: keywords.join(", ") } : {}),
        ...(about ? { about: { "@type": "Organization", name: about } } : {}),
      }}
    />
  );
}
