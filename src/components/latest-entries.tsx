import { graphql } from "gatsby";
import { cardGrids } from "./balanced-grid";
import { EntrySection } from "./entry-section";
import { entryCard, inOrder } from "./entry-summaries";
import { useSiteSettings } from "../hooks/use-site-settings";

type LatestProps = {
  /** From the page's context (`latestOn` in publish.ts). */
  latest: readonly { listAddress: string; routes: readonly string[] }[] | undefined;
  lists: readonly Queries.LatestListFragment[];
  entries: readonly Queries.EntryCardFragment[];
};

export function LatestEntries({ latest = [], lists, entries }: LatestProps) {
  const { locale } = useSiteSettings();
  return latest.map(({ listAddress, routes }) => {
    const words = lists.find((list) => list.address === listAddress);
    if (!words) return null;
    return (
      <EntrySection
        key={listAddress}
        id={`latest-${listAddress}-heading`}
        heading={words.latest.heading}
        all={{ to: `/${words.address}`, label: words.allLabel }}
        cards={inOrder(entries, routes)
          .filter((entry) => routes.includes(entry.route))
          .map((entry) => entryCard(entry, words.entry, locale))}
        className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:max-w-6xl"
        columns={cardGrids.entries}
      />
    );
  });
}

export const query = graphql`
  fragment LatestEntries on Query {
    latestLists: allEntryList(filter: { language: { eq: $language }, address: { in: $latestLists } }) {
      nodes {
        ...LatestList
      }
    }
    latestEntries: allDatedEntry(filter: { language: { eq: $language }, route: { in: $latestRoutes } }) {
      nodes {
        ...EntryCard
      }
    }
  }
  fragment LatestList on EntryList {
    address
    allLabel
    latest {
      heading
    }
    entry {
      ... on TimedEntryWords {
        readingTime {
          ...PluralForms
        }
      }
    }
  }
`;
