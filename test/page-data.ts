/** Each page query's data, built from the real content files (see test/content.ts). */
import { objectOf, sectionsOf } from "./content";

const builtIn = (typeName: string, file: string) => ({ ...objectOf(typeName), sections: sectionsOf(file) });

export const homeData = () => ({ homePageYaml: builtIn("HomePageYaml", "pages/home.yaml") }) as unknown as Queries.HomePageQuery;
export const aboutData = () => ({ aboutPageYaml: builtIn("AboutPageYaml", "pages/about.yaml") }) as unknown as Queries.AboutPageQuery;
export const servicesData = () =>
  ({ servicesPageYaml: builtIn("ServicesPageYaml", "pages/services.yaml") }) as unknown as Queries.ServicesPageQuery;
export const contactData = () =>
  ({ contactPageYaml: builtIn("ContactPageYaml", "pages/contact.yaml") }) as unknown as Queries.ContactPageQuery;

export const notFoundData = () => ({ notFoundPageYaml: objectOf("NotFoundPageYaml") }) as unknown as Queries.NotFoundPageQuery;
