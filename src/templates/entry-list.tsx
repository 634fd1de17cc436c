import { graphql, type HeadFC, type PageProps } from "gatsby";
import { EntryCard } from "../components/entry-card";
import { Layout } from "../components/layout";
import { Pagination } from "../components/pagination";
import { Seo } from "../components/seo";
import { SiteLink } from "../components/site-link";
import { articleCard, caseStudyCard } from "../components/entry-summaries";
import { feedPath, fillTemplate } from "../lib/entries";
import { pageOfText } from "../lib/entry-text";
import { required } from "../lib/required";
import type { ListPageContext } from "../../plugins/entry-lists/plan";

/** `nodes` in the order of `ids` (the planner's: newest first, then by title). */
const inOrder = <T extends { readonly id: string }>(nodes: readonly T[], ids: readonly string[]) =>
  [...nodes].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));

/** The words of either list (pages/articles.yaml, pages/case-studies.yaml), and the cards of the page's entries. */
function listOf(data: Queries.EntryListPageQuery, { folder, ids }: ListPageContext) {
  const locale = required(data.settingsYaml, "settings.yaml").locale;
  if (folder === "articles") {
    const words = required(data.articlesPageYaml, "pages/articles.yaml");
    const cards = inOrder(data.allArticle.nodes, ids).map((node) => articleCard(node, words.address, words.entry, locale));
    return { locale, words, cards };
  }
  const words = required(data.caseStudiesPageYaml, "pages/case-studies.yaml");
  const cards = inOrder(data.allCaseStudy.nodes, ids).map((node) => caseStudyCard(node, words.address));
  return { locale, words: { ...words, tagTitle: null, tagHeading: null, tagDescription: null, feed: null }, cards };
}

/** The page's title, heading and summary: the list's, or on a tag's page its tag's (content: `tagTitle`, `tagHeading`, `tagDescription`). */
function headingOf(words: ReturnType<typeof listOf>["words"], tag: string) {
  if (!tag || !words.tagTitle || !words.tagHeading || !words.tagDescription)
    return { heading: words.heading, text: words.text, title: words.title, description: words.description };
  const description = fillTemplate(words.tagDescription, { tag });
  return { heading: fillTemplate(words.tagHeading, { tag }), text: description, title: fillTemplate(words.tagTitle, { tag }), description };
}

/**
 * A page of a list of dated entries (plugins/entry-lists/plan.ts): the list of articles or case
 * studies, one of its later pages, or a tag's page, newest first. Its heading and summary, the
 * page's number from the second page on, the cards, the links to the newer and older pages, and
 * on the articles' first page the link to their feed.
 */
export default function EntryListPage({ data, location, pageContext }: PageProps<Queries.EntryListPageQuery, ListPageContext>) {
  const { locale, words, cards } = listOf(data, pageContext);
  const { heading, text } = headingOf(words, pageContext.tag);
  const pageText = pageOfText(words.pagination.page, pageContext.page, pageContext.pages, locale);
  return (
    <Layout pathname={location.pathname}>
      <div className="mx-auto max-w-3xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16">
        <section aria-labelledby="page-heading">
          <h1 id="page-heading" className="text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight hyphens-auto">
            {heading}
          </h1>
          {pageContext.page > 1 ? <p className="mt-2 text-lg font-semibold text-brand">{pageText}</p> : null}
          <p className="mt-5 text-lg leading-relaxed text-muted">{text}</p>
          {words.feed && pageContext.page === 1 && !pageContext.tag ? (
            <p className="mt-4">
              <SiteLink
                to={feedPath(words.address)}
                className="inline-flex min-h-11 items-center rounded-sm font-semibold text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline"
              >
                {words.feed.linkLabel}
              </SiteLink>
            </p>
          ) : null}
          <ul className="mt-10 grid gap-6">
            {cards.map((card, index) => (
              <li key={card.to} className="min-w-0">
                <EntryCard
                  entry={card.entry}
                  to={card.to}
                  titleId={`entry-${card.entry.address}`}
                  headingLevel={2}
                  meta={card.meta}
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
        </section>
        {pageContext.pages > 1 ? (
          <Pagination
            label={words.pagination.label}
            newerLabel={words.pagination.newer}
            olderLabel={words.pagination.older}
            pageText={pageText}
            newer={pageContext.newer}
            older={pageContext.older}
          />
        ) : null}
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.EntryListPageQuery, ListPageContext> = ({ data, location, pageContext }) => {
  const { locale, words } = listOf(data, pageContext);
  const { title, description } = headingOf(words, pageContext.tag);
  const numbered =
    pageContext.page > 1 ? `${title} – ${pageOfText(words.pagination.page, pageContext.page, pageContext.pages, locale)}` : title;
  return <Seo pageContext={pageContext} title={numbered} description={description} pathname={location.pathname} image={words.shareImage} />;
};

export const query = graphql`
  query EntryListPage($language: String!, $ids: [String!]!) {
    settingsYaml(language: { eq: $language }) {
      locale
    }
    articlesPageYaml(language: { eq: $language }) {
      title
      description
      shareImage {
        ...ShareImage
      }
      address
      heading
      text
      pagination {
        label
        newer
        older
        page
      }
      tagTitle
      tagHeading
      tagDescription
      feed {
        linkLabel
      }
      entry {
        readingTime
      }
    }
    caseStudiesPageYaml(language: { eq: $language }) {
      title
      description
      shareImage {
        ...ShareImage
      }
      address
      heading
      text
      pagination {
        label
        newer
        older
        page
      }
    }
    allArticle(filter: { id: { in: $ids } }) {
      nodes {
        ...ArticleSummary
      }
    }
    allCaseStudy(filter: { id: { in: $ids } }) {
      nodes {
        ...CaseStudySummary
      }
    }
  }
`;
