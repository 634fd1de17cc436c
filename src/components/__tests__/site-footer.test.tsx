import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
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
const settings = loadSettingsQuery().allSettingsYaml.nodes[0] as unknown as Settings;
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

/** The footer with other settings: `change` edits a copy of the real ones. */
function renderWith(change: (s: Settings) => void) {
  const query = loadSettingsQuery();
  change(query.allSettingsYaml.nodes[0] as unknown as Settings);
  jest.mocked(useStaticQuery).mockReturnValue(query);
  return render(<SiteFooter />);
}

describe("SiteFooter with lists of other lengths (registry.ts ranges)", () => {
  afterEach(() => jest.mocked(useStaticQuery).mockImplementation(() => loadSettingsQuery()));

  it("leaves an empty Solutions or Support list out with its heading, and the columns close up", () => {
    const { container } = renderWith((s) => {
      s.footer.solutions = [];
    });
    expect(screen.queryByRole("heading", { name: footer.solutionsHeading })).toBeNull();
    // Support, alone: as wide as the two lists were, and one column of the single row from 1024 px.
    expect(column(footer.supportHeading).className).toContain("col-span-2");
    expect(container.querySelector("footer > div")?.className).toContain(
      "lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,0.8fr)_auto]",
    );
  });

  it("with both lists empty, gives the pages the row and no empty column", () => {
    const { container } = renderWith((s) => {
      s.footer.solutions = [];
      s.footer.support = [];
    });
    expect(screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([footer.pagesHeading, footer.contactHeading]);
    expect(container.querySelector("footer > div")?.className).toContain("lg:grid-cols-[minmax(0,1.5fr)_minmax(0,0.8fr)_auto]");
    expect(column(footer.pagesHeading).className).toContain("sm:col-span-3");
  });

  it("widens the last of an odd number of link rows so the rows end flush", () => {
    renderWith((s) => {
      s.nav = s.nav.slice(0, 3);
      s.footer.socialLinks = [];
      s.footer.placeholderLinks = [];
    });
    const pages = within(column(footer.pagesHeading)).getAllByRole("listitem");
    expect(pages.map((li) => li.className.includes(" col-span-2"))).toEqual([false, false, true]);
    // Get in Touch: the messaging link alone in its row on phones; the e-mail row the rest of the last row from 640 px.
    const contactItems = within(column(footer.contactHeading)).getAllByRole("listitem");
    expect(contactItems).toHaveLength(3);
    expect(contactItems[0]!.className).toContain("col-span-2");
    expect(contactItems[2]!.className).toContain("sm:col-span-1");
  });
});
