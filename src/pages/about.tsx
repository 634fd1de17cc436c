import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Illustration } from "../components/illustration";
import { Checklist } from "../components/checklist";
import { Layout } from "../components/layout";
import { MissionCards } from "../components/mission-card";
import { PageHero } from "../components/page-hero";
import { HeroPicture } from "../components/hero-picture";
import { SectionHeading } from "../components/section-heading";
import { Seo } from "../components/seo";
import { StatList } from "../components/stat-list";
import { LatestEntries } from "../components/latest-entries";
import { TeamSection } from "../components/team-section";
import type { LatestContext } from "../content-model/publish";
import { required } from "../lib/required";

export default function AboutPage({ data, location, pageContext }: PageProps<Queries.AboutPageQuery, { latest?: LatestContext }>) {
  const page = required(data.aboutPageYaml, "pages/about.yaml");
  return (
    <Layout pathname={location.pathname}>
      <PageHero
        heading={page.hero.heading}
        text={page.hero.text}
        // A photo comes right under the text on phones, before the checklist: in the first view, as
        // it is beside the text on wide screens (so it loads first everywhere, HeroPicture).
        asideFirst={Boolean(page.hero.photo?.picture)}
        aside={
          page.hero.photo?.picture ? (
            <HeroPicture image={page.hero.photo} layout="about" />
          ) : (
            <Illustration
              src="/illustrations/about-team.svg"
              width={440}
              height={400}
              alt={page.hero.illustrationAlt ?? ""}
              shownFrom="xl"
              sizeClass="w-[440px]"
            />
          )
        }
      >
        <Checklist items={data.allChecklistYaml.nodes} columns={2} />
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <MissionCards cards={data.allMissionYaml.nodes} />
      </div>

      <section aria-labelledby="innovation-heading" className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6">
        <SectionHeading id="innovation-heading" heading={page.innovation.heading} text={page.innovation.text} />
        <div className="mt-12">
          <StatList stats={data.allStatsYaml.nodes} variant="cards" />
        </div>
      </section>

      <TeamSection words={data.peoplePageYaml} people={data.team.nodes} />
      <LatestEntries latest={pageContext.latest} lists={data.latestLists.nodes} entries={data.latestEntries.nodes} />
    </Layout>
  );
}

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, location, pageContext }) => {
  const page = required(data.aboutPageYaml, "pages/about.yaml");
  return (
    <Seo pageContext={pageContext} title={page.title} description={page.description} pathname={location.pathname} image={page.shareImage} />
  );
};

export const query = graphql`
  query AboutPage($language: String!, $latestLists: [String!]!, $latestRoutes: [String!]!) {
    peoplePageYaml(language: { eq: $language }) {
      ...PeopleWords
    }
    team: allPeopleYaml(filter: { language: { eq: $language }, onTeam: { ne: false } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...PersonCard
      }
    }
    ...LatestEntries
    aboutPageYaml(language: { eq: $language }) {
      title
      description
      shareImage {
        ...ShareImage
      }
      hero {
        heading
        text
        illustrationAlt
        photo {
          alt
          picture {
            ...Picture
          }
        }
      }
      innovation {
        heading
        text
      }
    }
    allChecklistYaml(filter: { language: { eq: $language } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...ChecklistItem
      }
    }
    allMissionYaml(filter: { language: { eq: $language } }, sort: { fields: { position: ASC } }) {
      nodes {
        yamlId
        title
        subTitle
        value
      }
    }
    allStatsYaml(filter: { language: { eq: $language } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...Stat
      }
    }
  }
`;
