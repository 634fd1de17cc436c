import { Fragment } from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { BackLink } from "../components/back-link";
import { EntryCard } from "../components/entry-card";
import { Layout } from "../components/layout";
import { Pagination } from "../components/pagination";
import { Seo } from "../components/seo";
import { SiteLink } from "../components/site-link";
import { entryCard } from "../components/entry-summaries";
import type { ListPageContext } from "../content-model/publish";
import { fillTemplate, pageOfText } from "../lib/entry-text";
import { intlLocale } from "../lib/intl";
import { required } from "../lib/required";

/** The page's title, heading and summary: the list's, or on a tag's page the tag's. */
function wordsOf(data: Queries.EntryListPageQuery, { tag }: ListPageContext) {
  const words = required(data.words, `the list's words (pages/<list>.yaml)`);
  if (!tag || !("tagTitle" in words))
    return { words, heading: words.heading, text: words.text, title: words.title, description: words.description };
  const description = fillTemplate(words.tagDescription, { tag });
  return {
    words,
    heading: fillTemplate(words.tagHeading, { tag }),
    text: description,
    title: fillTemplate(words.tagTitle, { tag }),
    description,
  };
}

/** The cards under a heading for each `group` value (its list's groupBy), alphabetical; one group with no heading without. */
function groupsOf<N extends { readonly group: string | null }, C>(nodes: readonly N[], card: (node: N) => C, locale: string) {
  const groups = new Map<string | null, C[]>();
  for (const node of nodes) groups.set(node.group, [...(groups.get(node.group) ?? []), card(node)]);
  return [...groups]
    .map(([heading, cards]) => ({ heading, cards }))
    .sort((a, b) => (a.heading ?? "").localeCompare(b.heading ?? "", intlLocale(locale)));
}

/** A page of a list of dated entries, or of a tag's: newest first, with the links between its pages and its feed. */
export default function EntryListPage({ data, location, pageContext }: PageProps<Queries.EntryListPageQuery, ListPageContext>) {
  const { words, heading, text } = wordsOf(data, pageContext);
  const locale = required(data.settingsYaml, "settings.yaml").locale;
  const pageText = pageOfText(words.pagination.page, pageContext.page, pageContext.pages, locale);
  const entries = required(data.listPage, `the list page ${location.pathname}`).entries;
  const groups = groupsOf(entries, (node) => entryCard(node, words.entry, locale), locale);
  const first = groups[0]?.cards[0];
  return (
    <Layout pathname={location.pathname}>
      <div className="mx-auto max-w-3xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16">
        <section aria-labelledby="page-heading">
          {pageContext.tagIndex && "allTagsLabel" in words ? (
            <div className="mb-6">
              <BackLink to={pageContext.tagIndex} label={words.allTagsLabel} />
            </div>
          ) : null}
          <h1 id="page-heading" className="text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight hyphens-auto">
            {heading}
          </h1>
          {pageContext.page > 1 ? <p className="mt-2 text-lg font-semibold text-brand">{pageText}</p> : null}
          <p className="mt-5 text-lg leading-relaxed text-muted">{text}</p>
          {pageContext.feed && "feed" in words ? (
            <p className="mt-4">
              <SiteLink
                to={pageContext.feed}
                className="inline-flex min-h-11 items-center rounded-sm font-semibold text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline"
              >
                {words.feed.linkLabel}
              </SiteLink>
            </p>
          ) : null}
          {entries.length === 0 && "empty" in words ? <p className="mt-10 text-lg font-semibold text-ink">{words.empty}</p> : null}
          {groups.map(({ heading, cards }, index) => (
            <Fragment key={heading ?? ""}>
              {heading !== null ? (
                <h2 id={`group-${index + 1}`} className="mt-12 text-2xl font-bold tracking-tight text-ink">
                  {heading}
                </h2>
              ) : null}
              <ul className={`${heading !== null ? "mt-6" : "mt-10"} grid gap-6`}>
                {cards.map((card) => (
                  <li key={card.to} className="min-w-0">
                    <EntryCard
                      entry={card.entry}
                      to={card.to}
                      titleId={`entry-${card.entry.address}`}
                      headingLevel={heading !== null ? 3 : 2}
                      meta={card.meta}
                      priority={card === first}
                    />
                  </li>
                ))}
              </ul>
            </Fragment>
          ))}
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
  const { words, title, description } = wordsOf(data, pageContext);
  const locale = required(data.settingsYaml, "settings.yaml").locale;
  const numbered =
    pageContext.page > 1 ? `${title} – ${pageOfText(words.pagination.page, pageContext.page, pageContext.pages, locale)}` : title;
  return (
    <Seo
      pageContext={pageContext}
      title={numbered}
      pictureTitle={title}
      description={description}
      pathname={location.pathname}
      image={words.shareImage}
    />
  );
};

export const query = graphql`
  query EntryListPage($language: String!, $listAddress: String!, $path: String!) {
    settingsYaml(language: { eq: $language }) {
      locale
    }
    words: entryList(language: { eq: $language }, address: { eq: $listAddress }) {
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
      entry {
        ... on TimedEntryWords {
          readingTime {
            ...PluralForms
          }
        }
      }
      ... on TaggedEntryList {
        tagTitle
        tagHeading
        tagDescription
        allTagsLabel
      }
      ... on KeptEntryList {
        empty
      }
      ... on FeedEntryList {
        feed {
          linkLabel
        }
      }
    }
    # The entries the page shows, newest first, linked from its node (gatsby-node.ts).
    listPage: entryListPage(path: { eq: $path }) {
      entries {
        ...EntryCard
        group
      }
    }
  }
`;
