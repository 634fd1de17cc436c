/**
 * Server rendering: each page's language for its components, and when the browser may first paint
 * a page. The document's `lang` and `dir` come from the page's head (src/components/seo.tsx, from
 * the same language).
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import type { GatsbySSR } from "gatsby";
import { LanguageProvider } from "./src/hooks/use-language";
import { languageContextOf } from "./src/lib/languages";
import { PAGE_END_ID } from "./src/lib/layout-ids";

/** Every page's components render in its language (gatsby-node.ts puts it in the page's context). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <LanguageProvider value={languageContextOf(props.pageContext)}>{element}</LanguageProvider>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPostBodyComponents }) => {
  // The first paint waits until the whole page has been read. A browser may otherwise paint a
  // page it has read only in part (on a slow phone or connection, or a busy machine), and the
  // wide layouts then move as the rest arrives: the header's links grow leftwards from the right
  // edge, a hero's text narrows when its picture's column appears and moves as the checklist
  // under it fills its row, the footer's columns share out their row again (measured at 1280 px
  // on a slow connection, as e2e/slow-connection.spec.ts does: every page moved, by up to 0.04
  // of layout shift). A page is at most about 15 kB compressed (the size budget), one network
  // round trip, so the wait costs the reading of it and no download. A cross-document view
  // transition captures the new page whole for the same reason. Browsers without `rel="expect"`
  // ignore the link.
  // https://html.spec.whatwg.org/multipage/links.html#link-type-expect
  setHeadComponents([<link key="render-whole-page" rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />]);
  setPostBodyComponents([<div key="page-end" id={PAGE_END_ID} hidden />]);
};
