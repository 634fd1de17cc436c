import { graphql, type HeadFC, type PageProps } from "gatsby";
import { DayFact, EntryFacts } from "../components/entry-facts";
import { EntryHead } from "../components/entry-head";
import { EntryPage } from "../components/entry-page";
import { FactList } from "../components/fact-list";
import { SiteLink } from "../components/site-link";
import { StatList } from "../components/stat-list";
import type { EntryPageContext } from "../content-model/publish";
import { countText } from "../lib/plural";
import { required } from "../lib/required";

/** A case study: the client, industry and services (links to their cards), and its results as figures. */
export default function CaseStudyPage(page: PageProps<Queries.CaseStudyPageQuery, EntryPageContext>) {
  const titles = new Map(page.data.allServicesYaml.nodes.map((service) => [service.yamlId, service.title]));
  return (
    <EntryPage
      page={page}
      facts={(study, words, locale) => (
        <EntryFacts
          facts={[
            <DayFact key="published" label={words.entry.published} date={study.date} locale={locale} />,
            countText(words.entry.readingTime, study.readingMinutes, locale),
          ]}
        />
      )}
      details={(study, words) => (
        <FactList
          facts={[
            { label: words.entry.clientLabel, value: study.client },
            { label: words.entry.industryLabel, value: study.industry },
            {
              label: words.entry.servicesLabel,
              value: (
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
              ),
            },
          ]}
        />
      )}
      beforeBody={({ results }, words) =>
        results && results.length > 0 ? (
          <section aria-labelledby="results-heading" className="mt-10">
            <h2 id="results-heading" className="mb-6 text-2xl font-bold tracking-tight">
              {words.entry.resultsHeading}
            </h2>
            <StatList stats={results} variant="figures" />
          </section>
        ) : null
      }
    />
  );
}

export const Head: HeadFC<Queries.CaseStudyPageQuery, EntryPageContext> = (page) => {
  const study = required(page.data.entry, "a case study (content/case-studies/)");
  return <EntryHead page={page} type="Article" entry={study} about={study.client} />;
};

export const query = graphql`
  query CaseStudyPage($entry: String!, $language: String!) {
    words: caseStudiesPageYaml(language: { eq: $language }) {
      ...EntryPageWords
      entry {
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
    entry: caseStudy(language: { eq: $language }, route: { eq: $entry }) {
      ...EntryPageFields
      client
      industry
      services
      results {
        title
        value
      }
    }
    ...EntryPageData
  }
`;
