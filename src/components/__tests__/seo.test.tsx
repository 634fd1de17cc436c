/**
 * The link-preview tags (Open Graph, Twitter card) of a page with its own share picture, and of one
 * without: the page's 1200 × 630 copy with its alt text, or else the site's (settings.yaml). The
 * built pages' heads are checked in test/build/head.test.ts; the real content sets no page's own.
 */
import { render } from "@testing-library/react";
import { loadSettingsQuery } from "../../../test/content";
import { Head as AboutHead } from "../../pages/about";
import { aboutData } from "../../../test/page-data";
import { renderHead } from "../../../test/render-page";
import { Seo } from "../seo";

const settings = loadSettingsQuery().allSettingsYaml.nodes[0] as {
  siteUrl: string;
  shareImage: { src: string; alt: string; width: number; height: number };
};
const meta = (container: HTMLElement, key: string) =>
  [...container.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((m) => m.getAttribute("content"));

const card = { src: "/pictures/team-0123456789-share.jpg", width: 1200, height: 630 };

it("names the page's own share picture, its size and its alt text", () => {
  const { container } = render(<Seo title="About" pathname="/about/" image={{ alt: "The team in the office", card }} />);
  expect(meta(container, "og:image")).toEqual([`${settings.siteUrl}${card.src}`]);
  expect([meta(container, "og:image:width"), meta(container, "og:image:height")]).toEqual([["1200"], ["630"]]);
  expect(meta(container, "og:image:alt")).toEqual(["The team in the office"]);
  expect(meta(container, "twitter:image")).toEqual([`${settings.siteUrl}${card.src}`]);
  expect(meta(container, "twitter:image:alt")).toEqual(["The team in the office"]);
});

it("gives the size of a smaller share picture as it was made", () => {
  const { container } = render(
    <Seo title="About" pathname="/about/" image={{ alt: "A team", card: { ...card, width: 800, height: 420 } }} />,
  );
  expect([meta(container, "og:image:width"), meta(container, "og:image:height")]).toEqual([["800"], ["420"]]);
});

it("leaves the alt tags out for a decorative share picture (alt: '')", () => {
  const { container } = render(<Seo title="About" pathname="/about/" image={{ alt: "", card }} />);
  expect(meta(container, "og:image")).toEqual([`${settings.siteUrl}${card.src}`]);
  expect([meta(container, "og:image:alt"), meta(container, "twitter:image:alt")]).toEqual([[], []]);
});

it("falls back to the site's share picture when the page has none", () => {
  const { container } = renderHead(AboutHead, aboutData(), "/about/");
  expect(meta(container, "og:image")).toEqual([`${settings.siteUrl}${settings.shareImage.src}`]);
  expect([meta(container, "og:image:width"), meta(container, "og:image:height")]).toEqual([
    [String(settings.shareImage.width)],
    [String(settings.shareImage.height)],
  ]);
  expect(meta(container, "og:image:alt")).toEqual([settings.shareImage.alt]);
});

it("a page's query data with a share picture reaches its head", () => {
  const data = aboutData();
  const page = data.aboutPageYaml as unknown as Record<string, unknown>;
  const { container } = renderHead(
    AboutHead,
    { ...data, aboutPageYaml: { ...page, shareImage: { alt: "Our office", card } } } as typeof data,
    "/about/",
  );
  expect(meta(container, "og:image")).toEqual([`${settings.siteUrl}${card.src}`]);
  expect(meta(container, "og:image:alt")).toEqual(["Our office"]);
});
