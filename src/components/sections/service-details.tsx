import { graphql } from "gatsby";
import { Icon } from "../icon";
import { TickIcon } from "../tick-icon";
import type { SectionProps } from "./section-frame";

/** Each service at length, the coloured half swapping sides from one to the next (each its own region, at /services/#section-<id>). */
export function ServiceDetailsSection({ section }: SectionProps<Queries.ServiceDetailsSectionFragment>) {
  return (
    <div className="flex flex-col gap-8 sm:gap-12">
      {section.items.map((service, index) => (
        <ServiceDetail key={service.id} service={service} flipped={index % 2 === 1} />
      ))}
    </div>
  );
}

type ServiceDetailProps = { service: Queries.ServiceDetailsSectionFragment["items"][number]; flipped: boolean };

function ServiceDetail({ service: section, flipped }: ServiceDetailProps) {
  const headingId = `section-${section.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={
        flipped
          ? "grid overflow-hidden rounded-3xl border border-line bg-surface shadow-sm lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]"
          : "grid overflow-hidden rounded-3xl border border-line bg-surface shadow-sm lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
      }
    >
      <div
        className={
          flipped
            ? "relative isolate min-w-0 overflow-hidden bg-brand-soft p-6 sm:p-10 lg:order-2"
            : "relative isolate min-w-0 overflow-hidden bg-brand-soft p-6 sm:p-10"
        }
      >
        <Icon name={section.icon} size={200} className="absolute -end-14 -bottom-14 -z-10 text-brand opacity-10" />
        <div className="flex items-center gap-4 sm:block">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand text-on-brand shadow-sm sm:size-14">
            <Icon name={section.icon} size={28} />
          </span>
          <h2 id={headingId} className="min-w-0 text-[clamp(1.5rem,1.1rem+1.8vw,2rem)] leading-tight font-bold tracking-tight sm:mt-6">
            {section.title}
          </h2>
        </div>
        <p className="mt-4 text-lg leading-relaxed text-muted">{section.text}</p>
      </div>
      <ul className="grid min-w-0 content-center gap-x-6 gap-y-3 p-6 sm:grid-cols-2 sm:gap-y-4 sm:p-10">
        {section.items.map((item) => (
          <li key={item} className="flex min-w-0 items-start gap-3 font-medium">
            <TickIcon />
            <span className="min-w-0 pt-0.5">{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const query = graphql`
  fragment ServiceDetailsSection on ServiceDetailsSection {
    items {
      id
      title
      text
      icon
      items
    }
  }
`;
