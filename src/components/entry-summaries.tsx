import { graphql } from "gatsby";
import type { EntryCardData } from "./entry-section";
import { Day, EntryFacts } from "./entry-facts";
import { countText, type PluralForms } from "../lib/plural";

/** A card shows its list's `card` texts; without, its day and, where its list's entry words have one, its reading time. */
export function entryCard(node: Queries.EntryCardFragment, words: object, locale: string): EntryCardData {
  const readingTime = "readingTime" in words ? (words.readingTime as PluralForms | null) : null;
  const day = <Day key="day" date={node.date} locale={locale} />;
  const facts =
    node.cardText.length > 0 ? node.cardText : [day, ...(readingTime ? [countText(readingTime, node.readingMinutes, locale)] : [])];
  return { entry: node, to: node.route, meta: <EntryFacts facts={facts} /> };
}

// A query's `route: { in: … }` ignores the order of the routes publish.ts gives (newest first).
export const inOrder = <T extends { readonly route: string }>(nodes: readonly T[], routes: readonly string[]) =>
  [...nodes].sort((a, b) => routes.indexOf(a.route) - routes.indexOf(b.route));

export const query = graphql`
  fragment EntryCard on DatedEntry {
    title
    description
    address
    route
    date
    readingMinutes
    cardText
    cover {
      alt
      picture {
        ...Picture
      }
    }
  }
`;
