import { graphql, type HeadFC, type PageProps } from "gatsby";
import { EntryBody } from "../components/entry-body";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { CreatedPageContext } from "../content-model/publish";
import { longDate } from "../lib/intl";
import { required } from "../lib/required";

/** A page an editor created: title, summary, the day it last changed, then its Markdown (raw HTML never reaches it). */
export default function SitePage({ data, location }: PageProps<Queries.CreatedPageQuery, CreatedPageContext>) {
  const page = required(data.markdownPage, "site-pages/ (a page)");
  const settings = useSiteSettings();
  return (
    <Layout pathname={location.pathname}>
      <article aria-labelledby="page-heading" className="mx-auto max-w-3xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16">
        <h1 id="page-heading" className="text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight">
          {page.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">{page.description}</p>
        <p className="mt-3 text-sm text-muted">
          {settings.sitePages.updatedLabel} <time dateTime={page.updated}>{longDate(page.updated, settings.locale)}</time>
        </p>
        <EntryBody body={page.body} pictures={page.pictures} />
      </article>
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
    />
  );
};

export const query = graphql`
  query CreatedPage($address: String!, $language: String!) {
    markdownPage(address: { eq: $address }, language: { eq: $language }) {
      title
      description
      shareImage {
        ...ShareImage
      }
      indexed
      updated
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
