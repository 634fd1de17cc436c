import { render } from "@testing-library/react";
import { Picture, type PictureData } from "../picture";

const picture: PictureData = {
  width: 4000,
  height: 3000,
  sources: [
    { type: "image/avif", srcSet: "/pictures/team-abc-400.avif 400w, /pictures/team-abc-800.avif 800w" },
    { type: "image/webp", srcSet: "/pictures/team-abc-400.webp 400w, /pictures/team-abc-800.webp 800w" },
  ],
  fallbackType: "image/jpeg",
  srcSet: "/pictures/team-abc-400.jpg 400w, /pictures/team-abc-800.jpg 800w",
  src: "/pictures/team-abc-400.jpg",
};
const sizes = "(min-width: 1024px) 480px, 100vw";

function draw(props: Partial<Parameters<typeof Picture>[0]> = {}) {
  const { container } = render(<Picture image={{ alt: "Our team at the office", picture }} sizes={sizes} {...props} />);
  return { sources: [...container.querySelectorAll("source")], img: container.querySelector("img"), container };
}

describe("Picture", () => {
  it("offers AVIF, then WebP, then the JPEG fallback, each with its widths and the layout's sizes", () => {
    const { sources, img } = draw();
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources.map((s) => s.getAttribute("srcset"))).toEqual(picture.sources.map((s) => s.srcSet));
    for (const source of sources) expect(source).toHaveAttribute("sizes", sizes);
    expect(img).toHaveAttribute("srcset", picture.srcSet);
    expect(img).toHaveAttribute("src", picture.src);
    expect(img).toHaveAttribute("sizes", sizes);
  });

  it("reserves the source's width and height, so nothing shifts as it loads", () => {
    const { img } = draw();
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["4000", "3000"]);
  });

  it("waits until near the screen (lazy, decoded asynchronously) unless it is the page's largest element", () => {
    const below = draw().img;
    expect(below).toHaveAttribute("loading", "lazy");
    expect(below).toHaveAttribute("decoding", "async");
    expect(below).not.toHaveAttribute("fetchpriority");
    const hero = draw({ priority: true }).img;
    expect(hero).toHaveAttribute("loading", "eager");
    expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(hero).not.toHaveAttribute("decoding", "async");
  });

  it("carries the content's alt text, and an empty one for a decorative picture", () => {
    expect(draw().img).toHaveAccessibleName("Our team at the office");
    const decorative = render(<Picture image={{ alt: "", picture }} sizes={sizes} />).container.querySelector("img");
    expect(decorative).toHaveAttribute("alt", "");
    expect(decorative).not.toHaveAccessibleName();
  });

  it("renders nothing without a chosen file, and no script", () => {
    expect(render(<Picture image={{ alt: "x", picture: null }} sizes={sizes} />).container).toBeEmptyDOMElement();
    expect(draw().container.querySelector("script")).toBeNull();
  });
});
