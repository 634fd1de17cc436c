import { graphql, type HeadFC, type PageProps } from "gatsby";
import { BuiltInPage, BuiltInHead } from "../components/built-in-page";

export default function ServicesPage({ data, location }: PageProps<Queries.ServicesPageQuery>) {
  return <BuiltInPage page={data.servicesPageYaml} file="pages/services.yaml" pathname={location.pathname} />;
}

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data, location, pageContext }) => (
  <BuiltInHead page={data.servicesPageYaml} file="pages/services.yaml" pathname={location.pathname} pageContext={pageContext} />
);

export const query = graphql`
  query ServicesPage($language: String!, $latestRoutes: [String!]!) {
    servicesPageYaml(language: { eq: $language }) {
      ...BuiltInPage
    }
  }
`;
