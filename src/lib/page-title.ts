// Search results show about this many characters of a title and cut the rest with "…".
export const MAX_TITLE_LENGTH = 60;

export function pageTitle(title: string, brand: string, suffix: string): string {
  return `${title} | ${brand} – ${suffix}`;
}
