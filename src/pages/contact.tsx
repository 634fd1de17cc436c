import { graphql, type HeadFC, type PageProps } from "gatsby";
import { BuiltInPage, BuiltInHead } from "../components/built-in-page";

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  return <BuiltInPage page={data.contactPageYaml} file="pages/contact.yaml" pathname={location.pathname} />;
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data, location, pageContext }) => (
  <BuiltInHead page={data.contactPageYaml} file="pages/contact.yaml" pathname={location.pathname} pageContext={pageContext} />
);

export const query = graphql`
  query ContactPage($language: String!, $latestRoutes: [String!]!) {
    contactPageYaml(language: { eq: $language }) {
      ...BuiltInPage
    }
  }
`;
