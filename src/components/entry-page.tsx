import type { ReactNode } from "react";
import { graphql, type PageProps } from "gatsby";
import { EntryBody } from "./entry-body";
import { EntryHeader } from "./entry-header";
import { EntryNav } from "./entry-nav";
import { EntrySection } from "./entry-section";
import { entryCard } from "./entry-summaries";
import { Layout } from "./layout";
import { Picture } from "./picture";
import { TagLinks } from "./tag-links";
import type { EntryPageContext } from "../content-model/publish";
import { MARKDOWN_PICTURE_SIZES } from "../lib/markdown";
import { required } from "../lib/required";

/** A template's query names its entry `entry` and its list's words `words`, each with the shared fragment. */
type EntryData = Queries.EntryPageDataFragment & {
  readonly entry: Queries.EntryPageFieldsFragment | null;
  readonly words: Queries.EntryPageWordsFragment | null;
};
/** What the template shows of its own: dates as `locale` writes them. */
type Part<D extends EntryData> = (entry: NonNullable<D["entry"]>, words: NonNullable<D["words"]>, locale: string) => ReactNode;

type EntryPageProps<D extends EntryData> = {
  page: PageProps<D, EntryPageContext>;
  /** The facts under the heading. */
  facts: Part<D>;
  /** Under the facts; without, the entry's tags where its list has them. */
  details?: Part<D>;
  beforeBody?: Part<D>;
  afterBody?: Part<D>;
};

/** A dated entry's page; its template gives what only its collection has (an article's byline, a case study's results). */
export function EntryPage<D extends EntryData>({ page, facts, details, beforeBody, afterBody }: EntryPageProps<D>) {
  const { data, location, pageContext } = page;
  const entry = required(data.entry, `<list>/ (the Markdown file of ${pageContext.entry})`) as NonNullable<D["entry"]>;
  const words = required(data.words, "the list's words (pages/<list>.yaml)") as NonNullable<D["words"]>;
  const locale = required(data.settingsYaml, "settings.yaml").locale;
  const tags = "tagsLabel" in words.entry ? <TagLinks label={words.entry.tagsLabel} tags={entry.tagLinks} /> : null;
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
            meta={facts(entry, words, locale)}
          >
            {details ? details(entry, words, locale) : tags}
          </EntryHeader>
          {entry.cover?.picture ? (
            <div className="mt-8">
              <Picture image={entry.cover} sizes={MARKDOWN_PICTURE_SIZES} priority className="h-auto w-full rounded-2xl bg-brand-soft" />
            </div>
          ) : null}
          {beforeBody?.(entry, words, locale)}
          <EntryBody body={entry.body} pictures={entry.pictures} />
          {afterBody?.(entry, words, locale)}
        </article>
        <EntryNav
          label={words.entry.navLabel}
          previousLabel={words.entry.previous}
          nextLabel={words.entry.next}
          previous={neighbour(entry.previous)}
          next={neighbour(entry.next)}
        />
        <EntrySection
          id="related-heading"
          heading={words.entry.relatedHeading}
          className="mt-12"
          cards={entry.related.map((node) => entryCard(node, words.entry, locale))}
        />
      </div>
    </Layout>
  );
}

export const query = graphql`
  fragment EntryPageFields on DatedEntry {
    title
    description
    route
    date
    updated
    readingMinutes
    tagLinks {
      name
      route
    }
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
    previous {
      title
      route
    }
    next {
      title
      route
    }
    related {
      ...EntryCard
    }
  }
  fragment EntryPageWords on EntryList {
    address
    allLabel
    entry {
      published
      updated
      navLabel
      previous
      next
      relatedHeading
      ... on TimedEntryWords {
        readingTime {
          ...PluralForms
        }
      }
      ... on TaggedEntryWords {
        tagsLabel
      }
    }
  }
  fragment EntryPageData on Query {
    settingsYaml(language: { eq: $language }) {
      locale
    }
  }
`;
