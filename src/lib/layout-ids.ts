// Ids of the page shell; headings in editors' pages never get one of these (src/lib/markdown.ts).

// Chromium stops waiting for `<link rel="expect">` once the element is inserted, before its
// children: hence an empty element after everything, rather than the footer.
export const PAGE_END_ID = "page-end";

export const LAYOUT_IDS = ["main", "mobile-menu", "mobile-menu-title", "page-heading", PAGE_END_ID];

/** Each section's heading id, by its type: "faq-heading", then "faq-2-heading" for a page's second (src/components/sections). */
export function sectionHeadingIds(types: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return types.map((type) => {
    const count = (seen.get(type) ?? 0) + 1;
    seen.set(type, count);
    return `${type}${count > 1 ? `-${count}` : ""}-heading`;
  });
}
