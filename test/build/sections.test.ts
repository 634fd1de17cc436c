/**
 * One build of a copy of the site with pages made of sections:
 *
 * - the landing page (test/fixtures/landing/: a section of every type, with its pictures made at test time), as a
 *   visitor and a crawler see it: its headings in the file's order and levels, its slim header and footer, its
 *   FAQPage data, its prices and logos, no script of its own, in the sitemap and in site search;
 * - a section type added as the library says a new one is (test/fixtures/section-type/: a registry entry and a
 *   component with its fragment, registered in src/components/sections/index.tsx): a page shows it, the editor and
 *   the JSON Schemas offer it, and the check refuses a broken one without a build;
 * - the built-in pages still show their sections in order.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { decodeHTML } from "entities";
import matter from "gray-matter";
import { parse } from "yaml";
import { buildSite, contentCheckErrors, copySite, repo } from "../site-build";
import { LANDING_PICTURES, writeLandingPictures } from "../landing-pictures";
import { schemaValidator } from "../json-schema-validator";
import { validateStructuredData } from "../structured-data";
import { toHref } from "../../src/lib/links";

const landingFixture = path.join(repo, "test", "fixtures", "landing");
const typeFixture = path.join(repo, "test", "fixtures", "section-type");

type Section = { type: string; heading?: string; [field: string]: unknown };
type Front = { title: string; sections: Section[]; landingAction: { label: string; to: string }; [field: string]: unknown };

/** Text as the page shows it: tags dropped, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  decodeHTML(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
/** Every heading of a page in document order, with its level. */
const headingsOf = (html: string) =>
  [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({ level: Number(m[1]), text: textOf(m[2]!) }));
/** The one element `tag` of a page (its header, footer …). */
const elementOf = (html: string, tag: string) => new RegExp(`<${tag}\\b[^>]*>[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? "";
/** Every link: its address and its name (its text, or its aria-label). */
const linksOf = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decodeHTML(/\bhref="([^"]*)"/.exec(m[1]!)?.[1] ?? ""),
    name: decodeHTML(/\baria-label="([^"]*)"/.exec(m[1]!)?.[1] ?? "") || textOf(m[2]!),
    inner: m[2]!,
  }));
/** The `alt` of every <img> in `html`. */
const altsOf = (html: string) => [...html.matchAll(/<img\b[^>]*\balt="([^"]*)"/g)].map((m) => decodeHTML(m[1]!));
/** Every <script>: its type (a classic script has none) and its text. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    type: /\btype="([^"]*)"/.exec(m[1]!)?.[1] ?? "classic",
    src: /\bsrc=/.test(m[1]!),
    body: m[2]!,
  }));

/** Puts `insert` after `anchor` in `file` of the copy, or fails saying the anchor moved. */
function insertAfter(dir: string, file: string, anchor: string, insert: string) {
  const absolute = path.join(dir, file);
  const source = fs.readFileSync(absolute, "utf8");
  if (!source.includes(anchor)) throw new Error(`${file} no longer has "${anchor}", where this test adds a section type; update it`);
  fs.writeFileSync(absolute, source.replace(anchor, `${anchor}${insert}`));
}

/**
 * Adds the fixture's section type to the copy as a developer adds one: its entry to the library in
 * src/content-model/sections.ts, its component beside the others, and three lines in their index.
 */
function addSectionType(dir: string): string {
  const library = "export const sectionLibrary = (lists: readonly string[]): readonly SectionType[] => [";
  const file = path.join(dir, "src", "content-model", "sections.ts");
  const source = fs.readFileSync(file, "utf8");
  const start = source.indexOf(library);
  const end = source.indexOf("\n];", start);
  if (start < 0 || end < 0)
    throw new Error("src/content-model/sections.ts no longer declares sectionLibrary's list as this test expects; update it");
  const entry = fs.readFileSync(path.join(typeFixture, "registry-entry.ts"), "utf8").replace(/^\/\/.*\n/, "");
  const name = /^const (\w+): SectionType = /m.exec(entry)![1]!;
  fs.writeFileSync(file, `${source.slice(0, start)}${entry}\n${source.slice(start, end)}\n  ${name},${source.slice(end)}`);

  fs.copyFileSync(path.join(typeFixture, `${name}.tsx`), path.join(dir, "src", "components", "sections", `${name}.tsx`));
  const index = "src/components/sections/index.tsx";
  insertAfter(dir, index, 'import type { ComponentType } from "react";\n', `import { QuoteSection } from "./${name}";\n`);
  insertAfter(
    dir,
    index,
    "const library: Readonly<Record<string, Shown>> = {\n",
    `  ${name}: { component: QuoteSection, headed: false },\n`,
  );
  insertAfter(
    dir,
    index,
    "fragment PageSections on PageSection {\n",
    "    ... on QuoteSection {\n      type\n      ...QuoteSection\n    }\n",
  );
  return name;
}

/** The created page that shows the new type, and the lines of its one section. */
const QUOTE = { quote: "They answered every call after launch.", name: "Dana Whitfield", role: "Head of Operations, Northwind Traders" };
const quotePage = (section: string) =>
  `---\ntitle: Client stories\ndescription: What our clients say about working with us.\naddress: client-stories\nfooterList: none\nfooterOrder: 1\nupdated: 2026-12-01\nsections:\n${section}---\n\nWhat our clients tell us, in their words.\n`;
const quoteSection = (fields: Record<string, string>) =>
  `  - type: quote\n${Object.entries(fields)
    .map(([field, value]) => `    ${field}: ${value}\n`)
    .join("")}`;

describe("pages made of sections, and a section type added by a developer", () => {
  let dir = "";
  let build = { status: -1 as number | null, output: "", seconds: 0 };
  const page = (route: string) => fs.readFileSync(path.join(dir, "public", route, "index.html"), "utf8");
  const content = (file: string) => path.join(dir, "content", file);
  let launch: Front;
  /** The h2s a section shows: its heading, or the contact form's from its words (pages/contact.yaml), the cards' when shown. */
  const headingsOfSection = (section: Section) => {
    if (section.type !== "contact-form") return section.heading ? [section.heading] : [];
    const words = parse(fs.readFileSync(content("pages/contact.yaml"), "utf8")) as {
      form: { heading: string };
      cards: { heading: string };
    };
    return [words.form.heading, ...(section.cards ? [words.cards.heading] : [])];
  };

  beforeAll(async () => {
    dir = copySite("sections-");
    fs.copyFileSync(path.join(landingFixture, "site-pages", "launch.md"), content("site-pages/launch.md"));
    await writeLandingPictures(path.join(dir, LANDING_PICTURES));
    launch = matter(fs.readFileSync(content("site-pages/launch.md"), "utf8")).data as Front;
    addSectionType(dir);
    fs.writeFileSync(content("site-pages/client-stories.md"), quotePage(quoteSection(QUOTE)));
    for (const script of ["check-content.ts", "generate-json-schemas.ts"])
      fs.cpSync(path.join(repo, "scripts", script), path.join(dir, "scripts", script));
    build = buildSite(dir);
    process.stderr.write(`[sections] the copy built in ${build.seconds.toFixed(1)} s\n`);
    if (build.status !== 0)
      throw new Error(`the copy with the landing page and a new section type did not build:\n${build.output.slice(-3000)}`);
  }, 660_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  describe("the landing page", () => {
    const html = () => page("launch");
    const main = () => elementOf(html(), "main");

    it("shows its sections' headings in the file's order: one h1 (the hero's), the others h2, their items' h3, no level skipped", () => {
      const headings = headingsOf(html());
      const [hero, ...rest] = launch.sections;
      expect(headings.filter((h) => h.level === 1)).toEqual([{ level: 1, text: hero!.heading }]);
      const sectionHeadings = rest.flatMap(headingsOfSection);
      const shown = headings.filter((h) => h.level === 2).map((h) => h.text);
      expect(shown.filter((text) => sectionHeadings.includes(text))).toEqual(sectionHeadings);
      const h3 = new Set(headings.filter((h) => h.level === 3).map((h) => h.text));
      const itemHeadings = launch.sections.flatMap((section) =>
        section.type === "features"
          ? (section.items as { heading: string }[]).map((item) => item.heading)
          : section.type === "pricing"
            ? (section.plans as { name: string }[]).map((plan) => plan.name)
            : [],
      );
      expect(itemHeadings.filter((heading) => !h3.has(heading))).toEqual([]);
      const skipped = headings.filter((h, i) => h.level > (i === 0 ? 1 : headings[i - 1]!.level + 1));
      expect([headings[0], skipped]).toEqual([{ level: 1, text: hero!.heading }, []]);
    });

    it("has a header with the logo and the one button, no navigation, and a footer of its last line only", () => {
      const header = elementOf(html().slice(0, html().indexOf("<main")), "header");
      expect(header).not.toMatch(/<nav\b/);
      const settings = parse(fs.readFileSync(content("settings.yaml"), "utf8")) as {
        logoLabel: string;
        brand: string;
        footer: { copyright: string; copyrightYear: number };
      };
      expect(linksOf(header).map(({ href, name }) => ({ href, name }))).toEqual([
        { href: "/", name: settings.logoLabel },
        { href: toHref(launch.landingAction.to), name: launch.landingAction.label },
      ]);

      const footer = elementOf(html().slice(html().indexOf("</main>")), "footer");
      expect(headingsOf(footer)).toEqual([]);
      expect(textOf(footer)).toContain(`© ${settings.footer.copyrightYear} ${settings.brand}. ${settings.footer.copyright}`);
      const legal = fs
        .readdirSync(content("site-pages"))
        .map((file) => matter(fs.readFileSync(content(`site-pages/${file}`), "utf8")).data as Front)
        .filter((front) => front.footerList === "legal")
        .map((front) => ({ href: toHref(`/${String(front.address)}`), name: front.title }));
      expect(legal.length).toBeGreaterThan(0);
      expect(linksOf(footer).map(({ href, name }) => ({ href, name }))).toEqual(expect.arrayContaining(legal));
      expect(linksOf(footer)).toHaveLength(legal.length);
    });

    it("gives search engines a FAQPage naming every question, valid by the third-party validator, and no review markup", async () => {
      const blocks = scriptsOf(html())
        .filter((s) => s.type === "application/ld+json")
        .map((s) => JSON.parse(s.body) as { "@type": string; mainEntity?: { name: string }[] });
      const faq = blocks.filter((block) => block["@type"] === "FAQPage");
      const questions = launch.sections
        .filter((s) => s.type === "faq")
        .flatMap((s) => (s.items as { question: string }[]).map((i) => i.question));
      expect(faq.map((block) => block.mainEntity?.map((question) => question.name))).toEqual([questions]);
      expect(await validateStructuredData(html())).toEqual([]);
      expect(html()).not.toMatch(/"(?:Review|AggregateRating)"|schema\.org\/(?:Review|AggregateRating)/);
    }, 60_000);

    it("loads no script and runs none of its own: besides JSON-LD, only what every page and the contact form run", () => {
      const scripts = scriptsOf(html());
      expect(scripts.filter((s) => s.src)).toEqual([]);
      // The contact form's section brings the form's script, as on Contact; the page script and speculation rules are every page's.
      const contact = scriptsOf(page("contact"));
      const ownScripts = (list: typeof scripts) =>
        list
          .filter((s) => s.type !== "application/ld+json")
          .map((s) => s.type + s.body)
          .sort();
      expect(ownScripts(scripts)).toEqual(ownScripts(contact));
      expect(scripts.filter((s) => s.type === "application/ld+json").length).toBeGreaterThan(0);
    });

    it("writes prices as the language writes money, the plan without one 'On request', and badges the recommended plan", () => {
      const pricing = launch.sections.find((s) => s.type === "pricing")! as Section & {
        onRequest: string;
        recommendedLabel: string;
        plans: { name: string; price?: number; recommended?: boolean }[];
      };
      // Each plan's card is named by its heading (src/components/sections/pricing.tsx).
      const cards = [...main().matchAll(/<article\b[^>]*aria-labelledby="[^"]*-plan-\d+"[^>]*>([\s\S]*?)<\/article>/g)].map((m) =>
        textOf(m[1]!),
      );
      expect(cards.map((card, i) => card.startsWith(pricing.plans[i]!.name))).toEqual(pricing.plans.map(() => true));
      expect([cards[0], cards[1]]).toEqual([expect.stringContaining("$24,000"), expect.stringContaining("$48,000")]);
      pricing.plans.forEach((plan, i) => {
        expect([plan.name, cards[i]!.includes(pricing.onRequest)]).toEqual([plan.name, plan.price === undefined]);
        expect([plan.name, cards[i]!.includes(pricing.recommendedLabel)]).toEqual([plan.name, plan.recommended === true]);
      });
    });

    it("names each logo by its client, and links the one with a link to its address", () => {
      const logos = launch.sections.find((s) => s.type === "logos")!.items as { name: string; to?: string }[];
      expect(altsOf(main())).toEqual(expect.arrayContaining(logos.map((logo) => logo.name)));
      const linked = linksOf(main()).flatMap((link) => altsOf(link.inner).map((alt) => ({ alt, href: link.href })));
      const names = new Set(logos.map((logo) => logo.name));
      expect(linked.filter((link) => names.has(link.alt))).toEqual(
        logos.filter((logo) => logo.to).map((logo) => ({ alt: logo.name, href: toHref(logo.to!) })),
      );
    });

    it("is in the sitemap and in site search", () => {
      expect(fs.readFileSync(path.join(dir, "public", "sitemap.xml"), "utf8")).toContain("/launch/</loc>");
      const faq = launch.sections.find((s) => s.type === "faq")!.items as { question: string }[];
      const query = faq[1]!.question.replace(/\?$/, "");
      const found = JSON.parse(
        execFileSync(
          process.execPath,
          [path.join(__dirname, "support", "pagefind-search.mjs"), path.join(dir, "public", "pagefind"), "en", query],
          {
            encoding: "utf8",
          },
        ),
      ) as Record<string, { url: string }[]>;
      expect(found[query]!.map((result) => result.url)).toContain("/launch/");
    });
  });

  describe("a section type added with a registry entry and a component", () => {
    it("shows on the page that uses it: the quote, then the name and role", () => {
      const figure = elementOf(elementOf(page("client-stories"), "main"), "figure");
      expect(textOf(elementOf(figure, "blockquote"))).toBe(QUOTE.quote);
      const caption = [...elementOf(figure, "figcaption").matchAll(/<span\b[^>]*>([\s\S]*?)<\/span>/g)].map((m) => textOf(m[1]!));
      expect(caption).toEqual([QUOTE.name, QUOTE.role]);
    });

    it("is offered in the editor wherever a page has sections, with its label", () => {
      type Field = { name: string; types?: { name: string; label: string }[]; fields?: Field[] };
      const config = parse(fs.readFileSync(path.join(dir, "public", "admin", "config.yml"), "utf8")) as {
        collections: { name: string; fields?: Field[]; files?: { name: string; fields: Field[] }[] }[];
      };
      const lists: { where: string; types: { name: string; label: string }[] }[] = [];
      const visit = (where: string, fields: Field[] = []) =>
        fields.forEach((field) => {
          if (field.name === "sections" && field.types) lists.push({ where, types: field.types });
          visit(`${where} > ${field.name}`, field.fields);
        });
      for (const collection of config.collections) {
        visit(collection.name, collection.fields);
        for (const file of collection.files ?? []) visit(`${collection.name} > ${file.name}`, file.fields);
      }
      expect(lists.map((list) => list.where)).toEqual(
        expect.arrayContaining([
          "pages > pages-home",
          "pages > pages-about",
          "pages > pages-services",
          "pages > pages-contact",
          "site-pages",
        ]),
      );
      expect(lists.filter((list) => !list.types.some((t) => t.name === "quote" && t.label === "Pull quote"))).toEqual([]);
    });

    it("is known to the JSON Schemas: a page with it passes, one without its name does not", () => {
      execFileSync(path.join(repo, "node_modules", ".bin", "tsx"), ["scripts/generate-json-schemas.ts", "content"], {
        cwd: dir,
        stdio: "pipe",
      });
      const schema = JSON.parse(fs.readFileSync(content("schemas/pages-home.schema.json"), "utf8")) as object;
      const validate = schemaValidator().compile(schema);
      const home = parse(fs.readFileSync(content("pages/home.yaml"), "utf8")) as { sections: object[] };
      const withQuote = { ...home, sections: [...home.sections, { type: "quote", ...QUOTE }] };
      expect([validate(withQuote), validate.errors ?? []]).toEqual([true, []]);
      const { name: _name, ...withoutName } = QUOTE;
      expect(validate({ ...home, sections: [...home.sections, { type: "quote", ...withoutName }] })).toBe(false);
      expect(validate.errors?.map((error) => error.message)).toContain("must have required property 'name'");
    });

    it("is checked like every section: one without its name stops the check, naming the file, line, section and field", () => {
      const { name: _name, ...withoutName } = QUOTE;
      fs.writeFileSync(content("site-pages/client-stories.md"), quotePage(quoteSection(withoutName)));
      const output = contentCheckErrors(dir);
      expect(output).toMatch(/content\/site-pages\/client-stories\.md:9: entry section 1 \(quote\): name: is missing\./);
    });
  });

  it("still shows the built-in pages' sections in order: one h1 (the hero's), then each section's heading", () => {
    for (const [route, file] of [
      ["", "home"],
      ["about", "about"],
      ["services", "services"],
      ["contact", "contact"],
    ] as const) {
      const { sections } = parse(fs.readFileSync(content(`pages/${file}.yaml`), "utf8")) as { sections: Section[] };
      const headings = headingsOf(page(route));
      const [hero, ...rest] = sections;
      expect([file, headings.filter((h) => h.level === 1).map((h) => h.text)]).toEqual([file, [hero!.heading]]);
      const wanted = rest.flatMap(headingsOfSection);
      const shown = headings.filter((h) => h.level === 2 && wanted.includes(h.text)).map((h) => h.text);
      expect([file, shown]).toEqual([file, wanted]);
    }
  });
});
