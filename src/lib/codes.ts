// Country and currency codes as ISO names them: the check refuses others, and Intl names them on the page.
import countries from "i18n-iso-countries";

/** Two capital letters ISO 3166 gives a country (DE, GB), not a region such as EU or an unassigned pair. */
export const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && countries.isValid(code);

/** Three capital letters ISO 4217 gives a currency (EUR, USD). */
export const isCurrencyCode = (code: string) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);
