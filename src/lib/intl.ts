// Formatted in UTC so that times and dates come out as written, whatever the machine's own zone.

export const intlLocale = (locale: string) => locale.replace("_", "-");

export function timeOfDay(hhmm: string, locale: string): string {
  const [hours = "0", minutes = "0"] = hhmm.split(":");
  const time = new Date(Date.UTC(2000, 0, 1, Number(hours), Number(minutes)));
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: "short", timeZone: "UTC" }).format(time);
}

export function longDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

export function wholeNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { useGrouping: false, maximumFractionDigits: 0 }).format(value);
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
