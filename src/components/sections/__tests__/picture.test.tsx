import { render, screen } from "@testing-library/react";
import { PictureSection } from "../picture";

const picture = {
  alt: "The team at the whiteboard",
  picture: {
    width: 1600,
    height: 900,
    sources: [{ type: "image/avif", srcSet: "/p/team-800.avif 800w, /p/team-1600.avif 1600w" }],
    fallbackType: "image/jpeg",
    srcSet: "/p/team-800.jpg 800w, /p/team-1600.jpg 1600w",
    src: "/p/team-1600.jpg",
  },
};

describe("PictureSection", () => {
  it("shows the picture with its alt text as a figure with its caption", () => {
    const section: Queries.PictureSectionFragment = { picture, caption: "Planning the spring release." };
    render(<PictureSection section={section} headingId="h" />);
    const figure = screen.getByRole("figure");
    const img = screen.getByRole("img", { name: picture.alt });
    expect(figure).toContainElement(img);
    expect(figure.querySelector("figcaption")).toHaveTextContent(section.caption!);
    // As wide as the section's column: max-w-6xl less its padding.
    expect(img).toHaveAttribute("sizes", expect.stringContaining("(min-width: 1152px) 1104px"));
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("has no caption when the section has none, and no heading of its own", () => {
    const { container } = render(<PictureSection section={{ picture, caption: null }} headingId="h" />);
    expect(container.querySelector("figcaption")).toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByRole("img")).toHaveAttribute("alt", picture.alt);
  });
});
