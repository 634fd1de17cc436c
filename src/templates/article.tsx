import { graphql, type HeadFC, type PageProps } from "gatsby";
import { EntryFacts } from "../components/entry-facts";
import { EntryHead } from "../components/entry-head";
import { EntryPage } from "../components/entry-page";
import { Day } from "../components/entry-summaries";
import { TagLinks } from "../components/tag-links";
import type { EntryPageContext } from "../content-model/publish";
import { fillTemplate, readingTimeText } from "../lib/entry-text";
import { required } from "../lib/required";

/** An article: its author, day and reading time, and its tags. */
export default function ArticlePage(page: PageProps<Queries.ArticlePageQuery, EntryPageContext>) {
  const article = required(page.data.article, "an article (content/articles/)");
  const words = required(page.data.articlesPageYaml, "pages/articles.yaml");
  const facts = (locale: string) => {
    const day = (label: string, date: string) => (
      <span key={label}>
        {label} <Day date={date} locale={locale} />
      </span>
    );
    return [
      fillTemplate(words.entry.byline, { author: article.author }),
      day(words.entry.published, article.date),
      ...(article.updated ? [day(words.entry.updated, article.updated)] : []),
      readingTimeText(words.entry.readingTime, article.readingMinutes, locale),
    ];
  };
  return (
    <EntryPage
      page={page}
      entry={article}
      words={words}
      facts={(locale) => <EntryFacts facts={facts(locale)} />}
      details={<TagLinks label={words.entry.tagsLabel} tags={article.tagLinks.map((tag) => ({ name: tag.name, to: tag.route }))} />}
    />
  );
}

export const Head: HeadFC<Queries.ArticlePageQuery, EntryPageContext> = (page) => {
  const article = required(page.data.article, "an article (content/articles/)");
  return <EntryHead page={page} type="BlogPosting" entry={article} tags={article.tags} author={article.author} />;
};

export const query = graphql`
  query ArticlePage($entry: String!, $language: String!, $previous: String!, $next: String!, $related: [String!]!) {
    articlesPageYaml(language: { eq: $language }) {
      ...EntryPageWords
      entry {
        byline
        tagsLabel
      }
    }
    article(language: { eq: $language }, route: { eq: $entry }) {
      ...EntryPageFields
      author
      tags
      tagLinks {
        name
        route
      }
    }
    ...EntryPageData
  }
`;
