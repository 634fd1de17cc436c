import { graphql, type HeadFC, type PageProps } from "gatsby";
import { EntryBody } from "../components/entry-body";
import { Layout } from "../components/layout";
import { opensPage, Sections, SectionsHead } from "../components/sections";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { CreatedPageContext } from "../content-model/publish";
import { longDate } from "../lib/intl";
import { required } from "../lib/required";

/**
 * A page an editor created: title, summary, the day it last changed, its Markdown (raw HTML never reaches it),
 * then its sections. A page whose first section is a hero shows that instead of the title and summary.
 */
export default function SitePage({ data, location }: PageProps<Queries.CreatedPageQuery, CreatedPageContext>) {
  const page = required(data.markdownPage, "site-pages/ (a page)");
  const settings = useSiteSettings();
  const sections = page.sections ?? [];
  const [first] = sections;
  const hero = opensPage(first);
  const text = page.body.trim() !== "";
  return (
    <Layout pathname={location.pathname} landing={page.landing ? page.landingAction : null}>
      {hero && first ? <Sections sections={[first]} /> : null}
      {hero && !text ? null : (
        <article aria-labelledby={hero ? undefined : "page-heading"} className="mx-auto max-w-3xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16">
          {hero ? null : (
            <>
              <h1 id="page-heading" className="text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight">
                {page.title}
              </h1>
              <p className="mt-5 text-lg leading-relaxed text-muted">{page.description}</p>
              <p className="mt-3 text-sm text-muted">
                {settings.sitePages.updatedLabel} <time dateTime={page.updated}>{longDate(page.updated, settings.locale)}</time>
              </p>
            </>
          )}
          <EntryBody body={page.body} pictures={page.pictures} />
        </article>
      )}
      <Sections sections={hero ? sections.slice(1) : sections} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.CreatedPageQuery, CreatedPageContext> = ({ data, location, pageContext }) => {
  const page = required(data.markdownPage, "site-pages/ (a page)");
  return (
    <Seo
      pageContext={pageContext}
      title={page.title}
      description={page.description}
      pathname={location.pathname}
      noindex={!page.indexed}
      image={page.shareImage}
    >
      <SectionsHead sections={page.sections ?? []} />
    </Seo>
  );
};

export const query = graphql`
  query CreatedPage($address: String!, $language: String!, $latestRoutes: [String!]!) {
    markdownPage(address: { eq: $address }, language: { eq: $language }) {
      title
      description
      shareImage {
        ...ShareImage
      }
      indexed
      updated
      landing
      landingAction {
        label
        to
      }
      sections {
        ...PageSections
      }
      body
      pictures {
        src
        picture {
          ...Picture
        }
      }
    }
  }
`;
