import { screen, within } from "@testing-library/react";
import ServicesPage from "../services";
import { renderPage } from "../../../test/render-page";
import { servicesData } from "../../../test/page-data";

/** The Services query's data from the real content, with the newest case studies it publishes (none). */
function pageData(): Queries.ServicesPageQuery {
  return servicesData();
}

const sections: [string, string[]][] = [
  [
    "Web Development",
    ["E-Commerce", "Education", "Travel & Hospitality", "Health & Wellness", "Manufacturing", "Learning management system"],
  ],
  [
    "Software Development",
    ["POS System", "HR Management", "Content Management", "Inventory System", "Library Management", "Laboratory system"],
  ],
  [
    "Mobile App Development",
    ["E-Commerce App", "Business App", "Utility Apps", "Health and Fitness Apps", "Educational Apps", "Travel Apps"],
  ],
  ["Graphic Design", ["Banners", "Templates", "Posters", "Design Brochures", "Cards", "Invitations"]],
  ["UI/UX Design", ["Website Design", "Mobile App Design", "Systems Design", "Software Applications"]],
  [
    "Digital Marketing",
    [
      "Content Creation",
      "Content Publishing",
      "Social Media Management",
      "Education and Consulting",
      "Research and Analysis",
      "Community Management",
    ],
  ],
];

describe("Services page", () => {
  beforeEach(() => renderPage(ServicesPage, pageData(), "/services/"));

  it("shows eight service cards, each with a Get Start a Project link to /contact", () => {
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      const title = within(card).getByRole("heading", { level: 3 }).textContent;
      const link = within(card).getByRole("link", { name: new RegExp(`^Get Start a Project ?: ${title!.replace(/[/]/g, "\\/")}$`) });
      expect(link).toHaveAttribute("href", "/contact/");
    }
  });

  it("then shows the six sections with exactly the spec's items, in order", () => {
    const regions = screen.getAllByRole("region").filter((r) => r.querySelector("h2")?.id.startsWith("section-"));
    expect(regions.map((r) => within(r).getByRole("heading", { level: 2 }).textContent)).toEqual(sections.map(([title]) => title));
    regions.forEach((region, i) => {
      expect(
        within(region)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(sections[i]![1]);
    });
    const lastCard = screen.getAllByRole("article").at(-1)!;
    expect(lastCard.compareDocumentPosition(regions[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("alternates the side of the heading panel from one section to the next on wide screens", () => {
    // Where the panels land is checked in the browser (e2e/services-sections.spec.ts); here, that
    // every odd section asks for the other order, and only those.
    const regions = screen.getAllByRole("region").filter((r) => r.querySelector("h2")?.id.startsWith("section-"));
    const panels = regions.map((r) => within(r).getByRole("heading", { level: 2 }).closest("div.relative")!);
    expect(panels.map((p) => p.classList.contains("lg:order-2"))).toEqual([false, true, false, true, false, true]);
  });

  it("names each service card by its title", () => {
    for (const card of screen.getAllByRole("article")) {
      const title = within(card).getByRole("heading", { level: 3 }).textContent!;
      expect(screen.getByRole("article", { name: title })).toBe(card);
    }
  });
});
