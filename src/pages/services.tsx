import { graphql, type HeadFC, type PageProps } from "gatsby";
import { LatestEntries } from "../components/latest-entries";
import type { LatestContext } from "../content-model/publish";
import { Layout } from "../components/layout";
import { PageHero } from "../components/page-hero";
import { Seo } from "../components/seo";
import { ServiceGrid } from "../components/service-grid";
import { ServiceSection } from "../components/service-section";
import { required } from "../lib/required";

export default function ServicesPage({ data, location, pageContext }: PageProps<Queries.ServicesPageQuery, { latest?: LatestContext }>) {
  const page = required(data.servicesPageYaml, "pages/services.yaml");
  return (
    <Layout pathname={location.pathname}>
      <PageHero heading={page.hero.heading} text={page.hero.text} />
      <section aria-labelledby="cards-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="cards-heading" className="mb-8 text-2xl font-bold tracking-tight">
          {page.cardsHeading}
        </h2>
        <ServiceGrid services={data.allServicesYaml.nodes} action={page.cardAction} inFirstView />
      </section>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pt-8 pb-24 sm:gap-12 sm:px-6">
        {page.sections.map((section, index) => (
          <ServiceSection key={section.id} section={section} flipped={index % 2 === 1} />
        ))}
      </div>
      <LatestEntries latest={pageContext.latest} lists={data.latestLists.nodes} entries={data.latestEntries.nodes} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data, location, pageContext }) => {
  const page = required(data.servicesPageYaml, "pages/services.yaml");
  return (
    <Seo pageContext={pageContext} title={page.title} description={page.description} pathname={location.pathname} image={page.shareImage} />
  );
};

export const query = graphql`
  query ServicesPage($language: String!, $latestLists: [String!]!, $latestRoutes: [String!]!) {
    servicesPageYaml(language: { eq: $language }) {
      title
      description
      shareImage {
        ...ShareImage
      }
      hero {
        heading
        text
      }
      cardsHeading
      cardAction {
        label
        to
      }
      sections {
        id
        title
        text
        icon
        items
      }
    }
    allServicesYaml(filter: { language: { eq: $language } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...ServiceCard
      }
    }
    ...LatestEntries
  }
`;
