// Only `gatsby develop` runs this (built pages carry no Gatsby runtime): the preview of a page in
// another language must hydrate with the same words as gatsby-ssr.tsx rendered.
import type { GatsbyBrowser } from "gatsby";
import { LanguageProvider } from "./src/hooks/use-language";
import { languageContextOf } from "./src/lib/languages";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <LanguageProvider value={languageContextOf(props.pageContext)}>{element}</LanguageProvider>
);
