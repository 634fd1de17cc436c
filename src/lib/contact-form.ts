/**
 * How the contact form delivers a message, from `contact > formDelivery` in content/settings.yaml
 * (CONTENT.md explains the choice to editors). Shared by the form (src/components/contact-form.tsx),
 * the thank-you page, the Content-Security-Policy (plugins/site-files/csp.ts) and the content check,
 * so where the form posts and what the policy allows cannot disagree.
 *
 * - `netlify`: Netlify Forms. Netlify finds the form in the built HTML (`data-netlify`, the form's
 *   name, a hidden `form-name` field) and stores each POST; the visitor lands on the thank-you page.
 * - `endpoint`: POST to a form service or the company's own address (`formEndpoint`).
 * - `none`: nothing is sent from the site. The form opens the visitor's e-mail app with the message
 *   filled in (a `mailto:` action), and says so before anything is typed.
 *
 * In every mode the method is POST (or a mailto: that no server sees), so no field ends up in a URL.
 */

export const formDeliveries = ["none", "netlify", "endpoint"] as const;
export type FormDelivery = (typeof formDeliveries)[number];

/** Netlify Forms' name for the form (the `name` attribute and the hidden `form-name` field). */
export const NETLIFY_FORM_NAME = "contact";
/**
 * The honeypot: a field people never see and robots fill in. Formspree and Basin drop submissions
 * that fill `_gotcha`; Netlify is told the name with `netlify-honeypot`.
 */
export const HONEYPOT_FIELD = "_gotcha";
/** Where a visitor lands after a successful POST without JavaScript (created unless delivery is none). */
export const THANKS_ROUTE = "/contact/thanks/";

export type ContactSettings = { email: string; formDelivery?: string | null; formEndpoint?: string | null };

/** The delivery mode, `none` when it is not set. */
export function deliveryOf(contact: Pick<ContactSettings, "formDelivery">): FormDelivery {
  const value = contact.formDelivery ?? "none";
  return (formDeliveries as readonly string[]).includes(value) ? (value as FormDelivery) : "none";
}

/**
 * Where the form is submitted, before any path prefix: the endpoint's URL, the thank-you page
 * (Netlify answers a form POST with the page at the action's path) or `mailto:` + the address.
 */
export function formActionOf(contact: ContactSettings): string {
  switch (deliveryOf(contact)) {
    case "endpoint":
      return contact.formEndpoint ?? "";
    case "netlify":
      return THANKS_ROUTE;
    case "none":
      return `mailto:${contact.email}`;
  }
}

/** An endpoint must be https://, or http:// on this machine (the tests' receiver on 127.0.0.1). */
export function isAcceptableEndpoint(url: string): boolean {
  return /^https:\/\/[^\s/]/.test(url) || /^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\//.test(url);
}
