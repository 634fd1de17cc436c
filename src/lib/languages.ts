/**
 * The site's languages, as the site settings list them (`languages`: a code and the language's name
 * in itself), and what follows from a code: its writing direction and the address prefix of its
 * pages. Plain functions of the data: the build, the check and the editor's bundle share them.
 */

export type Language = {
  /** A BCP 47 tag: "en", "de", "ar", "pt-BR". */
  code: string;
  /** The language's name in itself, as its switcher link shows it: "Deutsch", "العربية". */
  name: string;
  /** Which way its script runs (from Intl, never from a list of ours). */
  dir: "ltr" | "rtl";
};

/** A language's code as the site takes it (BCP 47: a language, then a script and a region where they matter). */
export const LANGUAGE_CODE_PATTERN = "^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\\d{3}))?$";
const languageCode = new RegExp(LANGUAGE_CODE_PATTERN);

/**
 * A code the site can use as a folder and the start of an address: "de", "pt-BR", "zh-Hant", written
 * as Intl writes it (so "pt-br" or "EN" are refused, with the check's hint).
 */
export function isLanguageCode(code: string): boolean {
  if (!languageCode.test(code)) return false;
  try {
    return Intl.getCanonicalLocales(code)[0] === code;
  } catch {
    return false;
  }
}

type TextInfo = { direction?: string };
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

/**
 * "ar" → "rtl", "de" → "ltr": the direction Unicode's data gives the language's usual script
 * (`Intl.Locale.prototype.getTextInfo`, or the older `textInfo` getter where only that exists).
 */
export function directionOf(code: string): "ltr" | "rtl" {
  try {
    const locale = new Intl.Locale(code).maximize() as LocaleWithTextInfo;
    const info = typeof locale.getTextInfo === "function" ? locale.getTextInfo() : locale.textInfo;
    return info?.direction === "rtl" ? "rtl" : "ltr";
  } catch {
    return "ltr";
  }
}

/**
 * The address a route of this site has in a language: the default language's pages keep the site's
 * own addresses ("/about"); every other language's live under its code ("/de/about"). Routes are
 * written as content writes them (no trailing slash; "#fragment" kept).
 */
export function localizedRoute(route: string, language: string, defaultLanguage: string): string {
  if (language === defaultLanguage || !route.startsWith("/") || route.startsWith("//")) return route;
  return `/${language}${route}`;
}

/** "/about/" → "/de/about/": the path of a page of the site (as Gatsby creates it) in a language. */
export function pagePath(path: string, language: string, defaultLanguage: string): string {
  return language === defaultLanguage ? path : `/${language}${path}`;
}

/**
 * What every page knows about its language (gatsby-node.ts puts it in the page's context): its
 * language, its path as the default language has it (its route, the same in every language), and
 * the languages it exists in (every language for the built-in pages; a created page may exist in
 * some only). The language switcher and the `hreflang` alternates link those.
 */
export type LanguageContext = {
  language: string;
  /** The page's path in the default language ("/about/", "/privacy-policy/"). */
  route: string;
  /** The codes of the languages the page exists in, the default first. */
  translations: readonly string[];
};

/** The language part of a page's context (undefined for a page without one, such as a unit test's). */
export function languageContextOf(pageContext: unknown): LanguageContext | undefined {
  const { language, route, translations } = (pageContext ?? {}) as Partial<LanguageContext>;
  if (typeof language !== "string" || typeof route !== "string" || !Array.isArray(translations)) return undefined;
  return { language, route, translations };
}
