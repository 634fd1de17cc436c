/**
 * The ids every page has besides its own text: the parts of the shell around it (Layout's main,
 * the mobile menu, a created page's title) and the marker at the end of the document. Headings in
 * the pages editors write get ids from their text, never one of these (src/lib/markdown.ts), and
 * links in content may lead to them.
 */

/**
 * An empty element, the last in every page's body. Each page's head has a render-blocking
 * `<link rel="expect">` to it (gatsby-ssr.tsx): the browser paints a page only once it has read
 * all of it. (Chromium stops waiting as soon as the element it expects is inserted, before its
 * children: hence an empty element after everything, rather than the footer.)
 */
export const PAGE_END_ID = "page-end";

export const LAYOUT_IDS = ["main", "mobile-menu", "mobile-menu-title", "page-heading", PAGE_END_ID];
