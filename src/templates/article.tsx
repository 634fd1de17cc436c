import { graphql, type HeadFC, type PageProps } from "gatsby";
import { EntryFacts } from "../components/entry-facts";
import { EntryHead } from "../components/entry-head";
import { EntryPage } from "../components/entry-page";
import { articleCard, Day } from "../components/entry-summaries";
import { TagLinks } from "../components/tag-links";
import { fillTemplate, tagRoute } from "../lib/entries";
import { readingTimeText } from "../lib/entry-text";
import { required } from "../lib/required";
import type { EntryPageContext } from "../../plugins/entry-lists/plan";

/**
 * An article (content/articles/*.md; its page is made by plugins/entry-lists): the way back to the
 * list, its title, summary, author, day and reading time, its tags (links to their pages), its
 * cover (the page's largest element: loaded first), its text, then the articles published before
 * and after it and up to three related ones (most tags in common).
 */
export default function ArticlePage({ data, location, pageContext }: PageProps<Queries.ArticlePageQuery, EntryPageContext>) {
  const article = required(data.article, "articles/ (an article)");
  const words = required(data.articlesPageYaml, "pages/articles.yaml");
  const locale = required(data.settingsYaml, "settings.yaml").locale;
  const related = [...data.related.nodes].sort((a, b) => pageContext.related.indexOf(a.id) - pageContext.related.indexOf(b.id));
  const facts = [
    fillTemplate(words.entry.byline, { author: article.author }),
    <span key="published">
      {words.entry.published} <Day date={article.date} locale={locale} />
    </span>,
    ...(article.updated
      ? [
          <span key="updated">
            {words.entry.updated} <Day date={article.updated} locale={locale} />
          </span>,
        ]
      : []),
    readingTimeText(words.entry.readingTime, article.readingMinutes, locale),
  ];
  return (
    <EntryPage
      pathname={location.pathname}
      words={words}
      title={article.title}
      description={article.description}
      facts={<EntryFacts facts={facts} />}
      details={
        <TagLinks
          label={words.entry.tagsLabel}
          tags={(article.tags ?? []).map((tag) => ({ name: tag, to: tagRoute(words.address, tag) }))}
        />
      }
      cover={article.cover}
      body={article.body}
      pictures={article.pictures}
      previous={data.previous}
      next={data.next}
      related={related.map((node) => articleCard(node, words.address, words.entry, locale))}
    />
  );
}

export const Head: HeadFC<Queries.ArticlePageQuery, EntryPageContext> = ({ data, location, pageContext }) => {
  const article = required(data.article, "articles/ (an article)");
  const words = required(data.articlesPageYaml, "pages/articles.yaml");
  return (
    <EntryHead
      pageContext={pageContext}
      pathname={location.pathname}
      type="BlogPosting"
      listAddress={words.address}
      address={article.address}
      title={article.title}
      description={article.description}
      date={article.date}
      updated={article.updated}
      cover={article.cover}
      tags={article.tags}
      author={article.author}
    />
  );
};

export const query = graphql`
  query ArticlePage($id: String!, $previous: String!, $next: String!, $related: [String!]!, $language: String!) {
    settingsYaml(language: { eq: $language }) {
      locale
    }
    articlesPageYaml(language: { eq: $language }) {
      address
      allLabel
      entry {
        published
        updated
        readingTime
        navLabel
        previous
        next
        relatedHeading
        byline
        tagsLabel
      }
    }
    article(id: { eq: $id }) {
      title
      description
      address
      date
      updated
      author
      tags
      readingMinutes
      body
      cover {
        ...ShareImage
        picture {
          ...Picture
        }
      }
      pictures {
        src
        picture {
          ...Picture
        }
      }
    }
    previous: article(id: { eq: $previous }) {
      title
      address
    }
    next: article(id: { eq: $next }) {
      title
      address
    }
    related: allArticle(filter: { id: { in: $related } }) {
      nodes {
        ...ArticleSummary
      }
    }
  }
`;
