import { graphql, type HeadFC, type PageProps } from "gatsby";
import { EntryBody } from "../components/entry-body";
import { EntryFacts } from "../components/entry-facts";
import { EntryHeader } from "../components/entry-header";
import { EntryNav } from "../components/entry-nav";
import { EntrySection } from "../components/entry-section";
import { EntryStructuredData } from "../components/entry-structured-data";
import { caseStudyCard, Day } from "../components/entry-summaries";
import { Layout } from "../components/layout";
import { Picture } from "../components/picture";
import { Seo } from "../components/seo";
import { SiteLink } from "../components/site-link";
import { StatList } from "../components/stat-list";
import { entryRoute } from "../lib/entries";
import { readingTimeText } from "../lib/entry-text";
import { MARKDOWN_PICTURE_SIZES } from "../lib/markdown";
import { required } from "../lib/required";
import type { EntryPageContext } from "../../plugins/entry-lists/plan";

/** The cover's width at each window width: the text column, as a picture in the text (max-w-3xl less its padding). */
const COVER_SIZES = MARKDOWN_PICTURE_SIZES;

const factLabel = "font-semibold text-ink";

/**
 * A case study (content/case-studies/*.md; its page is made by plugins/entry-lists): the way back
 * to the list, its title and summary, the day and reading time, the client, its industry and the
 * services the work used (each a link to its card on the Services page), the cover (loaded first),
 * the results as figures (the statistics' look), the story, then the case studies published before
 * and after and up to three related ones (most services in common).
 */
export default function CaseStudyPage({ data, location, pageContext }: PageProps<Queries.CaseStudyPageQuery, EntryPageContext>) {
  const study = required(data.caseStudy, "case-studies/ (a case study)");
  const words = required(data.caseStudiesPageYaml, "pages/case-studies.yaml");
  const locale = required(data.settingsYaml, "settings.yaml").locale;
  const titles = new Map(data.allServicesYaml.nodes.map((service) => [service.yamlId, service.title]));
  const neighbour = (node: { readonly title: string; readonly address: string } | null) =>
    node ? { title: node.title, to: entryRoute(words.address, node.address) } : null;
  const related = [...data.related.nodes].sort((a, b) => pageContext.related.indexOf(a.id) - pageContext.related.indexOf(b.id));
  const results = study.results ?? [];
  return (
    <Layout pathname={location.pathname}>
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <article aria-labelledby="page-heading">
          <EntryHeader
            list={{ to: `/${words.address}`, label: words.allLabel }}
            title={study.title}
            description={study.description}
            meta={
              <EntryFacts
                facts={[
                  <span key="published">
                    {words.entry.published} <Day date={study.date} locale={locale} />
                  </span>,
                  readingTimeText(words.entry.readingTime, study.readingMinutes, locale),
                ]}
              />
            }
          >
            <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:grid-cols-[auto_minmax(0,1fr)]">
              <dt className={factLabel}>{words.entry.clientLabel}</dt>
              <dd className="text-muted">{study.client}</dd>
              <dt className={factLabel}>{words.entry.industryLabel}</dt>
              <dd className="text-muted">{study.industry}</dd>
              <dt className={factLabel}>{words.entry.servicesLabel}</dt>
              <dd>
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {study.services.map((id) => (
                    <li key={id} className="min-w-0">
                      <SiteLink
                        to={`/services#service-${id}`}
                        className="inline-flex min-h-6 items-center rounded-sm font-medium text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline"
                      >
                        {titles.get(id) ?? id}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
          </EntryHeader>
          {study.cover?.picture ? (
            <div className="mt-8">
              <Picture image={study.cover} sizes={COVER_SIZES} priority className="h-auto w-full rounded-2xl bg-brand-soft" />
            </div>
          ) : null}
          {results.length > 0 ? (
            <section aria-labelledby="results-heading" className="mt-10">
              <h2 id="results-heading" className="mb-6 text-2xl font-bold tracking-tight">
                {words.entry.resultsHeading}
              </h2>
              <StatList stats={results} variant="figures" />
            </section>
          ) : null}
          <EntryBody body={study.body} pictures={study.pictures} />
        </article>
        <EntryNav
          label={words.entry.navLabel}
          previousLabel={words.entry.previous}
          nextLabel={words.entry.next}
          previous={neighbour(data.previous)}
          next={neighbour(data.next)}
        />
        <EntrySection
          id="related-heading"
          heading={words.entry.relatedHeading}
          className="mt-12"
          cards={related.map((node) => caseStudyCard(node, words.address))}
        />
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.CaseStudyPageQuery, EntryPageContext> = ({ data, location, pageContext }) => {
  const study = required(data.caseStudy, "case-studies/ (a case study)");
  const words = required(data.caseStudiesPageYaml, "pages/case-studies.yaml");
  return (
    <Seo
      pageContext={pageContext}
      title={study.title}
      description={study.description}
      pathname={location.pathname}
      image={study.cover}
      article={{ publishedTime: study.date, modifiedTime: study.updated }}
    >
      <EntryStructuredData
        type="Article"
        route={entryRoute(words.address, study.address)}
        headline={study.title}
        description={study.description}
        published={study.date}
        updated={study.updated}
        image={study.cover?.card?.src}
        about={study.client}
      />
    </Seo>
  );
};

export const query = graphql`
  query CaseStudyPage($id: String!, $previous: String!, $next: String!, $related: [String!]!, $language: String!) {
    settingsYaml(language: { eq: $language }) {
      locale
    }
    caseStudiesPageYaml(language: { eq: $language }) {
      address
      allLabel
      entry {
        published
        updated
        readingTime
        navLabel
        previous
        next
        relatedHeading
        clientLabel
        industryLabel
        servicesLabel
        resultsHeading
      }
    }
    allServicesYaml(filter: { language: { eq: $language } }) {
      nodes {
        yamlId
        title
      }
    }
    caseStudy(id: { eq: $id }) {
      title
      description
      address
      date
      updated
      client
      industry
      services
      results {
        title
        value
      }
      readingMinutes
      body
      cover {
        ...ShareImage
        picture {
          ...Picture
        }
      }
      pictures {
        src
        picture {
          ...Picture
        }
      }
    }
    previous: caseStudy(id: { eq: $previous }) {
      title
      address
    }
    next: caseStudy(id: { eq: $next }) {
      title
      address
    }
    related: allCaseStudy(filter: { id: { in: $related } }) {
      nodes {
        ...CaseStudySummary
      }
    }
  }
`;
