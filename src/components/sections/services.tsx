import { graphql } from "gatsby";
import { SectionHeading } from "../section-heading";
import { ServiceGrid } from "../service-grid";
import type { SectionProps } from "./section-frame";

export function ServicesSection({ section, headingId, position }: SectionProps<Queries.ServicesSectionFragment>) {
  if (!section.cardAction) return null;
  // Right under the hero, the first card's photo is in the first view at every width, so it loads at once.
  const grid = <ServiceGrid services={section.entries} action={section.cardAction} inFirstView={position === 1} />;
  return section.text ? (
    <>
      <SectionHeading id={headingId} heading={section.heading} text={section.text} />
      <div className="mt-12">{grid}</div>
    </>
  ) : (
    <>
      <h2 id={headingId} className="mb-8 text-2xl font-bold tracking-tight">
        {section.heading}
      </h2>
      {grid}
    </>
  );
}

export const query = graphql`
  fragment ServicesSection on ServicesSection {
    heading
    text
    cardAction {
      label
      to
    }
    entries(language: $language) {
      ...ServiceCard
    }
  }
`;
