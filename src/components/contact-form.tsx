import { withPrefix } from "gatsby";
import { isInternal, toHref } from "../lib/links";

type ContactFormProps = {
  copy: NonNullable<Queries.ContactPageQuery["contactPageYaml"]>["form"];
  /** From settings.yaml: a placeholder route until an editor points it at a form service. */
  action: string;
  method: string;
};

const fieldClass =
  "mt-2 block w-full rounded-lg border border-muted bg-surface px-4 py-3 text-base text-ink placeholder:text-muted/80 user-invalid:border-danger";

/**
 * The contact form: three labelled fields and browser-level validation only. It has no submit
 * handler and sends nothing by script; where it submits is the `action` from settings.yaml.
 */
export function ContactForm({ copy, action, method }: ContactFormProps) {
  return (
    <form
      action={isInternal(action) ? withPrefix(toHref(action)) : action}
      method={method}
      aria-labelledby="contact-form-heading"
      className="flex h-full min-w-0 flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight">
        {copy.heading}
      </h2>
      <div className="mt-6 flex flex-1 flex-col gap-5">
        <div>
          <label htmlFor="contact-email" className="block font-medium">
            {copy.emailLabel}
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={copy.emailPlaceholder}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="contact-subject" className="block font-medium">
            {copy.subjectLabel}
          </label>
          <input id="contact-subject" name="subject" type="text" required placeholder={copy.subjectPlaceholder} className={fieldClass} />
        </div>
        <div className="flex flex-1 flex-col">
          <label htmlFor="contact-message" className="block font-medium">
            {copy.messageLabel} <span className="font-normal text-muted">{copy.optionalNote}</span>
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={5}
            placeholder={copy.messagePlaceholder}
            className={`${fieldClass} min-h-32 flex-1`}
          />
        </div>
      </div>
      <button
        type="submit"
        className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand px-5 py-3 text-base font-semibold token text-on-brand shadow-sm hover:bg-brand-strong sm:w-auto sm:self-start"
      >
        {copy.submitLabel}
      </button>
    </form>
  );
}
