import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ContactCard } from "../components/contact-card";
import { ContactForm } from "../components/contact-form";
import { Layout } from "../components/layout";
import { PageHero } from "../components/page-hero";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import { required } from "../lib/required";

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const page = required(data.contactPageYaml, "pages/contact.yaml");
  const { contact } = useSiteSettings();
  const hours = (
    <p className="mt-1 text-sm text-muted">
      <span className="font-semibold text-ink">{page.cards.hoursLabel}:</span> {contact.supportHours}
    </p>
  );
  return (
    <Layout pathname={location.pathname}>
      <PageHero heading={page.hero.heading} text={page.hero.text} />
      {/* The form stretches to the height of the cards beside it (its message field grows). */}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-24 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <ContactForm copy={page.form} contact={contact} />
        <section aria-labelledby="contact-cards-heading" className="min-w-0">
          <h2 id="contact-cards-heading" className="text-2xl font-bold tracking-tight">
            {page.cards.heading}
          </h2>
          <ul className="mt-6 space-y-4">
            <ContactCard
              icon="message-square-text"
              title={page.cards.chatTitle}
              text={page.cards.chatText}
              link={{ to: contact.messagingUrl, text: contact.messagingLabel }}
            >
              {hours}
            </ContactCard>
            <ContactCard
              icon="mail"
              title={page.cards.emailTitle}
              text={page.cards.emailText}
              link={{ to: `mailto:${contact.email}`, text: contact.email, token: true }}
            >
              <p className="mt-1 text-sm text-muted">{contact.replyPromise}</p>
            </ContactCard>
            <ContactCard
              icon="phone"
              title={page.cards.phoneTitle}
              text={page.cards.phoneText}
              link={{ to: contact.phoneLink, text: contact.phone, token: true }}
            >
              {hours}
            </ContactCard>
          </ul>
        </section>
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data, location, pageContext }) => {
  const page = required(data.contactPageYaml, "pages/contact.yaml");
  return (
    <Seo pageContext={pageContext} title={page.title} description={page.description} pathname={location.pathname} image={page.shareImage} />
  );
};

export const query = graphql`
  query ContactPage($language: String!) {
    contactPageYaml(language: { eq: $language }) {
      title
      description
      shareImage {
        ...ShareImage
      }
      hero {
        heading
        text
      }
      form {
        ...ContactFormCopy
      }
      cards {
        heading
        chatTitle
        chatText
        emailTitle
        emailText
        phoneTitle
        phoneText
        hoursLabel
      }
    }
  }
`;
