/**
 * @jest-environment jsdom
 *
 * The head of every built page (public/), against content/settings.yaml and content/pages/*.yaml:
 * description, canonical URL, Open Graph, Twitter card, icons, manifest, theme colour, the 404
 * page's noindex, and the company's JSON-LD. jsdom only parses the HTML here; nothing runs.
 */
import { absolute, createdPages, fullTitle, notFoundFiles, pages, readContent, readPublic, settings, siteUrl } from "./support/site";
import { supportHoursText } from "../../src/lib/intl";

type PageCopy = { title: string; description: string };

function head(file: string): Document {
  return new DOMParser().parseFromString(readPublic(file), "text/html");
}

const meta = (doc: Document, attribute: "name" | "property", key: string) =>
  [...doc.querySelectorAll(`meta[${attribute}="${key}"]`)].map((m) => m.getAttribute("content"));
const one = (doc: Document, attribute: "name" | "property", key: string) => {
  const values = meta(doc, attribute, key);
  expect({ key, count: values.length }).toEqual({ key, count: 1 });
  return values[0];
};
const links = (doc: Document, rel: string) => [...doc.querySelectorAll(`link[rel="${rel}"]`)];

/** The four pages and the created pages search engines may index (their head is the same shape). */
const indexable = [
  ...pages.map(({ route, file, content }) => ({ route, file, copy: readContent<PageCopy>(content) })),
  ...createdPages.filter((page) => page.indexed),
];

describe.each(indexable)("$route", ({ route, file, copy }) => {
  const doc = head(file);
  const url = absolute(route);
  const title = fullTitle(copy.title);

  it("has the page's title, short enough for search results, and own description", () => {
    expect(doc.title).toBe(title);
    expect(doc.title.length).toBeLessThanOrEqual(60);
    expect(one(doc, "name", "description")).toBe(copy.description);
  });

  it("has one canonical URL: the site URL, the route and its trailing slash", () => {
    const canonical = links(doc, "canonical");
    expect(canonical).toHaveLength(1);
    expect(canonical[0]?.getAttribute("href")).toBe(url);
    expect(url).toMatch(/\/$/);
    expect(url.startsWith(`${siteUrl}/`)).toBe(true);
    expect(meta(doc, "name", "robots")).toEqual([]);
  });

  it("has the Open Graph tags", () => {
    expect(one(doc, "property", "og:type")).toBe("website");
    expect(one(doc, "property", "og:site_name")).toBe(settings.siteName);
    expect(one(doc, "property", "og:locale")).toBe(settings.locale);
    expect(one(doc, "property", "og:title")).toBe(title);
    expect(one(doc, "property", "og:description")).toBe(copy.description);
    expect(one(doc, "property", "og:url")).toBe(url);
    // The picture drawn of the page's title (test/build/share-pictures.test.ts looks at it).
    expect(one(doc, "property", "og:image")).toMatch(new RegExp(`^${siteUrl}/pictures/share-[0-9a-f]{20}\\.png$`));
    expect(one(doc, "property", "og:image:width")).toBe("1200");
    expect(one(doc, "property", "og:image:height")).toBe("630");
    expect(one(doc, "property", "og:image:alt")).toBe(copy.title);
  });

  it("has the Twitter card tags", () => {
    expect(one(doc, "name", "twitter:card")).toBe("summary_large_image");
    expect(one(doc, "name", "twitter:title")).toBe(title);
    expect(one(doc, "name", "twitter:description")).toBe(copy.description);
    expect(one(doc, "name", "twitter:image")).toBe(one(doc, "property", "og:image"));
    expect(one(doc, "name", "twitter:image:alt")).toBe(copy.title);
  });

  it("has the theme colour, the icons and the manifest", () => {
    // The browser bar follows the system's theme, as the page does (src/styles/dark.css).
    const themeColors = [...doc.querySelectorAll('meta[name="theme-color"]')].map((m) => [
      m.getAttribute("media"),
      m.getAttribute("content"),
    ]);
    expect(themeColors).toEqual([
      ["(prefers-color-scheme: light)", settings.themeColor],
      ["(prefers-color-scheme: dark)", settings.themeColorDark],
    ]);
    const icons = links(doc, "icon").map((l) => [l.getAttribute("href"), l.getAttribute("type"), l.getAttribute("sizes")]);
    expect(icons).toEqual(
      expect.arrayContaining([
        ["/favicon.svg", "image/svg+xml", null],
        ["/favicon-32x32.png", "image/png", "32x32"],
        ["/favicon.ico", null, "32x32"],
      ]),
    );
    expect(links(doc, "apple-touch-icon").map((l) => [l.getAttribute("href"), l.getAttribute("sizes")])).toEqual([
      ["/apple-touch-icon.png", "180x180"],
    ]);
    expect(links(doc, "manifest").map((l) => l.getAttribute("href"))).toEqual(["/site.webmanifest"]);
  });
});

it("gives every page a description of its own", () => {
  const descriptions = pages.map(({ file }) => meta(head(file), "name", "description")[0]);
  expect(new Set(descriptions).size).toBe(pages.length);
});

describe.each(notFoundFiles)("the 404 page (%s)", (file) => {
  const copy = readContent<PageCopy>("pages/not-found.yaml");
  const doc = head(file);

  it("is noindex, with no canonical URL and no og:url", () => {
    expect(meta(doc, "name", "robots")).toEqual(["noindex, follow"]);
    expect(links(doc, "canonical")).toHaveLength(0);
    expect(meta(doc, "property", "og:url")).toEqual([]);
  });

  it("still has its title and description", () => {
    expect(doc.title).toBe(fullTitle(copy.title));
    expect(meta(doc, "name", "description")).toEqual([copy.description]);
  });
});

describe("the company's structured data (JSON-LD)", () => {
  const files = [...pages.map((p) => p.file), ...notFoundFiles];
  const blocks = files.map((file) =>
    [...head(file).querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
  );

  it("is on every page, once, and the same everywhere", () => {
    for (const list of blocks) expect(list).toHaveLength(1);
    expect(new Set(blocks.map((b) => b[0])).size).toBe(1);
  });

  const data = JSON.parse(blocks[0]?.[0] ?? "{}") as Record<string, unknown>;
  const telephone = settings.contact.phoneLink.replace(/^tel:/, "");

  it("describes the company as a schema.org Organization", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe(settings.organization.type);
    expect(["Organization", "ProfessionalService"]).toContain(data["@type"]);
    expect(data).toMatchObject({
      "@id": `${absolute("/")}#organization`,
      name: settings.siteName,
      url: absolute("/"),
      logo: absolute(settings.organization.logo),
      description: settings.defaultDescription,
      email: settings.contact.email,
      telephone,
      sameAs: settings.footer.socialLinks.map((l) => l.url),
    });
    expect(String(data.logo)).toMatch(/^https?:\/\//);
    expect(telephone).toMatch(/^\+\d{7,15}$/);
  });

  it("has a customer-support ContactPoint with machine-readable hours", () => {
    const contact = data.contactPoint as Record<string, unknown>;
    expect(contact).toMatchObject({
      "@type": "ContactPoint",
      contactType: "customer support",
      email: settings.contact.email,
      telephone,
      availableLanguage: settings.organization.availableLanguages,
    });
    const hours = contact.hoursAvailable as Record<string, unknown>;
    expect(hours["@type"]).toBe("OpeningHoursSpecification");
    expect(hours.dayOfWeek).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`));
    expect(hours.opens).toBe("08:30");
    expect(hours.closes).toBe("18:00");
    // Local wall-clock times: no fixed UTC offset, which daylight saving would make wrong half the year.
    for (const time of [hours.opens, hours.closes]) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    // The words of contact > supportHours, with the times filled in as the page's language writes them.
    expect(hours.description).toBe(supportHoursText(settings));
    expect(hours.description).not.toMatch(/\{\{/);
  });

  it("cannot be closed early by its content: no raw < or > inside the script", () => {
    for (const [block] of blocks) expect(block).not.toMatch(/[<>]/);
  });
});
