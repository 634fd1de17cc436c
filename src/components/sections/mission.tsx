import { graphql } from "gatsby";
import { MissionCards } from "../mission-card";
import type { SectionProps } from "./section-frame";

export function MissionSection({ section }: SectionProps<Queries.MissionSectionFragment>) {
  return <MissionCards cards={section.entries} />;
}

export const query = graphql`
  fragment MissionSection on MissionSection {
    entries(language: $language) {
      yamlId
      title
      subTitle
      value
    }
  }
`;
