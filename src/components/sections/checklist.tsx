import { graphql } from "gatsby";
import { Checklist } from "../checklist";
import { SectionHeading } from "../section-heading";
import type { SectionProps } from "./section-frame";

export function ChecklistSection({ section, headingId }: SectionProps<Queries.ChecklistSectionFragment>) {
  return (
    <div className="grid gap-10 rounded-3xl bg-surface p-6 shadow-sm sm:p-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center">
      <SectionHeading id={headingId} heading={section.heading} text={section.text} align="start" />
      <Checklist items={section.entries} columns={2} />
    </div>
  );
}

export const query = graphql`
  fragment ChecklistSection on ChecklistSection {
    heading
    text
    entries(language: $language) {
      ...ChecklistItem
    }
  }
`;
