import type { HeadFC, PageProps } from "gatsby";
import { ButtonLink } from "../components/button-link";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import type { LanguageContext } from "../lib/languages";

/** pages/contact.yaml > thanks, handed over by gatsby-node.ts (a template has no page query of its own when it may not be built). */
export type ContactThanksContext = {
  thanks: { title: string; heading: string; text: string; backLink: { label: string; to: string } };
} & LanguageContext;

/**
 * /contact/thanks/: where a visitor lands after sending the contact form without JavaScript
 * (Netlify Forms shows it after storing the message; a form service redirects to it). Created by
 * gatsby-node.ts only when the form delivers messages, so with `formDelivery: none` no page can
 * claim that a message was sent. Kept out of search results and the sitemap.
 */
export default function ContactThanksPage({ pageContext, location }: PageProps<object, ContactThanksContext>) {
  const { thanks } = pageContext;
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

export const Head: HeadFC<object, ContactThanksContext> = ({ pageContext, location }) => {
  const { thanks } = pageContext;
  return <Seo pageContext={pageContext} title={thanks.title} description={thanks.text} pathname={location.pathname} noindex />;
};
