import { graphql, type HeadFC, type PageProps } from "gatsby";
import { EntryBody } from "../components/entry-body";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { LanguageContext } from "../lib/languages";
import { longDate } from "../lib/intl";
import { required } from "../lib/required";

/** What gatsby-node.ts hands each created page: its node's id, and its language (the languages it is written in). */
export type SitePageContext = { id: string } & LanguageContext;

/**
 * A page an editor created (content/site-pages/*.md, created by gatsby-node.ts at its address):
 * the title, the summary and the date it last changed, then its Markdown as HTML (EntryBody: with
 * the renditions the build made of its pictures, in the site's prose style). The HTML holds no
 * script: raw HTML never reaches it.
 */
export default function SitePage({ data, location }: PageProps<Queries.CreatedPageQuery, SitePageContext>) {
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

export const Head: HeadFC<Queries.CreatedPageQuery, SitePageContext> = ({ data, location, pageContext }) => {
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
  query CreatedPage($id: String!) {
    markdownPage(id: { eq: $id }) {
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
