import { isCurrentPage, isInternal, opensNewTab, stripPrefix, toHref } from "../links";

describe("links", () => {
  it("adds the trailing slash to site routes only", () => {
    expect(toHref("/")).toBe("/");
    expect(toHref("/about")).toBe("/about/");
    expect(toHref("/contact/")).toBe("/contact/");
    expect(toHref("/contact#form")).toBe("/contact/#form");
    expect(toHref("https://wa.me/1")).toBe("https://wa.me/1");
    expect(toHref("mailto:a@b.co")).toBe("mailto:a@b.co");
  });

  it("tells site routes from outbound links", () => {
    expect(isInternal("/services")).toBe(true);
    expect(isInternal("//evil.example/x")).toBe(false);
    expect(isInternal("tel:+1555")).toBe(false);
    expect(opensNewTab("https://www.linkedin.com/x")).toBe(true);
    expect(opensNewTab("mailto:a@b.co")).toBe(false);
    expect(opensNewTab("/about")).toBe(false);
  });

  it("matches the current page with or without a trailing slash", () => {
    expect(isCurrentPage("/about/", "/about")).toBe(true);
    expect(isCurrentPage("/about", "/about")).toBe(true);
    expect(isCurrentPage("/", "/")).toBe(true);
    expect(isCurrentPage("/about/", "/")).toBe(false);
    expect(isCurrentPage("/services/", "/about")).toBe(false);
    expect(isCurrentPage("/", "https://example.com/")).toBe(false);
  });

  it("removes a path prefix before comparing", () => {
    expect(stripPrefix("/vireo/about/", "/vireo/")).toBe("/about/");
    expect(stripPrefix("/vireo/", "/vireo/")).toBe("/");
    expect(stripPrefix("/vireo", "/vireo")).toBe("/");
    expect(stripPrefix("/about/", "/")).toBe("/about/");
  });
});

it("leaves a file's address as it is: a feed is rss.xml, not rss.xml/", () => {
  expect(toHref("/articles/rss.xml")).toBe("/articles/rss.xml");
  expect(toHref("/articles")).toBe("/articles/");
});
