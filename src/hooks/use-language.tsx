import { createContext, useContext, type ReactNode } from "react";
import type { LanguageContext } from "../lib/languages";

// Undefined outside a page (a component's unit test): the hooks then take the default language.
const Context = createContext<LanguageContext | undefined>(undefined);

export function LanguageProvider({ value, children }: { value: LanguageContext | undefined; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function usePageLanguage(): LanguageContext | undefined {
  return useContext(Context);
}
