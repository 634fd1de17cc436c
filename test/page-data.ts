/** Each page query's data, built from the real content files (see test/content.ts). */
import { latestOf, nodesOf, objectOf } from "./content";

/** The newest articles and case studies a page shows: none, as the real content has none. */
const noEntries = { nodes: [] };

export const homeData = () =>
  ({
    homePageYaml: objectOf("HomePageYaml"),
    allChecklistYaml: nodesOf("ChecklistYaml"),
    allStatsYaml: nodesOf("StatsYaml"),
    allServicesYaml: nodesOf("ServicesYaml"),
    allStepsYaml: nodesOf("StepsYaml"),
    articlesPageYaml: objectOf("ArticlesPageYaml"),
    latestArticles: noEntries,
    caseStudiesPageYaml: objectOf("CaseStudiesPageYaml"),
    latestCaseStudies: noEntries,
  }) as unknown as Queries.HomePageQuery;

export const aboutData = () =>
  ({
    aboutPageYaml: objectOf("AboutPageYaml"),
    allChecklistYaml: nodesOf("ChecklistYaml"),
    allMissionYaml: nodesOf("MissionYaml"),
    allStatsYaml: nodesOf("StatsYaml"),
    peoplePageYaml: objectOf("PeoplePageYaml"),
    team: nodesOf("PeopleYaml"),
    latestLists: latestOf("/about").latestLists,
    latestEntries: latestOf("/about").latestEntries,
  }) as unknown as Queries.AboutPageQuery;

export const servicesData = () =>
  ({
    servicesPageYaml: objectOf("ServicesPageYaml"),
    allServicesYaml: nodesOf("ServicesYaml"),
    caseStudiesPageYaml: objectOf("CaseStudiesPageYaml"),
    latestCaseStudies: noEntries,
  }) as unknown as Queries.ServicesPageQuery;

export const contactData = () => ({ contactPageYaml: objectOf("ContactPageYaml") }) as unknown as Queries.ContactPageQuery;

export const notFoundData = () => ({ notFoundPageYaml: objectOf("NotFoundPageYaml") }) as unknown as Queries.NotFoundPageQuery;
