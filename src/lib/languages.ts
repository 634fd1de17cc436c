// Plain functions of the data, with no Gatsby imports: the build, the check and the editor's bundle share them.

export type Language = {
  code: string;
  name: string;
  dir: "ltr" | "rtl";
};

export const LANGUAGE_CODE_PATTERN = "^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\\d{3}))?$";
const languageCode = new RegExp(LANGUAGE_CODE_PATTERN);

// Only the form Intl writes ("pt-BR", not "pt-br"), since the code is also a folder and an address prefix.
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

const directions = new Map<string, "ltr" | "rtl">();

// Older engines have only the `textInfo` getter, not `getTextInfo()`. Kept per code: every page asks for every language's.
export function directionOf(code: string): "ltr" | "rtl" {
  const known = directions.get(code);
  if (known) return known;
  let direction: "ltr" | "rtl" = "ltr";
  try {
    const locale = new Intl.Locale(code).maximize() as LocaleWithTextInfo;
    const info = typeof locale.getTextInfo === "function" ? locale.getTextInfo() : locale.textInfo;
    direction = info?.direction === "rtl" ? "rtl" : "ltr";
  } catch {
    // Not a code Intl knows: left to right.
  }
  directions.set(code, direction);
  return direction;
}

export function localizedRoute(route: string, language: string, defaultLanguage: string): string {
  if (language === defaultLanguage || !route.startsWith("/") || route.startsWith("//")) return route;
  return `/${language}${route}`;
}

export type LanguageContext = {
  language: string;
  route: string;
  translations: readonly string[];
  /** Site search indexes the page, as one of a list's entries (its address) or as a page; left out, it does not. */
  search?: { list?: string };
};

export function languageContextOf(pageContext: unknown): LanguageContext | undefined {
  const { language, route, translations, search } = (pageContext ?? {}) as Partial<LanguageContext>;
  if (typeof language !== "string" || typeof route !== "string" || !Array.isArray(translations)) return undefined;
  return { language, route, translations, ...(search && typeof search === "object" ? { search } : {}) };
}
