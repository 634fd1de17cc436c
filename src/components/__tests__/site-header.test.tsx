import { render, screen, within } from "@testing-library/react";
import { SiteHeader } from "../site-header";
import { loadSettingsQuery } from "../../../test/content";

const settings = loadSettingsQuery().allSettingsYaml.nodes[0] as {
  brand: string;
  logoWord: string;
  logoLabel: string;
  navLabel: string;
  nav: { label: string; to: string }[];
};
const expectedHref = (to: string) => (to === "/" ? "/" : `${to.replace(/\/$/, "")}/`);

describe("SiteHeader", () => {
  it("shows the logo link home with the brand and the word Solutions", () => {
    render(<SiteHeader currentPath="/" />);
    const logo = screen.getByRole("link", { name: settings.logoLabel });
    expect(logo).toHaveAttribute("href", "/");
    expect(logo).toHaveTextContent(`${settings.brand} ${settings.logoWord}`);
    expect(settings.logoWord).toBe("Solutions");
  });

  it("lists Home, About, Services and Contact Us in a labelled navigation", () => {
    render(<SiteHeader currentPath="/" />);
    // The desktop nav; the menu's own nav sits inside the closed dialog (hidden from the accessibility tree).
    const nav = screen.getByRole("navigation", { name: settings.navLabel });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["About", "/about/"],
      ["Services", "/services/"],
      ["Contact Us", "/contact/"],
    ]);
    expect(settings.nav.map((l) => [l.label, expectedHref(l.to)])).toEqual(links.map((a) => [a.textContent, a.getAttribute("href")]));
  });

  it.each([
    ["/", "Home"],
    ["/about/", "About"],
    ["/services/", "Services"],
    ["/contact/", "Contact Us"],
  ])("marks only the current page's link on %s", (path, label) => {
    render(<SiteHeader currentPath={path} />);
    const nav = screen.getByRole("navigation", { name: settings.navLabel });
    const current = within(nav)
      .getAllByRole("link")
      .filter((a) => a.getAttribute("aria-current") === "page");
    expect(current.map((a) => a.textContent)).toEqual([label]);
  });

  it("marks no link on a page outside the navigation (the 404 page)", () => {
    render(<SiteHeader currentPath="/does-not-exist/" />);
    const nav = screen.getByRole("navigation", { name: settings.navLabel });
    expect(within(nav).queryAllByRole("link", { current: "page" })).toHaveLength(0);
  });
});
