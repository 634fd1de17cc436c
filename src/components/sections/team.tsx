import { graphql } from "gatsby";
import { balancedGrid, cardGrids, cardPictureSizes } from "../balanced-grid";
import { PersonPortrait } from "../person-portrait";
import { SectionHeading } from "../section-heading";
import { SiteLink } from "../site-link";
import { SectionFrame, type SectionProps } from "./section-frame";

/** The people on the team list, each linking to their page; left out while nobody is on it. */
export function TeamSection({ section, headingId }: SectionProps<Queries.TeamSectionFragment>) {
  const words = section.words;
  const people = section.entries.filter((person) => person.onTeam !== false);
  if (!words || people.length === 0) return null;
  const grid = balancedGrid(people.length, cardGrids.people);
  const sizes = cardPictureSizes(people.length, cardGrids.people);
  return (
    // Its id is its type's name: /team/ redirects here and each person's page links back (content-model/publish.ts listedAt).
    <SectionFrame headingId={headingId} anchor="team">
      <SectionHeading id={headingId} heading={words.heading} text={words.text} />
      <ul className={`mt-12 grid gap-6 ${grid.gridClasses}`}>
        {people.map((person, index) => (
          <li key={person.yamlId} className={`min-w-0 ${grid.cardClasses(index)}`}>
            <article
              aria-labelledby={`person-${person.yamlId}`}
              className="relative flex h-full flex-col rounded-2xl border border-line bg-surface p-3 shadow-sm sm:p-4"
            >
              <PersonPortrait person={person} sizes={sizes} className="h-auto w-full rounded-xl" />
              <h3 id={`person-${person.yamlId}`} className="mt-4 text-lg leading-snug font-bold hyphens-auto text-ink">
                {/* The whole card is the link's target; the name is its text. */}
                <SiteLink
                  to={`/${words.address}/${person.yamlId}`}
                  className="rounded-sm decoration-2 underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-strong hover:underline"
                >
                  {person.name}
                </SiteLink>
              </h3>
              <p className="mt-1 text-sm text-muted">{person.role}</p>
            </article>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const query = graphql`
  fragment TeamSection on TeamSection {
    words(language: $language) {
      ...PeopleWords
    }
    entries(language: $language) {
      ...PersonCard
      onTeam
    }
  }
  fragment PersonCard on PeopleYaml {
    yamlId
    name
    role
    bio
    photo {
      alt
      picture {
        ...Picture
      }
    }
    links {
      linkedin
      github
      website
    }
  }
  fragment PeopleWords on PeoplePageYaml {
    address
    heading
    text
    title
    allLabel
    linksLabel
    linkNames {
      linkedin
      github
      website
    }
    articlesHeading
  }
`;
