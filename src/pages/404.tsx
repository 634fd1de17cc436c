import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ButtonLink } from "../components/button-link";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { required } from "../lib/required";

/** Shown for any address that matches no page; static hosts serve it with status 404. */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = required(data.notFoundPageYaml, "pages/not-found.yaml");
  return (
    <Layout pathname={location.pathname}>
      <section aria-labelledby="page-heading" className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <p className="text-7xl font-extrabold tracking-tight text-brand sm:text-8xl">{page.code}</p>
        <h1 id="page-heading" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
          {page.heading}
        </h1>
        <p className="mt-4 max-w-full text-lg text-muted">{page.text}</p>
        <div className="mt-8">
          <ButtonLink to={page.homeLink.to}>{page.homeLink.label}</ButtonLink>
        </div>
      </section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, pageContext }) => {
  const page = required(data.notFoundPageYaml, "pages/not-found.yaml");
  return <Seo pageContext={pageContext} title={page.title} description={page.description} pathname="/404/" noindex />;
};

export const query = graphql`
  query NotFoundPage($language: String!) {
    notFoundPageYaml(language: { eq: $language }) {
      title
      description
      code
      heading
      text
      homeLink {
        label
        to
      }
    }
  }
`;
