import { screen, within } from "@testing-library/react";
import AboutPage from "../about";
import { renderPage } from "../../../test/render-page";
import { aboutData } from "../../../test/page-data";

describe("About page", () => {
  beforeEach(() => renderPage(AboutPage, aboutData(), "/about/"));

  it("opens with the spec's heading, an intro and the six selling points in two columns", () => {
    const h1 = screen.getByRole("heading", { level: 1, name: "Empowering Your Business with Innovative Solutions" });
    const hero = h1.closest("section") as HTMLElement;
    expect(within(hero).getByText(/entrepreneurs and businesses/)).toBeInTheDocument();
    const list = within(hero).getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Premium quality", "Lifetime access", "Fast delivery", "Scalability", "Clear documentation", "User friendly"]);
    expect(list).toHaveClass("sm:grid-cols-2");
  });

  it("offers the illustration only to extra-large screens, so smaller ones never fetch it", () => {
    const picture = document.querySelector("picture") as HTMLElement;
    expect(picture).toHaveClass("hidden", "xl:block");
    const source = picture.querySelector("source") as HTMLSourceElement;
    expect(source).toHaveAttribute("media", "(min-width: 1280px)");
    expect(source.getAttribute("srcset")).toMatch(/\.svg$/);
    const img = picture.querySelector("img") as HTMLImageElement;
    // Below 1280 px the browser takes the <img>'s own source: an inline placeholder, no request.
    expect(img.getAttribute("src")).toMatch(/^data:/);
    expect(img).toHaveAttribute("width");
    expect(img).toHaveAttribute("height");
  });

  it("shows the Our Mission and Our Vision cards with subtitles and paragraphs", () => {
    for (const [title, subtitle] of [
      ["Our Mission", "Building Success, One Vision at a Time"],
      ["Our Vision", "Shaping the Future of Digital Innovation"],
    ] as const) {
      const card = screen.getByRole("heading", { name: title }).closest("article") as HTMLElement;
      expect(within(card).getByText(subtitle)).toBeInTheDocument();
      expect(card.querySelectorAll("p")[1]?.textContent?.length).toBeGreaterThan(40);
    }
  });

  it("shows Meet Our Digital Innovation with an intro and four statistic cards with icons", () => {
    const section = screen.getByRole("heading", { name: "Meet Our Digital Innovation" }).closest("section") as HTMLElement;
    expect(section.querySelector("p")?.textContent?.length).toBeGreaterThan(20);
    const terms = within(section).getAllByRole("term");
    expect(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])).toEqual([
      ["Collabrations", "19+"],
      ["24/7 Customer Support", "99%"],
      ["Active Clients", "36+"],
      ["Projects Delivered", "48+"],
    ]);
    for (const term of terms) {
      expect(term.nextElementSibling?.querySelector("svg path, svg circle, svg rect")).not.toBeNull();
      // Only <dt> and <dd> inside each group of the list.
      expect([...term.parentElement!.children].map((el) => el.tagName)).toEqual(["DT", "DD"]);
    }
  });
});
