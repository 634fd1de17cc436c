import { ContactForm } from "./contact-form";
import { useSiteSettings } from "../hooks/use-site-settings";

type JobApplicationProps = {
  heading: string;
  text: string;
  /** The subject the form carries, naming the position, with no script. */
  subject: string;
  form: Queries.ContactFormCopyFragment;
};

/** How to apply: the contact form, delivering as it does on the Contact page, its subject naming the position. */
export function JobApplication({ heading, text, subject, form }: JobApplicationProps) {
  const { contact } = useSiteSettings();
  return (
    <section id="apply" aria-labelledby="apply-heading" className="mt-12 scroll-mt-24">
      <h2 id="apply-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-muted">{text}</p>
      <div className="mt-6">
        <ContactForm copy={form} contact={contact} subject={subject} idPrefix="apply" headingLevel={3} />
      </div>
    </section>
  );
}
