// settings.yaml uses Organization, not ProfessionalService: that is a LocalBusiness, and search
// engines expect a street address with it, which the company does not publish.

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

export function telephoneOf(phoneLink: string): string {
  return phoneLink.replace(/^tel:/i, "");
}

export function dayOfWeek(day: string): string {
  return `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1).toLowerCase()}`;
}

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
        // Local wall-clock times with no offset: US Eastern moves between -05:00 and -04:00 with daylight saving.
        opens: organization.hours.opens,
        closes: organization.hours.closes,
      },
    },
  };
}

// Escaped so that no value from content can close the <script> element or start an HTML comment.
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

// Browsers do not run `application/ld+json` scripts, so the Content-Security-Policy needs no hash for it.
export function StructuredData({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
