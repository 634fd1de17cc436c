import { graphql, type HeadFC, type PageProps } from "gatsby";
import { DayFact, EntryFacts } from "../components/entry-facts";
import { EntryHead } from "../components/entry-head";
import { EntryPage } from "../components/entry-page";
import type { EntryPageContext } from "../content-model/publish";
import { fillTemplate, readingTimeText } from "../lib/entry-text";
import { required } from "../lib/required";

/** An article: its author, day and reading time (its tags come with every tagged list's entries). */
export default function ArticlePage(page: PageProps<Queries.ArticlePageQuery, EntryPageContext>) {
  return (
    <EntryPage
      page={page}
      facts={(article, words, locale) => {
        const day = (label: string, date: string) => <DayFact key={label} label={label} date={date} locale={locale} />;
        const facts = [
          fillTemplate(words.entry.byline, { author: article.author }),
          day(words.entry.published, article.date),
          ...(article.updated ? [day(words.entry.updated, article.updated)] : []),
          readingTimeText(words.entry.readingTime, article.readingMinutes, locale),
        ];
        return <EntryFacts facts={facts} />;
      }}
    />
  );
}

export const Head: HeadFC<Queries.ArticlePageQuery, EntryPageContext> = (page) => {
  const article = required(page.data.entry, "an article (content/articles/)");
  return <EntryHead page={page} type="BlogPosting" entry={article} tags={article.tags} author={article.author} />;
};

export const query = graphql`
  query ArticlePage($entry: String!, $language: String!) {
    words: articlesPageYaml(language: { eq: $language }) {
      ...EntryPageWords
      entry {
        byline
      }
    }
    entry: article(language: { eq: $language }, route: { eq: $entry }) {
      ...EntryPageFields
      author
      tags
    }
    ...EntryPageData
  }
`;
