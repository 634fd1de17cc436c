import { graphql } from "gatsby";
import type { EntryCardData } from "./entry-section";
import { EntryFacts } from "./entry-facts";
import { entryRoute } from "../lib/entries";
import { dayText, readingTimeText } from "../lib/entry-text";

/**
 * The cards of articles and case studies in lists (the list pages, related entries, the newest on
 * Home and Services), from the query fragments below: an article shows its day and reading time,
 * a case study its client and industry.
 */

/** "2026-11-20" as the language writes it, as a machine-readable <time>. */
export function Day({ date, locale }: { date: string; locale: string }) {
  return <time dateTime={date}>{dayText(date, locale)}</time>;
}

export function articleCard(
  node: Queries.ArticleSummaryFragment,
  listAddress: string,
  words: { readonly readingTime: string },
  locale: string,
): EntryCardData {
  return {
    entry: node,
    to: entryRoute(listAddress, node.address),
    meta: (
      <EntryFacts
        facts={[<Day key="day" date={node.date} locale={locale} />, readingTimeText(words.readingTime, node.readingMinutes, locale)]}
      />
    ),
  };
}

export function caseStudyCard(node: Queries.CaseStudySummaryFragment, listAddress: string): EntryCardData {
  return { entry: node, to: entryRoute(listAddress, node.address), meta: <EntryFacts facts={[node.client, node.industry]} /> };
}

export const query = graphql`
  fragment ArticleSummary on Article {
    id
    title
    description
    address
    date
    readingMinutes
    cover {
      alt
      picture {
        ...Picture
      }
    }
  }
  fragment CaseStudySummary on CaseStudy {
    id
    title
    description
    address
    date
    client
    industry
    cover {
      alt
      picture {
        ...Picture
      }
    }
  }
`;
