/**
 * The browser side of `gatsby develop` (built pages carry no Gatsby runtime: plugins/static-pages):
 * every page's components render in its language, as gatsby-ssr.tsx renders them at build time, so
 * the live preview of a page in another language hydrates with the same words.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import type { GatsbyBrowser } from "gatsby";
import { LanguageProvider } from "./src/hooks/use-language";
import { languageContextOf } from "./src/lib/languages";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <LanguageProvider value={languageContextOf(props.pageContext)}>{element}</LanguageProvider>
);
