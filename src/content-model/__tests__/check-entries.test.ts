/** @jest-environment node */
/**
 * The check of the entries editors create (pages, articles, case studies) on a copy of the real
 * content: front matter, addresses, tags, and links checked against what is published.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent, checkEntrySource } from "../check";
import { loadContent } from "../load";
import { formatProblem } from "../problems";
import { pagesOf, planIn, planSite, type ListPageContext } from "../publish";
import { formats, reservedAddresses, sitePages } from "../registry";
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

/** An entry's file: these front-matter lines (YAML as written), then its text. */
const entry = (front: string, body = "Some text.\n") => `---\n${front.trim()}\n---\n\n${body}`;

const article = (fields: Record<string, string> = {}, body?: string) =>
  entry(
    Object.entries({
      title: "Design systems",
      description: "Why they last.",
      address: "design-systems",
      date: "2026-11-02",
      author: "jo",
      tags: "\n  - Design\n  - UX",
      ...fields,
    })
      .map(([key, value]) => `${key}: ${value}`)
      .join("\n"),
    body,
  );

const caseStudy = (fields: Record<string, string> = {}) =>
  entry(
    Object.entries({
      title: "A new shop",
      description: "Online at last.",
      address: "a-new-shop",
      date: "2026-10-01",
      client: "Acme",
      industry: "Retail",
      services: "\n  - web-development\n  - hosting",
      ...fields,
    })
      .map(([key, value]) => `${key}: ${value}`)
      .join("\n"),
  );

const check = (source: string) =>
  checkEntrySource(sitePages, source, "content/site-pages/careers.md", { routes }, (address) => `/${address}`).map(formatProblem);

let dir = "";
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
const problems = () => checkContent(loadContent(dir, "content")).problems.map(formatProblem);
const warnings = () => checkContent(loadContent(dir, "content")).warnings.map(formatProblem);
const lineOf = (file: string, start: string) =>
  fs
    .readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .findIndex((l) => l.startsWith(start)) + 1;

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
    // Site search's index is published in public/pagefind/.
    ["pagefind", "the folder of the site search's index"],
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
  const pages = () => path.join(dir, "site-pages");
  const settings = () => path.join(dir, "settings.yaml");

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-pages-test-"));
    fs.cpSync(path.join(root, "content"), dir, { recursive: true });
    // The job openings' list is elsewhere, so the created page may be /careers.
    const openings = path.join(dir, "pages", "job-openings.yaml");
    fs.writeFileSync(openings, fs.readFileSync(openings, "utf8").replace("address: careers\n", "address: open-positions\n"));
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
      `content/settings.yaml:${footerLine()}: entry footer > placeholderLinks #2 "Join us": url: "/careers" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Did you mean /careers-at-vireo? Link to one of the pages that exist (/, /about, /services, /contact, /search, /careers-at-vireo, /privacy-policy, /terms-of-use, /open-positions), or create the page again.`,
    ]);
  });

  it("a deleted page still linked from the footer and from another page's Markdown: names both", () => {
    fs.rmSync(path.join(pages(), "careers.md"));
    const terms = path.join(pages(), "terms-of-use.md");
    fs.appendFileSync(terms, "\nWe are hiring: see [careers](/careers/#openings).\n");
    const markdownLine = fs.readFileSync(terms, "utf8").trimEnd().split("\n").length;
    const list = "(/, /about, /services, /contact, /search, /privacy-policy, /terms-of-use, /open-positions)";
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
      const list = "(/, /about, /services, /contact, /search, /jobs, /privacy-policy, /terms-of-use, /open-positions)";
      expect(problems()).toEqual([
        `content/settings.yaml:${line}: entry nav #5 "Careers": to: "/careers" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Link to one of the pages that exist ${list}, or create the page again.`,
        `content/settings.yaml:${footerLine()}: entry footer > placeholderLinks #2 "Join us": url: "/careers" leads to /careers, but no page of this site has that address: the page was deleted or its address changed. Link to one of the pages that exist ${list}, or create the page again.`,
      ]);
    });

    it("is refused in a form that is no page's address, with the pages to choose from", () => {
      const line = withHeaderLink();
      fs.writeFileSync(settings(), fs.readFileSync(settings(), "utf8").replace("    to: /careers\n", "    to: /careers/\n"));
      expect(problems()).toEqual([
        `content/settings.yaml:${line}: entry nav #5 "Careers": to: "/careers/" is not the address of a page of this site. Did you mean /careers? Choose one of the site's pages (/, /about, /services, /contact, or a page you created, such as /accessibility): a / and the page's address, without the site's domain, a trailing slash or a #.`,
      ]);
    });
  });

  describe("a link's #fragment", () => {
    const linkTo = (url: string) =>
      fs.writeFileSync(settings(), fs.readFileSync(settings(), "utf8").replace("      url: /careers\n", `      url: ${url}\n`));
    const servicePlaces =
      "#service-web-development, #service-software-development, #service-mobile-app-development, #service-graphic-design, #service-ui-ux-design, #service-digital-marketing, #service-search-engine-optimization, #service-hosting, #section-web-development, #section-software-development, #section-mobile-app-development, #section-graphic-design, #section-ui-ux-design, #section-digital-marketing, #services-heading";

    it("may name a service card, a section, a mission card or a created page's heading", () => {
      linkTo("/services#service-web-development");
      fs.writeFileSync(
        path.join(pages(), "careers.md"),
        pageSource(
          {},
          "## Open roles\n\nSee [our mission](/about#mission-mission), [design](/services/#section-graphic-design), [our numbers](/about#stats-heading), [the form](/privacy-policy#the-contact-form) and [the roles](#open-roles).\n",
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

    it("the legal links hold up to 4 (with the Privacy Policy and Terms of Use, 2 more)", () => {
      addPages(2, "legal");
      expect(problems()).toEqual([]);
    });

    it.each([
      [
        "pages",
        4,
        ['content/site-pages/careers.md "Careers"'],
        "the footer's Pages list would hold 9 links: 4 header links (settings.yaml nav) and 5 pages",
        "up to 8 fit the footer's Pages list (the header's links count too). Set footerList to 'none' (or 'legal') on 1 of these pages, or remove a header link.",
      ],
      [
        "legal",
        3,
        ['content/site-pages/privacy-policy.md "Privacy Policy"', 'content/site-pages/terms-of-use.md "Terms of Use"'],
        "the footer's links beside the copyright line would hold 5 links: 5 pages",
        "up to 4 fit beside the copyright line. Set footerList to 'none' (or 'pages') on 1 of these pages.",
      ],
    ] as const)(
      "one link too many in the %s list: names every page in it, on the last page's footerList line",
      (list, extra, first, held, fix) => {
        addPages(extra, list);
        const listed = [
          ...first,
          ...Array.from({ length: extra }, (_, i) => `content/site-pages/${list}-extra-${i + 1}.md "Extra ${list} ${i + 1}"`),
        ];
        expect(problems()).toEqual([
          `content/site-pages/${list}-extra-${extra}.md:${footerListLine}: footerList: ${held} (${listed.join(", ")}); ${fix}`,
        ]);
      },
    );

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

describe("dated entries in the content folder", () => {
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-entries-"));
    fs.cpSync(path.join(root, "content"), dir, { recursive: true });
    write("people.yaml", "- id: jo\n  name: Jo\n  role: Designer\n  bio: Jo designs.\n");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  describe("articles and case studies", () => {
    it("accepts an article and a case study that link each other, a tag's page and a service's card", () => {
      write(
        "articles/design-systems.md",
        article({}, "## Why they last\n\nSee [the shop](/case-studies/a-new-shop) and [more on UX](/articles/tags/ux).\n"),
      );
      write("case-studies/a-new-shop.md", caseStudy());
      write(
        "site-pages/privacy-policy.md",
        fs.readFileSync(path.join(root, "content/site-pages/privacy-policy.md"), "utf8") +
          "\n[Our notes](/articles/design-systems#why-they-last).\n",
      );
      expect(problems()).toEqual([]);
    });

    it("stops on a link to an article, a tag or a case study that does not exist, naming the line", () => {
      write(
        "articles/design-systems.md",
        article({}, "[Gone](/articles/gone), [no tag](/articles/tags/cloud), [no story](/case-studies/nope).\n"),
      );
      const found = problems();
      expect(found).toHaveLength(3);
      expect(found[0]).toMatch(
        /^content\/articles\/design-systems\.md:\d+: Markdown: "\/articles\/gone" leads to \/articles\/gone, but no page of this site has that address/,
      );
      expect(found[1]).toMatch(/"\/articles\/tags\/cloud" leads to \/articles\/tags\/cloud, but no page of this site has that address/);
      expect(found[2]).toMatch(/"\/case-studies\/nope" leads to \/case-studies\/nope, but no page of this site has that address/);
    });

    it("stops on a link to a draft or to an article scheduled for later: neither is published", () => {
      write("articles/draft.md", article({ address: "draft", draft: "true" }));
      write("articles/later.md", article({ address: "later", date: "2999-01-01" }));
      write("case-studies/a-new-shop.md", caseStudy());
      const text = fs.readFileSync(path.join(dir, "case-studies/a-new-shop.md"), "utf8");
      write("case-studies/a-new-shop.md", `${text}\n[A draft](/articles/draft) and [a later one](/articles/later).\n`);
      const found = problems();
      expect(found).toHaveLength(2);
      expect(found.join("\n")).toContain('"/articles/draft" leads to /articles/draft, but no page');
      expect(found.join("\n")).toContain('"/articles/later" leads to /articles/later, but no page');
    });

    it("stops on a case study's service that no service card has, suggesting the nearest", () => {
      write("case-studies/a-new-shop.md", caseStudy({ services: "\n  - web-developmnt" }));
      expect(problems()).toEqual([
        `content/case-studies/a-new-shop.md:${lineOf("case-studies/a-new-shop.md", "  - web-developmnt")}: services #1: "web-developmnt" is not the id of a service card in content/services.yaml. Did you mean web-development? The service cards' ids: web-development, software-development, mobile-app-development, graphic-design, ui-ux-design, digital-marketing, search-engine-optimization, hosting.`,
      ]);
    });

    it("refuses an article's address that the list keeps for its later pages or its tags, and one another article has", () => {
      write("articles/page.md", article({ address: "page" }));
      write("articles/design-systems.md", article());
      write("articles/copy.md", article());
      expect(problems()).toEqual([
        // The files are read in name order: copy.md is first.
        `content/articles/design-systems.md:4: address: "design-systems" is already the address of content/articles/copy.md. Two pages cannot share an address: give this page another one.`,
        `content/articles/page.md:4: address: "page" is taken: it is where the list's later pages are (page/2/ …) in the list's address. Choose another address for this article.`,
      ]);
    });

    it("refuses a list's address that a created page or the site has, naming both", () => {
      const file = "pages/articles.yaml";
      fs.writeFileSync(
        path.join(dir, file),
        fs.readFileSync(path.join(dir, file), "utf8").replace("address: articles", "address: privacy-policy"),
      );
      const other = "pages/case-studies.yaml";
      fs.writeFileSync(
        path.join(dir, other),
        fs.readFileSync(path.join(dir, other), "utf8").replace("address: case-studies", "address: contact"),
      );
      expect(problems()).toEqual([
        `content/pages/articles.yaml:${lineOf(file, "address:")}: address: "privacy-policy" is already the address of content/site-pages/privacy-policy.md. Two pages cannot share an address: give this list another one.`,
        `content/pages/case-studies.yaml:${lineOf(other, "address:")}: address: "contact" is taken: /contact/ is the Contact page and its thank-you page. Choose another address for this list.`,
      ]);
    });

    it("refuses a search page's address that a created page or a list has, naming both", () => {
      const file = "pages/search.yaml";
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      fs.writeFileSync(path.join(dir, file), text.replace("address: search", "address: terms-of-use"));
      expect(problems()).toEqual([
        `content/pages/search.yaml:${lineOf(file, "address:")}: address: "terms-of-use" is already the address of content/site-pages/terms-of-use.md. Two pages cannot share an address: give the search page another one.`,
      ]);
      fs.writeFileSync(path.join(dir, file), text.replace("address: search", "address: articles"));
      expect(problems()).toEqual([
        `content/pages/search.yaml:${lineOf(file, "address:")}: address: "articles" is already the address of content/pages/articles.yaml. Two pages cannot share an address: give the search page another one.`,
      ]);
    });

    it("refuses words that leave out the value the site fills in, or name one it does not know", () => {
      const file = "pages/articles.yaml";
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      fs.writeFileSync(
        path.join(dir, file),
        text
          .replace("byline: By {{author}}", "byline: By {{name}}")
          .replace("page: Page {{page}} of {{pages}}", "page: Page {{page}}")
          .replace("    other: '{{count}} min read'", "    other: '{count} min read'"),
      );
      expect(problems()).toEqual([
        `content/pages/articles.yaml:${lineOf(file, "  page:")}: pagination > page: "Page {{page}}" has no {{pages}}: write it where the site puts the value (the field's description says what each is).`,
        `content/pages/articles.yaml:${lineOf(file, "    other:")}: entry > readingTime > other: "{count} min read" holds {count} with single curly brackets, which the site shows as written. It fills in {{count}}: write it with two brackets each side.`,
        `content/pages/articles.yaml:${lineOf(file, "  byline:")}: entry > byline: "By {{name}}" holds {{name}}, which the site cannot fill in. It fills in {{author}} only: write it exactly so, with the double curly brackets.`,
      ]);
    });

    it("lets the header link a list before it has an entry, and a page's text only once it has one", () => {
      const settings = path.join(dir, "settings.yaml");
      fs.writeFileSync(
        settings,
        fs
          .readFileSync(settings, "utf8")
          .replace(
            "  - label: Contact Us\n    to: /contact\n",
            "  - label: Articles\n    to: /articles\n  - label: Contact Us\n    to: /contact\n",
          ),
      );
      write(
        "site-pages/privacy-policy.md",
        fs.readFileSync(path.join(root, "content/site-pages/privacy-policy.md"), "utf8") + "\n[Our articles](/articles).\n",
      );
      const found = problems();
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(
        /^content\/site-pages\/privacy-policy\.md:\d+: Markdown: "\/articles" leads to \/articles, but no page of this site has that address/,
      );
      write("articles/design-systems.md", article());
      expect(problems()).toEqual([]);
    });
  });

  it("warns about a person whose page's title is longer than search results show, naming the entry", () => {
    const name = "Maximiliane Oberschwärzenbacher-Lindqvist";
    write(
      "people.yaml",
      `- id: jo\n  name: Jo\n  role: Designer\n  bio: Jo designs.\n- id: max\n  name: ${name}\n  role: Engineer\n  bio: Max builds.\n`,
    );
    const full = `${name} | Vireo – Expert Software Developers`;
    expect(warnings()).toEqual([
      // The entry is named by the start of its name.
      `content/people.yaml:6: entry #2 "${name.slice(0, 39)}…": name: the page's full title "${full}" is ${full.length} characters; search results show about 60 and cut the rest. Shorten it here, or the title its page gets in content/pages/people.yaml.`,
    ]);
  });

  describe("an article's author, chosen from the people", () => {
    it("accepts a person's id", () => {
      write("articles/design-systems.md", article({ author: "jo" }));
      expect(problems()).toEqual([]);
    });

    it("an author written as plain text, as articles once were: says to add them to people.yaml and write their id", () => {
      write("articles/design-systems.md", article({ author: "Jane Doe" }));
      expect(problems()).toEqual([
        `content/articles/design-systems.md:${lineOf("articles/design-systems.md", "author:")}: author: "Jane Doe" is not a person in content/people.yaml: it is chosen from the people there, by id. Add Jane Doe to content/people.yaml (the id is then jane-doe) and write jane-doe here, or choose one of them. The people's ids: jo.`,
      ]);
    });

    it("a person's name where their id goes, and an id with a slip: names the id to write", () => {
      write("articles/design-systems.md", article({ author: "Jo" }));
      write("articles/other.md", article({ address: "other", author: "joe" }));
      expect(problems()).toEqual([
        `content/articles/design-systems.md:${lineOf("articles/design-systems.md", "author:")}: author: "Jo" is the name of a person in content/people.yaml, not their id: write jo (the browser editor lists them).`,
        `content/articles/other.md:${lineOf("articles/other.md", "author:")}: author: "joe" is not the id of a person in content/people.yaml. Did you mean jo? The people's ids: jo.`,
      ]);
    });
  });

  describe("a job opening", () => {
    /** An opening's file: these front-matter lines (YAML as written) instead of a valid on-site opening's. */
    const opening = (fields: Record<string, string> = {}) =>
      entry(
        Object.entries({
          title: "Backend Engineer",
          description: "Build our APIs.",
          address: "backend-engineer",
          date: "2026-11-02",
          closes: "2026-12-31",
          team: "Engineering",
          location: "Berlin, Germany",
          employmentType: "full-time",
          office: "\n  city: Berlin\n  country: DE",
          salary: "\n  currency: EUR\n  minimum: 60000\n  maximum: 80000\n  period: year",
          ...fields,
        })
          .flatMap(([key, value]) => (value === "" ? [] : [`${key}: ${value}`]))
          .join("\n"),
      );
    const file = "job-openings/backend-engineer.md";
    const at = (start: string) => `content/${file}:${lineOf(file, start)}`;

    it("accepts an on-site opening with its office and pay, and a remote one with its countries", () => {
      write(file, opening());
      write("job-openings/remote.md", opening({ address: "remote", remote: "true", office: "", countries: "\n  - DE\n  - PL" }));
      expect(problems()).toEqual([]);
    });

    it("without its pay passes, with a warning naming the file and the field: search engines recommend it", () => {
      write(file, opening({ salary: "" }));
      expect(problems()).toEqual([]);
      expect(warnings()).toEqual([
        `content/${file}: salary: is left out: search engines recommend the pay in a job posting (Google for Jobs shows it), and many countries require it in job ads. Add salary with its currency, minimum, maximum and period.`,
      ]);
      write(file, opening());
      expect(warnings()).toEqual([]);
    });

    it("stops on a closing day before the posting day", () => {
      write(file, opening({ closes: "2026-10-31" }));
      expect(problems()).toEqual([
        `${at("closes:")}: closes: 2026-10-31 is before Published on (date), 2026-11-02. It must be the same day or later: check both days.`,
      ]);
    });

    it("stops on a pay range upside down", () => {
      write(file, opening({ salary: "\n  currency: EUR\n  minimum: 80000\n  maximum: 60000\n  period: year" }));
      expect(problems()).toEqual([
        `${at("  maximum:")}: salary > maximum: 60000 is less than minimum (minimum), 80000: the range is upside down. Write the smaller figure in minimum and the larger here.`,
      ]);
    });

    it("stops on a country or currency code that does not exist, naming the field", () => {
      write(
        file,
        opening({
          remote: "true",
          office: "",
          countries: "\n  - DE\n  - UK\n  - XX",
          salary: "\n  currency: EUD\n  minimum: 1\n  maximum: 2\n  period: year",
        }),
      );
      expect(problems()).toEqual([
        `${at("  currency:")}: salary > currency: "EUD" is no currency's code. ${formats.currency.fix}`,
        `${at("  - UK")}: countries #2: "UK" is no country's code. ${formats.country.fix}`,
        `${at("  - XX")}: countries #3: "XX" is no country's code. ${formats.country.fix}`,
      ]);
    });

    it("stops on a remote opening without countries, and one on site without its office", () => {
      write(file, opening({ remote: "true", office: "" }));
      write("job-openings/on-site.md", opening({ address: "on-site", office: "" }));
      expect(problems()).toEqual([
        expect.stringMatching(
          /^content\/job-openings\/backend-engineer\.md:\d+: countries: is missing: with remote: true it is needed\. What it is: with remote: true, the countries/,
        ),
        expect.stringMatching(
          /^content\/job-openings\/on-site\.md:\d+: office: is missing: it is needed unless remote is true\. What it is: the office the work is at/,
        ),
      ]);
    });
  });

  describe("a day the calendar does not have", () => {
    it("in an article's date stops the check, naming the file, line and field", () => {
      write("articles/design-systems.md", article({ date: "2026-02-30" }));
      expect(problems()).toEqual([
        `content/articles/design-systems.md:${lineOf("articles/design-systems.md", "date:")}: date: "2026-02-30" ${formats.date.problem} ${formats.date.fix}`,
      ]);
    });

    it("in a created page's last update stops the check, naming the file, line and field", () => {
      write("site-pages/careers.md", pageSource({ updated: "2026-02-29", address: "join-us" }));
      expect(problems()).toEqual([
        `content/site-pages/careers.md:${lineOf("site-pages/careers.md", "updated:")}: updated: "2026-02-29" ${formats.date.problem} ${formats.date.fix}`,
      ]);
    });
  });

  describe("tags", () => {
    it("whose addresses collide stop the check, on the later article's tags", () => {
      write("articles/cloud-a.md", article({ address: "cloud-a", title: "Cloud A", date: "2026-01-05", tags: "\n  - Cloud hosting" }));
      write("articles/cloud-b.md", article({ address: "cloud-b", title: "Cloud B", date: "2026-03-01", tags: "\n  - Cloud-hosting" }));
      expect(problems()).toEqual([
        `content/articles/cloud-b.md:${lineOf("articles/cloud-b.md", "  - Cloud-hosting")}: tags: the tags "Cloud hosting" and "Cloud-hosting" would share one page, /articles/tags/cloud-hosting/. Write them alike, or make them differ in letters or digits.`,
      ]);
    });

    it("written alike but for case share one page, without a problem", () => {
      write("articles/older.md", article({ address: "older", title: "Older", date: "2026-01-05", tags: "\n  - ux" }));
      write("articles/newer.md", article({ address: "newer", title: "Newer", date: "2026-03-01", tags: "\n  - UX" }));
      expect(problems()).toEqual([]);
      const model = loadContent(dir, "content");
      const list = planIn(planSite(model, "2026-11-20"), "en")!.lists.find((l) => l.folder.folder === "articles")!;
      expect(list.tags.map((t) => [t.name, t.route, t.entries.map((e) => e.address)])).toEqual([
        ["UX", "/articles/tags/ux", ["newer", "older"]],
      ]);
      const tagPages = pagesOf(planSite(model, "2026-11-20")).filter((p) => (p.context as ListPageContext).tag);
      expect(tagPages.map((p) => p.path)).toEqual(["/articles/tags/ux/"]);
    });

    it("with no letter or digit an address can be made of stop the check", () => {
      write("articles/japanese.md", article({ address: "japanese", tags: "\n  - 日本語" }));
      expect(problems()).toEqual([
        `content/articles/japanese.md:${lineOf("articles/japanese.md", "  - 日本語")}: tags: the tag "日本語" has no letter or digit an address can be made of. Add a word in Latin letters or digits to it.`,
      ]);
    });
  });
});
