/** @jest-environment node */
/**
 * The browser editor's collection of created pages (cms-config.ts): a folder collection editors can
 * create in and delete from, with the front matter's fields from schema.ts and the Markdown text,
 * and link fields whose hints list the pages that exist.
 */
import type { EntryCollection } from "@sveltia/cms";
import { cmsConfig } from "../cms-config";
import { sitePages } from "../schema";

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
