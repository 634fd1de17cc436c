/** @jest-environment node */
/**
 * The editor's collection of created pages (cms-config.ts): a folder of Markdown files with the
 * registry's front matter, and fields that lead to a page offering the pages that exist.
 */
import type { EntryCollection } from "@sveltia/cms";
import { cmsConfig } from "../cms-config";
import { sitePages } from "../registry";

const routes = ["/", "/about", "/services", "/contact", "/careers"];
const config = cmsConfig({ backend: { repo: "owner/site" }, routes });
const collection = config.collections?.find((c) => c.name === "site-pages") as EntryCollection;

it("is a folder of Markdown files editors can create in and delete from", () => {
  expect(collection).toMatchObject({
    folder: "content/site-pages",
    extension: "md",
    format: "yaml-frontmatter",
    create: true,
    delete: true,
  });
  expect(collection.slug).toBe("{{fields.address}}");
});

it("has the declared front-matter fields, then the Markdown text, where a picture can be inserted (uploaded like the picture fields')", () => {
  const names = collection.fields.map((f) => f.name);
  expect(names).toEqual([...Object.keys(sitePages.fields), "body"]);
  const body = collection.fields.at(-1) as { widget: string; editor_components: string[]; buttons: string[] };
  expect(body.widget).toBe("markdown");
  expect(body.editor_components).toContain("image");
  expect([config.media_folder, config.public_folder]).toEqual(["static/images/uploads", "/images/uploads"]);
  expect(body.buttons).not.toContain("heading-one");
  const address = collection.fields.find((f) => f.name === "address") as { pattern: [string, string] };
  expect(new RegExp(address.pattern[0]).test("careers")).toBe(true);
  expect(new RegExp(address.pattern[0]).test("/Careers")).toBe(false);
});

it("lists the pages that exist under every link field", () => {
  const text = JSON.stringify(config.collections);
  const hints = [...text.matchAll(/"hint":"([^"]*Pages of this site: [^"]*)"/g)].map((m) => m[1]);
  expect(hints.length).toBeGreaterThan(3);
  for (const hint of hints) expect(hint).toContain("Pages of this site: /, /about, /services, /contact, /careers.");
});

it("offers the pages that exist, created ones too, in every field that leads to a page (the header links, the 404 page's link)", () => {
  type Found = { at: string; options: unknown };
  const found: Found[] = [];
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, at));
    if (!value || typeof value !== "object") return;
    const field = value as Record<string, unknown>;
    const here = typeof field.name === "string" ? `${at}${field.name}` : at;
    if (field.widget === "select" && Array.isArray(field.options) && field.options.includes("/"))
      found.push({ at: here, options: field.options });
    for (const [key, child] of Object.entries(field)) if (key === "files" || key === "fields") walk(child, `${here} > `);
  };
  walk(config.collections, "");
  expect(found).toEqual([
    { at: "pages > pages-not-found > homeLink > to", options: routes },
    { at: "site > settings > nav > to", options: routes },
  ]);
});
