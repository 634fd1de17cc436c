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

describe("About page with a team photo", () => {
  const photo = {
    alt: "The team in the office",
    picture: {
      width: 3000,
      height: 2000,
      sources: [{ type: "image/avif", srcSet: "/pictures/team-0123456789-400.avif 400w" }],
      fallbackType: "image/jpeg",
      srcSet: "/pictures/team-0123456789-400.jpg 400w",
      src: "/pictures/team-0123456789-400.jpg",
    },
  };

  it("puts the photo right after the text, before the checklist (in the first view on phones), and loads it first", () => {
    const data = aboutData();
    const page = data.aboutPageYaml!;
    const [opening, ...rest] = page.sections;
    renderPage(AboutPage, { ...data, aboutPageYaml: { ...page, sections: [{ ...opening!, picture: photo }, ...rest] } }, "/about/");
    const img = screen.getByRole("img", { name: photo.alt });
    const hero = img.closest("section") as HTMLElement;
    const intro = within(hero).getByRole("heading", { level: 1 }).parentElement as HTMLElement;
    const checklist = within(hero).getByRole("list");
    // In the document (and so on a phone's single column): text, photo, checklist.
    expect(intro.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(img.compareDocumentPosition(checklist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("sizes", "(min-width: 1024px) 440px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)");
  });
});

describe("About page's team", () => {
  const person = (id: string, name: string, role: string) => ({
    yamlId: id,
    name,
    role,
    bio: `${name} works here.`,
    photo: null,
    links: null,
  });

  it("is left out while nobody is on the team list (the shipped content has no people)", () => {
    renderPage(AboutPage, aboutData(), "/about/");
    expect(screen.queryByRole("heading", { name: "The team" })).toBeNull();
  });

  it("shows each person on the team list with their role, the name linking to their page, in the balanced grid", () => {
    const team = [person("maya-chen", "Maya Chen", "Lead Engineer"), person("jo", "Jo", "Designer"), person("sam", "Sam Ortiz", "Writer")];
    const data = aboutData();
    const sections = data.aboutPageYaml!.sections.map((section) =>
      "type" in section && section.type === "team" ? { ...section, entries: team } : section,
    );
    renderPage(AboutPage, { aboutPageYaml: { ...data.aboutPageYaml!, sections } } as Queries.AboutPageQuery, "/about/");
    const section = screen.getByRole("heading", { level: 2, name: "The team" }).closest("section") as HTMLElement;
    expect(section).toHaveAttribute("id", "team");
    const cards = within(section).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(["Maya Chen", "Jo", "Sam Ortiz"]);
    expect(within(cards[0]!).getByRole("link", { name: "Maya Chen" })).toHaveAttribute("href", "/team/maya-chen/");
    expect(within(cards[0]!).getByText("Lead Engineer")).toBeInTheDocument();
    // Three across from 768 px, as balanced-grid.ts gives three cards.
    expect(within(section).getByRole("list")).toHaveClass("md:grid-cols-6");
  });
});
