import { createContext, useContext, type ReactNode } from "react";
import type { LanguageContext } from "../lib/languages";

/**
 * The language of the page being rendered, and where the same page is in the other languages
 * (src/lib/languages.ts, `LanguageContext`). gatsby-ssr.tsx (and gatsby-browser.tsx for `gatsby
 * develop`) provide it around every page from its context; the Seo component provides it around
 * each page's head, which Gatsby renders apart. Undefined outside a page (a component's unit test):
 * the hooks then take the default language.
 */
const Context = createContext<LanguageContext | undefined>(undefined);

export function LanguageProvider({ value, children }: { value: LanguageContext | undefined; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function usePageLanguage(): LanguageContext | undefined {
  return useContext(Context);
}
