// How entries' pages write days, reading times and page numbers: Intl in the page's language (its settings' locale), days as UTC calendar days.

const intlLocale = (locale: string) => locale.replace("_", "-");

/** `text` with each `{{name}}` replaced by its value, as in created pages and the support hours. */
export const fillTemplate = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/** "2026-11-20" → "November 20, 2026" (en_US), "20. November 2026" (de_DE). */
export const dayText = (date: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** 5 → "5 min" (en_US), "5 Min." (de_DE). */
export const minutesText = (minutes: number, locale: string) =>
  new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit: "minute", unitDisplay: "short" }).format(minutes);

export const numberText = (value: number, locale: string) =>
  new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(value);

export const readingTimeText = (template: string, minutes: number, locale: string) =>
  fillTemplate(template, { minutes: minutesText(minutes, locale) });

export const pageOfText = (template: string, page: number, pages: number, locale: string) =>
  fillTemplate(template, { page: numberText(page, locale), pages: numberText(pages, locale) });
