import { graphql, type HeadFC, type PageProps } from "gatsby";
import { EntryFacts } from "../components/entry-facts";
import { EntryHead } from "../components/entry-head";
import { EntryPage } from "../components/entry-page";
import { Day } from "../components/entry-summaries";
import { TagLinks } from "../components/tag-links";
import type { EntryPageContext } from "../content-model/publish";
import { fillTemplate, readingTimeText } from "../lib/entry-text";
import { required } from "../lib/required";

/** An article: its author, day and reading time, its tags, its cover and text, and the articles around it. */
export default function ArticlePage({ data, location, pageContext }: PageProps<Queries.ArticlePageQuery, EntryPageContext>) {
  const article = required(data.article, "an article (content/articles/)");
  const words = required(data.articlesPageYaml, "pages/articles.yaml");
  const locale = required(data.settingsYaml, "settings.yaml").locale;
  const day = (label: string, date: string) => (
    <span key={label}>
      {label} <Day date={date} locale={locale} />
    </span>
  );
  const facts = [
    fillTemplate(words.entry.byline, { author: article.author }),
    day(words.entry.published, article.date),
    ...(article.updated ? [day(words.entry.updated, article.updated)] : []),
    readingTimeText(words.entry.readingTime, article.readingMinutes, locale),
  ];
  return (
    <EntryPage
      pathname={location.pathname}
      words={words}
      title={article.title}
      description={article.description}
      facts={<EntryFacts facts={facts} />}
      details={<TagLinks label={words.entry.tagsLabel} tags={article.tagLinks.map((tag) => ({ name: tag.name, to: tag.route }))} />}
      cover={article.cover}
      body={article.body}
      pictures={article.pictures}
      previous={data.previous}
      next={data.next}
      related={data.related.nodes}
      relatedOrder={pageContext.related}
      locale={locale}
    />
  );
}

export const Head: HeadFC<Queries.ArticlePageQuery, EntryPageContext> = ({ data, location, pageContext }) => {
  const article = required(data.article, "an article (content/articles/)");
  return (
    <EntryHead
      pageContext={pageContext}
      pathname={location.pathname}
      type="BlogPosting"
      route={article.route}
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
  query ArticlePage($entry: String!, $language: String!, $previous: String!, $next: String!, $related: [String!]!) {
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
    article(language: { eq: $language }, route: { eq: $entry }) {
      title
      description
      route
      date
      updated
      author
      tags
      tagLinks {
        name
        route
      }
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
    ...EntryNeighbours
  }
`;
