import { graphql, type HeadFC, type PageProps } from "gatsby";
import { BackLink } from "../components/back-link";
import { EntrySection } from "../components/entry-section";
import { entryCard } from "../components/entry-summaries";
import { Layout } from "../components/layout";
import { PersonLinks, profilesOf } from "../components/person-links";
import { PersonPortrait } from "../components/person-portrait";
import { absoluteUrl } from "../components/seo";
import { Seo } from "../components/seo";
import { StructuredData } from "../components/structured-data";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { ItemPageContext } from "../content-model/publish";
import { fillTemplate } from "../lib/entry-text";
import { toHref } from "../lib/links";
import { required } from "../lib/required";

const personOf = (data: Queries.PersonPageQuery) => required(data.person, "people.yaml (a person)");
const wordsOf = (data: Queries.PersonPageQuery) => required(data.words, "pages/people.yaml");

/** A person's page: portrait, role, bio and profiles, then the entries that name them (an author's articles), newest first. */
export default function PersonPage({ data, location, pageContext }: PageProps<Queries.PersonPageQuery, ItemPageContext>) {
  const person = personOf(data);
  const words = wordsOf(data);
  const { locale } = useSiteSettings();
  const listWords = (route: string) => data.lists.nodes.find((list) => route.startsWith(`/${list.address}/`))?.entry ?? {};
  const cards = (data.named?.entries ?? []).map((node) => entryCard(node, listWords(node.route), locale));
  return (
    <Layout pathname={location.pathname}>
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <article aria-labelledby="page-heading">
          {pageContext.listedAt ? <BackLink to={pageContext.listedAt} label={words.allLabel} /> : null}
          <div className="mt-6 grid gap-6 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-start">
            <PersonPortrait
              person={person}
              sizes="(min-width: 640px) 192px, 50vw"
              priority
              className="h-auto w-1/2 rounded-2xl sm:w-full"
            />
            <div className="min-w-0">
              <h1 id="page-heading" className="text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight hyphens-auto">
                {person.name}
              </h1>
              <p className="mt-2 text-lg font-semibold text-brand-strong">{person.role}</p>
              <p className="mt-4 text-lg leading-relaxed text-muted">{person.bio}</p>
              <div className="mt-4">
                <PersonLinks links={person.links} names={words.linkNames} label={words.linksLabel} />
              </div>
            </div>
          </div>
        </article>
        <EntrySection
          id="person-entries-heading"
          heading={fillTemplate(words.articlesHeading, { name: person.name })}
          className="mt-14"
          cards={cards}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.PersonPageQuery, ItemPageContext> = ({ data, location, pageContext }) => {
  const person = personOf(data);
  const words = wordsOf(data);
  const settings = useSiteSettings();
  const url = absoluteUrl(settings.siteUrl, toHref(settings.localize(pageContext.route)));
  const sameAs = profilesOf(person.links);
  return (
    <Seo
      pageContext={pageContext}
      title={fillTemplate(words.title, { name: person.name, role: person.role })}
      description={person.bio}
      pathname={location.pathname}
    >
      {/* https://developers.google.com/search/docs/appearance/structured-data/profile-page */}
      <StructuredData
        data={{
          "@context": "https://schema.org",
          "@type": "ProfilePage",
          url,
          mainEntity: {
            "@type": "Person",
            name: person.name,
            jobTitle: person.role,
            description: person.bio,
            url,
            worksFor: { "@id": `${absoluteUrl(settings.siteUrl, "/")}#organization` },
            ...(person.photo?.picture ? { image: absoluteUrl(settings.siteUrl, person.photo.picture.src) } : {}),
            ...(sameAs.length > 0 ? { sameAs } : {}),
          },
        }}
      />
    </Seo>
  );
};

export const query = graphql`
  query PersonPage($item: String!, $language: String!, $path: String!) {
    person: peopleYaml(yamlId: { eq: $item }, language: { eq: $language }) {
      ...PersonCard
    }
    words: peoplePageYaml(language: { eq: $language }) {
      ...PeopleWords
    }
    # The entries that name the person, newest first, linked from the page's node (gatsby-node.ts).
    named: entryListPage(path: { eq: $path }) {
      entries {
        ...EntryCard
      }
    }
    lists: allEntryList(filter: { language: { eq: $language } }) {
      nodes {
        address
        entry {
          ... on TimedEntryWords {
            readingTime {
              ...PluralForms
            }
          }
        }
      }
    }
  }
`;
