import { graphql } from "gatsby";
import { EntrySection } from "./entry-section";
import { articleCard, caseStudyCard } from "./entry-summaries";
import { useSiteSettings } from "../hooks/use-site-settings";

/** `nodes` in the order of `addresses` (the newest first: gatsby-node.ts puts them in the page's context). */
const inOrder = <T extends { readonly address: string }>(nodes: readonly T[], addresses: readonly string[]) =>
  [...nodes].sort((a, b) => addresses.indexOf(a.address) - addresses.indexOf(b.address));

/** The section's box on Home and Services: the width of the lists' column, centred. */
const sectionClass = "mx-auto max-w-3xl px-4 py-16 sm:px-6";

type LatestProps<Words, Node> = {
  words: Words | null;
  nodes: readonly Node[];
  /** The entries' addresses, newest first (the page's context: `latestArticle`, `latestCaseStudy`). */
  order: readonly string[] | undefined;
};

/** The newest articles on a built-in page (Home), with a link to the list; nothing while none is published. */
export function LatestArticles({
  words,
  nodes,
  order = [],
}: LatestProps<Queries.LatestArticlesWordsFragment, Queries.ArticleSummaryFragment>) {
  const { locale } = useSiteSettings();
  if (!words || nodes.length === 0) return null;
  return (
    <EntrySection
      id="latest-articles-heading"
      heading={words.latest.heading}
      all={{ to: `/${words.address}`, label: words.allLabel }}
      cards={inOrder(nodes, order).map((node) => articleCard(node, words.address, words.entry, locale))}
      className={sectionClass}
    />
  );
}

/** The newest case studies on a built-in page (Home, Services), with a link to the list; nothing while none is published. */
export function LatestCaseStudies({
  words,
  nodes,
  order = [],
}: LatestProps<Queries.LatestCaseStudiesWordsFragment, Queries.CaseStudySummaryFragment>) {
  if (!words || nodes.length === 0) return null;
  return (
    <EntrySection
      id="latest-case-studies-heading"
      heading={words.latest.heading}
      all={{ to: `/${words.address}`, label: words.allLabel }}
      cards={inOrder(nodes, order).map((node) => caseStudyCard(node, words.address))}
      className={sectionClass}
    />
  );
}

export const query = graphql`
  fragment LatestArticlesWords on ArticlesPageYaml {
    address
    allLabel
    latest {
      heading
    }
    entry {
      readingTime
    }
  }
  fragment LatestCaseStudiesWords on CaseStudiesPageYaml {
    address
    allLabel
    latest {
      heading
    }
  }
`;
