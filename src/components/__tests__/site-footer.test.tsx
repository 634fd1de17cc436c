import { render, screen, within } from "@testing-library/react";
import { SiteFooter } from "../site-footer";
import { loadSettingsQuery } from "../../../test/content";

type Settings = {
  brand: string;
  nav: { label: string; to: string }[];
  contact: { email: string; phone: string; phoneLink: string; messagingLabel: string; messagingUrl: string };
  footer: {
    blurb: string;
    solutionsHeading: string;
    solutions: string[];
    supportHeading: string;
    support: string[];
    pagesHeading: string;
    contactHeading: string;
    socialLinks: { label: string; text: string; url: string }[];
    placeholderLinks: { text: string; url: string }[];
    copyrightYear: number;
    copyright: string;
    newTabNote: string;
  };
};
const settings = loadSettingsQuery().settingsYaml as unknown as Settings;
const { footer, contact } = settings;

function column(heading: string) {
  const h = screen.getByRole("heading", { name: heading });
  return h.parentElement as HTMLElement;
}

describe("SiteFooter", () => {
  beforeEach(() => render(<SiteFooter />));

  it("shows the company blurb", () => {
    expect(screen.getByText(footer.blurb)).toBeInTheDocument();
  });

  it("lists six Solutions as plain text", () => {
    const list = column(footer.solutionsHeading);
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(footer.solutions);
    expect(items).toHaveLength(6);
    expect(within(list).queryAllByRole("link")).toHaveLength(0);
  });

  it("lists the four Support entries as plain text", () => {
    const list = column(footer.supportHeading);
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Contact", "How-to Guides", "API Docs", "Report an Issue"]);
    expect(within(list).queryAllByRole("link")).toHaveLength(0);
  });

  it("links the four pages", () => {
    const links = within(column(footer.pagesHeading)).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["About", "/about/"],
      ["Services", "/services/"],
      ["Contact Us", "/contact/"],
    ]);
  });

  it("offers social, messaging, placeholder, phone and e-mail links under Get in Touch", () => {
    const links = within(column(footer.contactHeading)).getAllByRole("link");
    expect(links).toHaveLength(7);
    const [social1, social2, messaging, placeholder1, placeholder2, phone, email] = links as HTMLAnchorElement[];

    footer.socialLinks.forEach((social, i) => {
      const link = [social1, social2][i]!;
      expect(link).toHaveAttribute("href", social.url);
      expect(link).toHaveAccessibleName(`${social.label} ${footer.newTabNote}`);
      expect(link).toHaveTextContent(social.text);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });
    expect(messaging).toHaveAttribute("href", contact.messagingUrl);
    expect(messaging).toHaveAttribute("rel", "noopener noreferrer");
    expect(messaging).toHaveAccessibleName(`${contact.messagingLabel} ${footer.newTabNote}`);
    expect([placeholder1, placeholder2].map((a) => a!.textContent)).toEqual(footer.placeholderLinks.map((l) => l.text));
    expect(phone).toHaveAttribute("href", contact.phoneLink);
    expect(phone!.getAttribute("href")).toMatch(/^tel:\+?\d+$/);
    expect(phone).toHaveTextContent(contact.phone);
    expect(email).toHaveAttribute("href", `mailto:${contact.email}`);
    expect(email).toHaveTextContent(contact.email);
  });

  it("shows the copyright line for 2025 from content, not today's year", () => {
    expect(footer.copyrightYear).toBe(2025);
    expect(screen.getByText(`© 2025 ${settings.brand}. ${footer.copyright}`)).toBeInTheDocument();
  });

  it("opens every outbound web link in a new tab safely", () => {
    const outbound = screen.getAllByRole("link").filter((a) => /^https?:/.test(a.getAttribute("href") ?? ""));
    expect(outbound.length).toBeGreaterThanOrEqual(3);
    for (const link of outbound) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});
