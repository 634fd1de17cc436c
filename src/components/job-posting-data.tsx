import { graphql } from "gatsby";
import { absoluteUrl } from "./seo";
import { StructuredData } from "./structured-data";
import { useSiteSettings } from "../hooks/use-site-settings";
import { toHref } from "../lib/links";
import { placeholderValues, renderPortableMarkdown } from "../lib/markdown";

// The front matter's employment types in schema.org's (and Google's) words.
const employmentTypes: Readonly<Record<string, string>> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

type JobPostingProps = { opening: Queries.JobPostingFragment; route: string };

/**
 * A job opening for search engines: https://developers.google.com/search/docs/appearance/structured-data/job-posting
 * It is valid through the end of its closing day in UTC, the clock the daily rebuild takes it down by.
 */
export function JobPostingData({ opening, route }: JobPostingProps) {
  const settings = useSiteSettings();
  const absolute = (path: string) => absoluteUrl(settings.siteUrl, path);
  const url = absolute(toHref(settings.localize(route)));
  const description = renderPortableMarkdown(opening.body, {
    values: placeholderValues(settings),
    href: (to) => absolute(toHref(settings.localize(to))),
  });
  const { office, salary } = opening;
  return (
    <StructuredData
      data={{
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: opening.title,
        description,
        url,
        identifier: { "@type": "PropertyValue", name: settings.siteName, value: opening.address },
        datePosted: opening.date,
        validThrough: `${opening.closes}T23:59:59Z`,
        employmentType: employmentTypes[opening.employmentType] ?? opening.employmentType,
        hiringOrganization: {
          "@type": "Organization",
          name: settings.siteName,
          sameAs: absolute("/"),
          logo: absolute(settings.organization.logo),
        },
        directApply: true,
        ...(opening.remote
          ? {
              jobLocationType: "TELECOMMUTE",
              applicantLocationRequirements: (opening.countries ?? []).map((name) => ({ "@type": "Country", name })),
            }
          : {}),
        ...(office
          ? {
              jobLocation: {
                "@type": "Place",
                address: {
                  "@type": "PostalAddress",
                  ...(office.street ? { streetAddress: office.street } : {}),
                  addressLocality: office.city,
                  ...(office.region ? { addressRegion: office.region } : {}),
                  ...(office.postalCode ? { postalCode: office.postalCode } : {}),
                  addressCountry: office.country,
                },
              },
            }
          : {}),
        ...(salary
          ? {
              baseSalary: {
                "@type": "MonetaryAmount",
                currency: salary.currency,
                value: {
                  "@type": "QuantitativeValue",
                  ...(salary.minimum === salary.maximum
                    ? { value: salary.minimum }
                    : { minValue: salary.minimum, maxValue: salary.maximum }),
                  unitText: salary.period.toUpperCase(),
                },
              },
            }
          : {}),
      }}
    />
  );
}

export const query = graphql`
  fragment JobPosting on JobOpening {
    title
    address
    body
    date
    closes
    team
    location
    employmentType
    remote
    countries
    office {
      street
      city
      region
      postalCode
      country
    }
    salary {
      currency
      minimum
      maximum
      period
    }
  }
`;
