/**
 * How a dated entry's page writes its day, its reading time and its list's page numbers, with
 * `Intl` in the page's language (the language's `locale` in its site settings: en_US, de_DE), the
 * same on every machine: a day is written as the calendar day it is (formatted in UTC).
 */
import { fillTemplate } from "./entries";

/** "de_DE" → "de-DE": the form Intl takes. */
const intlLocale = (locale: string) => locale.replace("_", "-");

/** "2026-11-20" → "November 20, 2026" (en_US), "20. November 2026" (de_DE). */
export function dayText(date: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** 5 → "5 min" (en_US), "5 Min." (de_DE): a number of minutes, short, as the language writes it. */
export function minutesText(minutes: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit: "minute", unitDisplay: "short" }).format(minutes);
}

/** A whole number as the language writes it (a page's number: 2, ٢). */
export function numberText(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(value);
}

/** The reading time line: the content's words ("{{minutes}} read") with the minutes as the language writes them. */
export const readingTimeText = (template: string, minutes: number, locale: string) =>
  fillTemplate(template, { minutes: minutesText(minutes, locale) });

/** "Page {{page}} of {{pages}}" with the numbers as the language writes them. */
export const pageOfText = (template: string, page: number, pages: number, locale: string) =>
  fillTemplate(template, { page: numberText(page, locale), pages: numberText(pages, locale) });
