import { absoluteUrl, startOfDay } from "./seo";
import { StructuredData } from "./structured-data";
import { useSiteSettings } from "../hooks/use-site-settings";
import { toHref } from "../lib/links";

type EntryStructuredDataProps = {
  type: string;
  route: string;
  headline: string;
  description: string;
  published: string;
  updated?: string | null;
  /** A person with their page (`url`, a route) and profiles (`sameAs`); without, the organization. */
  author?: { name: string; url?: string; sameAs?: readonly string[] } | null;
  image?: string | null;
  keywords?: readonly string[] | null;
  about?: string | null;
};

// https://developers.google.com/search/docs/appearance/structured-data/article
// A day is its midnight in UTC, the clock publish.ts publishes entries by.
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
        author: author
          ? {
              "@type": "Person",
              name: author.name,
              ...(author.url ? { url: absolute(toHref(settings.localize(author.url))) } : {}),
              ...(author.sameAs && author.sameAs.length > 0 ? { sameAs: [...author.sameAs] } : {}),
            }
          : organization,
        publisher: organization,
        ...(image ? { image: [absolute(image)] } : {}),
        ...(keywords && keywords.length > 0 ? { keywords: keywords.join(", ") } : {}),
        ...(about ? { about: { "@type": "Organization", name: about } } : {}),
      }}
    />
  );
}
