/**
 * The link-preview tags (Open Graph, Twitter card) of a page with its own share picture, and of one
 * without: the page's 1200 × 630 copy with its alt text, or else the picture plugins/share-pictures
 * draws of the page's title and the brand, named here from what it shows. The built pages' heads are
 * checked in test/build/head.test.ts and their pictures in test/build/share-pictures.test.ts.
 */
import { render } from "@testing-library/react";
import { loadSettingsQuery } from "../../../test/content";
import { Head as AboutHead } from "../../pages/about";
import { aboutData } from "../../../test/page-data";
import { renderHead } from "../../../test/render-page";
import { Seo } from "../seo";
import { sharePictureName } from "../../lib/share-picture";

const settings = loadSettingsQuery().allSettingsYaml.nodes[0] as {
  siteUrl: string;
  brand: string;
  logoWord: string;
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

it("names the picture drawn of the page's title and the brand when the page has none, with the title as its alt text", () => {
  const data = aboutData();
  const title = (data.aboutPageYaml as unknown as { title: string }).title;
  const { container } = renderHead(AboutHead, data, "/about/");
  const drawn = { title, brand: settings.brand, logoWord: settings.logoWord, language: "en", dir: "ltr" } as const;
  // Unit tests run without the webpack definition of the design key: it is empty here.
  const url = `${settings.siteUrl}/pictures/${sharePictureName(drawn, "")}`;
  expect(url).toMatch(/\/pictures\/share-[0-9a-f]{20}\.png$/);
  expect(meta(container, "og:image")).toEqual([url]);
  expect(meta(container, "twitter:image")).toEqual([url]);
  expect([meta(container, "og:image:width"), meta(container, "og:image:height")]).toEqual([["1200"], ["630"]]);
  expect([meta(container, "og:image:alt"), meta(container, "twitter:image:alt")]).toEqual([[title], [title]]);
});

it("names a different picture for another title, brand, language or design", () => {
  const drawn = { title: "About Us", brand: "Vireo", logoWord: "Solutions", language: "en", dir: "ltr" } as const;
  const names = [
    sharePictureName(drawn, ""),
    sharePictureName({ ...drawn, title: "About us" }, ""),
    sharePictureName({ ...drawn, logoWord: "Studio" }, ""),
    sharePictureName({ ...drawn, language: "ar", dir: "rtl" }, ""),
    sharePictureName(drawn, "another design"),
  ];
  expect(new Set(names).size).toBe(names.length);
  expect(sharePictureName({ ...drawn }, "")).toBe(names[0]);
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
