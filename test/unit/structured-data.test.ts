/** @jest-environment node */
/**
 * The structured-data validator the build tests use (test/structured-data.ts) on objects shaped as
 * our pages' JSON-LD: a job opening with every property Google requires and recommends passes with
 * no error and no warning, remote and on site; one that lacks a required property is rejected,
 * naming it; an article whose author is a person passes; and the schema.org vocabulary is really
 * read (an unknown type is an error, an unknown property a warning).
 */
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { jsonLdScript, validateJsonLd, type StructuredDataIssue } from "../structured-data";

jest.setTimeout(60_000);

const hiringOrganization = {
  "@type": "Organization",
  name: "Vireo Solutions",
  sameAs: "https://www.vireosolutions.com/",
  logo: "https://www.vireosolutions.com/images/logo.png",
};

const opening = {
  "@context": "https://schema.org",
  "@type": "JobPosting",
  title: "Senior Frontend Engineer",
  description: "<p>What you will do, what we look for, how we hire.</p>",
  url: "https://www.vireosolutions.com/careers/senior-frontend-engineer/",
  datePosted: "2026-11-02",
  validThrough: "2026-12-31T23:59:59Z",
  employmentType: "FULL_TIME",
  hiringOrganization,
  baseSalary: {
    "@type": "MonetaryAmount",
    currency: "EUR",
    value: { "@type": "QuantitativeValue", minValue: 65000, maxValue: 80000, unitText: "YEAR" },
  },
  identifier: { "@type": "PropertyValue", name: "Vireo Solutions", value: "senior-frontend-engineer" },
  directApply: false,
};

const remote = {
  ...opening,
  jobLocationType: "TELECOMMUTE",
  applicantLocationRequirements: [
    { "@type": "Country", name: "DE" },
    { "@type": "Country", name: "AT" },
  ],
};

const onSite = {
  ...opening,
  jobLocation: {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      streetAddress: "100 Summer Street",
      addressLocality: "Boston",
      addressRegion: "MA",
      postalCode: "02110",
      addressCountry: "US",
    },
  },
};

const without = (data: Record<string, unknown>, property: string) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== property));

/** The issues as [severity, where, property], the way a failing test reads best. */
const brief = (issues: StructuredDataIssue[]) => issues.map(({ severity, at, property }) => [severity, at, property]);

describe("a job opening", () => {
  it("passes with no error and no warning when it is remote, with every property Google requires and recommends", async () => {
    expect(await validateJsonLd(remote)).toEqual([]);
  });

  it("passes with no error and no warning on site, with its full address", async () => {
    expect(await validateJsonLd(onSite)).toEqual([]);
  });

  it.each(["title", "description", "datePosted", "hiringOrganization"])("is rejected without its %s", async (property) => {
    expect(brief(await validateJsonLd(without(remote, property)))).toEqual([["ERROR", "JobPosting", property]]);
  });

  it("is rejected with neither a place nor the countries a remote applicant may live in", async () => {
    expect(brief(await validateJsonLd(without(onSite, "jobLocation")))).toEqual(
      expect.arrayContaining([["ERROR", "JobPosting", "jobLocation"]]),
    );
    expect(brief(await validateJsonLd(without(remote, "applicantLocationRequirements")))).toEqual(
      expect.arrayContaining([["ERROR", "JobPosting", "applicantLocationRequirements"]]),
    );
  });

  it("is rejected with a place but no country, or an organization with no name", async () => {
    const noCountry = { ...onSite, jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Boston" } } };
    expect(brief(await validateJsonLd(noCountry))).toEqual([["ERROR", "JobPosting", "jobLocation.address.addressCountry"]]);
    const nameless = { ...remote, hiringOrganization: without(hiringOrganization, "name") };
    expect(await validateJsonLd(nameless)).toEqual([
      expect.objectContaining({ severity: "ERROR", type: "Organization", at: "JobPosting.hiringOrganization", property: "name" }),
    ]);
  });

  it("is rejected with a posting date that is no date", async () => {
    expect(await validateJsonLd({ ...remote, datePosted: "next Monday" })).toEqual([
      expect.objectContaining({ severity: "ERROR", property: "datePosted", message: 'Invalid type for attribute "datePosted"' }),
    ]);
  });

  it.each(["validThrough", "employmentType", "baseSalary", "identifier", "directApply"])(
    "is warned about without its recommended %s",
    async (property) => {
      expect(brief(await validateJsonLd(without(remote, property)))).toEqual([["WARNING", "JobPosting", property]]);
    },
  );
});

describe("an article", () => {
  const author = {
    "@type": "Person",
    name: "Jo Example",
    url: "https://www.vireosolutions.com/people/jo-example/",
    sameAs: ["https://www.linkedin.com/in/jo-example", "https://github.com/jo-example"],
  };
  const article = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: "How we plan a migration",
    description: "What we ask before we move a site.",
    url: "https://www.vireosolutions.com/articles/how-we-plan-a-migration/",
    mainEntityOfPage: "https://www.vireosolutions.com/articles/how-we-plan-a-migration/",
    inLanguage: "en",
    datePublished: "2026-11-16T00:00:00Z",
    dateModified: "2026-11-16T00:00:00Z",
    author,
    publisher: { "@id": "https://www.vireosolutions.com/#organization" },
    image: ["https://www.vireosolutions.com/images/uploads/cover.jpg"],
  };

  it("passes when its author is a person with a page and profiles elsewhere", async () => {
    expect(await validateJsonLd(article)).toEqual([]);
    expect(await validateJsonLd({ ...article, "@type": "Article" })).toEqual([]);
  });

  it("is rejected when its author has no name", async () => {
    expect(brief(await validateJsonLd({ ...article, author: without(author, "name") }))).toEqual([["ERROR", "BlogPosting.author", "name"]]);
  });

  it("reads back as the editor wrote it, with the page around it whole, whatever their words", async () => {
    const words = [
      `${"Long title ".repeat(910)}end`,
      "Donau".repeat(60),
      "Design systems مرحبا بالعالم in English 🚀👩🏽‍💻",
      "Q&A <b> & </script><script>alert(1)</script> <!-- --> ]]>",
      "Tabs\u000band\u0008bells\u0000 \u2028 \u2029 half \ud83d",
    ];
    for (const headline of words) {
      const html = `<head>${jsonLdScript({ ...article, headline, keywords: headline })}</head><body><p>After</p></body>`;
      const { jsonld } = new WebAutoExtractor().parse(html) as { jsonld: Record<string, { headline: string }[]> };
      expect(jsonld.BlogPosting?.map((found) => found.headline)).toEqual([headline]);
      expect(html.slice(html.indexOf("</script>"))).toBe("</script></head><body><p>After</p></body>");
    }
  });
});

describe("schema.org's vocabulary", () => {
  it("makes a type it does not define an error, and a property it does not define a warning", async () => {
    expect(brief(await validateJsonLd({ ...remote, "@type": "JobOpening" }))).toEqual([["ERROR", "JobOpening", "@type"]]);
    expect(brief(await validateJsonLd({ ...remote, closingDate: "2026-12-31" }))).toEqual([["WARNING", "JobPosting", "closingDate"]]);
  });
});
