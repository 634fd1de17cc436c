import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ButtonLink } from "../components/button-link";
import { Checklist } from "../components/checklist";
import { Illustration } from "../components/illustration";
import { Layout } from "../components/layout";
import { PageHero } from "../components/page-hero";
import { HeroPicture } from "../components/hero-picture";
import { LatestEntries } from "../components/latest-entries";
import type { LatestContext } from "../content-model/publish";
import { ProcessSteps } from "../components/process-steps";
import { SectionHeading } from "../components/section-heading";
import { Seo } from "../components/seo";
import { ServiceGrid } from "../components/service-grid";
import { StatList } from "../components/stat-list";
import { required } from "../lib/required";

/** The newest entries Home shows, newest first (gatsby-node.ts). */
type HomeContext = { latest?: LatestContext };

export default function HomePage({ data, location, pageContext }: PageProps<Queries.HomePageQuery, HomeContext>) {
  const page = required(data.homePageYaml, "pages/home.yaml");
  return (
    <Layout pathname={location.pathname}>
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        text={page.hero.text}
        aside={
          page.hero.image?.picture ? (
            <HeroPicture image={page.hero.image} layout="home" />
          ) : (
            <Illustration
              src="/illustrations/home-hero.svg"
              width={480}
              height={420}
              alt=""
              shownFrom="lg"
              sizeClass="w-[clamp(22rem,36vw,30rem)]"
            />
          )
        }
      >
        <ButtonLink to={page.hero.cta.to}>{page.hero.cta.label}</ButtonLink>
      </PageHero>

      <section aria-labelledby="success-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 rounded-3xl bg-surface p-6 shadow-sm sm:p-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center">
          <SectionHeading id="success-heading" heading={page.success.heading} text={page.success.text} align="start" />
          <Checklist items={data.allChecklistYaml.nodes} columns={2} />
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="stats-heading" className="sr-only">
          {page.stats.heading}
        </h2>
        <StatList stats={data.allStatsYaml.nodes} variant="figures" />
      </section>

      <section aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading id="services-heading" heading={page.services.heading} text={page.services.text} />
        <div className="mt-12">
          <ServiceGrid services={data.allServicesYaml.nodes} action={page.services.cardAction} />
        </div>
      </section>

      <section aria-labelledby="process-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading id="process-heading" heading={page.process.heading} text={page.process.text} />
        <div className="mt-12">
          <ProcessSteps steps={data.allStepsYaml.nodes} />
        </div>
      </section>

      <LatestEntries latest={pageContext.latest} lists={data.latestLists.nodes} entries={data.latestEntries.nodes} />

      <section aria-labelledby="conversation-heading" className="mx-auto max-w-6xl px-4 pt-4 pb-20 sm:px-6">
        {/* On the dark panel the focus ring is drawn in white so it keeps its contrast. */}
        <div className="rounded-3xl bg-brand-strong px-6 py-12 text-center text-on-brand [--color-focus:var(--color-on-brand)] sm:px-12">
          <h2 id="conversation-heading" className="text-3xl font-bold tracking-tight">
            {page.conversation.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg">{page.conversation.text}</p>
          <div className="mt-8">
            <ButtonLink to={page.conversation.cta.to} variant="secondary">
              {page.conversation.cta.label}
            </ButtonLink>
          </div>
        </div>
      </section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location, pageContext }) => {
  const page = required(data.homePageYaml, "pages/home.yaml");
  return (
    <Seo pageContext={pageContext} title={page.title} description={page.description} pathname={location.pathname} image={page.shareImage} />
  );
};

export const query = graphql`
  query HomePage($language: String!, $latestLists: [String!]!, $latestRoutes: [String!]!) {
    homePageYaml(language: { eq: $language }) {
      title
      description
      shareImage {
        ...ShareImage
      }
      hero {
        eyebrow
        heading
        text
        cta {
          label
          to
        }
        image {
          alt
          picture {
            ...Picture
          }
        }
      }
      success {
        heading
        text
      }
      stats {
        heading
      }
      services {
        heading
        text
        cardAction {
          label
          to
        }
      }
      process {
        heading
        text
      }
      conversation {
        heading
        text
        cta {
          label
          to
        }
      }
    }
    allChecklistYaml(filter: { language: { eq: $language } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...ChecklistItem
      }
    }
    allStatsYaml(filter: { language: { eq: $language } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...Stat
      }
    }
    allServicesYaml(filter: { language: { eq: $language } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...ServiceCard
      }
    }
    allStepsYaml(filter: { language: { eq: $language } }, sort: { fields: { position: ASC } }) {
      nodes {
        ...ProcessStep
      }
    }
    ...LatestEntries
  }
`;
