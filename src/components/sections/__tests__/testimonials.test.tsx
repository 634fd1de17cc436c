import { render, screen, within } from "@testing-library/react";
import { TestimonialsSection } from "../testimonials";

const photo = {
  alt: "Dana Whitfield",
  picture: {
    width: 96,
    height: 96,
    sources: [],
    fallbackType: "image/jpeg",
    srcSet: "/p/dana-48.jpg 48w, /p/dana-96.jpg 96w",
    src: "/p/dana-96.jpg",
  },
};

const section: Queries.TestimonialsSectionFragment = {
  heading: "What clients say",
  text: "From the teams we worked with this year.",
  items: [
    {
      quote: "They shipped in six weeks what we had planned for six months.",
      name: "Dana Whitfield",
      role: "Head of Operations",
      company: "Northwind",
      photo,
    },
    { quote: "The handover was the smoothest we have had.", name: "Ravi Menon", role: "CTO", company: "Blue Harbor", photo: null },
  ],
};

describe("TestimonialsSection", () => {
  beforeEach(() => render(<TestimonialsSection section={section} headingId="section-clients" />));

  it("names the section with its second-level heading and shows the intro", () => {
    expect(screen.getByRole("heading", { level: 2, name: section.heading! })).toHaveAttribute("id", "section-clients");
    expect(screen.getByText(section.text!)).toBeInTheDocument();
  });

  it("shows each quote as a figure: the words in a blockquote, the person's name, role and company in its caption", () => {
    const figures = screen.getAllByRole("figure");
    expect(figures).toHaveLength(2);
    section.items.forEach((item, i) => {
      const figure = figures[i]!;
      expect(figure.querySelector("blockquote")).toHaveTextContent(item.quote);
      const caption = figure.querySelector("figcaption")!;
      expect(caption).toHaveTextContent(item.name);
      expect(caption).toHaveTextContent(`${item.role}, ${item.company}`);
      expect(caption).not.toHaveTextContent(item.quote);
    });
  });

  it("shows the photo where there is one, with its alt text, and nothing in its place where there is none", () => {
    const [first, second] = screen.getAllByRole("figure");
    expect(within(first!).getByRole("img")).toHaveAttribute("alt", "Dana Whitfield");
    expect(within(second!).queryByRole("img")).toBeNull();
  });

  it("gives search engines no review markup and is no carousel: every quote is in the page, none hidden", () => {
    const { container } = render(<TestimonialsSection section={section} headingId="other" />);
    expect(container.querySelector("[itemtype], [itemprop], script")).toBeNull();
    expect(container.querySelector("button, [hidden], [aria-hidden='true'] blockquote")).toBeNull();
  });
});
