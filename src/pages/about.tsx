import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Illustration } from "../components/illustration";
import { Checklist } from "../components/checklist";
import { Layout } from "../components/layout";
import { MissionCard } from "../components/mission-card";
import { PageHero } from "../components/page-hero";
import { Picture } from "../components/picture";
import { SectionHeading } from "../components/section-heading";
import { Seo } from "../components/seo";
import { StatList } from "../components/stat-list";
import { required } from "../lib/required";

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const page = required(data.aboutPageYaml, "pages/about.yaml");
  return (
    <Layout pathname={location.pathname}>
      <PageHero
        heading={page.hero.heading}
        text={page.hero.text}
        aside={
          page.hero.photo?.picture ? (
            // Beside the text from 1024 px (440 px wide, as the illustration), under it below.
            <Picture
              image={page.hero.photo}
              sizes="(min-width: 1024px) 440px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
              priority
              className="h-auto w-full rounded-3xl bg-brand-soft object-cover lg:w-[27.5rem]"
            />
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
        <ul className="grid gap-6 md:grid-cols-2">
          {data.allMissionYaml.nodes.map((card) => (
            <li key={card.yamlId} className="min-w-0">
              <MissionCard id={card.yamlId} title={card.title} subTitle={card.subTitle} value={card.value} />
            </li>
          ))}
        </ul>
      </div>

      <section aria-labelledby="innovation-heading" className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6">
        <SectionHeading id="innovation-heading" heading={page.innovation.heading} text={page.innovation.text} />
        <div className="mt-12">
          <StatList stats={data.allStatsYaml.nodes} variant="cards" />
        </div>
      </section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, location }) => {
  const page = required(data.aboutPageYaml, "pages/about.yaml");
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
};

export const query = graphql`
  query AboutPage {
    aboutPageYaml {
      title
      description
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
    allChecklistYaml(sort: { fields: { position: ASC } }) {
      nodes {
        ...ChecklistItem
      }
    }
    allMissionYaml(sort: { fields: { position: ASC } }) {
      nodes {
        yamlId
        title
        subTitle
        value
      }
    }
    allStatsYaml(sort: { fields: { position: ASC } }) {
      nodes {
        ...Stat
      }
    }
  }
`;
