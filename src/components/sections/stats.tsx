import { graphql } from "gatsby";
import { SectionHeading } from "../section-heading";
import { StatList } from "../stat-list";
import type { SectionProps } from "./section-frame";

export function StatsSection({ section, headingId }: SectionProps<Queries.StatsSectionFragment>) {
  const look = section.look === "cards" ? "cards" : "figures";
  return look === "figures" ? (
    <>
      <h2 id={headingId} className="sr-only">
        {section.heading}
      </h2>
      <StatList stats={section.entries} variant="figures" />
    </>
  ) : (
    <>
      <SectionHeading id={headingId} heading={section.heading} text={section.text} />
      <div className="mt-12">
        <StatList stats={section.entries} variant="cards" />
      </div>
    </>
  );
}

export const query = graphql`
  fragment StatsSection on StatsSection {
    heading
    text
    look
    entries(language: $language) {
      ...Stat
    }
  }
`;
