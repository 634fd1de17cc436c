import { render, screen, within } from "@testing-library/react";
import { FeaturesSection } from "../features";
import { loadSettingsQuery } from "../../../../test/content";

const newTabNote = (loadSettingsQuery().allSettingsYaml.nodes[0] as unknown as { footer: { newTabNote: string } }).footer.newTabNote;

const section: Queries.FeaturesSectionFragment = {
  heading: "Why teams choose us",
  text: "Three things we do on every project.",
  items: [
    {
      icon: "shield-check",
      heading: "Secure by default",
      text: "Reviews before every release.",
      link: { label: "Learn more", to: "/services" },
    },
    {
      icon: "gauge",
      heading: "Fast pages",
      text: "Static pages served from the edge.",
      link: { label: "Learn more", to: "https://web.dev/" },
    },
    { icon: "users", heading: "One team", text: "The people who plan it build it.", link: null },
  ],
};

describe("FeaturesSection", () => {
  beforeEach(() => render(<FeaturesSection section={section} headingId="section-why" />));

  it("names the section with its heading, a second-level heading with the given id, and shows the intro", () => {
    const heading = screen.getByRole("heading", { level: 2, name: section.heading! });
    expect(heading).toHaveAttribute("id", "section-why");
    expect(screen.getByText(section.text!)).toBeInTheDocument();
  });

  it("shows each card in order as a list item with a third-level heading, its text and an icon hidden from screen readers", () => {
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    section.items.forEach((item, i) => {
      const card = items[i]!;
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(item.heading);
      expect(within(card).getByText(item.text)).toBeInTheDocument();
      expect(card.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    });
  });

  it("links a card where it has a link, told apart by its heading; an outside address opens in a new tab and says so", () => {
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/services/", "https://web.dev/"]);
    // Text content, not the accessible name: jsdom has no CSS, so its name computation spaces out the inline spans.
    expect(links[0]).toHaveTextContent(/^Learn more: Secure by default$/);
    expect(links[1]).toHaveTextContent(`Learn more: Fast pages ${newTabNote}`);
    expect(links[1]).toHaveAttribute("target", "_blank");
    expect(within(screen.getAllByRole("listitem")[2]!).queryByRole("link")).toBeNull();
  });
});

it("lays out twelve cards as three rows of four on wide screens and two cards side by side", () => {
  const many = { ...section, items: Array.from({ length: 12 }, (_, i) => ({ ...section.items[2]!, heading: `Card ${i + 1}` })) };
  const { container, unmount } = render(<FeaturesSection section={many} headingId="h" />);
  expect(container.querySelector("ul")?.className).toContain("xl:grid-cols-8");
  unmount();
  const two = { ...section, items: section.items.slice(0, 2) };
  render(<FeaturesSection section={two} headingId="h" />);
  expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
  expect(screen.getByRole("list").className).toContain("sm:grid-cols-4");
});
