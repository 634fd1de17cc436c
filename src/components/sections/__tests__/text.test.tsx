import { render, screen, within } from "@testing-library/react";
import { TextSection } from "../text";
import { loadSettingsQuery } from "../../../../test/content";

const settings = loadSettingsQuery().allSettingsYaml.nodes[0] as unknown as { contact: { email: string }; footer: { newTabNote: string } };

const body = [
  "We answer within a day at {{contact.email}}.",
  "",
  "## How we work",
  "",
  "- Plan together",
  "- [See our services](/services) or [the W3C](https://www.w3.org/)",
  "",
  "![The office](/images/uploads/office.jpg)",
  "",
  "<script>alert(1)</script>",
].join("\n");

const section: Queries.TextSectionFragment = {
  heading: "About this offer",
  body,
  pictures: [
    {
      src: "/images/uploads/office.jpg",
      picture: {
        width: 1600,
        height: 900,
        sources: [],
        fallbackType: "image/jpeg",
        srcSet: "/p/office-800.jpg 800w",
        src: "/p/office-800.jpg",
      },
    },
  ],
};

describe("TextSection", () => {
  it("shows its heading as a second-level heading with the given id, then the Markdown as a created page shows it", () => {
    const { container } = render(<TextSection section={section} headingId="section-about" />);
    expect(screen.getByRole("heading", { level: 2, name: section.heading! })).toHaveAttribute("id", "section-about");
    expect(screen.getByRole("heading", { level: 3, name: "How we work" })).toBeInTheDocument();
    expect(container.querySelector(".prose > p")).toHaveTextContent(`We answer within a day at ${settings.contact.email}.`);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "See our services" })).toHaveAttribute("href", "/services/");
    const outside = screen.getByRole("link", { name: /^the W3C/ });
    expect(outside).toHaveTextContent(`the W3C ${settings.footer.newTabNote}`);
    expect(outside).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("img", { name: "The office" })).toHaveAttribute("srcset", "/p/office-800.jpg 800w");
    // Raw HTML shows as text and never runs.
    expect(container.querySelector("script")).toBeNull();
    expect(screen.getByText("<script>alert(1)</script>")).toBeInTheDocument();
    expect(within(container).getByText("How we work").closest(".prose")).not.toBeNull();
  });

  it("without a heading starts with its text, and a picture it has no copy of shows as its alt text", () => {
    render(
      <TextSection section={{ heading: null, pictures: [], body: "Plain words.\n\n![A chart](/images/missing.png)" }} headingId="h" />,
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Plain words.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("A chart")).toBeInTheDocument();
  });
});

it("puts the text's own headings one level below the section's heading", () => {
  render(
    <TextSection
      section={{ heading: "How it works", pictures: [], body: "## The scope\n\nWe agree it first.\n\n### Changes\n\nWith their price." }}
      headingId="h"
    />,
  );
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("How it works");
  expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("The scope");
  expect(screen.getByRole("heading", { level: 4 })).toHaveTextContent("Changes");
});
