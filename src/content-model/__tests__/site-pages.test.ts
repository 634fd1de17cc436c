/** @jest-environment node */
/**
 * Pages editors create (content/site-pages/): the address rules and clashes, and links anywhere in
 * content checked against the pages that exist, as a copy of the real content folder changes
 * (a page created, renamed, deleted). Each message names the file, line and field, and the page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatProblem } from "../validate";
import { validateContentDir } from "../validate-dir";
import { validateSitePageSource } from "../site-pages";
import { reservedAddresses } from "../schema";
import { PICTURES_FOLDER } from "../../images/pipeline";

const root = path.resolve(__dirname, "../../..");
const routes = ["/", "/about", "/services", "/contact", "/privacy-policy"];

/** A page file with these front-matter values (the rest as a valid page has them) and this text. */
function pageSource(fields: Record<string, string> = {}, body = "Some text.\n"): string {
  const front = {
    title: "Careers",
    description: "Work with us.",
    address: "careers",
    indexed: "true",
    footerList: "pages",
    footerOrder: "3",
    updated: "2026-11-20",
    ...fields,
  };
  return `---\n${Object.entries(front)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n")}\n---\n\n${body}`;
}

const check = (source: string) => validateSitePageSource(source, "content/site-pages/careers.md", routes).map(formatProblem);

describe("a page's address", () => {
  it("accepts lowercase letters, digits and hyphens", () => {
    expect(check(pageSource({ address: "careers-2027" }))).toEqual([]);
  });

  it.each([
    ["Careers", "careers"],
    ["/careers", "careers"],
    ["our careers", "our-careers"],
    ["careers/jobs", "careers-jobs"],
  ])("refuses %j and suggests %s", (address, slug) => {
    expect(check(pageSource({ address: JSON.stringify(address) }))).toEqual([
      `content/site-pages/careers.md:4: address: "${address}" is not a page address. Use lowercase letters, digits and hyphens only, without slashes: ${slug} (the page is then at /${slug}/).`,
    ]);
  });

  it.each([
    ["about", "the About page"],
    ["contact", "the Contact page and its thank-you page"],
    ["404", "the page shown for addresses that do not exist"],
    ["admin", "the content editor"],
    // The build publishes the pictures it makes in public/pictures/: a page there would be overwritten.
    ["pictures", "the folder of the pictures the site makes from uploads (its sizes and formats)"],
    ["images", "the folder of uploaded pictures"],
  ])("refuses the built-in address %s", (address, what) => {
    expect(check(pageSource({ address: `'${address}'` }))).toEqual([
      `content/site-pages/careers.md:4: address: "${address}" is taken: /${address}/ is ${what}. Choose another address for this page.`,
    ]);
  });
});

it("keeps the folder the picture pipeline publishes to (src/images/pipeline.ts) from being a page's address", () => {
  expect(Object.keys(reservedAddresses)).toContain(PICTURES_FOLDER);
});

describe("created pages in the content folder", () => {
  let dir = "";
  const pages = () => path.join(dir, "site-pages");
  const settings = () => path.join(dir, "settings.yaml");
  const problems = () => validateContentDir(dir, "content").map(formatProblem);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-pages-test-"));
    fs.cpSync(path.join(root, "content"), dir, { recursive: true });
    // A footer link to the created page, as an editor sets it up.
    const text = fs.readFileSync(settings(), "utf8");
    fs.writeFileSync(
      settings(),
      text.replace("    - text: Our Services\n      url: /services\n", "    - text: Join us\n      url: /careers\n"),
    );
    fs.writeFileSync(path.join(pages(), "careers.md"), pageSource({}, "See our [privacy policy](/privacy-policy).\n"));
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const footerLine = () =>
    fs
      .readFileSync(settings(), "utf8")
      .split("\n")
      .findIndex((l) => l === "      url: /careers") + 1;

  it("a created page can be linked from the footer", () => {
    expect(problems()).toEqual([]);
  });

  it("two pages with one address: names both files", () => {
    fs.writeFileSync(path.join(pages(), "jobs.md"), pageSource({ title: "Jobs" }));
    expect(problems()).toEqual([
      'content/site-pages/jobs.md:4: address: "careers" is already the address of content/site-pages/careers.md. Two pages cannot share an address: give this page another one.',
    ]);
  });

  it("a renamed page still linked: names the file, the field and the old address, and suggests the new one", () => {
    fs.writeFileSync(path.join(pages(), "careers.md"), pageSource({ address: "careers-at-vireo" }));
    expect(problems()).toEqual([
      `content/settings.yaml:${footerLine()}: entry footer > placeholderLinks #2 "Join us": url: "/careers" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Did you mean /careers-at-vireo? Link to one of the pages that exist (/, /about, /services, /contact, /careers-at-vireo, /privacy-policy, /terms-of-use), or create the page again.`,
    ]);
  });

  it("a deleted page still linked from the footer and from another page's Markdown: names both", () => {
    fs.rmSync(path.join(pages(), "careers.md"));
    const terms = path.join(pages(), "terms-of-use.md");
    fs.appendFileSync(terms, "\nWe are hiring: see [careers](/careers/#openings).\n");
    const markdownLine = fs.readFileSync(terms, "utf8").trimEnd().split("\n").length;
    const list = "(/, /about, /services, /contact, /privacy-policy, /terms-of-use)";
    expect(problems()).toEqual([
      `content/settings.yaml:${footerLine()}: entry footer > placeholderLinks #2 "Join us": url: "/careers" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Link to one of the pages that exist ${list}, or create the page again.`,
      `content/site-pages/terms-of-use.md:${markdownLine}: Markdown: "/careers/#openings" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Link to one of the pages that exist ${list}, or create the page again.`,
    ]);
  });

  describe("a header link to a created page", () => {
    const withHeaderLink = () => {
      const text = fs.readFileSync(settings(), "utf8");
      fs.writeFileSync(settings(), text.replace("    to: /contact\n", "    to: /contact\n  - label: Careers\n    to: /careers\n"));
      return (
        fs
          .readFileSync(settings(), "utf8")
          .split("\n")
          .findIndex((l) => l === "    to: /careers") + 1
      );
    };

    it("is accepted while the page exists", () => {
      withHeaderLink();
      expect(problems()).toEqual([]);
    });

    it("stops the check once the page is renamed, naming the file, the entry, the field and the page that is gone", () => {
      const line = withHeaderLink();
      fs.writeFileSync(path.join(pages(), "careers.md"), pageSource({ address: "jobs" }));
      const list = "(/, /about, /services, /contact, /jobs, /privacy-policy, /terms-of-use)";
      expect(problems()).toEqual([
        `content/settings.yaml:${line}: entry nav #5 "Careers": to: "/careers" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Link to one of the pages that exist ${list}, or create the page again.`,
        `content/settings.yaml:${footerLine()}: entry footer > placeholderLinks #2 "Join us": url: "/careers" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Link to one of the pages that exist ${list}, or create the page again.`,
      ]);
    });

    it("is refused in a form that is no page's address, with the pages to choose from", () => {
      const line = withHeaderLink();
      fs.writeFileSync(settings(), fs.readFileSync(settings(), "utf8").replace("    to: /careers\n", "    to: /careers/\n"));
      expect(problems()).toEqual([
        `content/settings.yaml:${line}: entry nav #5 "Careers": to: "/careers/" is not the address of a page of this site. Did you mean /careers? Choose one of the site's pages (/, /about, /services, /contact, or a page you created, such as /careers): a / and the page's address, without the site's domain, a trailing slash or a #.`,
      ]);
    });
  });

  describe("a link's #fragment", () => {
    const linkTo = (url: string) =>
      fs.writeFileSync(settings(), fs.readFileSync(settings(), "utf8").replace("      url: /careers\n", `      url: ${url}\n`));
    const servicePlaces =
      "#service-web-development, #service-software-development, #service-mobile-app-development, #service-graphic-design, #service-ui-ux-design, #service-digital-marketing, #service-search-engine-optimization, #service-hosting, #section-web-development, #section-software-development, #section-mobile-app-development, #section-graphic-design, #section-ui-ux-design, #section-digital-marketing";

    it("may name a service card, a section, a mission card or a created page's heading", () => {
      linkTo("/services#service-web-development");
      fs.writeFileSync(
        path.join(pages(), "careers.md"),
        pageSource(
          {},
          "## Open roles\n\nSee [our mission](/about#mission-mission), [design](/services/#section-graphic-design), [the form](/privacy-policy#the-contact-form) and [the roles](#open-roles).\n",
        ),
      );
      expect(problems()).toEqual([]);
    });

    it("naming a service card that is gone stops the check, with the nearest place and the places there are", () => {
      linkTo("/services#service-web-developmnt");
      const message = `"/services#service-web-developmnt" leads to #service-web-developmnt on /services, but /services has no such place: the entry or heading was removed, or its name changed. Did you mean #service-web-development? The places on /services: ${servicePlaces}.`;
      const line = fs.readFileSync(settings(), "utf8").split("\n").indexOf("      url: /services#service-web-developmnt") + 1;
      expect(problems()).toEqual([`content/settings.yaml:${line}: entry footer > placeholderLinks #2 "Join us": url: ${message}`]);
    });

    it("naming a heading a created page does not have: in another page's text, and on the same page", () => {
      fs.writeFileSync(
        path.join(pages(), "careers.md"),
        pageSource({}, "## Open roles\n\nSee [the form](/privacy-policy#contact-form) and [the roles](#roles).\n"),
      );
      const privacyPlaces =
        "#who-is-responsible, #what-the-site-does-not-do, #what-the-server-records, #the-contact-form, #your-rights, #changes-to-this-policy";
      expect(problems()).toEqual([
        `content/site-pages/careers.md:13: Markdown: "/privacy-policy#contact-form" leads to #contact-form on /privacy-policy, but /privacy-policy has no such place: the entry or heading was removed, or its name changed. Did you mean #the-contact-form? The places on /privacy-policy: ${privacyPlaces}.`,
        `content/site-pages/careers.md:13: Markdown: "#roles" leads to #roles on this page, but this page has no such place: the entry or heading was removed, or its name changed. Did you mean #open-roles? The places on this page: #open-roles.`,
      ]);
    });

    it("on a built-in page, a place its layout makes (not content) is not checked", () => {
      linkTo("/contact#contact-form-heading");
      expect(problems()).toEqual([]);
    });
  });

  describe("the footer's lists of pages", () => {
    /** Adds pages "Extra 1" … "Extra n" (addresses extra-1 …) to a footer list, after the pages already there. */
    const addPages = (count: number, footerList: "pages" | "legal") => {
      for (let i = 1; i <= count; i += 1) {
        const name = `${footerList}-extra-${i}.md`;
        fs.writeFileSync(
          path.join(pages(), name),
          pageSource({ title: `Extra ${footerList} ${i}`, address: `${footerList}-extra-${i}`, footerList, footerOrder: String(10 + i) }),
        );
      }
    };
    const footerListLine = 6;

    it("the Pages list holds up to 8 links, the header's 4 included", () => {
      addPages(3, "pages");
      expect(problems()).toEqual([]);
    });

    it("one more: names the header links and every page in the list, on the last page's footerList line", () => {
      addPages(4, "pages");
      const listed = [
        'content/site-pages/careers.md "Careers"',
        ...[1, 2, 3, 4].map((i) => `content/site-pages/pages-extra-${i}.md "Extra pages ${i}"`),
      ].join(", ");
      expect(problems()).toEqual([
        `content/site-pages/pages-extra-4.md:${footerListLine}: footerList: the footer's Pages list would hold 9 links: 4 header links (settings.yaml nav) and 5 pages (${listed}); up to 8 fit the footer's Pages list (the header's links count too). Set footerList to 'none' (or 'legal') on 1 of these pages, or remove a header link.`,
      ]);
    });

    it("the legal links hold up to 4 (with the Privacy Policy and Terms of Use, 2 more)", () => {
      addPages(2, "legal");
      expect(problems()).toEqual([]);
    });

    it("a fifth legal link: names the pages", () => {
      addPages(3, "legal");
      const listed = [
        'content/site-pages/privacy-policy.md "Privacy Policy"',
        'content/site-pages/terms-of-use.md "Terms of Use"',
        ...[1, 2, 3].map((i) => `content/site-pages/legal-extra-${i}.md "Extra legal ${i}"`),
      ].join(", ");
      expect(problems()).toEqual([
        `content/site-pages/legal-extra-3.md:${footerListLine}: footerList: the footer's links beside the copyright line would hold 5 links: 5 pages (${listed}); up to 4 fit beside the copyright line. Set footerList to 'none' (or 'pages') on 1 of these pages.`,
      ]);
    });

    it("a page left out of the footer does not count", () => {
      addPages(4, "pages");
      const last = path.join(pages(), "pages-extra-4.md");
      fs.writeFileSync(last, fs.readFileSync(last, "utf8").replace("footerList: pages", "footerList: none"));
      expect(problems()).toEqual([]);
    });
  });

  it("a file that is not Markdown in the folder is named", () => {
    fs.writeFileSync(path.join(pages(), "notes.txt"), "draft");
    expect(problems()).toEqual([
      "content/site-pages/notes.txt: is not a page: only Markdown files (ending in .md) belong in content/site-pages/. Move it elsewhere, or rename it to end in .md if it is a page.",
    ]);
  });
});
