// Counts in words ("1 result", "5 results", Arabic's six forms): at build time and in the search page's script alike.
import { fillTemplate, numberText } from "./entry-text";
import { pluralRules } from "./intl";

/** CLDR's plural categories, in its order: a language uses "other" and some of the rest. */
export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A text in each form a language uses (GraphQL gives the ones it leaves out as null). */
export type PluralForms = { readonly [category in PluralCategory]?: string | null };

/** The form `count` takes in the language, with {{count}} written as its numbers are and the other `values` filled in. */
export function countText(forms: PluralForms, count: number, locale: string, values: Readonly<Record<string, string>> = {}): string {
  const form = forms[pluralRules(locale).select(count)] || forms.other || "";
  return fillTemplate(form, { ...values, count: numberText(count, locale) });
}
