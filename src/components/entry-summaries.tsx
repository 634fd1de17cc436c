import { graphql } from "gatsby";
import type { EntryCardData } from "./entry-section";
import { Day, EntryFacts } from "./entry-facts";
import { readingTimeText } from "../lib/entry-text";

export function entryCard(node: Queries.EntryCardFragment, words: { readonly readingTime: string }, locale: string): EntryCardData {
  const facts =
    node.cardText.length > 0
      ? node.cardText
      : [<Day key="day" date={node.date} locale={locale} />, readingTimeText(words.readingTime, node.readingMinutes, locale)];
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
