import type { ReactNode } from "react";
import { graphql, type PageProps } from "gatsby";
import { EntryBody } from "./entry-body";
import { EntryHeader } from "./entry-header";
import { EntryNav } from "./entry-nav";
import { EntrySection } from "./entry-section";
import { entryCard, inOrder } from "./entry-summaries";
import { Layout } from "./layout";
import { Picture } from "./picture";
import type { EntryPageContext } from "../content-model/publish";
import { MARKDOWN_PICTURE_SIZES } from "../lib/markdown";
import { required } from "../lib/required";

type EntryPageProps = {
  page: PageProps<Queries.EntryPageDataFragment, EntryPageContext>;
  entry: Queries.EntryPageFieldsFragment;
  words: Queries.EntryPageWordsFragment;
  /** The facts under the heading, dates written as `locale` writes them. */
  facts: (locale: string) => ReactNode;
  details: ReactNode;
  beforeBody?: ReactNode;
};

/** A dated entry's page; its template gives what only its collection has (an article's tags, a case study's results). */
export function EntryPage({ page, entry, words, facts, details, beforeBody }: EntryPageProps) {
  const { data, location, pageContext } = page;
  const locale = required(data.settingsYaml, "settings.yaml").locale;
  const neighbour = (node: { readonly title: string; readonly route: string } | null) =>
    node ? { title: node.title, to: node.route } : null;
  return (
    <Layout pathname={location.pathname}>
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <article aria-labelledby="page-heading">
          <EntryHeader
            list={{ to: `/${words.address}`, label: words.allLabel }}
            title={entry.title}
            description={entry.description}
            meta={facts(locale)}
          >
            {details}
          </EntryHeader>
          {entry.cover?.picture ? (
            <div className="mt-8">
              <Picture image={entry.cover} sizes={MARKDOWN_PICTURE_SIZES} priority className="h-auto w-full rounded-2xl bg-brand-soft" />
            </div>
          ) : null}
          {beforeBody}
          <EntryBody body={entry.body} pictures={entry.pictures} />
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
          cards={inOrder(data.related.nodes, pageContext.related).map((node) => entryCard(node, words.entry, locale))}
        />
      </div>
    </Layout>
  );
}

// The routes of the neighbours and related entries are in the page's context (publish.ts).
export const query = graphql`
  fragment EntryPageFields on DatedEntry {
    title
    description
    route
    date
    updated
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
  fragment EntryPageWords on EntryList {
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
    }
  }
  fragment EntryPageData on Query {
    settingsYaml(language: { eq: $language }) {
      locale
    }
    previous: datedEntry(language: { eq: $language }, route: { eq: $previous }) {
      title
      route
    }
    next: datedEntry(language: { eq: $language }, route: { eq: $next }) {
      title
      route
    }
    related: allDatedEntry(filter: { language: { eq: $language }, route: { in: $related } }) {
      nodes {
        ...EntryCard
      }
    }
  }
`;
