import { screen, within } from "@testing-library/react";
import HomePage from "../index";
import { renderPage } from "../../../test/render-page";
import { homeData } from "../../../test/page-data";
import { listWordsOf } from "../../../test/content";

/** Home's query data from the real content, with the newest entries it publishes (none). */
const pageData = homeData;

const ticks = ["Premium quality", "Lifetime access", "Fast delivery", "Scalability", "Clear documentation", "User friendly"];
const stats = [
  ["Collabrations", "19+"],
  ["24/7 Customer Support", "99%"],
  ["Active Clients", "36+"],
  ["Projects Delivered", "48+"],
];
const steps = ["1 Research", "2 Design", "3 Development", "4 Test", "5 Deliver"];

function section(heading: string | RegExp) {
  return screen.getByRole("heading", { name: heading }).closest("section") as HTMLElement;
}

describe("Home page", () => {
  beforeEach(() => renderPage(HomePage, pageData(), "/"));

  it("opens with a hero whose Get started link leads to /services", () => {
    const h1 = screen.getByRole("heading", { level: 1 });
    const hero = h1.closest("section") as HTMLElement;
    expect(within(hero).getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/services/");
  });

  it("offers the hero's illustration only from 1024 px, as a file that smaller screens never fetch", () => {
    const hero = screen.getByRole("heading", { level: 1 }).closest("section") as HTMLElement;
    // No drawing inline: a phone would parse it and never show it.
    expect(hero.querySelector("svg rect")).toBeNull();
    const picture = hero.querySelector("picture") as HTMLElement;
    expect(picture).toHaveClass("hidden", "lg:block");
    const source = picture.querySelector("source") as HTMLSourceElement;
    expect(source).toHaveAttribute("media", "(min-width: 1024px)");
    expect(source).toHaveAttribute("srcset", "/illustrations/home-hero.svg");
    const img = picture.querySelector("img") as HTMLImageElement;
    expect(img.getAttribute("src")).toMatch(/^data:/);
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("width", "480");
    expect(img).toHaveAttribute("height", "420");
  });

  it("shows Empowering Your Digital Success with its six ticks", () => {
    const success = section("Empowering Your Digital Success");
    expect(
      within(success)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(ticks);
  });

  it("shows the four statistics with their values", () => {
    const terms = screen.getAllByRole("term");
    expect(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])).toEqual(stats);
  });

  it("shows eight service cards, each with a Learn More link to /services", () => {
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      const title = within(card).getByRole("heading", { level: 3 });
      // jsdom's name computation puts a space before the hidden part; browsers say "Learn More: <title>".
      const link = within(card).getByRole("link", { name: new RegExp(`^Learn More ?: ${title.textContent}$`) });
      expect(link).toHaveAttribute("href", "/services/");
      expect(within(link).getByText("Learn More")).toBeVisible();
    }
  });

  it("shows the five-step process in order", () => {
    const process = section("How we work");
    const list = within(process).getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(steps);
  });

  it("ends with a Start Conversation link to /contact", () => {
    expect(screen.getByRole("link", { name: "Start Conversation" })).toHaveAttribute("href", "/contact/");
  });

  it("keeps the spec's order: hero, ticks, stats, services, process, conversation", () => {
    const main = screen.getByRole("main");
    const order = [
      screen.getByRole("link", { name: "Get started" }),
      screen.getByText("Premium quality"),
      screen.getByText("Collabrations"),
      screen.getAllByRole("article")[0]!,
      screen.getByText("Research"),
      screen.getByRole("link", { name: "Start Conversation" }),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(main.contains(order[i]!)).toBe(true);
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});

describe("Home's newest articles and case studies", () => {
  const words = { articles: listWordsOf("articles"), caseStudies: listWordsOf("case-studies") };

  it("shows neither while none is published (the real content has none)", () => {
    renderPage(HomePage, pageData(), "/");
    expect(screen.queryByRole("heading", { name: words.articles.latest.heading })).toBeNull();
    expect(screen.queryByRole("heading", { name: words.caseStudies.latest.heading })).toBeNull();
  });

  it("shows the newest first, each linking to its page, with a link to the whole list", () => {
    const list = words.articles.address;
    const article = (address: string, title: string, date: string) => ({
      address,
      route: `/${list}/${address}`,
      title,
      date,
      description: `About ${title}.`,
      readingMinutes: 4,
      cardText: [],
      cover: null,
    });
    // gatsby-node.ts resolves a latest section's entries newest first (the page's context names their routes).
    const data = pageData();
    const page = data.homePageYaml as unknown as { sections: { type: string; list?: string; entries?: unknown[] }[] };
    const latest = page.sections.find((section) => section.type === "latest" && section.list === "articles")!;
    latest.entries = [article("newest", "The newest article", "2026-03-04"), article("older", "An older article", "2026-01-02")];
    renderPage(HomePage, data, "/");
    const section = screen.getByRole("heading", { name: words.articles.latest.heading }).closest("section") as HTMLElement;
    const titles = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(["The newest article", "An older article"]);
    expect(within(section).getByRole("link", { name: "The newest article" })).toHaveAttribute("href", "/articles/newest/");
    // The day and the reading time, as the language writes them (en_US).
    expect(within(section).getAllByText(/4 min read/)[0]).toHaveTextContent("March 4, 2026 · 4 min read");
    expect(within(section).getByRole("link", { name: words.articles.allLabel })).toHaveAttribute("href", "/articles/");
    expect(screen.queryByRole("heading", { name: words.caseStudies.latest.heading })).toBeNull();
  });
});
