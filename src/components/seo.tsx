import type { ReactNode } from "react";
import { useSiteSettings } from "../hooks/use-site-settings";

type SeoProps = {
  /** The page's own title from content; the brand and suffix are added here. */
  title: string;
  description?: string | null;
  /** The page's route, for its canonical URL ("/about/"). */
  pathname: string;
  /** Keeps the page out of search results (the 404 page). */
  noindex?: boolean;
  children?: ReactNode;
};

/** "About Us" → "About Us | Vireo – Expert Software Developers": the one title rule of the site. */
export function pageTitle(title: string, brand: string, suffix: string): string {
  return `${title} | ${brand} – ${suffix}`;
}

/** The head of every page, rendered from each page's `export const Head`. */
export function Seo({ title, description, pathname, noindex = false, children }: SeoProps) {
  const settings = useSiteSettings();
  const fullTitle = pageTitle(title, settings.brand, settings.titleSuffix);
  const summary = description ?? settings.defaultDescription;
  const canonical = `${settings.siteUrl.replace(/\/+$/, "")}${pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={canonical} />}
      {children}
    </>
  );
}
