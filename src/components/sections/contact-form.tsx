import { graphql } from "gatsby";
import { ContactCard } from "../contact-card";
import { ContactForm } from "../contact-form";
import { useSiteSettings } from "../../hooks/use-site-settings";
import type { SectionProps } from "./section-frame";

/** The contact form with the Contact page's words (pages/contact.yaml), and the ways to reach the company beside it when `cards` is on. */
export function ContactFormSection({ section, headingId }: SectionProps<Queries.ContactFormSectionFragment>) {
  const { contact } = useSiteSettings();
  const words = section.words;
  if (!words) return null;
  // The form's own ids start "contact-" ("contact-form-heading" is the form's heading): a page's second form gets "contact-2-".
  const number = /-(\d+)-heading$/.exec(headingId)?.[1];
  const idPrefix = number ? `contact-${number}` : "contact";
  const form = <ContactForm copy={words.form} contact={contact} idPrefix={idPrefix} />;
  if (!section.cards) return form;
  const cards = words.cards;
  const hours = (
    <p className="mt-1 text-sm text-muted">
      <span className="font-semibold text-ink">{cards.hoursLabel}:</span> {contact.supportHours}
    </p>
  );
  return (
    // The form stretches to the height of the cards beside it (its message field grows).
    <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
      {form}
      <section aria-labelledby={`${idPrefix}-cards-heading`} className="min-w-0">
        <h2 id={`${idPrefix}-cards-heading`} className="text-2xl font-bold tracking-tight">
          {cards.heading}
        </h2>
        <ul className="mt-6 space-y-4">
          <ContactCard
            icon="message-square-text"
            title={cards.chatTitle}
            text={cards.chatText}
            link={{ to: contact.messagingUrl, text: contact.messagingLabel }}
          >
            {hours}
          </ContactCard>
          <ContactCard
            icon="mail"
            title={cards.emailTitle}
            text={cards.emailText}
            link={{ to: `mailto:${contact.email}`, text: contact.email, token: true }}
          >
            <p className="mt-1 text-sm text-muted">{contact.replyPromise}</p>
          </ContactCard>
          <ContactCard
            icon="phone"
            title={cards.phoneTitle}
            text={cards.phoneText}
            link={{ to: contact.phoneLink, text: contact.phone, token: true }}
          >
            {hours}
          </ContactCard>
        </ul>
      </section>
    </div>
  );
}

export const query = graphql`
  fragment ContactFormSection on ContactFormSection {
    cards
    words(language: $language) {
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
