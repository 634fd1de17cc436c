/**
 * The fragments every page has before its own text: the ids the shell around it gives its parts
 * (Layout's main, the mobile menu, a created page's title) and the top of the document. Headings
 * in the pages editors write get ids from their text, never one of these (src/lib/markdown.ts),
 * and links in content may lead to them.
 */

/**
 * `#top`, which HTML reserves for the top of the document, so no element may take it as its id.
 * Each page's head waits for it before the first paint (gatsby-ssr.tsx): `<link rel="expect">`
 * to a place that is not an element blocks rendering until the whole document has been read.
 * https://html.spec.whatwg.org/multipage/links.html#link-type-expect
 */
export const DOCUMENT_TOP = "top";

export const LAYOUT_IDS = ["main", "mobile-menu", "mobile-menu-title", "page-heading", DOCUMENT_TOP];
