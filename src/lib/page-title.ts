/**
 * The one title rule of the site, shared by the `Seo` component (what pages ship) and the content
 * check (which warns about titles search engines would cut).
 */

/** Search results show about this many characters of a title and cut the rest with "…". */
export const MAX_TITLE_LENGTH = 60;

/** "About Us" → "About Us | Vireo – Expert Software Developers". */
export function pageTitle(title: string, brand: string, suffix: string): string {
  return `${title} | ${brand} – ${suffix}`;
}
