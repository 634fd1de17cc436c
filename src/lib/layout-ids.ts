// Ids of the page shell; headings in editors' pages never get one of these (src/lib/markdown.ts).

// Chromium stops waiting for `<link rel="expect">` once the element is inserted, before its
// children: hence an empty element after everything, rather than the footer.
export const PAGE_END_ID = "page-end";

export const LAYOUT_IDS = ["main", "mobile-menu", "mobile-menu-title", "page-heading", PAGE_END_ID];
