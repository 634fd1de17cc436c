/**
 * The pages of a build's articles and case studies that hold the most (e2e/widths.spec.ts checks
 * them at every width): the articles' list, the article with the most tags, the page of its longest
 * tag, and the case study with the most results and services (`npm run shots` shows the same). None
 * when the content has no published entry. In the default language, or in `language` (its
 * addresses, without the language's code in front).
 */
import { contentIn, defaultContent, loadContent } from "../../src/content-model/load";
import { listAddressOf, publishedEntriesOf, valuesOf } from "../../src/content-model/entry-lists";
import { articles, caseStudies } from "../../src/content-model/schema";
import { tagSlug, utcDay } from "../../src/lib/entries";

export function longestEntryPages(contentDir: string, language?: string): string[] {
  const model = loadContent(contentDir);
  const content = language ? contentIn(model, language) : defaultContent(model);
  const day = utcDay(new Date());
  const pages: string[] = [];
  const articlesAt = listAddressOf(content, articles);
  const article = publishedEntriesOf(content, articles, day).sort((a, b) => valuesOf(b, "tags").length - valuesOf(a, "tags").length)[0];
  if (articlesAt && article) {
    const tag = valuesOf(article, "tags").sort((a, b) => b.length - a.length)[0];
    pages.push(`/${articlesAt}/`, `/${articlesAt}/${article.address}/`, ...(tag ? [`/${articlesAt}/tags/${tagSlug(tag)}/`] : []));
  }
  const studiesAt = listAddressOf(content, caseStudies);
  const size = (entry: { data: Readonly<Record<string, unknown>> }) =>
    (Array.isArray(entry.data.results) ? entry.data.results.length : 0) +
    (Array.isArray(entry.data.services) ? entry.data.services.length : 0);
  const study = publishedEntriesOf(content, caseStudies, day).sort((a, b) => size(b) - size(a))[0];
  if (studiesAt && study) pages.push(`/${studiesAt}/${study.address}/`);
  return pages;
}
