import type { ReactNode } from "react";
import { EntryBody } from "./entry-body";
import { EntryHeader } from "./entry-header";
import { EntryNav } from "./entry-nav";
import { EntrySection, type EntryCardData } from "./entry-section";
import { Layout } from "./layout";
import { Picture, type PictureData } from "./picture";
import { entryRoute } from "../lib/entries";
import { MARKDOWN_PICTURE_SIZES } from "../lib/markdown";

/** The cover's width at each window width: the text column, as a picture in the text (max-w-3xl less its padding). */
const COVER_SIZES = MARKDOWN_PICTURE_SIZES;

type Neighbour = { readonly title: string; readonly address: string } | null;

type EntryPageProps = {
  pathname: string;
  /** The list's words from content (pages/articles.yaml, pages/case-studies.yaml): its address, the way back, the entry pages' navigation. */
  words: {
    readonly address: string;
    readonly allLabel: string;
    readonly entry: { readonly navLabel: string; readonly previous: string; readonly next: string; readonly relatedHeading: string };
  };
  title: string;
  description: string;
  /** The line of facts under the summary (EntryFacts). */
  facts: ReactNode;
  /** Under the facts: an article's tags, a case study's client, industry and services. */
  details: ReactNode;
  cover: { readonly alt?: string | null; readonly picture?: PictureData | null } | null | undefined;
  /** Between the cover and the text: a case study's results. */
  beforeBody?: ReactNode;
  body: string;
  pictures: readonly { readonly src: string; readonly picture: PictureData }[];
  /** The entries published before and after this one (null at either end of the list). */
  previous: Neighbour;
  next: Neighbour;
  /** Up to three related entries' cards, most related first. */
  related: EntryCardData[];
};

/**
 * What every dated entry's page is (an article, a case study; the templates give its parts): the
 * way back to the list, its title, summary, facts and details, its cover (the page's largest
 * element: loaded first), its text, then the entries published before and after it and the
 * related ones.
 */
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
}: EntryPageProps) {
  const neighbour = (node: Neighbour) => (node ? { title: node.title, to: entryRoute(words.address, node.address) } : null);
  return (
    <Layout pathname={pathname}>
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <article aria-labelledby="page-heading">
          <EntryHeader list={{ to: `/${words.address}`, label: words.allLabel }} title={title} description={description} meta={facts}>
            {details}
          </EntryHeader>
          {cover?.picture ? (
            <div className="mt-8">
              <Picture image={cover} sizes={COVER_SIZES} priority className="h-auto w-full rounded-2xl bg-brand-soft" />
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
        <EntrySection id="related-heading" heading={words.entry.relatedHeading} className="mt-12" cards={related} />
      </div>
    </Layout>
  );
}
