import { graphql, type HeadFC, type PageProps } from "gatsby";
import { BuiltInPage, BuiltInHead } from "../components/built-in-page";

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  return <BuiltInPage page={data.aboutPageYaml} file="pages/about.yaml" pathname={location.pathname} />;
}

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, location, pageContext }) => (
  <BuiltInHead page={data.aboutPageYaml} file="pages/about.yaml" pathname={location.pathname} pageContext={pageContext} />
);

export const query = graphql`
  query AboutPage($language: String!, $latestRoutes: [String!]!) {
    aboutPageYaml(language: { eq: $language }) {
      ...BuiltInPage
    }
  }
`;
