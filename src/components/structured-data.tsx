/**
 * The company's structured data (schema.org JSON-LD), in the head of every page.
 * https://developers.google.com/search/docs/appearance/structured-data/organization
 *
 * The type comes from settings.yaml (`organization.type`). It is `Organization`: schema.org's
 * `ProfessionalService` is a `LocalBusiness`, a place customers visit, and search engines expect a
 * street address with it, which the company does not publish.
 *
 * Support hours: `opens` and `closes` are local wall-clock times (HH:MM), the form schema.org and
 * search engines read for opening hours. No UTC offset is added on purpose: US Eastern time moves
 * between -05:00 and -04:00 with daylight saving, so any fixed offset would be wrong for half the
 * year. The human wording from content (`contact.supportHours`, which names the zone) rides along
 * as the specification's `description`.
 */

type Settings = {
  siteName: string;
  defaultDescription: string;
  contact: { email: string; phoneLink: string; supportHours: string };
  footer: { socialLinks: readonly { url: string }[] };
  organization: {
    type: string;
    logo: string;
    contactType: string;
    availableLanguages: readonly string[];
    hours: { days: readonly string[]; opens: string; closes: string };
  };
};

/** "tel:+16465550142" → "+16465550142" (the E.164 form schema.org's `telephone` expects). */
export function telephoneOf(phoneLink: string): string {
  return phoneLink.replace(/^tel:/i, "");
}

/** "Monday" → "https://schema.org/Monday" (schema.org's DayOfWeek members). */
export function dayOfWeek(day: string): string {
  return `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1).toLowerCase()}`;
}

/** The JSON-LD object for the company; `absolute` turns a site path into its public URL. */
export function organizationData(settings: Settings, absolute: (path: string) => string) {
  const { contact, organization } = settings;
  const telephone = telephoneOf(contact.phoneLink);
  const home = absolute("/");
  return {
    "@context": "https://schema.org",
    "@type": organization.type,
    "@id": `${home}#organization`,
    name: settings.siteName,
    url: home,
    logo: absolute(organization.logo),
    description: settings.defaultDescription,
    email: contact.email,
    telephone,
    sameAs: settings.footer.socialLinks.map((link) => link.url),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: organization.contactType,
      email: contact.email,
      telephone,
      availableLanguage: [...organization.availableLanguages],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        description: contact.supportHours,
        dayOfWeek: organization.hours.days.map(dayOfWeek),
        opens: organization.hours.opens,
        closes: organization.hours.closes,
      },
    },
  };
}

/**
 * JSON for inside a <script> element: "<", ">" and "&" are written as \u escapes (still the same
 * JSON), so no value from content can close the element or start an HTML comment.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * A JSON-LD block. Browsers do not run `application/ld+json` scripts, so the Content-Security-Policy
 * needs no hash or exception for it.
 */
export function StructuredData({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
