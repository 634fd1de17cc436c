// What editors are told about plural forms: which a language needs, and the counts it uses each for ("3–10, 103–110 …").
import { intlLocale, pluralRules } from "../lib/intl";
import { PLURAL_CATEGORIES, type PluralCategory } from "../lib/plural";

/** The forms the language needs, in CLDR's order. */
export const neededForms = (language: string): PluralCategory[] => {
  const needed = pluralRules(language).resolvedOptions().pluralCategories;
  return PLURAL_CATEGORIES.filter((category) => needed.includes(category));
};

// Counts from 0 to SCAN − 1 show each form's pattern; a form no count below reaches (French "many") is looked for in millions.
const SCAN = 1100;
const LARGE = [1e6, 2e6, 1e7];

function countsOf(language: string, category: PluralCategory): number[] {
  const rules = pluralRules(language);
  const small = Array.from({ length: SCAN }, (_, n) => n).filter((n) => rules.select(n) === category);
  return small.length > 0 ? small : LARGE.filter((n) => rules.select(n) === category);
}

/** Whether the form is used for more than one count, so that it must say which ({{count}}). */
export const formHasSeveralCounts = (language: string, category: PluralCategory) => countsOf(language, category).length !== 1;

/** "3–10, 103–110, 203–210 …", "0, 2 and up", "1"; "" for a form no whole number takes (Russian "other": 1.5). */
export function formCounts(language: string, category: PluralCategory): string {
  const counts = countsOf(language, category);
  const runs: [number, number][] = [];
  for (const n of counts) {
    const last = runs.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else runs.push([n, n]);
  }
  const written = (n: number) => n.toLocaleString("en-US");
  const shown = runs
    .slice(0, 3)
    .map(([from, to]) =>
      to === SCAN - 1
        ? `${written(from)} and up`
        : from === to
          ? written(from)
          : `${written(from)}${to === from + 1 ? ", " : "–"}${written(to)}`,
    );
  const more = runs.length > 3 || (counts[0] ?? 0) >= SCAN;
  return `${shown.join(", ")}${more ? " …" : ""}`;
}

/** "Arabic", "German": the language's name in English, the editors' guide's language. */
export const languageName = (language: string) => new Intl.DisplayNames("en", { type: "language" }).of(intlLocale(language)) ?? language;

/** "Arabic uses it for 3–10, 103–110, 203–210 …". */
export const formUse = (language: string, category: PluralCategory) => {
  const counts = formCounts(language, category);
  return `${languageName(language)} uses it for ${counts || "fractions only (such as 1.5), but the site falls back on it"}`;
};
