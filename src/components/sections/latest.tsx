import { graphql } from "gatsby";
import { cardGrids } from "../balanced-grid";
import { EntrySection } from "../entry-section";
import { entryCard } from "../entry-summaries";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { sectionFrame, type SectionProps } from "./section-frame";

/** The newest entries of the list the section names (`latestRoutes` in the page's context: publish.ts); left out while it has none. */
export function LatestSection({ section, headingId }: SectionProps<Queries.LatestSectionFragment>) {
  const { locale } = useSiteSettings();
  const words = section.words;
  if (!words) return null;
  return (
    <EntrySection
      id={headingId}
      heading={words.latest.heading}
      all={{ to: `/${words.address}`, label: words.allLabel }}
      cards={section.entries.map((entry) => entryCard(entry, words.entry, locale))}
      columns={cardGrids.entries}
      className={sectionFrame()}
    />
  );
}

export const query = graphql`
  fragment LatestSection on LatestSection {
    words(language: $language) {
      ...LatestList
    }
    entries(routes: $latestRoutes) {
      ...EntryCard
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
