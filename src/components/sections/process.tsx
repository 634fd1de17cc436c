import { graphql } from "gatsby";
import { ProcessSteps } from "../process-steps";
import { SectionHeading } from "../section-heading";
import type { SectionProps } from "./section-frame";

export function ProcessSection({ section, headingId }: SectionProps<Queries.ProcessSectionFragment>) {
  return (
    <>
      <SectionHeading id={headingId} heading={section.heading} text={section.text} />
      <div className="mt-12">
        <ProcessSteps steps={section.entries} />
      </div>
    </>
  );
}

export const query = graphql`
  fragment ProcessSection on ProcessSection {
    heading
    text
    entries(language: $language) {
      ...ProcessStep
    }
  }
`;
