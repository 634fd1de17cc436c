import { graphql } from "gatsby";
import { balancedGrid, cardGrids } from "../balanced-grid";
import { Picture } from "../picture";
import { SectionHeading } from "../section-heading";
import { SiteLink } from "../site-link";
import type { SectionProps } from "./section-frame";

// The tile stays light in both themes (the `tile` tokens in global.css and dark.css).
// The <picture> is the tile's flex item, allowed to shrink (min-w-0) so the logo (max-w-full) fits the tile; a flex box
// itself, so no line box adds space under the logo. `*:` rather than `[&>picture]:`: the page's stylesheet pruning
// (plugins/page-css) does not match classes with `&`, and drops their rules.
const tile =
  "flex h-20 min-w-0 items-center justify-center rounded-xl border border-line bg-tile p-3 text-center text-sm font-semibold text-on-tile sm:h-24 sm:p-4 *:flex *:min-w-0";

export function LogosSection({ section, headingId }: SectionProps<Queries.LogosSectionFragment>) {
  const grid = balancedGrid(section.items.length, cardGrids.logos);
  return (
    <>
      <SectionHeading id={headingId} heading={section.heading} text={section.text} />
      <ul className={`mt-10 grid gap-3 sm:gap-4 ${grid.gridClasses}`}>
        {section.items.map((item, index) => {
          // The name is the logo's alt text, and the link's name; without a picture (a new entry in the editor) it shows as text.
          const logo = item.logo.picture ? (
            <Picture
              image={{ alt: item.name, picture: item.logo.picture }}
              sizes="160px"
              className="h-auto max-h-14 w-auto max-w-full min-w-0 object-contain sm:max-h-16"
            />
          ) : (
            item.name
          );
          return (
            <li key={`${index} ${item.name}`} className={`min-w-0 ${grid.cardClasses(index)}`}>
              {item.to ? (
                <SiteLink to={item.to} className={`${tile} hover:border-brand`}>
                  {logo}
                </SiteLink>
              ) : (
                <div className={tile}>{logo}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export const query = graphql`
  fragment LogosSection on LogosSection {
    heading
    text
    items {
      name
      logo {
        src
        picture {
          ...Picture
        }
      }
      to
    }
  }
`;
