// Formatted in UTC so that times and dates come out as written, whatever the machine's own zone.

export const intlLocale = (locale: string) => locale.replace("_", "-");

// One formatter per locale and style: each holds ICU memory outside the JavaScript heap, which the garbage collector does
// not count, and a new one per page grew a build process past 7 GB at 5,000 articles.
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.PluralRules;
const formatters = new Map<string, Formatter>();

function once<T extends Formatter>(key: string, make: () => T): T {
  const known = formatters.get(key);
  if (known) return known as T;
  const made = make();
  formatters.set(key, made);
  return made;
}

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  once(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(locale), options));
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  once(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(locale), options));
export const listFormat = (locale: string, options: Intl.ListFormatOptions) =>
  once(`list ${locale} ${JSON.stringify(options)}`, () => new Intl.ListFormat(intlLocale(locale), options));
/** Which plural form (CLDR's category: zero, one, two, few, many, other) the language uses for a count. */
export const pluralRules = (locale: string) => once(`plural ${locale}`, () => new Intl.PluralRules(intlLocale(locale)));

export function timeOfDay(hhmm: string, locale: string): string {
  const [hours = "0", minutes = "0"] = hhmm.split(":");
  const time = new Date(Date.UTC(2000, 0, 1, Number(hours), Number(minutes)));
  return dateFormat(locale, { timeStyle: "short", timeZone: "UTC" }).format(time);
}

export function longDate(date: string, locale: string): string {
  return dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

export function wholeNumber(value: number, locale: string): string {
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 }).format(value);
}

/** A pay range as the language writes money: "€60,000–€80,000", "60.000–80.000 €"; one figure when both are the same. */
export function moneyRange(minimum: number, maximum: number, currency: string, locale: string): string {
  // formatRange is in every engine the site supports, but not yet in TypeScript's ES2022 library.
  const format = numberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }) as Intl.NumberFormat & {
    formatRange: (start: number, end: number) => string;
  };
  return minimum === maximum ? format.format(minimum) : format.formatRange(minimum, maximum);
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** "DE" as the language names the country: Germany, Deutschland, ألمانيا. */
export function countryName(code: string, locale: string): string {
  const names = regionNames.get(locale) ?? new Intl.DisplayNames(intlLocale(locale), { type: "region" });
  regionNames.set(locale, names);
  return names.of(code) ?? code;
}

export const HOURS_PLACEHOLDERS = ["hours.opens", "hours.closes"] as const;

type HoursSettings = { locale: string; contact: { supportHours: string }; organization: { hours: { opens: string; closes: string } } };

export function supportHoursText(settings: HoursSettings): string {
  const { opens, closes } = settings.organization.hours;
  const values: Record<string, string> = {
    "hours.opens": timeOfDay(opens, settings.locale),
    "hours.closes": timeOfDay(closes, settings.locale),
  };
  return settings.contact.supportHours.replace(/\{\{\s*(hours\.opens|hours\.closes)\s*\}\}/g, (_, name: string) => values[name] ?? "");
}
