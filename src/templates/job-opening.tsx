import { graphql, type HeadFC, type PageProps } from "gatsby";
import { DayFact, EntryFacts } from "../components/entry-facts";
import { EntryHead } from "../components/entry-head";
import { EntryPage } from "../components/entry-page";
import { FactList, type Fact } from "../components/fact-list";
import { JobPostingData } from "../components/job-posting-data";
import { JobApplication } from "../components/job-application";
import type { EntryPageContext } from "../content-model/publish";
import { countryName, listFormat, moneyRange } from "../lib/intl";
import { camel, fillTemplate } from "../lib/entry-text";
import { required } from "../lib/required";

type OpeningData = Queries.JobOpeningPageQuery;
type Opening = NonNullable<OpeningData["entry"]>;
type Words = NonNullable<OpeningData["words"]>["entry"];

/** The pay as the page's language writes money, with its period's words: "€60,000–€80,000 a year". */
function salaryText(salary: NonNullable<Opening["salary"]>, words: Words, locale: string) {
  const period = words.salaryPeriods[salary.period as keyof Words["salaryPeriods"]];
  return fillTemplate(period, { amount: moneyRange(salary.minimum, salary.maximum, salary.currency, locale) });
}

/** What the opening is: team, where, for whom, the employment and the pay, as a list of terms. */
function OpeningFacts({ opening, words, locale }: { opening: Opening; words: Words; locale: string }) {
  const type = words.employmentTypes[camel(opening.employmentType) as keyof Words["employmentTypes"]];
  const facts: Fact[] = [
    { label: words.teamLabel, value: opening.team },
    { label: words.locationLabel, value: opening.location },
    ...(opening.remote && opening.countries?.length
      ? [
          {
            label: words.countriesLabel,
            value: listFormat(locale, { type: "conjunction" }).format(opening.countries.map((code) => countryName(code, locale))),
          },
        ]
      : []),
    { label: words.typeLabel, value: type },
    ...(opening.salary ? [{ label: words.salaryLabel, value: salaryText(opening.salary, words, locale) }] : []),
  ];
  return <FactList facts={facts} />;
}

/** A job opening: its facts, its text (what you will do, what we look for, how we hire) and the application form. */
export default function JobOpeningPage(page: PageProps<OpeningData, EntryPageContext>) {
  const contact = required(page.data.contact, "pages/contact.yaml");
  return (
    <EntryPage
      page={page}
      facts={(opening, words, locale) => (
        <EntryFacts
          facts={[
            <DayFact key="posted" label={words.entry.published} date={opening.date} locale={locale} />,
            <DayFact key="closes" label={words.entry.closesLabel} date={opening.closes} locale={locale} />,
          ]}
        />
      )}
      details={(opening, words, locale) => <OpeningFacts opening={opening} words={words.entry} locale={locale} />}
      afterBody={(opening, words) => (
        <JobApplication
          heading={words.entry.applyHeading}
          text={words.entry.applyText}
          subject={fillTemplate(words.entry.applySubject, { title: opening.title })}
          form={{ ...contact.form, ...words.entry.applyForm }}
        />
      )}
    />
  );
}

export const Head: HeadFC<OpeningData, EntryPageContext> = (page) => {
  const opening = required(page.data.entry, "a job opening (content/job-openings/)");
  return (
    <EntryHead page={page} type="JobPosting" entry={opening} structured={<JobPostingData opening={opening} route={opening.route} />} />
  );
};

export const query = graphql`
  query JobOpeningPage($entry: String!, $language: String!) {
    words: jobOpeningsPageYaml(language: { eq: $language }) {
      ...EntryPageWords
      entry {
        teamLabel
        locationLabel
        countriesLabel
        typeLabel
        employmentTypes {
          fullTime
          partTime
          contract
          temporary
          internship
        }
        salaryLabel
        salaryPeriods {
          hour
          day
          week
          month
          year
        }
        closesLabel
        applyHeading
        applyText
        applyForm {
          heading
          emailLabel
          emailPlaceholder
          subjectLabel
          messageLabel
          messagePlaceholder
        }
        applySubject
      }
    }
    entry: jobOpening(language: { eq: $language }, route: { eq: $entry }) {
      ...EntryPageFields
      ...JobPosting
    }
    contact: contactPageYaml(language: { eq: $language }) {
      form {
        ...ContactFormCopy
      }
    }
    ...EntryPageData
  }
`;
