/**
 * Dates, times and numbers in the page's language, with `Intl` (never written out by hand), from
 * the language's `locale` in its site settings (en_US, de_DE, ar_EG): "8:30 AM" and "08:30",
 * "November 20, 2026" and "20. November 2026", "2025" and "٢٠٢٥". The same on every machine: times
 * of day and dates are formatted as written, in UTC, whatever the machine's own zone.
 * Plain functions: the build, the check and the editor's previews share them.
 */

/** "de_DE" → "de-DE": the form Intl takes. */
export const intlLocale = (locale: string) => locale.replace("_", "-");

/** "08:30" → "8:30 AM" (en_US), "08:30" (de_DE): a time of day as the language writes it. */
export function timeOfDay(hhmm: string, locale: string): string {
  const [hours = "0", minutes = "0"] = hhmm.split(":");
  const time = new Date(Date.UTC(2000, 0, 1, Number(hours), Number(minutes)));
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: "short", timeZone: "UTC" }).format(time);
}

/** "2026-11-20" → "November 20, 2026" (en_US), "20. November 2026" (de_DE). */
export function longDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** A whole number as the language writes it, without grouping (a year, a step's number): 2025, ٢٠٢٥. */
export function wholeNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { useGrouping: false, maximumFractionDigits: 0 }).format(value);
}

/** The support hours' values a text may name: `{{hours.opens}}` and `{{hours.closes}}`. */
export const HOURS_PLACEHOLDERS = ["hours.opens", "hours.closes"] as const;

type HoursSettings = { locale: string; contact: { supportHours: string }; organization: { hours: { opens: string; closes: string } } };

/**
 * The support hours as visitors read them: `contact > supportHours` with `{{hours.opens}}` and
 * `{{hours.closes}}` filled in from `organization > hours` (the machine-readable times search
 * engines get), as the language writes a time ("Monday to Friday, 8:30 AM to 6:00 PM (EST)").
 */
export function supportHoursText(settings: HoursSettings): string {
  const { opens, closes } = settings.organization.hours;
  const values: Record<string, string> = {
    "hours.opens": timeOfDay(opens, settings.locale),
    "hours.closes": timeOfDay(closes, settings.locale),
  };
  return settings.contact.supportHours.replace(/\{\{\s*(hours\.opens|hours\.closes)\s*\}\}/g, (_, name: string) => values[name] ?? "");
}
