/** @jest-environment node */
/** Times, dates and numbers in each language, as Intl writes them: what a visitor reads. */
import { longDate, supportHoursText, timeOfDay, wholeNumber } from "../intl";

const hours = { opens: "08:30", closes: "18:00" };
const settings = (locale: string, supportHours: string) => ({ locale, contact: { supportHours }, organization: { hours } });

it("writes a time of day as each language does", () => {
  expect(timeOfDay("08:30", "en_US")).toBe("8:30 AM");
  expect(timeOfDay("18:00", "en_US")).toBe("6:00 PM");
  expect(timeOfDay("08:30", "de_DE")).toBe("08:30");
  expect(timeOfDay("18:00", "de_DE")).toBe("18:00");
  // Arabic digits and the evening marker of Arabic.
  expect(timeOfDay("18:00", "ar_EG")).toBe("٦:٠٠ م");
});

it("fills the support hours' times into their words, in the language of the words", () => {
  expect(supportHoursText(settings("en_US", "Monday to Friday, {{hours.opens}} to {{hours.closes}} (EST)"))).toBe(
    "Monday to Friday, 8:30 AM to 6:00 PM (EST)",
  );
  expect(supportHoursText(settings("de_DE", "Montag bis Freitag, {{ hours.opens }} bis {{hours.closes}} Uhr (EST)"))).toBe(
    "Montag bis Freitag, 08:30 bis 18:00 Uhr (EST)",
  );
  // Words without the values stay as they are.
  expect(supportHoursText(settings("en_US", "Around the clock"))).toBe("Around the clock");
});

it("writes dates and whole numbers as each language does, the same on every machine", () => {
  expect(longDate("2026-11-20", "en_US")).toBe("November 20, 2026");
  expect(longDate("2026-11-20", "de_DE")).toBe("20. November 2026");
  expect(wholeNumber(2025, "en_US")).toBe("2025");
  expect(wholeNumber(2025, "de_DE")).toBe("2025");
  expect(wholeNumber(2025, "ar_EG")).toBe("٢٠٢٥");
});
