// How entries' pages write reading times and page numbers: Intl in the page's language (its settings' locale).
import { numberFormat } from "./intl";

/** `text` with each `{{name}}` replaced by its value, as in created pages and the support hours. */
export const fillTemplate = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/** "full-time" → "fullTime": a choice's value as the name of its words' field. */
export const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export const numberText = (value: number, locale: string) => numberFormat(locale, { maximumFractionDigits: 0 }).format(value);

export const pageOfText = (template: string, page: number, pages: number, locale: string) =>
  fillTemplate(template, { page: numberText(page, locale), pages: numberText(pages, locale) });
