import { graphql } from "gatsby";
import { ButtonLink } from "../button-link";
import type { SectionProps } from "./section-frame";

/** The band in the brand's colour that Home ends with. */
export function CallToActionSection({ section, headingId }: SectionProps<Queries.CallToActionSectionFragment>) {
  return (
    // On the dark panel the focus ring is drawn in white so it keeps its contrast.
    <div className="rounded-3xl bg-brand-strong px-6 py-12 text-center text-on-brand [--color-focus:var(--color-on-brand)] sm:px-12">
      <h2 id={headingId} className="text-3xl font-bold tracking-tight hyphens-auto">
        {section.heading}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg hyphens-auto">{section.text}</p>
      <div className="mt-8">
        <ButtonLink to={section.action.to} variant="secondary">
          {section.action.label}
        </ButtonLink>
      </div>
    </div>
  );
}

export const query = graphql`
  fragment CallToActionSection on CallToActionSection {
    heading
    text
    action {
      label
      to
    }
  }
`;
