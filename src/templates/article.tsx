import { graphql, type HeadFC, type PageProps } from "gatsby";
import { EntryBody } from "../components/entry-body";
import { EntryFacts } from "../components/entry-facts";
import { EntryHeader } from "../components/entry-header";
import { EntryNav } from "../components/entry-nav";
import { EntrySection } from "../components/entry-section";
import { EntryStructuredData } from "../components/entry-structured-data";
import { articleCard, Day } from "../components/entry-summaries";
import { Layout } from "../components/layout";
import { Picture } from "../components/picture";
import { Seo } from "../components/seo";
import { TagLinks } from "../components/tag-links";
import { entryRoute, fillTemplate, tagRoute } from "../lib/entries";
import { readingTimeText } from "../lib/entry-text";
import { MARKDOWN_PICTURE_SIZES } from "../lib/markdown";
import { required } from "../lib/required";
import type { EntryPageContext } from "../../plugins/entry-lists/plan";

/** The cover's width at each window width: the text column, as a picture in the text (max-w-3xl less its padding). */
const COVER_SIZES = MARKDOWN_PICTURE_SIZES;

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
  const neighbour = (node: { readonly title: string; readonly address: string } | null) =>
    node ? { title: node.title, to: entryRoute(words.address, node.address) } : null;
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
    <Layout pathname={location.pathname}>
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <article aria-labelledby="page-heading">
          <EntryHeader
            list={{ to: `/${words.address}`, label: words.allLabel }}
            title={article.title}
            description={article.description}
            meta={<EntryFacts facts={facts} />}
          >
            <TagLinks
              label={words.entry.tagsLabel}
              tags={(article.tags ?? []).map((tag) => ({ name: tag, to: tagRoute(words.address, tag) }))}
            />
          </EntryHeader>
          {article.cover?.picture ? (
            <div className="mt-8">
              <Picture image={article.cover} sizes={COVER_SIZES} priority className="h-auto w-full rounded-2xl bg-brand-soft" />
            </div>
          ) : null}
          <EntryBody body={article.body} pictures={article.pictures} />
        </article>
        <EntryNav
          label={words.entry.navLabel}
          previousLabel={words.entry.previous}
          nextLabel={words.entry.next}
          previous={neighbour(data.previous)}
          next={neighbour(data.next)}
        />
        <EntrySection
          id="related-heading"
          heading={words.entry.relatedHeading}
          className="mt-12"
          cards={related.map((node) => articleCard(node, words.address, words.entry, locale))}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.ArticlePageQuery, EntryPageContext> = ({ data, location, pageContext }) => {
  const article = required(data.article, "articles/ (an article)");
  const words = required(data.articlesPageYaml, "pages/articles.yaml");
  return (
    <Seo
      pageContext={pageContext}
      title={article.title}
      description={article.description}
      pathname={location.pathname}
      image={article.cover}
      article={{ publishedTime: article.date, modifiedTime: article.updated, tags: article.tags }}
    >
      <EntryStructuredData
        type="BlogPosting"
        route={entryRoute(words.address, article.address)}
        headline={article.title}
        description={article.description}
        published={article.date}
        updated={article.updated}
        author={article.author}
        image={article.cover?.card?.src}
        keywords={article.tags}
      />
    </Seo>
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
