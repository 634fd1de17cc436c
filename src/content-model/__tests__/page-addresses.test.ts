/** @jest-environment node */
/**
 * What the editor refuses when a created page is saved, in the check's words: an address the site
 * keeps, another page's, and a new address while content still links to the old one.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import {
  linksTo,
  pageAddressProblem,
  renameProblem,
  reservedAddressMessage,
  sharedAddressMessage,
  type KnownPage,
} from "../page-addresses";
import { contentFiles } from "../registry";

const root = path.resolve(__dirname, "../../..");
const content: Record<string, unknown> = Object.fromEntries(
  contentFiles.map((spec) => [spec.file, parse(fs.readFileSync(path.join(root, "content", spec.file), "utf8"))]),
);
const pages: KnownPage[] = [
  { file: "content/site-pages/privacy-policy.md", address: "privacy-policy", body: "Text." },
  { file: "content/site-pages/terms-of-use.md", address: "terms-of-use", body: "Our [Privacy Policy](/privacy-policy) says more." },
  { file: "content/site-pages/careers.md", address: "careers", body: "Join us." },
];

describe("a page's address when it is saved", () => {
  it.each(["about", "admin", "pictures", "404"])("%s, which the site keeps, is refused in the check's words", (address) => {
    expect(pageAddressProblem("content/site-pages/careers.md", address, pages)).toBe(reservedAddressMessage(address));
    expect(reservedAddressMessage(address)).toMatch(new RegExp(`^"${address}" is taken: /${address}/ is `));
  });

  it("another page's is refused, naming that page's file", () => {
    expect(pageAddressProblem("content/site-pages/careers.md", "privacy-policy", pages)).toBe(
      sharedAddressMessage("privacy-policy", "content/site-pages/privacy-policy.md"),
    );
  });

  it("a new page whose file the editor had to rename (careers-1.md) takes an address a page has", () => {
    expect(pageAddressProblem("content/site-pages/careers-1.md", "careers", [], true)).toBe(
      '"careers" is already the address of content/site-pages/careers.md. Two pages cannot share an address: give this page another one.',
    );
  });

  it("its own, or a free one, is accepted", () => {
    expect(pageAddressProblem("content/site-pages/careers.md", "careers", pages)).toBeUndefined();
    expect(pageAddressProblem("content/site-pages/careers.md", "join-us", pages)).toBeUndefined();
    expect(pageAddressProblem("content/site-pages/team-2027.md", "team-2027", pages, true)).toBeUndefined();
  });
});

describe("a page's address that changes", () => {
  it("is refused while content links to the old one, naming each link", () => {
    const settings = structuredClone(content["settings.yaml"]) as { nav: { label: string; to: string }[] };
    settings.nav.push({ label: "Careers", to: "/careers" });
    const links = linksTo("/privacy-policy", { ...content, "settings.yaml": settings }, pages);
    expect(links).toEqual(["content/site-pages/terms-of-use.md: the text"]);
    const careers = linksTo("/careers", { ...content, "settings.yaml": settings }, pages);
    expect(careers).toEqual(["content/settings.yaml: nav #5 > to"]);
    expect(renameProblem("careers", "join-us", careers)).toBe(
      "the page is still linked at its address /careers from content/settings.yaml: nav #5 > to. Change that link to /join-us first, then the address (links from the footer made by footerList follow the page by themselves).",
    );
  });

  it("is accepted when nothing links to the old one (the footer's link made by footerList follows the page)", () => {
    expect(linksTo("/careers", content, pages)).toEqual([]);
    expect(renameProblem("careers", "join-us", [])).toBeUndefined();
  });

  it("finds links in lists and with a slash or #fragment, in a section by its place and type", () => {
    const services = structuredClone(content["pages/services.yaml"]) as { sections: { type: string; cardAction?: { to: string } }[] };
    services.sections.find((s) => s.type === "services")!.cardAction!.to = "/careers/#openings";
    expect(linksTo("/careers", { ...content, "pages/services.yaml": services }, [])).toEqual([
      "content/pages/services.yaml: section 2 (services) > cardAction > to",
    ]);
  });
});
