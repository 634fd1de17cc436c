import { graphql, withPrefix } from "gatsby";
import { deliveryOf, formActionOf, HONEYPOT_FIELD, NETLIFY_FORM_NAME, type ContactSettings } from "../lib/contact-form";
import { isInternal, toHref } from "../lib/links";

type ContactFormProps = {
  copy: Queries.ContactFormCopyFragment;
  contact: ContactSettings & { phone: string; phoneLink: string };
  /** Pre-filled in the HTML, so that the message names it with no script (a job opening's position). */
  subject?: string;
  message?: string;
  /** The ids' prefix, for a page whose own ids could clash with the contact page's. */
  idPrefix?: string;
  /** 3 under a section's own heading. */
  headingLevel?: 2 | 3;
};

const fieldClass =
  "mt-2 block w-full rounded-lg border border-muted bg-surface px-4 py-3 text-base text-ink placeholder:text-muted/80 user-invalid:border-danger";
// `dir="ltr"` on these links keeps a phone number's order inside Arabic text.
const linkClass = "token inline-block min-h-6 font-semibold text-brand-strong underline underline-offset-4 hover:no-underline";

function DirectContact({ contact, or }: { contact: ContactFormProps["contact"]; or: string }) {
  return (
    <>
      {" "}
      <a href={`mailto:${contact.email}`} dir="ltr" className={linkClass}>
        {contact.email}
      </a>{" "}
      {or}{" "}
      <a href={contact.phoneLink} dir="ltr" className={linkClass}>
        {contact.phone}
      </a>
      .
    </>
  );
}

// Plain HTML that works with JavaScript off; the inline script (src/scripts/contact-form.js) sends it
// without leaving the page. Both result states are rendered hidden so their words come from content.
export function ContactForm({ copy, contact, subject, message, idPrefix = "contact", headingLevel = 2 }: ContactFormProps) {
  const delivery = deliveryOf(contact);
  const sends = delivery !== "none";
  // Posted to mailto:, the fields go into the e-mail's body; its subject line comes from the address.
  const action = formActionOf(contact) + (!sends && subject ? `?subject=${encodeURIComponent(subject)}` : "");
  const netlify = delivery === "netlify";
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form
      action={isInternal(action) ? withPrefix(toHref(action)) : action}
      method="post"
      // mailto: with POST: the browser puts the fields into the e-mail's body, one per line.
      encType={sends ? undefined : "text/plain"}
      name={netlify ? NETLIFY_FORM_NAME : undefined}
      data-netlify={netlify ? "true" : undefined}
      {...(netlify ? { "netlify-honeypot": HONEYPOT_FIELD } : {})}
      data-contact-form={delivery}
      aria-labelledby={id("form-heading")}
      aria-describedby={sends ? undefined : id("form-note")}
      className="flex h-full min-w-0 flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <Heading id={id("form-heading")} className="text-2xl font-bold tracking-tight">
        {copy.heading}
      </Heading>
      {netlify ? <input type="hidden" name="form-name" value={NETLIFY_FORM_NAME} /> : null}
      {sends ? null : (
        <p id={id("form-note")} className="mt-3 rounded-lg bg-brand-soft px-4 py-3 text-sm text-ink sm:text-base">
          {copy.noDeliveryNote}
          <DirectContact contact={contact} or={copy.orLabel} />
        </p>
      )}
      <div className="mt-6 flex flex-1 flex-col gap-5">
        <div>
          <label htmlFor={id("email")} className="block font-medium">
            {copy.emailLabel}
          </label>
          <input
            id={id("email")}
            name="email"
            type="email"
            // Typed into a right-to-left field, "name@" would show as "@name" until the address is complete.
            dir="ltr"
            required
            autoComplete="email"
            placeholder={copy.emailPlaceholder}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={id("subject")} className="block font-medium">
            {copy.subjectLabel}
          </label>
          <input
            id={id("subject")}
            name="subject"
            type="text"
            required
            defaultValue={subject}
            placeholder={copy.subjectPlaceholder}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-1 flex-col">
          <label htmlFor={id("message")} className="block font-medium">
            {copy.messageLabel} <span className="font-normal text-muted">{copy.optionalNote}</span>
          </label>
          <textarea
            id={id("message")}
            name="message"
            rows={5}
            defaultValue={message}
            placeholder={copy.messagePlaceholder}
            className={`${fieldClass} min-h-32 flex-1`}
          />
        </div>
        {sends ? (
          // Honeypot: hidden from people, screen readers and Tab; robots that fill every field give themselves away.
          <div hidden>
            <label htmlFor={id("honeypot")}>{copy.honeypotLabel}</label>
            <input id={id("honeypot")} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </div>
        ) : null}
      </div>
      <button
        type="submit"
        data-sending-label={sends ? copy.sendingLabel : undefined}
        className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand px-3 py-3 text-base font-semibold token text-on-brand shadow-sm hover:bg-brand-strong disabled:opacity-70 sm:w-auto sm:self-start sm:px-5"
      >
        {sends ? copy.submitLabel : copy.noDeliverySubmitLabel}
      </button>
      {sends ? (
        <>
          <div role="status" className="mt-4">
            <p data-form-state="success" tabIndex={-1} hidden className="rounded-lg bg-brand-soft px-4 py-3 text-ink">
              <strong className="block font-semibold">{copy.successHeading}</strong> {copy.successText}
            </p>
          </div>
          <div role="alert">
            <p
              data-form-state="error"
              tabIndex={-1}
              hidden
              className="rounded-lg border border-danger px-4 py-3 text-sm text-ink sm:text-base"
            >
              {copy.errorText}
              <DirectContact contact={contact} or={copy.orLabel} />
            </p>
          </div>
        </>
      ) : null}
      {/* After the form's own elements, which the script looks up as it runs. */}
      {typeof CONTACT_FORM_SCRIPT === "string" ? <script dangerouslySetInnerHTML={{ __html: CONTACT_FORM_SCRIPT }} /> : null}
    </form>
  );
}

export const query = graphql`
  fragment ContactFormCopy on ContactPageYamlForm {
    heading
    emailLabel
    emailPlaceholder
    subjectLabel
    subjectPlaceholder
    messageLabel
    messagePlaceholder
    optionalNote
    submitLabel
    sendingLabel
    successHeading
    successText
    errorText
    noDeliveryNote
    noDeliverySubmitLabel
    orLabel
    honeypotLabel
  }
`;
