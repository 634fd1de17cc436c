import { graphql, type HeadFC, type PageProps } from "gatsby";
import { BuiltInPage, BuiltInHead } from "../components/built-in-page";

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  return <BuiltInPage page={data.homePageYaml} file="pages/home.yaml" pathname={location.pathname} />;
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location, pageContext }) => (
  <BuiltInHead page={data.homePageYaml} file="pages/home.yaml" pathname={location.pathname} pageContext={pageContext} />
);

export const query = graphql`
  query HomePage($language: String!, $latestRoutes: [String!]!) {
    homePageYaml(language: { eq: $language }) {
      ...BuiltInPage
    }
  }
`;
