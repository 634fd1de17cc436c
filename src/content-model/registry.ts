/**
 * Every kind of content, declared once: the YAML files, and the folders of Markdown entries with their
 * routes, templates, lists, feeds and where their newest appear. GraphQL types, the check, the JSON
 * Schemas, the editor's configuration, CONTENT.md and the pages are derived from here.
 */
import {
  address,
  choice,
  country,
  cover,
  currency,
  date,
  group,
  icon,
  id,
  link,
  linkFields,
  list,
  paragraph,
  picture,
  plural,
  range,
  reference,
  route,
  same,
  sectionList,
  sharePicture,
  template,
  text,
  texts,
  url,
  whole,
  yesNo,
  type Fields,
  type ObjectListField,
  type Range,
} from "./fields";
import { rangeWords } from "./ranges";
import { sectionLibrary } from "./sections";
export { newestCount } from "./sections";
import { slug } from "../lib/slug";
import { camel } from "../lib/entry-text";
import { HOURS_PLACEHOLDERS } from "../lib/intl";

export * from "./fields";

/** A YAML file: one object, or a list whose entries each become a node. */
export type ContentFile = {
  file: string;
  typeName: string;
  label: string;
  description: string;
  fields: Fields;
  /** GraphQL interfaces the file's type implements (the lists' words share some). */
  interfaces?: readonly string[];
  /** Each entry's page (a person's): at /<the words file's address>/<id>/, with the entries whose fields name it. */
  pages?: { words: string; template: string };
  /** Where the site shows the file, for CONTENT.md. */
  shownOn?: string;
  /** The built-in page (src/pages/) whose sections the file holds. */
  route?: string;
  /** Written in the default language's folder only, for every language (the redirects). */
  translation?: "default only";
} & ({ root: "object" } | { root: "list"; range: Range; labelField: string });

/** A folder of dated entries: a list page, newest first, and each entry under the list's address. */
export type EntryList = {
  perPage: number;
  /** The front-matter list whose shared values make two entries related. */
  relatedBy: string;
  /** The front-matter list of tags: a page per tag. */
  tags?: string;
  feed?: boolean;
  /** The front-matter text naming an entry's author, whom the feed credits. */
  author?: string;
  /** Front-matter texts a card shows (a case study's client); without, its day and reading time. */
  card?: readonly string[];
  /** Words of the entries' pages beyond those every list has (the list's file, under `entry`). */
  words?: Fields;
  /** The front-matter day after which an entry is taken down (its last day): the daily rebuild unpublishes it. */
  expires?: string;
  /** The list page is published with no entry too, and says so (its words' `empty`). */
  keptWhenEmpty?: boolean;
  /** The front-matter text the list page groups its entries by, a heading for each value. */
  groupBy?: string;
  /** Its entries' pages and cards show no reading time (a job opening's), so its words have none. */
  untimed?: boolean;
};

/** A folder of Markdown entries editors create: front matter, then the text. */
export type EntryFolder = {
  folder: string;
  typeName: string;
  label: string;
  singularLabel: string;
  noun: readonly [one: string, many: string];
  description: string;
  fields: Fields;
  /** The page template (src/templates/). */
  template: string;
  /** An address an editor would give an entry, for the descriptions. */
  example: string;
  list?: EntryList;
  footerRanges?: Readonly<Record<Exclude<FooterList, "none">, Range>>;
};

const capitalize = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

export const siteRoutes = ["/", "/about", "/services", "/contact"] as const;
const routeNames: Readonly<Record<string, string>> = { "/": "Home", "/about": "About", "/services": "Services", "/contact": "Contact" };

/** Addresses a created page may not take: built-in pages, and folders the build publishes besides pages. */
/** Fields a content file once had, each with what replaced it: the check explains the change instead of "not a field the site knows". */
const nowASection = (type: string) =>
  `is no longer used: the page is now made of sections, listed under "sections:" in order. Move this text into a section of the type "${type}" there (CONTENT.md shows each type's fields), and delete this line with the lines indented under it.`;
const nowSections = (fields: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(fields).map(([field, type]) => [field, nowASection(type)]));

export const retiredFields: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "home.yaml": nowSections({
    hero: "hero",
    success: "checklist",
    stats: "stats",
    services: "services",
    process: "process",
    conversation: "call-to-action",
  }),
  "about.yaml": nowSections({ hero: "hero", innovation: "stats" }),
  "services.yaml": nowSections({ hero: "hero", cardsHeading: "services", cardAction: "services" }),
  "contact.yaml": nowSections({ hero: "hero" }),
  "search.yaml": {
    oneResult:
      'is no longer used: results now has a form for each kind of count the language tells apart, one of them for one result. Move this text under results as its line "one: …" (writing {{count}} where it says 1, if the form is used for other counts too), and delete this line.',
  },
  "settings.yaml": {
    shareImage:
      "is no longer used: every page without a share picture of its own now gets one drawn from its title and the brand. Delete it, with the lines indented under it; a page's own picture is its shareImage (an entry's, its cover).",
  },
};

export const reservedAddresses: Readonly<Record<string, string>> = {
  about: "the About page",
  services: "the Services page",
  contact: "the Contact page and its thank-you page",
  "404": "the page shown for addresses that do not exist",
  admin: "the content editor",
  images: "the folder of uploaded pictures",
  pictures: "the folder of the pictures the site makes from uploads (its sizes and formats)",
  illustrations: "the folder of the site's drawings",
  pagefind: "the folder of the site search's index",
  "page-data": "a folder Gatsby uses while it builds",
  static: "a folder Gatsby uses while it builds",
  "dev-404-page": "a page Gatsby uses while it builds",
};

/** Addresses inside a list its entries may not take. */
export const listSubpages: Readonly<Record<string, string>> = {
  page: "where the list's later pages are (page/2/ …)",
  tags: "where the tag pages are (tags/<tag>/)",
};

export const footerLists = ["none", "pages", "legal"] as const;
export type FooterList = (typeof footerLists)[number];

/** The footer's lists of pages: the Pages list holds the header's links too; legal links sit beside the copyright line. */
const footerRanges = {
  pages: range(0, 8, "link", "links", "fit the footer's Pages list (the header's links count too)"),
  legal: range(0, 4, "link", "links", "fit beside the copyright line"),
} as const;

const pageMeta: Fields = {
  title: text(
    'The page title shown in the browser tab and in search results, before " | " and the brand; with them at most 60 characters (the check warns above that).',
    { pageTitle: true },
  ),
  description: paragraph("The page summary shown by search engines and link previews (about 150 characters)."),
};
const sharedPageMeta: Fields = { ...pageMeta, shareImage: sharePicture() };
/** The addresses an entry had before (Hugo's aliases): each answers with a permanent redirect to the current one. */
const formerAddresses = (place: string) =>
  texts(
    `The addresses this had before, each as its address field was written (${place}): visitors and search engines following an old link are sent on to the current address. The content editor adds the old address when you change the address field; delete one only when nobody links to it any more.`,
    range(0, 50, "former address", "former addresses", "are kept; past that, list the oldest in content/redirects.yaml"),
    { format: "address", optional: true, label: "Former addresses" },
  );
/** What every dated entry has: title, summary, address, day, last update, draft, cover. */
function datedEntryFields(one: string, many: string, folder: string, example: string): Fields {
  return {
    title: text(
      `The ${one}'s heading, its name in the list, and its title in the browser tab and search results (before " | " and the brand; with them at most 60 characters).`,
      { pageTitle: true },
    ),
    description: paragraph(
      `The summary under the heading and in the list, also shown by search engines and link previews (about 150 characters).`,
    ),
    address: address(
      `The ${one}'s address after the list's, for example ${example} for /${folder}/${example}/: lowercase letters, digits and hyphens, not another ${one}'s, and not ${Object.keys(listSubpages).join(" or ")}. Links to the old address stop the check when you change it.`,
    ),
    formerAddresses: formerAddresses(`/${folder}/<it>/`),
    date: date(
      `The day the ${one} is published, as YYYY-MM-DD; the list shows the newest first. A day in the future schedules it: the first build on or after that day publishes it (a day starts at midnight UTC; the site is rebuilt every day just after).`,
      { label: "Published on" },
    ),
    updated: date("When the text last changed in substance, as YYYY-MM-DD (optional): shown beside the publication day.", {
      label: "Last updated",
      optional: true,
    }),
    draft: {
      type: "boolean",
      label: "Draft",
      optional: true,
      default: false,
      description: `On (draft: true): the ${one} is not published, however its date; \`npm run develop\` and the editor's preview show it. Off (the default, also when the line is left out): it is published on its date, in the list of ${many}.`,
    },
  };
}

/** A folder of dated entries, named from its noun ("case study": CaseStudy, "Case studies"); its front matter the dated fields, `fields`, then a cover. */
function datedFolder(
  noun: EntryFolder["noun"],
  folder: Pick<EntryFolder, "example" | "fields" | "description"> & { list: EntryList },
): EntryFolder {
  const [one, many] = noun;
  return {
    ...folder,
    noun,
    folder: slug(many),
    template: `src/templates/${slug(one)}.tsx`,
    typeName: one.replace(/(^| )([a-z])/g, (_, _space, c: string) => c.toUpperCase()),
    label: capitalize(many),
    singularLabel: capitalize(one),
    fields: { ...datedEntryFields(one, many, slug(many), folder.example), ...folder.fields, cover: cover(one) },
  };
}

export const articles = datedFolder(["article", "articles"], {
  example: "design-systems-that-last",
  list: {
    perPage: 10,
    relatedBy: "tags",
    tags: "tags",
    feed: true,
    author: "author",
    words: {
      byline: template(
        "The words before the author's name, which links to their page: {{author}} is the name, for example 'By {{author}}'.",
        ["author"],
      ),
    },
  },
  fields: {
    author: reference(
      "The article's author, chosen from the people (content/people.yaml) by their id: the article shows their name, linked to their page.",
      "people.yaml",
    ),
    tags: texts(
      "The article's topics, each a few words (Design, Cloud hosting): each tag has a page listing its articles, and articles that share a tag are related.",
      range(0, 8, "tag", "tags"),
      { optional: true },
    ),
  },
  description:
    "Dated articles, one Markdown file each in content/articles/, listed newest first on the articles page (pages/articles.yaml), with a page per tag and an RSS feed. Their text is Markdown, as a created page's (see 'Writing a page').",
});

export const caseStudies = datedFolder(["case study", "case studies"], {
  example: "acme-ordering-platform",
  list: {
    perPage: 12,
    relatedBy: "services",
    card: ["client", "industry"],
    words: {
      clientLabel: text("The words before the client's name, for example 'Client'."),
      industryLabel: text("The words before the client's industry, for example 'Industry'."),
      servicesLabel: text("The words before the services the work used (links to their cards), for example 'Services'."),
      resultsHeading: text("The heading above the results, for example 'Results'."),
    },
  },
  fields: {
    client: text("The client's name."),
    industry: text("The client's industry, for example Retail or Healthcare."),
    services: texts(
      "The services the work used, by their cards (content/services.yaml): the page links each to its card on the Services page, and case studies that share a service are related.",
      range(1, 12, "service", "services", "can be listed"),
      { format: "reference", references: "services.yaml" },
    ),
    results: list(
      "What the work achieved, in figures, shown like the site's statistics (none: the section is left out).",
      range(0, 6, "result", "results", "fit one row of figures"),
      {
        title: text("What was measured, for example 'Faster checkout'."),
        value: text("The figure, as it should appear, for example 3× or -40%."),
      },
      { optional: true },
    ),
  },
  description:
    "Stories of work for clients, one Markdown file each in content/case-studies/: the client, the services it used, the results in figures, and the story as Markdown (see 'Writing a page'). Listed newest first on the case studies page (pages/case-studies.yaml).",
});

const employmentTypes = ["full-time", "part-time", "contract", "temporary", "internship"] as const;
const salaryPeriods = ["hour", "day", "week", "month", "year"] as const;

export const jobOpenings = datedFolder(["job opening", "job openings"], {
  example: "senior-frontend-engineer",
  list: {
    perPage: 20,
    relatedBy: "team",
    card: ["location"],
    untimed: true,
    expires: "closes",
    keptWhenEmpty: true,
    groupBy: "team",
    words: {
      teamLabel: text("The words before the opening's team, for example 'Team'."),
      locationLabel: text("The words before where the work is, for example 'Location'."),
      countriesLabel: text("The words before the countries a remote position is open to, for example 'Open to applicants in'."),
      typeLabel: text("The words before the employment type, for example 'Employment'."),
      employmentTypes: group(
        "How the page names each employment type.",
        Object.fromEntries(employmentTypes.map((type) => [camel(type), text(`The words for ${type}, for example '${capitalize(type)}'.`)])),
      ),
      salaryLabel: text("The words before the salary range, for example 'Salary'."),
      salaryPeriods: group(
        "The salary range with its period: {{amount}} is the range as the language writes it (€60,000–€80,000).",
        Object.fromEntries(
          salaryPeriods.map((period) => [
            period,
            template(`The range for a salary by the ${period}, for example '{{amount}} a ${period}'.`, ["amount"]),
          ]),
        ),
      ),
      closesLabel: text("The words before the closing day, for example 'Apply by'."),
      applyHeading: text("The heading above the application form on each opening's page, for example 'How to apply'."),
      applyText: paragraph("The paragraph above the form: what to send (a CV, a portfolio link) and what happens next."),
      applyForm: group(
        "The contact form's words that differ on an opening's page (the rest are the Contact page's, pages/contact.yaml > form).",
        {
          heading: text("The form's heading, for example 'Your application'."),
          emailLabel: text("The label of the e-mail field, for example 'Your e-mail address'."),
          emailPlaceholder: text("The example shown inside the empty e-mail field, for example 'name@example.com'."),
          subjectLabel: text("The label of the subject field, which names the position already, for example 'Subject'."),
          messageLabel: text("The label of the message field, for example 'About you'."),
          messagePlaceholder: text("The example shown inside the empty message field."),
        },
      ),
      applySubject: template(
        "The subject the form fills in, naming the position: {{title}} is the opening's title, for example 'Application: {{title}}'.",
        ["title"],
      ),
    },
  },
  fields: {
    team: text(
      "The team the position is in, for example Engineering: the careers page groups openings by team, and openings of one team are related.",
    ),
    location: text(
      "Where the work is, as the page and the careers page show it, for example 'Berlin, Germany', 'Hybrid, New York' or 'Remote, within the EU'.",
    ),
    employmentType: choice(
      `The kind of employment: ${employmentTypes.join(", ")}. Search engines show it (as FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY or INTERN).`,
      employmentTypes,
      { label: "Employment type" },
    ),
    remote: {
      type: "boolean",
      label: "Fully remote",
      optional: true,
      default: false,
      description:
        "On (remote: true): the work is fully remote, from the countries listed; search engines show it as remote (TELECOMMUTE). Off (the default): the work is at the office below (on site or hybrid).",
    },
    countries: texts(
      "With remote: true, the countries applicants may live and work in, by their two-letter ISO codes (DE, GB, US); the page names them in its language.",
      range(0, 60, "country", "countries"),
      { format: "country", optional: true, requiredIf: "remote" },
    ),
    office: group(
      "The office the work is at (needed unless remote: true), for search engines; the same in every language.",
      {
        street: same("The street address, for example 'Friedrichstraße 68'.", { optional: true }),
        city: same("The city, for example Berlin."),
        region: same("The state or region, for example NY (optional).", { optional: true }),
        postalCode: same("The postal code, for example 10117 (optional).", { optional: true }),
        country: country("The country's two-letter ISO code, for example DE."),
      },
      { optional: true, requiredUnless: "remote" },
    ),
    salary: group(
      "The pay (optional, but search engines recommend it and many countries require it in job ads): search engines show it, and the page writes it as the language writes money.",
      {
        currency: currency("The currency's three-letter ISO code, for example EUR or USD."),
        minimum: whole("The lowest pay of the range, in whole units of the currency (no thousands separators).", 0, 100_000_000),
        maximum: whole("The highest pay of the range (the same as minimum for a fixed pay).", 0, 100_000_000, { atLeast: "minimum" }),
        period: choice(`What the figures are paid for: ${salaryPeriods.join(", ")}.`, salaryPeriods),
      },
      {
        optional: true,
        recommended:
          "search engines recommend the pay in a job posting (Google for Jobs shows it), and many countries require it in job ads. Add salary with its currency, minimum, maximum and period.",
      },
    ),
    closes: date(
      "The last day applications are taken, as YYYY-MM-DD, on or after the day it is published: the opening is shown up to and including that day, and the first daily rebuild after it takes it down (from the careers page, the sitemap and the site's search).",
      { label: "Closing date", atLeast: "date" },
    ),
  },
  description:
    "Open positions, one Markdown file each in content/job-openings/: the team, where, the employment type, the pay and the closing day, and the text as Markdown (what you will do, what we look for, how we hire; see 'Writing a page'). Listed by team on the careers page (pages/job-openings.yaml), which says so while there are none; each opening's page has the application form.",
});

/** The folders of dated entries, in the order the editor lists them. */
const datedFolders: readonly EntryFolder[] = [caseStudies, articles, jobOpenings];
/** Every type of section a page may be made of (sections.ts). */
export const sectionTypes = sectionLibrary(datedFolders.map((f) => f.folder));
function pageSections(description: string, extra: Partial<ObjectListField> = {}) {
  return sectionList(
    `${description} Add, remove and reorder them; in other languages they follow the default language's order and types, with their words translated.`,
    range(1, 24, "section", "sections"),
    sectionTypes,
    extra,
  );
}

export const sitePages: EntryFolder & Required<Pick<EntryFolder, "footerRanges">> = {
  folder: "site-pages",
  typeName: "MarkdownPage",
  label: "Pages you create",
  singularLabel: "Page",
  noun: ["page", "pages"],
  description:
    "Pages of text (Privacy Policy, Terms of Use, Accessibility …), one Markdown file each in content/site-pages/. Create, rename and delete them here; their text is Markdown (see 'Writing a page' in CONTENT.md).",
  template: "src/templates/site-page.tsx",
  example: "privacy-policy",
  footerRanges,
  fields: {
    title: text(
      'The page\'s heading, its name in the footer, and its title in the browser tab and search results (before " | " and the brand; with them at most 60 characters).',
      { pageTitle: true },
    ),
    description: paragraph("The summary under the heading, also shown by search engines and link previews (about 150 characters)."),
    address: address(
      "The page's address after the site's domain, for example privacy-policy for /privacy-policy/: lowercase letters, digits and hyphens, not the address of another page. Links to the old address stop the check when you change it.",
    ),
    formerAddresses: formerAddresses("/<it>/"),
    indexed: {
      type: "boolean",
      label: "Shown in search results",
      optional: true,
      default: true,
      description:
        "On (the default, also when the line is left out): search engines may list the page, it is in the sitemap and the site's own search finds it. Off (indexed: false): it asks them not to (noindex) and leaves it out of the sitemap and of the site's search.",
    },
    footerList: choice(
      `Where the footer links to the page: 'pages' (the Pages list, after the header's links; ${rangeWords(footerRanges.pages)}), 'legal' (beside the copyright line; ${rangeWords(footerRanges.legal)}) or 'none'.`,
      footerLists,
      { label: "Footer link" },
    ),
    footerOrder: whole("The page's place among the footer links in the same list: 1 comes first.", 1, 99, { label: "Footer position" }),
    updated: date("When the text last changed in substance, as YYYY-MM-DD; shown under the heading.", { label: "Last updated" }),
    shareImage: sharePicture(),
    landing: yesNo(
      "On (landing: true): a landing page. The header shows the logo and the button below instead of the links, and the footer keeps its legal links. Off (the default): the header as on every page.",
      false,
      "Landing page",
    ),
    landingAction: group("The header's one button on a landing page.", linkFields("button"), {
      label: "Header button",
      optional: true,
      requiredIf: "landing",
    }),
    sections: pageSections(
      "The page's sections after its text (optional). A page that starts with a hero shows it in place of its heading and summary.",
      { optional: true },
    ),
  },
};

/** Every folder of entries, in the order the editor lists them. */
export const entryFolders: readonly EntryFolder[] = [sitePages, ...datedFolders];
export const listedFolders = entryFolders.filter((f): f is EntryFolder & { list: EntryList } => Boolean(f.list));

const an = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/** The words a list of dated entries needs whatever its entries: the list page, its pages, the newest elsewhere. */
export const listWords = {
  pagination: (many: string) =>
    group(
      `The links between the list's pages (more than one when there are many ${many}).`,
      {
        label: text("What screen readers announce for the links between the list's pages, for example 'Pages of the list'."),
        newer: text(`The link to the page of newer ${many}, for example 'Newer ${many}'.`),
        older: text(`The link to the page of older ${many}, for example 'Older ${many}'.`),
        page: template(
          "The page's number among the list's pages, shown from the second page on and in its title: {{page}} is its number and {{pages}} how many there are, for example 'Page {{page}} of {{pages}}'.",
          ["page", "pages"],
        ),
      },
      { typeName: "EntryListPagination" },
    ),
  entry: (one: string, many: string, timed: boolean): Fields => ({
    published: text(`The words before the day the ${one} was published, for example 'Published'.`),
    updated: text("The words before the day it was last updated, for example 'Updated'."),
    ...(timed ? listWords.readingTime : {}),
    navLabel: text(`What screen readers announce for the links to the previous and the next ${one}.`),
    previous: text(`The words above the link to the ${one} published before, for example 'Previous ${one}'.`),
    next: text(`The words above the link to the ${one} published after, for example 'Next ${one}'.`),
    relatedHeading: text(`The heading above related ${many}, for example 'Related ${many}'.`),
    kind: text(`What the site's search results say ${an(one)} is, beside its title, for example '${capitalize(one)}'.`),
  }),
  readingTime: {
    readingTime: plural(
      "How long its text takes to read: {{count}} is the number of minutes, for example '{{count}} min read' (the same in the form for one: '1 min read').",
    ),
  } satisfies Fields,
  empty: (one: string): Fields => ({ empty: paragraph(`Shown on the list page instead of the list while there is no published ${one}.`) }),
  entryTags: (one: string): Fields => ({
    tagsLabel: text(`What screen readers announce for ${an(one)}'s tags (links to the tags' pages), for example 'Tags'.`),
  }),
  tags: (many: string, one = many): Fields => ({
    tagTitle: template(
      `The title of a tag's page in the browser tab and search results, before " | " and the brand: {{tag}} is the tag, for example '${capitalize(many)} about {{tag}}' (with them at most 60 characters, for the longest tag: the check warns above that).`,
      ["tag"],
    ),
    tagHeading: template(`The heading of a tag's page: {{tag}} is the tag, for example '${capitalize(many)} tagged “{{tag}}”'.`, ["tag"]),
    tagDescription: template("The summary of a tag's page for search engines and link previews: {{tag}} is the tag.", ["tag"], {
      multiline: true,
    }),
    allTagsLabel: text(`The link from a tag's page to the page of every tag, for example 'All topics'.`),
    tagsTitle: text(
      `The title of the page of every tag (/<list>/tags/) in the browser tab and search results, before " | " and the brand, for example '${capitalize(many)} by topic' (with them at most 60 characters).`,
      { pageTitle: true },
    ),
    tagsHeading: text(`The heading of the page of every tag, for example 'Every topic of our ${many}'.`),
    tagsDescription: paragraph("The paragraph under that heading, also its summary for search engines and link previews."),
    tagCount: plural(
      `How many ${many} a tag has, beside it on the page of every tag: {{count}} is the number, for example '{{count}} ${many}' ('1 ${one}' in the form for one).`,
    ),
  }),
  feed: (many: string) =>
    group(
      `The RSS feed of the newest ${many}, which feed readers subscribe to (its description is the list's).`,
      {
        title: text(`The feed's name in feed readers, for example 'Vireo Solutions: ${many}'.`),
        linkLabel: text("The link to the feed on the list page, for example 'Subscribe (RSS)'."),
      },
      { typeName: "EntryListFeed" },
    ),
};

const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, _dash, c: string) => c.toUpperCase());
const joined = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? ""));
/** "Home (/) and Services (/services)". */
export const pagesNamed = (routes: readonly string[]) => joined(routes.map((on) => `${routeNames[on] ?? on} (${on})`));

/** `pages/home.yaml` is the GraphQL type HomePageYaml, `services.yaml` ServicesYaml. */
const typeNameOfFile = (file: string) => {
  const [name = "", folder] = file
    .replace(/\.yaml$/, "")
    .split("/")
    .reverse();
  return `${pascal(name)}${folder === "pages" ? "Page" : ""}Yaml`;
};
const objectFile = (file: string, label: string, description: string, fields: Fields): ContentFile => ({
  file,
  label,
  description,
  fields,
  typeName: typeNameOfFile(file),
  root: "object",
});
const builtInPage = (route: string, ...args: Parameters<typeof objectFile>): ContentFile => ({
  ...objectFile(...args),
  route,
  interfaces: ["PageFile"],
});
/** A file that is a list of entries, each named in messages by its `labelField`. */
const listFile = (file: string, label: string, description: string, entries: Range, labelField: string, fields: Fields): ContentFile => ({
  file,
  label,
  description,
  fields,
  typeName: typeNameOfFile(file),
  root: "list",
  range: entries,
  labelField,
});

/** The file with a list's address and words: pages/<folder>.yaml. */
export function listFileOf(folder: EntryFolder & { list: EntryList }): ContentFile {
  const [one, many] = folder.noun;
  const { list: options } = folder;
  const file = objectFile(
    `pages/${folder.folder}.yaml`,
    `${folder.label} page`,
    `The ${many} list's address and words, and the words every ${one}'s page shares.${
      options.keptWhenEmpty
        ? ` The list page is published with no ${one} too, and then says so (empty).`
        : ` The list, its pages and the header's link to it are published once there is a published ${one}.`
    }`,
    {
      ...sharedPageMeta,
      address: address(
        `The list's address after the site's domain, for example ${folder.folder} for /${folder.folder}/ (each ${one} is then at /${folder.folder}/<its address>/): lowercase letters, digits and hyphens, not the address of another page. To link the list from the header, add it to the site settings' nav (left out while it has no published ${one}).`,
      ),
      heading: text("The list page's main heading."),
      text: paragraph("The paragraph under the heading."),
      ...(options.keptWhenEmpty ? listWords.empty(one) : {}),
      allLabel: text(`The link to the list from each ${one}'s page and from the newest ${many} on other pages, for example 'All ${many}'.`),
      pagination: listWords.pagination(many),
      latest: group(
        `The newest ${many} wherever a page shows them (a section of the type 'Newest entries'), shown only when there are some.`,
        { heading: text("The section heading.") },
        { typeName: "EntryListLatest" },
      ),
      entry: group(
        `The words every ${one}'s page shares.`,
        {
          ...listWords.entry(one, many, !options.untimed),
          ...options.words,
          ...(options.tags ? listWords.entryTags(one) : {}),
        },
        { interfaces: ["EntryWords", ...(options.untimed ? [] : ["TimedEntryWords"]), ...(options.tags ? ["TaggedEntryWords"] : [])] },
      ),
      ...(options.tags ? listWords.tags(many, one) : {}),
      ...(options.feed ? { feed: listWords.feed(many) } : {}),
    },
  );
  return {
    ...file,
    interfaces: [
      "EntryList",
      ...(options.tags ? ["TaggedEntryList"] : []),
      ...(options.feed ? ["FeedEntryList"] : []),
      ...(options.keptWhenEmpty ? ["KeptEntryList"] : []),
    ],
  };
}

const yamlFiles: readonly ContentFile[] = [
  objectFile("settings.yaml", "Site settings", "Site-wide settings: brand, navigation, contact details and the footer, on every page.", {
    brand: same("The company name, used in page titles and the footer. The same in every language."),
    logoWord: text("The word shown beside the logo in the header."),
    logoLabel: text("What screen readers announce for the logo link, for example 'Vireo Solutions home'."),
    siteUrl: url("The address the site is published at, without a trailing slash (SITE_URL overrides it at build time)."),
    defaultDescription: paragraph("The description used when a page has none of its own."),
    titleSuffix: text("The words after the brand in the About page title, after an en dash."),
    skipLinkLabel: text("The text of the 'skip to content' link keyboard users see first."),
    navLabel: text("What screen readers announce for the main navigation."),
    openMenuLabel: text("The name of the button that opens the menu on small screens."),
    closeMenuLabel: text("The name of the button that closes the menu on small screens."),
    menuTitle: text("The heading of the menu panel on small screens."),
    nav: list(
      `The header links, in order; the footer lists them too, under its pages heading, before the pages you created that it links to (${footerRanges.pages.max} links at most in all). Keep the labels short: six of them must fit on one line beside the logo on a 1024-pixel screen.`,
      range(2, 6, "header link", "header links", "fit the header"),
      { label: text("The visible text of the header link."), to: route("The page the header link leads to.") },
    ),
    contact: group("How people reach the company; used on the Contact page and in the footer.", {
      email: { type: "string", format: "email", description: "The e-mail address people write to." },
      phone: same("The phone number as people should read it (the same in every language)."),
      phoneLink: {
        type: "string",
        format: "tel",
        description: "The same number as a tel: link, digits only, for example tel:+16465550142.",
      },
      messagingLabel: text("The text of the messaging-app link."),
      messagingUrl: url("The messaging-app link, for example https://wa.me/16465550142."),
      supportHours: text(
        "When the support team answers. Write the times as {{hours.opens}} and {{hours.closes}}: the site fills in organization > hours as the page's language writes a time (8:30 AM in English, 08:30 in German), for example 'Monday to Friday, {{hours.opens}} to {{hours.closes}} (EST)'.",
        { placeholders: { names: HOURS_PLACEHOLDERS, required: false } },
      ),
      replyPromise: text("How soon e-mails get an answer."),
      formDelivery: choice(
        "How the contact form delivers messages: 'netlify' (Netlify Forms, when the site is hosted on Netlify), 'endpoint' (a form service or your own address, set in formEndpoint) or 'none' (nothing is sent from the site: the form opens the visitor's e-mail app instead). Left out, it is 'none'.",
        ["none", "netlify", "endpoint"],
        { optional: true },
      ),
      formEndpoint: url(
        "Only with formDelivery: endpoint. The https:// address the form posts to (for example a Formspree or Basin form URL); set the service's redirect or thank-you address to the site's /contact/thanks/ page.",
        { optional: true },
      ),
    }),
    footer: group("The footer at the bottom of every page.", {
      blurb: paragraph("The short paragraph about the company."),
      solutionsHeading: text("The heading of the Solutions list."),
      solutions: texts(
        "The services listed under the Solutions heading (plain text); with none, the footer leaves the list and its heading out.",
        range(0, 8, "entry", "entries", "fit the footer"),
      ),
      supportHeading: text("The heading of the Support list."),
      support: texts(
        "The entries listed under the Support heading (plain text); with none, the footer leaves the list and its heading out.",
        range(0, 8, "entry", "entries", "fit the footer"),
      ),
      pagesHeading: text(
        "The heading of the list of links to the pages: the header's links (nav), then the created pages with footerList: pages.",
      ),
      contactHeading: text("The heading of the Get in Touch block."),
      socialLinks: list("The social profile links, first in Get in Touch.", range(0, 8, "link", "links", "fit the footer"), {
        label: text("What screen readers announce, for example 'Vireo Solutions on LinkedIn'."),
        text: text("The visible text of the link."),
        url: url("The full address of the profile."),
      }),
      placeholderLinks: list(
        "Extra links in Get in Touch, after the messaging link; point them wherever suits.",
        range(0, 8, "link", "links", "fit the footer"),
        { text: text("The visible text of the link."), url: link("Where the link leads: a site route or a full URL.") },
      ),
      copyrightYear: whole("The year in the copyright line.", 2000, 2100),
      copyright: text("The words after the year and brand in the copyright line."),
      newTabNote: text("Read out by screen readers after links that open in a new tab."),
    }),
    siteName: same(
      "The company's full name, for link previews, the home-screen app and search engines (for example 'Vireo Solutions'). The same in every language.",
    ),
    locale: text("The language and region of the copy for link previews, as language_TERRITORY (for example en_US)."),
    themeColor: same(
      'The colour phones paint the browser bar in, as #rrggbb. Use the header background ("#eef7f0"), so the browser bar and the header look like one surface.',
    ),
    themeColorDark: same(
      "The browser bar's colour when the visitor's system is in dark mode, as #rrggbb: the dark page background (\"#0e1a13\", src/styles/dark.css). Left out, the bar keeps themeColor in both themes.",
      { optional: true },
    ),
    backgroundColor: same('The splash-screen colour when the site is added to a home screen, as #rrggbb (for example "#eef7f0").'),
    organization: group("The company facts search engines read (structured data); name, e-mail, phone and profiles come from above.", {
      type: choice(
        "The schema.org type: Organization, or ProfessionalService only once the company lists a street address (ProfessionalService is a local business type, and search engines expect a street address with it).",
        ["Organization", "ProfessionalService"],
      ),
      logo: same("The square logo file in static/, at least 112 × 112 pixels, as a path from the site root (for example /icon-512.png)."),
      contactType: same("What the contact details are for, in schema.org's words (for example 'customer support')."),
      availableLanguages: texts(
        "The languages the support team speaks, in English (for example English), for search engines; the same in every language.",
        range(1, 10, "language", "languages", "can be listed"),
        { translation: "same" },
      ),
      hours: group(
        "The support hours in machine-readable form: local time in New York (US Eastern, with daylight saving). Keep them in step with contact > supportHours.",
        {
          days: texts("The days the team answers, in English (Monday … Sunday).", range(1, 7, "day", "days", "fit in a week"), {
            translation: "same",
          }),
          opens: same('The time support opens, as HH:MM on a 24-hour clock in US Eastern time (for example "08:30").'),
          closes: same('The time support closes, as HH:MM on a 24-hour clock in US Eastern time (for example "18:00").'),
        },
      ),
    }),
    sitePages: group("Words shared by the pages editors create (content/site-pages/, such as the Privacy Policy).", {
      updatedLabel: text("The words before the date a page was last updated, for example 'Last updated:'."),
      footerNavLabel: text(
        "What screen readers announce for the links beside the copyright line (pages with footerList: legal), for example 'Legal'.",
      ),
      tableLabel: text(
        "What screen readers announce for the box around a table in a page's text, which scrolls sideways on a narrow screen, for example 'Table' (with several tables, each gets its number: 'Table 2').",
      ),
      codeLabel: text(
        "What screen readers announce for the box around a block of code in a page's text, which scrolls sideways on a narrow screen, for example 'Code example' (numbered like tables).",
      ),
    }),
    languagesLabel: text(
      "What screen readers announce for the links to the page in the site's other languages (the language switcher in the header and the menu), for example 'Languages'. Shown only when the site has several languages.",
    ),
    languages: list(
      "The languages the site is published in, the default first. The default language's pages keep the site's own addresses (/about/); every other language's are under its code (/de/about/), made from its own copy of the content in content/<code>/ (`npm run add-language -- <code>` adds a language and makes that copy). With one language the site has no language switcher. Written in the default language's settings only.",
      range(1, 12, "language", "languages", "fit the language switcher"),
      {
        code: {
          type: "string",
          format: "language",
          description:
            "The language's code, as web browsers and search engines know it (BCP 47): two or three lowercase letters, then a region or script only where it matters, for example de, fr, ar, pt-BR. It names the language's folder in content/ and starts its pages' addresses; never change an existing one.",
        },
        name: text("The language's name in itself, as the language switcher shows it, for example Deutsch, Français or العربية."),
      },
      { translation: "default only" },
    ),
  }),
  listFile(
    "services.yaml",
    "Service cards",
    "The service cards on the Home and Services pages, in order.",
    range(1, 12, "service card", "service cards"),
    "title",
    {
      id: id("card", "title", "/services/#service-<id>"),
      title: text("The card's heading."),
      subTitle: text("The line under the heading."),
      description: paragraph("The card's paragraph."),
      icon: icon("The icon on the card."),
      image: picture("A photo at the top of the card (optional; the cards keep their icons)."),
    },
  ),
  {
    ...listFile(
      "people.yaml",
      "People",
      "The people of the company: the team on the About page and the authors of articles, each with a page of their own (at the address in pages/people.yaml).",
      range(0, 24, "person", "people", "fit the team section"),
      "name",
      {
        id: id("person", "name", "/<the people's address>/<id>/"),
        formerAddresses: formerAddresses("/<the people's address>/<it>/, each a former id"),
        name: same("The person's full name, as the team section, their page and their articles show it; the same in every language."),
        role: text("Their role, for example 'Lead Engineer'."),
        photo: picture("Their portrait, shown square on the team section and their page (optional; without, their initials)."),
        bio: paragraph("A few sentences about them, on their page and their card (about 300 characters)."),
        links: group(
          "Their profiles elsewhere, each optional; the same in every language.",
          {
            linkedin: url("Their LinkedIn profile, for example https://www.linkedin.com/in/name.", { optional: true }),
            github: url("Their GitHub profile, for example https://github.com/name.", { optional: true }),
            website: url("Their own site.", { optional: true }),
          },
          { optional: true },
        ),
        onTeam: {
          type: "boolean",
          label: "On the team list",
          optional: true,
          default: true,
          description:
            "On (the default, also when the line is left out): the About page's team section shows them. Off (onTeam: false): only their page and their articles do (a guest author, a former colleague).",
        },
      },
    ),
    pages: { words: "pages/people.yaml", template: "src/templates/person.tsx" },
    shownOn: "About (/about, the team section), each person's page, and the articles they wrote (the byline)",
  },
  listFile(
    "steps.yaml",
    "Process steps",
    "The steps of the process on the Home page, numbered in this order.",
    range(2, 8, "step", "steps"),
    "title",
    { id: id("step"), title: text("The step's name."), description: paragraph("One or two sentences about the step.") },
  ),
  listFile(
    "stats.yaml",
    "Statistics",
    "The statistics on the Home and About pages, in order.",
    range(2, 6, "statistic", "statistics"),
    "title",
    {
      id: id("statistic"),
      title: text("What is counted."),
      value: text("The figure, as it should appear, for example 19+ or 99%."),
      icon: icon("The icon on the About page's statistic card."),
    },
  ),
  listFile(
    "checklist.yaml",
    "Selling points",
    "The selling points, ticked on the Home page and listed on the About page, in order.",
    range(2, 12, "selling point", "selling points"),
    "text",
    { id: id("selling point", "text"), text: text("The selling point.") },
  ),
  listFile(
    "mission.yaml",
    "Mission and vision",
    "The cards on the About page (Our Mission, Our Vision), in order.",
    range(1, 4, "mission card", "mission cards"),
    "title",
    {
      id: id("card", "title", "/about/#mission-<id>"),
      title: text("The card's heading."),
      subTitle: text("The line under the heading."),
      value: paragraph("The card's paragraph."),
    },
  ),
  builtInPage("/", "pages/home.yaml", "Home page", "The Home page (/): its sections, in order.", {
    ...sharedPageMeta,
    sections: pageSections("The page's sections, in order: the first is its hero."),
  }),
  builtInPage("/about", "pages/about.yaml", "About page", "The About page (/about): its sections, in order.", {
    ...sharedPageMeta,
    sections: pageSections("The page's sections, in order: the first is its hero."),
  }),
  builtInPage("/services", "pages/services.yaml", "Services page", "The Services page (/services): its sections, in order.", {
    ...sharedPageMeta,
    sections: pageSections("The page's sections, in order: the first is its hero."),
  }),
  builtInPage(
    "/contact",
    "pages/contact.yaml",
    "Contact page",
    "The Contact page (/contact): its sections, and the words of the contact form wherever a page shows it.",
    {
      ...sharedPageMeta,
      sections: pageSections("The page's sections, in order: the first is its hero."),
      form: group("The contact form (where it sends to is in settings.yaml).", {
        heading: text("The heading above the form."),
        emailLabel: text("The label of the e-mail field."),
        emailPlaceholder: text("The example shown inside the empty e-mail field."),
        subjectLabel: text("The label of the subject field."),
        subjectPlaceholder: text("The example shown inside the empty subject field."),
        messageLabel: text("The label of the message field."),
        messagePlaceholder: text("The example shown inside the empty message field."),
        optionalNote: text("Shown after the label of the optional message field."),
        submitLabel: text("The text of the send button (when the form delivers messages: formDelivery netlify or endpoint)."),
        sendingLabel: text("The send button's text while the message is being sent."),
        successHeading: text("Shown, with successText, when the message was delivered (only then)."),
        successText: text("The line under successHeading."),
        errorText: text(
          "Shown when the message could not be delivered, before the e-mail address and phone number; the typed text stays in the form.",
        ),
        noDeliveryNote: text(
          "With formDelivery: none, shown above the fields: that the form does not send from the site, and how the button opens the visitor's e-mail app instead; the e-mail address and phone number follow.",
        ),
        noDeliverySubmitLabel: text(
          "With formDelivery: none, the button's text (it opens the visitor's e-mail app with the message filled in).",
        ),
        orLabel: text("The word between the e-mail address and the phone number in the two lines above (for example 'or')."),
        honeypotLabel: text(
          "The label of a field hidden from people that catches spam robots (it must stay empty); screen readers never reach it.",
        ),
      }),
      thanks: group(
        "The page /contact/thanks/ a visitor sees after sending the form without JavaScript (only when the form delivers messages).",
        {
          title: text(
            'The page title shown in the browser tab, before " | " and the brand; with them at most 60 characters (the check warns above that).',
            { pageTitle: true },
          ),
          heading: text("The page's main heading."),
          text: text("The paragraph under the heading."),
          backLink: group("The link under the paragraph.", linkFields("link")),
        },
      ),
      cards: group("The three contact cards (addresses and hours from settings.yaml).", {
        heading: text("The heading above the cards."),
        chatTitle: text("The messaging card's heading."),
        chatText: text("The messaging card's text."),
        emailTitle: text("The e-mail card's heading."),
        emailText: text("The e-mail card's text."),
        phoneTitle: text("The phone card's heading."),
        phoneText: text("The phone card's text."),
        hoursLabel: text("The words before the support hours."),
      }),
    },
  ),
  objectFile("pages/search.yaml", "Search page", "The search page and the header's link to it (the words every search result shows too).", {
    ...pageMeta,
    address: address(
      "The search page's address after the site's domain, for example search for /search/: lowercase letters, digits and hyphens, not the address of another page.",
    ),
    linkLabel: text("What screen readers announce for the search link in the header and its name in the menu, for example 'Search'."),
    heading: text("The page's main heading."),
    fieldLabel: text("The label of the search field, for example 'Search the site'."),
    submitLabel: text("The text of the search button."),
    noScriptNote: paragraph(
      "Shown only when the browser runs no scripts: the button then opens the web search below (engine) restricted to this site; say so, for example 'Without JavaScript, the button searches this site on DuckDuckGo.'",
    ),
    engine: group("The web search the form opens when the browser runs no scripts, restricted to the site's address (siteUrl).", {
      url: url("The search engine's address, for example https://duckduckgo.com/."),
      queryParameter: same("The name of the engine's parameter for the words searched for (q for DuckDuckGo)."),
      siteParameter: same("The name of the engine's parameter that restricts results to one site (sites for DuckDuckGo)."),
    }),
    resultsLabel: text("What screen readers announce for the list of results, for example 'Search results'."),
    searching: text("The status while results load, for example 'Searching…'."),
    results: plural(
      "The status when every result is shown (ten at most): {{count}} is how many, {{query}} what was searched for, for example '{{count}} results for “{{query}}”' ('1 result for “{{query}}”' in the form for one).",
      ["query"],
    ),
    shownResults: plural(
      "The status when more than ten results were found and only some are shown (ten, then ten more with each press of the button): {{shown}} is how many are shown, {{count}} how many were found, {{query}} what was searched for, for example 'Showing {{shown}} of {{count}} results for “{{query}}”'.",
      ["shown", "query"],
    ),
    moreResults: text("The button under the results that shows ten more, for example 'Show more results'."),
    noResults: template("The status with no result: {{query}} is what was searched for, for example 'No results for “{{query}}”'.", [
      "query",
    ]),
    pageKind: text("What search results say a page is (Home, About, a page you created …) beside its title, for example 'Page'."),
  }),
  {
    ...objectFile(
      "pages/people.yaml",
      "People's pages",
      "The team section on the About page, and the words of every person's page (people.yaml).",
      {
        address: address(
          "The address of the people's pages after the site's domain, for example team: a person's page is then /team/<their id>/. Lowercase letters, digits and hyphens, not the address of another page.",
        ),
        heading: text("The heading of the team section on the About page, for example 'The team'."),
        text: paragraph("The paragraph under it (the section shows only when someone is on the team list)."),
        title: text(
          `A person's page title in the browser tab and search results, before " | " and the brand: {{name}} is the name and {{role}} the role, for example '{{name}}'. Keep it short: with the brand, search results show about 60 characters (the check warns above that, naming the person).`,
          { placeholders: { names: ["name", "role"], required: false } },
        ),
        allLabel: text("The link from a person's page to the team section on the About page, for example 'The whole team'."),
        linksLabel: text("What screen readers announce for a person's profile links, for example 'Profiles'."),
        linkNames: group("The names of the profile links, as their visible text.", {
          linkedin: text("For example 'LinkedIn'."),
          github: text("For example 'GitHub'."),
          website: text("For example 'Website'."),
        }),
        articlesHeading: template(
          "The heading above a person's articles on their page: {{name}} is the name, for example 'Articles by {{name}}'.",
          ["name"],
        ),
      },
    ),
    shownOn: "About (/about, the team section) and each person's page",
  },
  objectFile("pages/not-found.yaml", "Page not found (404)", "The copy of the 404 page, shown for any address that does not exist.", {
    ...pageMeta,
    code: text("The big status code shown on the page."),
    heading: text("The page's main heading."),
    text: paragraph("The message under the heading."),
    homeLink: group("The link back to the Home page.", {
      label: text("The visible text of the link."),
      to: route("The page the link leads to (the Home page, /)."),
    }),
    moved: group(
      "The page left at an old address from content/redirects.yaml on hosts that cannot redirect (GitHub Pages): it sends visitors on at once.",
      {
        title: text("The page's title, shown for a moment before the new address opens."),
        link: text("The link to the new address, for browsers that do not go on by themselves."),
      },
    ),
  }),
  {
    ...objectFile(
      "redirects.yaml",
      "Redirects",
      "Old addresses that lead visitors (and search engines) on to a page that replaced them, or that are gone for good. Written once, in the default language: each applies under every language's prefix too (/de/old-page/).",
      {
        redirects: list(
          "The redirects, one per old address. Each leads from an old address to a page of the site or an https:// address; the check refuses loops, chains (point the first straight at the last), an old address a published page has, and a new one that does not exist. To add many at once, save them as a CSV file of two columns (old address, new address) and run npm run redirects:import -- old-urls.csv.",
          range(0, 1900, "redirect", "redirects", "can be listed"),
          {
            from: {
              type: "string",
              format: "path",
              label: "Old address",
              description:
                "The address that no longer has a page, from the site's root, for example /old-page/. End it with /* to redirect every address under it (/blog/* for /blog/2019/launch/).",
            },
            to: {
              type: "string",
              format: "target",
              label: "New address",
              optional: true,
              requiredUnless: "gone",
              description:
                "Where visitors go instead: a page of the site, such as /about/, or a full https:// address. With an old address ending in /* (a wildcard), :splat in the new one stands for what the wildcard matched, for example /blog/* to /articles/:splat. Leave it out when the address is gone.",
            },
            kind: choice(
              "permanent (the default, 301): search engines move the old address's standing to the new one. temporary (302): the old address comes back later, for example during a sale.",
              ["permanent", "temporary"],
              { label: "Permanent or temporary", optional: true },
            ),
            gone: yesNo(
              "On (gone: true): the page is gone for good, with nothing to replace it; visitors get the page-not-found page, and the deploy accepts that it disappeared. Off (the default): visitors are redirected to the new address.",
              false,
              "Gone for good",
            ),
          },
          { translation: "default only" },
        ),
      },
    ),
    translation: "default only",
    shownOn: "no page: the host sends visitors from each old address on to its new one",
  },
];

/** Every YAML file: the declared ones, then each list's words. */
export const contentFiles: readonly ContentFile[] = [...yamlFiles, ...listedFolders.map(listFileOf)];

/** `pages/home.yaml` → `pages-home`: its schema's file name and the editor's name for it. */
export const fileKey = (spec: ContentFile) => spec.file.replace(/\.ya?ml$/, "").replace(/\//g, "-");

/** The declared file at a path inside a language's folder ("pages/home.yaml"). */
export function findContentFile(relativePath: string): ContentFile | undefined {
  const normalized = relativePath.replace(/\\/g, "/").replace(/\.yml$/, ".yaml");
  return contentFiles.find((f) => f.file === normalized);
}
