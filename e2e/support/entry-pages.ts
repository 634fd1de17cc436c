/**
 * The pages of a build's articles and case studies that hold the most (e2e/widths.spec.ts checks them at every
 * width, `npm run shots` shows them): the articles' list, the article with the most tags, its longest tag's
 * page and the page of every tag, the case study with the most results and services, and the careers, opening and
 * person pages below.
 * In the default language or in `language`.
 */
import { loadContent } from "../../src/content-model/load";
import { hasTagIndex, planSite, tagIndexRoute, utcDay } from "../../src/content-model/publish";
import { articles, caseStudies, jobOpenings } from "../../src/content-model/registry";

export function longestEntryPages(contentDir: string, language?: string): string[] {
  const plan = planSite(loadContent(contentDir), utcDay(new Date()));
  const lists = (language ? plan.languages.find((l) => l.language.code === language) : plan.languages[0])?.lists ?? [];
  const pages: string[] = [];
  const articleList = lists.find((list) => list.folder === articles);
  const article = [...(articleList?.entries ?? [])].sort((a, b) => b.tags.length - a.tags.length)[0];
  if (articleList && article) {
    const tag = [...article.tags].sort((a, b) => b.name.length - a.name.length)[0];
    pages.push(
      `${articleList.route}/`,
      `${article.route}/`,
      ...(tag ? [`${tag.route}/`] : []),
      // The page of every tag, its longest names among them.
      ...(hasTagIndex(articleList) ? [`${tagIndexRoute(articleList.route)}/`] : []),
    );
  }
  const size = (entry: { data: Readonly<Record<string, unknown>> }) =>
    (Array.isArray(entry.data.results) ? entry.data.results.length : 0) +
    (Array.isArray(entry.data.services) ? entry.data.services.length : 0);
  const study = [...(lists.find((list) => list.folder === caseStudies)?.entries ?? [])].sort((a, b) => size(b) - size(a))[0];
  if (study) pages.push(`${study.route}/`);
  return [...pages, ...openingAndPersonPages(contentDir, language)];
}

/**
 * A build's careers page (published with no opening too), its opening with the longest title, and
 * the page of the person with the longest name, in the default language or in `language`.
 */
export function openingAndPersonPages(contentDir: string, language?: string): string[] {
  const languages = planSite(loadContent(contentDir), utcDay(new Date())).languages;
  const plan = language ? languages.find((l) => l.language.code === language) : languages[0];
  if (!plan) return [];
  const careers = plan.lists.find((list) => list.folder === jobOpenings);
  const opening = [...(careers?.entries ?? [])].sort((a, b) => b.title.length - a.title.length)[0];
  const people = plan.references["people.yaml"];
  const nameOf = (id: string) => people?.names[people.ids.indexOf(id)] ?? "";
  const person = [...plan.items].sort((a, b) => nameOf(b.id).length - nameOf(a.id).length)[0];
  return [careers?.route, opening?.route, person?.route].flatMap((route) => (route ? [`${route}/`] : []));
}
