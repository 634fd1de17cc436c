import type { GatsbySSR } from "gatsby";
import { LanguageProvider } from "./src/hooks/use-language";
import { languageContextOf } from "./src/lib/languages";
import { PAGE_END_ID } from "./src/lib/layout-ids";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <LanguageProvider value={languageContextOf(props.pageContext)}>{element}</LanguageProvider>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPostBodyComponents }) => {
  // Hold the first paint until the whole page is read: partly read pages shifted layout by up to 0.04
  // on a slow connection (e2e/slow-connection.spec.ts). Pages are ~15 kB, one round trip.
  setHeadComponents([<link key="render-whole-page" rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />]);
  setPostBodyComponents([<div key="page-end" id={PAGE_END_ID} hidden />]);
};
