import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ButtonLink } from "../components/button-link";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import type { LanguageContext } from "../lib/languages";
import { required } from "../lib/required";

/**
 * Where a visitor lands after sending the form without JavaScript. Built only when the form delivers
 * messages, so no page can claim a message was sent that was not; kept out of search results.
 */
export default function ContactThanksPage({ data, location }: PageProps<Queries.ContactThanksQuery, LanguageContext>) {
  const { thanks } = required(data.contactPageYaml, "pages/contact.yaml");
  return (
    <Layout pathname={location.pathname}>
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{thanks.heading}</h1>
        <p className="mt-4 text-lg text-muted">{thanks.text}</p>
        <div className="mt-8">
          <ButtonLink to={thanks.backLink.to}>{thanks.backLink.label}</ButtonLink>
        </div>
      </section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.ContactThanksQuery, LanguageContext> = ({ data, pageContext, location }) => {
  const { thanks } = required(data.contactPageYaml, "pages/contact.yaml");
  return <Seo pageContext={pageContext} title={thanks.title} description={thanks.text} pathname={location.pathname} noindex />;
};

export const query = graphql`
  query ContactThanks($language: String!) {
    contactPageYaml(language: { eq: $language }) {
      thanks {
        title
        heading
        text
        backLink {
          label
          to
        }
      }
    }
  }
`;
