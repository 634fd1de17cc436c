import { graphql } from "gatsby";
import { Layout } from "./layout";
import { Sections, SectionsHead } from "./sections";
import { Seo } from "./seo";
import { required } from "../lib/required";

type BuiltInPageProps = { page: Queries.BuiltInPageFragment | null; file: string; pathname: string };

/** Home, About, Services and Contact: their sections, in their file's order. */
export function BuiltInPage({ page, file, pathname }: BuiltInPageProps) {
  return (
    <Layout pathname={pathname}>
      <Sections sections={required(page, file).sections} />
    </Layout>
  );
}

export function BuiltInHead({ page, file, pathname, pageContext }: BuiltInPageProps & { pageContext: object }) {
  const { title, description, shareImage, sections } = required(page, file);
  return (
    <Seo pageContext={pageContext} title={title} description={description} pathname={pathname} image={shareImage}>
      <SectionsHead sections={sections} />
    </Seo>
  );
}

export const query = graphql`
  fragment BuiltInPage on PageFile {
    title
    description
    shareImage {
      ...ShareImage
    }
    sections {
      ...PageSections
    }
  }
`;
