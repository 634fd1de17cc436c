import { render, screen, within } from "@testing-library/react";
import { LogosSection } from "../logos";
import { loadSettingsQuery } from "../../../../test/content";

const newTabNote = (loadSettingsQuery().allSettingsYaml.nodes[0] as unknown as { footer: { newTabNote: string } }).footer.newTabNote;

const logo = (name: string) => ({
  src: `/images/uploads/${name}.png`,
  picture: {
    width: 400,
    height: 120,
    sources: [],
    fallbackType: "image/png",
    srcSet: `/p/${name}-200.png 200w, /p/${name}-400.png 400w`,
    src: `/p/${name}-400.png`,
  },
});

const section: Queries.LogosSectionFragment = {
  heading: "Trusted by",
  text: null,
  items: [
    { name: "Northwind", logo: logo("northwind"), to: "/case-studies/northwind" },
    { name: "Blue Harbor", logo: logo("blue-harbor"), to: "https://blueharbor.example/" },
    { name: "Contoso", logo: logo("contoso"), to: null },
  ],
};

describe("LogosSection", () => {
  beforeEach(() => render(<LogosSection section={section} headingId="section-logos" />));

  it("names the section with its second-level heading and leaves out an intro it does not have", () => {
    const heading = screen.getByRole("heading", { level: 2, name: section.heading! });
    expect(heading).toHaveAttribute("id", "section-logos");
    expect(heading.parentElement?.querySelector("p")).toBeNull();
  });

  it("shows each logo in order, its alt text the client's name", () => {
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("img").getAttribute("alt"))).toEqual(["Northwind", "Blue Harbor", "Contoso"]);
  });

  it("links a logo to its address, the link named by the client (and the new tab for an outside site); a logo without one is no link", () => {
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/case-studies/northwind/", "https://blueharbor.example/"]);
    expect(links[0]).toHaveAccessibleName("Northwind");
    expect(links[1]).toHaveAccessibleName(`Blue Harbor ${newTabNote}`);
    expect(links[1]).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(screen.getAllByRole("listitem")[2]!).queryByRole("link")).toBeNull();
  });

  it("sets each logo on a tile that stays white in the dark theme", () => {
    for (const img of screen.getAllByRole("img")) expect(img.closest("a, div")?.className).toContain("bg-tile");
  });
});

it("fits 24 logos three across on a phone and six across on wide screens, and names a logo without a picture by text", () => {
  const many = Array.from({ length: 24 }, (_, i) => ({ name: `Client ${i + 1}`, logo: logo(`c${i}`), to: null }));
  const { unmount } = render(<LogosSection section={{ ...section, items: many }} headingId="h" />);
  expect(screen.getAllByRole("img")).toHaveLength(24);
  expect(screen.getByRole("list").className).toMatch(/(^| )grid-cols-6 .*lg:grid-cols-12/);
  unmount();
  render(
    <LogosSection
      section={{ ...section, items: [{ ...section.items[0]!, logo: { src: "/x.png", picture: null } }, section.items[2]!] }}
      headingId="h"
    />,
  );
  expect(screen.getAllByRole("link")[0]).toHaveAccessibleName("Northwind");
});
