import { graphql } from "gatsby";
import { balancedGrid, cardGrids } from "../balanced-grid";
import { Icon } from "../icon";
import { SectionHeading } from "../section-heading";
import { SiteLink } from "../site-link";
import type { SectionProps } from "./section-frame";

export function FeaturesSection({ section, headingId }: SectionProps<Queries.FeaturesSectionFragment>) {
  const grid = balancedGrid(section.items.length, cardGrids.features);
  return (
    <>
      <SectionHeading id={headingId} heading={section.heading} text={section.text} />
      <ul className={`mt-10 grid gap-6 ${grid.gridClasses}`}>
        {section.items.map((item, index) => (
          <li
            key={`${index} ${item.heading}`}
            className={`flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6 ${grid.cardClasses(index)}`}
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
              <Icon name={item.icon} />
            </span>
            <h3 className="mt-5 text-xl leading-snug font-semibold hyphens-auto">{item.heading}</h3>
            <p className="mt-2 flex-1 leading-relaxed hyphens-auto text-muted">{item.text}</p>
            {item.link ? (
              <p className="mt-3">
                <SiteLink
                  to={item.link.to}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-strong underline underline-offset-4 hover:no-underline"
                >
                  {item.link.label}
                  {/* Several cards may share a label ("Learn more"): the hidden heading tells them apart. */}
                  <span className="sr-only">: {item.heading}</span>
                </SiteLink>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export const query = graphql`
  fragment FeaturesSection on FeaturesSection {
    heading
    text
    items {
      icon
      heading
      text
      link {
        label
        to
      }
    }
  }
`;
