import type { ReactNode } from "react";
import { EntryBody } from "./entry-body";
import { EntryHeader } from "./entry-header";
import { EntryNav } from "./entry-nav";
import { graphql } from "gatsby";
import { EntrySection } from "./entry-section";
import { entryCard, inOrder } from "./entry-summaries";
import { Layout } from "./layout";
import { Picture, type PictureData } from "./picture";
import { MARKDOWN_PICTURE_SIZES } from "../lib/markdown";

type Neighbour = { readonly title: string; readonly route: string } | null;

type EntryPageProps = {
  pathname: string;
  words: {
    readonly address: string;
    readonly allLabel: string;
    readonly entry: {
      readonly navLabel: string;
      readonly previous: string;
      readonly next: string;
      readonly relatedHeading: string;
      readonly readingTime: string;
    };
  };
  title: string;
  description: string;
  facts: ReactNode;
  details: ReactNode;
  cover: { readonly alt?: string | null; readonly picture?: PictureData | null } | null | undefined;
  beforeBody?: ReactNode;
  body: string;
  pictures: readonly { readonly src: string; readonly picture: PictureData }[];
  previous: Neighbour;
  next: Neighbour;
  related: readonly Queries.EntryCardFragment[];
  relatedOrder: readonly string[];
  locale: string;
};

export function EntryPage({
  pathname,
  words,
  title,
  description,
  facts,
  details,
  cover,
  beforeBody,
  body,
  pictures,
  previous,
  next,
  related,
  relatedOrder,
  locale,
}: EntryPageProps) {
  const neighbour = (node: Neighbour) => (node ? { title: node.title, to: node.route } : null);
  return (
    <Layout pathname={pathname}>
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <article aria-labelledby="page-heading">
          <EntryHeader list={{ to: `/${words.address}`, label: words.allLabel }} title={title} description={description} meta={facts}>
            {details}
          </EntryHeader>
          {cover?.picture ? (
            <div className="mt-8">
              <Picture image={cover} sizes={MARKDOWN_PICTURE_SIZES} priority className="h-auto w-full rounded-2xl bg-brand-soft" />
            </div>
          ) : null}
          {beforeBody}
          <EntryBody body={body} pictures={pictures} />
        </article>
        <EntryNav
          label={words.entry.navLabel}
          previousLabel={words.entry.previous}
          nextLabel={words.entry.next}
          previous={neighbour(previous)}
          next={neighbour(next)}
        />
        <EntrySection
          id="related-heading"
          heading={words.entry.relatedHeading}
          className="mt-12"
          cards={inOrder(related, relatedOrder).map((node) => entryCard(node, words.entry, locale))}
        />
      </div>
    </Layout>
  );
}

// src/content-model/publish.ts puts the routes of the neighbours and related entries in the page's context.
export const query = graphql`
  fragment EntryNeighbours on Query {
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
