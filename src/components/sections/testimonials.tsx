import { graphql } from "gatsby";
import { balancedGrid, cardGrids } from "../balanced-grid";
import { Picture } from "../picture";
import { SectionHeading } from "../section-heading";
import type { SectionProps } from "./section-frame";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { listFormat } from "../../lib/intl";

/** Quotes as a grid, never a carousel: each one stays in view and in the reading order. No review markup. */
export function TestimonialsSection({ section, headingId }: SectionProps<Queries.TestimonialsSectionFragment>) {
  const { locale } = useSiteSettings();
  const grid = balancedGrid(section.items.length, cardGrids.testimonials);
  // "Head of Operations, Northwind", with the language's own separator.
  const roleAt = listFormat(locale, { type: "unit", style: "short" });
  return (
    <>
      <SectionHeading id={headingId} heading={section.heading} text={section.text} />
      <ul className={`mt-10 grid gap-6 ${grid.gridClasses}`}>
        {section.items.map((item, index) => (
          <li key={`${index} ${item.name}`} className={`min-w-0 ${grid.cardClasses(index)}`}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
              <blockquote className="flex-1">
                {/* The language's own quotation marks (CSS `quotes: auto`): editors write the quote without them. */}
                <p className="text-lg leading-relaxed hyphens-auto before:content-[open-quote] after:content-[close-quote]">{item.quote}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                {/* In a box of its own that keeps its size: the <picture> around the photo would shrink as a flex item. */}
                {item.photo?.picture ? (
                  <span className="flex size-12 shrink-0">
                    <Picture image={item.photo} sizes="48px" className="size-12 rounded-full bg-brand-soft object-cover" />
                  </span>
                ) : null}
                <span className="min-w-0">
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-sm text-muted">{roleAt.format([item.role, item.company])}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}

export const query = graphql`
  fragment TestimonialsSection on TestimonialsSection {
    heading
    text
    items {
      quote
      name
      role
      company
      photo {
        alt
        picture {
          ...Picture
        }
      }
    }
  }
`;
