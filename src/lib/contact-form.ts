// Shared by the form, the thank-you page, the Content-Security-Policy (plugins/site-files/csp.ts) and
// the content check, so where the form posts and what the policy allows cannot disagree.

export const formDeliveries = ["none", "netlify", "endpoint"] as const;
export type FormDelivery = (typeof formDeliveries)[number];

export const NETLIFY_FORM_NAME = "contact";
// Formspree and Basin drop submissions that fill `_gotcha`; Netlify is told the name with `netlify-honeypot`.
export const HONEYPOT_FIELD = "_gotcha";
export const THANKS_ROUTE = "/contact/thanks/";

export type ContactSettings = { email: string; formDelivery?: string | null; formEndpoint?: string | null };

export function deliveryOf(contact: Pick<ContactSettings, "formDelivery">): FormDelivery {
  const value = contact.formDelivery ?? "none";
  return (formDeliveries as readonly string[]).includes(value) ? (value as FormDelivery) : "none";
}

// Netlify answers a form POST with the page at the action's path.
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

// Plain http:// only on this machine, for the tests' receiver on 127.0.0.1.
export function isAcceptableEndpoint(url: string): boolean {
  return /^https:\/\/[^\s/]/.test(url) || /^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\//.test(url);
}
