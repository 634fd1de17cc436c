/**
 * The declared schema of every content file in `content/`.
 *
 * This is the single source of truth for the content model. Everything else is derived from it,
 * so nothing can drift apart:
 * - the GraphQL types (`graphql-types.ts`, used by `gatsby-node.ts`),
 * - the validation that stops the build on a broken file (`validate.ts`),
 * - the JSON Schemas that editors' YAML language servers read (`json-schema.ts`),
 * - the browser editor's configuration at /admin/ (`cms-config.ts`),
 * - the editors' guide, CONTENT.md (`scripts/generate-content-docs.ts`).
 *
 * Descriptions are what editors read: hints in the browser editor and in VS Code, and CONTENT.md.
 * Notes for editors belong there, not in comments in the YAML files (the browser editor drops
 * comments when it saves a file).
 *
 * Every list has a `range`: how many entries its layout holds (the check, the JSON Schemas, the
 * editor's list controls and CONTENT.md all take it from here). The product specification's counts
 * (8 services, 5 steps …) are what the shipped content has, not a rule for every future editor.
 *
 * Entries of lists that the site tells apart have an `id` (see `id()` below and ids.ts): the
 * browser editor writes it when an entry is first saved, made from its title, and keeps it after.
 */
import { iconNames } from "./icon-names";
import { rangeWords } from "./ranges";
import { HOURS_PLACEHOLDERS } from "../lib/intl";

/**
 * The site's built-in routes. Internal links in content must point to one of these or to a page
 * an editor created (`sitePages` below); the content check knows both.
 */
export const siteRoutes = ["/", "/about", "/services", "/contact"] as const;

/**
 * Addresses a created page may not take, with the reason the check gives: the built-in pages,
 * and folders the build publishes besides pages (an address there would overwrite them or be
 * overwritten). The contact form's thank-you page (/contact/thanks/) sits under "contact"; the
 * renditions of pictures (src/images/pipeline.ts) are published in public/pictures/. The check
 * and the browser editor both refuse them (page-addresses.ts).
 */
export const reservedAddresses: Readonly<Record<string, string>> = {
  about: "the About page",
  services: "the Services page",
  contact: "the Contact page and its thank-you page",
  "404": "the page shown for addresses that do not exist",
  admin: "the content editor",
  images: "the folder of uploaded pictures",
  pictures: "the folder of the pictures the site makes from uploads (its sizes and formats)",
  illustrations: "the folder of the site's drawings",
  "page-data": "a folder Gatsby uses while it builds",
  static: "a folder Gatsby uses while it builds",
  "dev-404-page": "a page Gatsby uses while it builds",
};

/** Icon names the site can draw: every Lucide icon (https://lucide.dev/icons; see `icon-names.ts`). */
export { iconNames };

/**
 * What a string field holds:
 * - `text`: any non-empty text;
 * - `link`: a page of this site (a built-in route, see `siteRoutes`, or a created page) or an
 *   http(s):, mailto: or tel: URL;
 * - `route`: a page of this site only, by its address: a built-in route or a created page's
 *   (`/careers`). The check knows which exist; the browser editor offers them as a choice;
 * - `url`: an absolute http(s): URL;
 * - `email`, `tel`: an e-mail address or a tel: link;
 * - `id`: a short lowercase identifier, unique within its file;
 * - `icon`: one of `iconNames` (a Lucide icon's name);
 * - `address`: the address a created page is published at (lowercase letters, digits, hyphens);
 * - `date`: a calendar date as YYYY-MM-DD;
 * - `language`: a language's code (BCP 47: "de", "ar", "pt-BR"), the name of its folder in content/
 *   and the first part of its pages' addresses;
 * - `image`: a picture file under static/, by its address on the site (/images/uploads/team.jpg),
 *   processed at build time (src/images/pipeline.ts); the check also reads the file (validate-pictures.ts);
 * - `service`: the id of a service card (content/services.yaml), which the check knows and the
 *   browser editor offers as a choice (a case study's services).
 */
export type StringFormat =
  "text" | "link" | "route" | "url" | "email" | "tel" | "id" | "icon" | "image" | "address" | "date" | "language" | "service";

/**
 * How a field is kept in a site with several languages (settings.yaml `languages`): each language's
 * files hold the same fields, and
 * - `translated`: each language has its own words (the default for text and lists of text);
 * - `same`: the value is the default language's in every language (the default for ids, addresses,
 *   pictures, numbers, links, e-mail addresses, icons and fixed choices); the editor copies it and
 *   keeps it in step, the check refuses a file where it differs;
 * - `default only`: written in the default language's file only, for the whole site (the list of
 *   languages itself).
 * Lists of entries are kept in step by their entries' ids: every language has the same entries.
 */
export type Translation = "translated" | "same" | "default only";

type FieldBase = {
  /** One line an editor can understand; shown in the editor and in CONTENT.md. */
  description: string;
  /** The field's name in the browser editor, when the name made from its key would not do ("cta" → "Button"). */
  label?: string;
  /** Optional fields may be left out; every other field is required. */
  optional?: boolean;
  /** How the field is kept in each language (`Translation`), when its type does not say (`translationOf`). */
  translation?: Translation;
};

export type StringField = FieldBase & {
  type: "string";
  format?: StringFormat;
  /** Allowed values, when only a few make sense. */
  enum?: readonly string[];
  /** Allows "" (for example an empty alt text that marks an image as decorative). */
  allowEmpty?: boolean;
  /**
   * The page's title: the check warns when, with the brand and suffix added (src/lib/page-title.ts),
   * it is longer than search results show.
   */
  pageTitle?: boolean;
  /** A paragraph rather than a line: the browser editor gives it a text box of several lines. */
  multiline?: boolean;
  /**
   * For an `id`: the field of the same entry it is made from when it is left out (ids.ts). The
   * browser editor writes it on the entry's first save; the build makes it for a file written by
   * hand without one (and the check warns that it will then follow the title).
   */
  derivedFrom?: string;
  /** A picture's alt text: the check refuses a file name (the editor's upload name is no description). */
  altText?: boolean;
  /** Values the text may name as `{{name}}`, filled in when the site is built (the check refuses any other name). */
  placeholders?: readonly string[];
  /**
   * Words with values the site fills in, written `{{name}}` ("Page {{page}} of {{pages}}"): the names the
   * text must hold, each once at least; the check refuses a missing one and one it does not know.
   */
  template?: readonly string[];
};

export type IntegerField = FieldBase & { type: "integer"; minimum?: number; maximum?: number };

/**
 * How many entries a list may have, and what they are called in the check's messages
 * ("content/stats.yaml: has 7 statistics; between 2 and 6 fit the layout. Remove 1.").
 */
export type Range = {
  min: number;
  max: number;
  /** One entry and several, as messages name them: `["statistic", "statistics"]`. */
  noun: readonly [one: string, many: string];
  /** Why these numbers, after "between 2 and 6" in messages and hints; "fit the layout" when not given. */
  why?: string;
};
/**
 * Yes or no (`true` or `false` in the file; a switch in the browser editor). With `default`, the
 * field may be left out of a file, and then has that value; the editor's switch starts there too.
 */
export type BooleanField = FieldBase & { type: "boolean"; default?: boolean };

export type StringListField = FieldBase & {
  type: "stringList";
  range: Range;
  /** What each entry is: text (the default), or a service card's id (`service`). */
  format?: "text" | "service";
};

export type ObjectField = FieldBase & {
  type: "object";
  /** GraphQL type name of the nested object. */
  typeName: string;
  fields: Fields;
  /**
   * A picture used as a page's link preview (Open Graph, Twitter card): the build makes one
   * `SHARE_PICTURE`-sized JPEG of it (`card`) instead of the renditions pages show (`picture`).
   */
  share?: boolean;
  /** A picture shown on its page and also its link preview (an article's cover): both `picture` and `card`. */
  cover?: boolean;
};

export type ObjectListField = FieldBase & {
  type: "objectList";
  typeName: string;
  fields: Fields;
  range: Range;
};

export type Field = StringField | IntegerField | BooleanField | StringListField | ObjectField | ObjectListField;
export type Fields = Readonly<Record<string, Field>>;

type ContentFileBase = {
  /** Path inside `content/`. */
  file: string;
  /** The GraphQL node type (gatsby-transformer-yaml's `typeName`). */
  typeName: string;
  /** The file's name in the browser editor's list of content. */
  label: string;
  /** What the file controls, for editors. */
  description: string;
  fields: Fields;
};

/** A file whose top level is a list of entries; each entry becomes one node. */
export type ListFile = ContentFileBase & {
  root: "list";
  range: Range;
  /** The field that names an entry in messages (besides its position). */
  labelField: string;
};

/** A file whose top level is one object; it becomes one node. */
export type ObjectFile = ContentFileBase & { root: "object" };

export type ContentFile = ListFile | ObjectFile;

const text = (description: string, extra: Partial<StringField> = {}): StringField => ({
  type: "string",
  format: "text",
  description,
  ...extra,
});
/** A paragraph of text (a text box of several lines in the browser editor). */
const paragraph = (description: string, extra: Partial<StringField> = {}): StringField => text(description, { multiline: true, ...extra });
const link = (description: string): StringField => ({ type: "string", format: "link", description });
/**
 * A page of this site, chosen from the pages that exist: the built-in routes and the pages editors
 * created (the check knows both; the browser editor lists them, plugins/cms-admin).
 */
const route = (description: string): StringField => ({ type: "string", format: "route", description });
/**
 * An entry's id: how the site tells entries apart (React keys, and for some the address of the
 * entry on its page). Editors never type one: left out, it is made from `from` (the title).
 */
const id = (what: string, from = "title", address?: string): StringField => ({
  type: "string",
  format: "id",
  optional: true,
  derivedFrom: from,
  description:
    `A short unique name for the ${what}${address ? `, also its address on the page (${address})` : ""}. ` +
    `Leave it out of a new entry: the browser editor makes it from the ${from} when the entry is first saved, and then keeps it, so it does not change when the ${from} does. Never change an existing one.`,
});
/** How many entries a list holds (see `Range`). */
const range = (min: number, max: number, one: string, many: string, why?: string): Range => ({
  min,
  max,
  noun: [one, many],
  ...(why ? { why } : {}),
});
/**
 * The footer's lists of links to pages. Pages: the header's links, then the pages with
 * `footerList: pages`; at most 8, as every list of the footer (2 to 6 of them are header links).
 * Legal: the pages with `footerList: legal`, on one line beside the copyright line from 640 px
 * (wrapping on phones): 4 long titles still fit two lines at 1024 px.
 */
const footerRanges = {
  pages: range(0, 8, "link", "links", "fit the footer's Pages list (the header's links count too)"),
  legal: range(0, 4, "link", "links", "fit beside the copyright line"),
} as const;

const icon = (description: string): StringField => ({
  type: "string",
  format: "icon",
  enum: iconNames,
  description: `${description} Any Lucide icon, by the name https://lucide.dev/icons shows under it (for example message-square-text).`,
});

/** The largest picture file the check accepts (the browser editor refuses bigger uploads too). */
export const MAX_PICTURE_BYTES = 10_000_000;

/**
 * A picture an editor may choose (optional): the file, and its alt text. An empty `src` means no
 * picture (the browser editor writes it so). The GraphQL type gets a `picture` field with the
 * processed renditions (graphql-types.ts), which <Picture> renders.
 */
const picture = (description: string, typeName: string): ObjectField => ({
  type: "object",
  typeName,
  optional: true,
  description: `${description} JPEG, PNG, WebP or AVIF (no SVG), at most 10 MB; at least 1600 pixels wide looks sharp on every screen (the check warns below that). The site makes small modern copies of it; the file itself is not published.`,
  fields: {
    src: {
      type: "string",
      format: "image",
      optional: true,
      description:
        "The picture file: upload it in the browser editor (it goes to static/images/uploads/), or put it in static/images/ and write its address from the site root, for example /images/uploads/team.jpg. Leave it empty for no picture.",
    },
    alt: text(
      'Describes the picture for people who cannot see it (what it shows, not its file name). Required in the browser editor; in the YAML file, alt: "" marks a picture that is only decorative and says nothing the text does not.',
      { allowEmpty: true, altText: true },
    ),
  },
});

/**
 * The size of a link-preview picture (1.91:1, what Facebook, LinkedIn, X and chat apps show largest):
 * the build crops a page's share picture to it (src/images/pipeline.ts), and the check warns about
 * a narrower file.
 */
export const SHARE_PICTURE = { width: 1200, height: 630 } as const;

/**
 * A page's own link-preview picture (optional): shown when the page is shared on social media or
 * in chat apps, instead of the site's (settings.yaml > shareImage).
 */
const sharePicture = (typeName: string): ObjectField => ({
  ...picture("", typeName),
  share: true,
  description: `The picture shown when this page is shared on social media or in chat apps (optional; without one, the site's shareImage from the site settings). The site crops it to ${SHARE_PICTURE.width} × ${SHARE_PICTURE.height} pixels around what stands out, so keep the subject near the middle. JPEG, PNG, WebP or AVIF (no SVG), at most 10 MB, at least ${SHARE_PICTURE.width} pixels wide (the check warns below that).`,
});

const linkFields = (what: string): Fields => ({
  label: text(`The visible text of the ${what}.`),
  to: link(`Where the ${what} leads: a site route such as /contact, or a full URL.`),
});

const pageMeta: Fields = {
  title: text(
    'The page title shown in the browser tab and in search results, before " | " and the brand; with them at most 60 characters (the check warns above that).',
    { pageTitle: true },
  ),
  description: paragraph("The page summary shown by search engines and link previews (about 150 characters)."),
};

/** The title and summary, and the page's own link-preview picture (pages search engines list). */
const sharedPageMeta = (typeName: string): Fields => ({ ...pageMeta, shareImage: sharePicture(`${typeName}ShareImage`) });

const heroFields = (extra: Fields = {}): Fields => ({
  heading: text("The page's main heading."),
  text: paragraph("The paragraph under the heading."),
  ...extra,
});

/** What a list page's words are for: its entries' names ("article", "articles") and where its newest entries are shown. */
type ListWords = { one: string; many: string; latestOn: string; example: { address: string; all: string } };

/**
 * The words and address of a list of dated entries (pages/articles.yaml, pages/case-studies.yaml):
 * the list page itself, its later pages, the section of the newest entries on other pages, and
 * the words every entry's page shares. `extra` adds a list's own (tags and the feed for articles,
 * the client's facts for case studies).
 */
function listPageFile(
  file: string,
  typeName: string,
  label: string,
  words: ListWords,
  extra: { fields?: Fields; entry?: Fields },
): ObjectFile {
  const { one, many } = words;
  return {
    file,
    label,
    typeName,
    root: "object",
    description: `The ${many} list's address and words, and the words every ${one}'s page shares. The list, its pages and the header's link to it are published once there is a published ${one}.`,
    fields: {
      ...sharedPageMeta(typeName),
      address: {
        type: "string",
        format: "address",
        description: `The list's address after the site's domain, for example ${words.example.address} for /${words.example.address}/ (each ${one} is then at /${words.example.address}/<its address>/): lowercase letters, digits and hyphens, not the address of another page. To link the list from the header, add it to the site settings' nav (left out while it has no published ${one}).`,
      },
      heading: text("The list page's main heading."),
      text: paragraph("The paragraph under the heading."),
      allLabel: text(
        `The link to the list from each ${one}'s page and from the newest ${many} on other pages, for example '${words.example.all}'.`,
      ),
      pagination: {
        type: "object",
        typeName: `${typeName}Pagination`,
        description: `The links between the list's pages (more than one when there are many ${many}).`,
        fields: {
          label: text("What screen readers announce for the links between the list's pages, for example 'Pages of the list'."),
          newer: text(`The link to the page of newer ${many}, for example 'Newer ${many}'.`),
          older: text(`The link to the page of older ${many}, for example 'Older ${many}'.`),
          page: text(
            "The page's number among the list's pages, shown from the second page on and in its title: {{page}} is its number and {{pages}} how many there are, for example 'Page {{page}} of {{pages}}'.",
            { template: ["page", "pages"] },
          ),
        },
      },
      latest: {
        type: "object",
        typeName: `${typeName}Latest`,
        description: `The newest ${many} on ${words.latestOn}, shown only when there are some.`,
        fields: { heading: text("The section heading.") },
      },
      entry: {
        type: "object",
        typeName: `${typeName}Entry`,
        description: `The words every ${one}'s page shares.`,
        fields: {
          published: text(`The words before the day the ${one} was published, for example 'Published'.`),
          updated: text("The words before the day it was last updated, for example 'Updated'."),
          readingTime: text(
            "How long its text takes to read: {{minutes}} is the number of minutes as the language writes it (5 min), for example '{{minutes}} read'.",
            { template: ["minutes"] },
          ),
          navLabel: text(`What screen readers announce for the links to the previous and the next ${one}.`),
          previous: text(`The words above the link to the ${one} published before, for example 'Previous ${one}'.`),
          next: text(`The words above the link to the ${one} published after, for example 'Next ${one}'.`),
          relatedHeading: text(`The heading above related ${many}, for example 'Related ${many}'.`),
          ...extra.entry,
        },
      },
      ...extra.fields,
    },
  };
}

/** The articles' list page: /articles/ by default, with a page per tag and an RSS feed. */
const articlesPage = listPageFile(
  "pages/articles.yaml",
  "ArticlesPageYaml",
  "Articles page",
  { one: "article", many: "articles", latestOn: "Home (/)", example: { address: "articles", all: "All articles" } },
  {
    fields: {
      tagTitle: text(
        "The title of a tag's page in the browser tab and search results, before \" | \" and the brand: {{tag}} is the tag, for example 'Articles about {{tag}}' (with them at most 60 characters, for the longest tag: the check warns above that).",
        { template: ["tag"] },
      ),
      tagHeading: text("The heading of a tag's page: {{tag}} is the tag, for example 'Articles tagged “{{tag}}”'.", { template: ["tag"] }),
      tagDescription: paragraph("The summary of a tag's page for search engines and link previews: {{tag}} is the tag.", {
        template: ["tag"],
      }),
      feed: {
        type: "object",
        typeName: "ArticlesPageYamlFeed",
        description: "The RSS feed of the newest articles, which feed readers subscribe to (its description is the list's).",
        fields: {
          title: text("The feed's name in feed readers, for example 'Vireo Solutions: articles'."),
          linkLabel: text("The link to the feed on the list page, for example 'Subscribe (RSS)'."),
        },
      },
    },
    entry: {
      byline: text("The author's name as the article shows it: {{author}} is the name, for example 'By {{author}}'.", {
        template: ["author"],
      }),
      tagsLabel: text("What screen readers announce for an article's tags (links to the tags' pages), for example 'Tags'."),
    },
  },
);

/** The case studies' list page: /case-studies/ by default. */
const caseStudiesPage = listPageFile(
  "pages/case-studies.yaml",
  "CaseStudiesPageYaml",
  "Case studies page",
  {
    one: "case study",
    many: "case studies",
    latestOn: "Home (/) and Services (/services)",
    example: { address: "case-studies", all: "All case studies" },
  },
  {
    entry: {
      clientLabel: text("The words before the client's name, for example 'Client'."),
      industryLabel: text("The words before the client's industry, for example 'Industry'."),
      servicesLabel: text("The words before the services the work used (links to their cards), for example 'Services'."),
      resultsHeading: text("The heading above the results, for example 'Results'."),
    },
  },
);

export const contentFiles: readonly ContentFile[] = [
  {
    file: "settings.yaml",
    label: "Site settings",
    typeName: "SettingsYaml",
    root: "object",
    description: "Site-wide settings: brand, navigation, contact details and the footer, on every page.",
    fields: {
      brand: text("The company name, used in page titles and the footer. The same in every language.", { translation: "same" }),
      logoWord: text("The word shown beside the logo in the header."),
      logoLabel: text("What screen readers announce for the logo link, for example 'Vireo Solutions home'."),
      siteUrl: {
        type: "string",
        format: "url",
        description: "The address the site is published at, without a trailing slash (SITE_URL overrides it at build time).",
      },
      defaultDescription: paragraph("The description used when a page has none of its own."),
      titleSuffix: text("The words after the brand in the About page title, after an en dash."),
      skipLinkLabel: text("The text of the 'skip to content' link keyboard users see first."),
      navLabel: text("What screen readers announce for the main navigation."),
      openMenuLabel: text("The name of the button that opens the menu on small screens."),
      closeMenuLabel: text("The name of the button that closes the menu on small screens."),
      menuTitle: text("The heading of the menu panel on small screens."),
      nav: {
        type: "objectList",
        typeName: "SettingsYamlNav",
        range: range(2, 6, "header link", "header links", "fit the header"),
        description: `The header links, in order; the footer lists them too, under its pages heading, before the pages you created that it links to (${footerRanges.pages.max} links at most in all). Keep the labels short: six of them must fit on one line beside the logo on a 1024-pixel screen.`,
        fields: { label: text("The visible text of the header link."), to: route("The page the header link leads to.") },
      },
      contact: {
        type: "object",
        typeName: "SettingsYamlContact",
        description: "How people reach the company; used on the Contact page and in the footer.",
        fields: {
          email: { type: "string", format: "email", description: "The e-mail address people write to." },
          phone: text("The phone number as people should read it (the same in every language).", { translation: "same" }),
          phoneLink: {
            type: "string",
            format: "tel",
            description: "The same number as a tel: link, digits only, for example tel:+16465550142.",
          },
          messagingLabel: text("The text of the messaging-app link."),
          messagingUrl: { type: "string", format: "url", description: "The messaging-app link, for example https://wa.me/16465550142." },
          supportHours: text(
            "When the support team answers. Write the times as {{hours.opens}} and {{hours.closes}}: the site fills in organization > hours as the page's language writes a time (8:30 AM in English, 08:30 in German), for example 'Monday to Friday, {{hours.opens}} to {{hours.closes}} (EST)'.",
            { placeholders: HOURS_PLACEHOLDERS },
          ),
          replyPromise: text("How soon e-mails get an answer."),
          formDelivery: {
            type: "string",
            enum: ["none", "netlify", "endpoint"],
            optional: true,
            description:
              "How the contact form delivers messages: 'netlify' (Netlify Forms, when the site is hosted on Netlify), 'endpoint' (a form service or your own address, set in formEndpoint) or 'none' (nothing is sent from the site: the form opens the visitor's e-mail app instead). Left out, it is 'none'.",
          },
          formEndpoint: {
            type: "string",
            format: "url",
            optional: true,
            description:
              "Only with formDelivery: endpoint. The https:// address the form posts to (for example a Formspree or Basin form URL); set the service's redirect or thank-you address to the site's /contact/thanks/ page.",
          },
        },
      },
      footer: {
        type: "object",
        typeName: "SettingsYamlFooter",
        description: "The footer at the bottom of every page.",
        fields: {
          blurb: paragraph("The short paragraph about the company."),
          solutionsHeading: text("The heading of the Solutions list."),
          solutions: {
            type: "stringList",
            range: range(0, 8, "entry", "entries", "fit the footer"),
            description:
              "The services listed under the Solutions heading (plain text); with none, the footer leaves the list and its heading out.",
          },
          supportHeading: text("The heading of the Support list."),
          support: {
            type: "stringList",
            range: range(0, 8, "entry", "entries", "fit the footer"),
            description:
              "The entries listed under the Support heading (plain text); with none, the footer leaves the list and its heading out.",
          },
          pagesHeading: text(
            "The heading of the list of links to the pages: the header's links (nav), then the created pages with footerList: pages.",
          ),
          contactHeading: text("The heading of the Get in Touch block."),
          socialLinks: {
            type: "objectList",
            typeName: "SettingsYamlFooterSocialLinks",
            range: range(0, 8, "link", "links", "fit the footer"),
            description: "The social profile links, first in Get in Touch.",
            fields: {
              label: text("What screen readers announce, for example 'Vireo Solutions on LinkedIn'."),
              text: text("The visible text of the link."),
              url: { type: "string", format: "url", description: "The full address of the profile." },
            },
          },
          placeholderLinks: {
            type: "objectList",
            typeName: "SettingsYamlFooterPlaceholderLinks",
            range: range(0, 8, "link", "links", "fit the footer"),
            description: "Extra links in Get in Touch, after the messaging link; point them wherever suits.",
            fields: {
              text: text("The visible text of the link."),
              url: link("Where the link leads: a site route or a full URL."),
            },
          },
          copyrightYear: { type: "integer", minimum: 2000, maximum: 2100, description: "The year in the copyright line." },
          copyright: text("The words after the year and brand in the copyright line."),
          newTabNote: text("Read out by screen readers after links that open in a new tab."),
        },
      },
      siteName: text(
        "The company's full name, for link previews, the home-screen app and search engines (for example 'Vireo Solutions'). The same in every language.",
        { translation: "same" },
      ),
      locale: text("The language and region of the copy for link previews, as language_TERRITORY (for example en_US)."),
      themeColor: text(
        'The colour phones paint the browser bar in, as #rrggbb. Use the header background ("#eef7f0"), so the browser bar and the header look like one surface.',
        { translation: "same" },
      ),
      backgroundColor: text('The splash-screen colour when the site is added to a home screen, as #rrggbb (for example "#eef7f0").', {
        translation: "same",
      }),
      shareImage: {
        type: "object",
        typeName: "SettingsYamlShareImage",
        description: "The picture shown when a page is shared on social media or in chat apps (1200 × 630 pixels).",
        fields: {
          src: text("The image file in static/, as a path from the site root (for example /og-image.png).", { translation: "same" }),
          alt: paragraph("Describes the picture for people who cannot see it."),
          width: { type: "integer", minimum: 200, maximum: 4000, description: "The image's width in pixels (1200 recommended)." },
          height: { type: "integer", minimum: 200, maximum: 4000, description: "The image's height in pixels (630 recommended)." },
        },
      },
      organization: {
        type: "object",
        typeName: "SettingsYamlOrganization",
        description: "The company facts search engines read (structured data); name, e-mail, phone and profiles come from above.",
        fields: {
          type: {
            type: "string",
            enum: ["Organization", "ProfessionalService"],
            description:
              "The schema.org type: Organization, or ProfessionalService only once the company lists a street address (ProfessionalService is a local business type, and search engines expect a street address with it).",
          },
          logo: text(
            "The square logo file in static/, at least 112 × 112 pixels, as a path from the site root (for example /icon-512.png).",
            { translation: "same" },
          ),
          contactType: text("What the contact details are for, in schema.org's words (for example 'customer support').", {
            translation: "same",
          }),
          availableLanguages: {
            type: "stringList",
            range: range(1, 10, "language", "languages", "can be listed"),
            translation: "same",
            description:
              "The languages the support team speaks, in English (for example English), for search engines; the same in every language.",
          },
          hours: {
            type: "object",
            typeName: "SettingsYamlOrganizationHours",
            description:
              "The support hours in machine-readable form: local time in New York (US Eastern, with daylight saving). Keep them in step with contact > supportHours.",
            fields: {
              days: {
                type: "stringList",
                range: range(1, 7, "day", "days", "fit in a week"),
                translation: "same",
                description: "The days the team answers, in English (Monday … Sunday).",
              },
              opens: text('The time support opens, as HH:MM on a 24-hour clock in US Eastern time (for example "08:30").', {
                translation: "same",
              }),
              closes: text('The time support closes, as HH:MM on a 24-hour clock in US Eastern time (for example "18:00").', {
                translation: "same",
              }),
            },
          },
        },
      },
      sitePages: {
        type: "object",
        typeName: "SettingsYamlSitePages",
        description: "Words shared by the pages editors create (content/site-pages/, such as the Privacy Policy).",
        fields: {
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
        },
      },
      languagesLabel: text(
        "What screen readers announce for the links to the page in the site's other languages (the language switcher in the header and the menu), for example 'Languages'. Shown only when the site has several languages.",
      ),
      languages: {
        type: "objectList",
        typeName: "SettingsYamlLanguages",
        range: range(1, 12, "language", "languages", "fit the language switcher"),
        translation: "default only",
        description:
          "The languages the site is published in, the default first. The default language's pages keep the site's own addresses (/about/); every other language's are under its code (/de/about/), made from its own copy of the content in content/<code>/ (`npm run add-language -- <code>` adds a language and makes that copy). With one language the site has no language switcher. Written in the default language's settings only.",
        fields: {
          code: {
            type: "string",
            format: "language",
            description:
              "The language's code, as web browsers and search engines know it (BCP 47): two or three lowercase letters, then a region or script only where it matters, for example de, fr, ar, pt-BR. It names the language's folder in content/ and starts its pages' addresses; never change an existing one.",
          },
          name: text("The language's name in itself, as the language switcher shows it, for example Deutsch, Français or العربية."),
        },
      },
    },
  },
  {
    file: "services.yaml",
    label: "Service cards",
    typeName: "ServicesYaml",
    root: "list",
    range: range(1, 12, "service card", "service cards"),
    labelField: "title",
    description: "The service cards on the Home and Services pages, in order.",
    fields: {
      id: id("card", "title", "/services/#service-<id>"),
      title: text("The card's heading."),
      subTitle: text("The line under the heading."),
      description: paragraph("The card's paragraph."),
      icon: icon("The icon on the card."),
      image: picture("A photo at the top of the card (optional; the cards keep their icons).", "ServicesYamlImage"),
    },
  },
  {
    file: "steps.yaml",
    label: "Process steps",
    typeName: "StepsYaml",
    root: "list",
    range: range(2, 8, "step", "steps"),
    labelField: "title",
    description: "The steps of the process on the Home page, numbered in this order.",
    fields: {
      id: id("step"),
      title: text("The step's name."),
      description: paragraph("One or two sentences about the step."),
    },
  },
  {
    file: "stats.yaml",
    label: "Statistics",
    typeName: "StatsYaml",
    root: "list",
    range: range(2, 6, "statistic", "statistics"),
    labelField: "title",
    description: "The statistics on the Home and About pages, in order.",
    fields: {
      id: id("statistic"),
      title: text("What is counted."),
      value: text("The figure, as it should appear, for example 19+ or 99%."),
      icon: icon("The icon on the About page's statistic card."),
    },
  },
  {
    file: "checklist.yaml",
    label: "Selling points",
    typeName: "ChecklistYaml",
    root: "list",
    range: range(2, 12, "selling point", "selling points"),
    labelField: "text",
    description: "The selling points, ticked on the Home page and listed on the About page, in order.",
    fields: {
      id: id("selling point", "text"),
      text: text("The selling point."),
    },
  },
  {
    file: "mission.yaml",
    label: "Mission and vision",
    typeName: "MissionYaml",
    root: "list",
    range: range(1, 4, "mission card", "mission cards"),
    labelField: "title",
    description: "The cards on the About page (Our Mission, Our Vision), in order.",
    fields: {
      id: id("card", "title", "/about/#mission-<id>"),
      title: text("The card's heading."),
      subTitle: text("The line under the heading."),
      value: paragraph("The card's paragraph."),
    },
  },
  {
    file: "pages/home.yaml",
    label: "Home page",
    typeName: "HomePageYaml",
    root: "object",
    description: "The copy of the Home page (/).",
    fields: {
      ...sharedPageMeta("HomePageYaml"),
      hero: {
        type: "object",
        typeName: "HomePageYamlHero",
        description: "The first block of the page.",
        // In the file's order: the browser editor writes fields in the order they are declared.
        fields: {
          eyebrow: text("The short line above the heading."),
          ...heroFields({
            cta: {
              type: "object",
              typeName: "HomePageYamlHeroCta",
              label: "Button",
              description: "The hero's button.",
              fields: linkFields("button"),
            },
            image: picture(
              "A photo beside the heading instead of the illustration (optional); it loads first, as the page's largest picture.",
              "HomePageYamlHeroImage",
            ),
          }),
        },
      },
      success: {
        type: "object",
        typeName: "HomePageYamlSuccess",
        description: "The section with the ticked selling points (from checklist.yaml).",
        fields: { heading: text("The section heading."), text: paragraph("The paragraph beside the ticks.") },
      },
      stats: {
        type: "object",
        typeName: "HomePageYamlStats",
        description: "The statistics block (figures from stats.yaml).",
        fields: { heading: text("The heading screen readers announce for the figures.") },
      },
      services: {
        type: "object",
        typeName: "HomePageYamlServices",
        description: "The service cards section (cards from services.yaml).",
        fields: {
          heading: text("The section heading."),
          text: paragraph(
            "The paragraph under the heading. If it says how many services there are, change it when you add or remove one in services.yaml.",
          ),
          cardAction: {
            type: "object",
            typeName: "HomePageYamlServicesCardAction",
            description: "The link on every card.",
            fields: linkFields("card link"),
          },
        },
      },
      process: {
        type: "object",
        typeName: "HomePageYamlProcess",
        description: "The process (its steps from steps.yaml).",
        fields: { heading: text("The section heading."), text: paragraph("The paragraph under the heading.") },
      },
      conversation: {
        type: "object",
        typeName: "HomePageYamlConversation",
        description: "The closing call to action.",
        fields: {
          heading: text("The section heading."),
          text: paragraph("The paragraph under the heading."),
          cta: {
            type: "object",
            typeName: "HomePageYamlConversationCta",
            label: "Button",
            description: "The button.",
            fields: linkFields("button"),
          },
        },
      },
    },
  },
  {
    file: "pages/about.yaml",
    label: "About page",
    typeName: "AboutPageYaml",
    root: "object",
    description: "The copy of the About page (/about).",
    fields: {
      ...sharedPageMeta("AboutPageYaml"),
      hero: {
        type: "object",
        typeName: "AboutPageYamlHero",
        description: "The first block of the page, with the checklist (from checklist.yaml).",
        fields: heroFields({
          illustrationAlt: text("Describes the illustration for screen readers; leave it out or empty if it is decorative.", {
            allowEmpty: true,
            optional: true,
          }),
          photo: picture("A team or office photo shown instead of the illustration (optional).", "AboutPageYamlHeroPhoto"),
        }),
      },
      innovation: {
        type: "object",
        typeName: "AboutPageYamlInnovation",
        description: "The statistics section (figures from stats.yaml).",
        fields: { heading: text("The section heading."), text: paragraph("The paragraph under the heading.") },
      },
    },
  },
  {
    file: "pages/services.yaml",
    label: "Services page",
    typeName: "ServicesPageYaml",
    root: "object",
    description: "The copy of the Services page (/services), with its sections.",
    fields: {
      ...sharedPageMeta("ServicesPageYaml"),
      hero: { type: "object", typeName: "ServicesPageYamlHero", description: "The first block of the page.", fields: heroFields() },
      cardsHeading: text(
        "The heading above the service cards. If it says how many services there are, change it when you add or remove one in services.yaml.",
      ),
      cardAction: {
        type: "object",
        typeName: "ServicesPageYamlCardAction",
        description: "The link on every service card.",
        fields: linkFields("card link"),
      },
      sections: {
        type: "objectList",
        typeName: "ServicesPageYamlSections",
        range: range(1, 12, "section", "sections"),
        description: "The sections under the cards, in order; pictures and text swap sides from one to the next.",
        fields: {
          id: id("section", "title", "/services/#section-<id>"),
          title: text("The section heading."),
          text: paragraph("The paragraph under the heading."),
          icon: icon("The icon beside the section."),
          items: {
            type: "stringList",
            range: range(1, 16, "item", "items"),
            description: "What the section lists (two columns from 640 px).",
          },
        },
      },
    },
  },
  {
    file: "pages/contact.yaml",
    label: "Contact page",
    typeName: "ContactPageYaml",
    root: "object",
    description: "The copy of the Contact page (/contact), with the form's labels.",
    fields: {
      ...sharedPageMeta("ContactPageYaml"),
      hero: {
        type: "object",
        typeName: "ContactPageYamlHero",
        description: "The headline and the free-consultation intro.",
        fields: heroFields(),
      },
      form: {
        type: "object",
        typeName: "ContactPageYamlForm",
        description: "The contact form (where it sends to is in settings.yaml).",
        fields: {
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
        },
      },
      thanks: {
        type: "object",
        typeName: "ContactPageYamlThanks",
        description:
          "The page /contact/thanks/ a visitor sees after sending the form without JavaScript (only when the form delivers messages).",
        fields: {
          title: text(
            'The page title shown in the browser tab, before " | " and the brand; with them at most 60 characters (the check warns above that).',
            { pageTitle: true },
          ),
          heading: text("The page's main heading."),
          text: text("The paragraph under the heading."),
          backLink: {
            type: "object",
            typeName: "ContactPageYamlThanksBackLink",
            description: "The link under the paragraph.",
            fields: linkFields("link"),
          },
        },
      },
      cards: {
        type: "object",
        typeName: "ContactPageYamlCards",
        description: "The three contact cards (addresses and hours from settings.yaml).",
        fields: {
          heading: text("The heading above the cards."),
          chatTitle: text("The messaging card's heading."),
          chatText: text("The messaging card's text."),
          emailTitle: text("The e-mail card's heading."),
          emailText: text("The e-mail card's text."),
          phoneTitle: text("The phone card's heading."),
          phoneText: text("The phone card's text."),
          hoursLabel: text("The words before the support hours."),
        },
      },
    },
  },
  {
    file: "pages/not-found.yaml",
    label: "Page not found (404)",
    typeName: "NotFoundPageYaml",
    root: "object",
    description: "The copy of the 404 page, shown for any address that does not exist.",
    fields: {
      ...pageMeta,
      code: text("The big status code shown on the page."),
      heading: text("The page's main heading."),
      text: paragraph("The message under the heading."),
      homeLink: {
        type: "object",
        typeName: "NotFoundPageYamlHomeLink",
        description: "The link back to the Home page.",
        fields: { label: text("The visible text of the link."), to: route("The page the link leads to (the Home page, /).") },
      },
    },
  },
  articlesPage,
  caseStudiesPage,
];

/**
 * A folder of entries editors create, one Markdown file per entry: the front matter (between two
 * `---` lines at the top) holds the fields below, the rest of the file is the entry's text. Read by
 * load.ts, validated by `site-pages.ts` (every folder alike), edited at /admin/ as a folder
 * collection (create, rename, delete). The pages editors create are one (`sitePages`, each at its
 * own address); articles and case studies are folders with a list page (`list`): each entry is
 * published under the list's address, on its date, and the list shows the newest first.
 */
export type EntryFolder = {
  /** Folder inside `content/`. */
  folder: string;
  /** The GraphQL node type of one page. */
  typeName: string;
  label: string;
  /** The file's name in the editor's list of content, for one page. */
  singularLabel: string;
  /** One entry and several, as the check's messages name them: `["case study", "case studies"]`. */
  noun: readonly [one: string, many: string];
  description: string;
  fields: Fields;
  /**
   * How many links each footer list that pages join may hold (`footerList`): the Pages list counts
   * the header's links (settings.yaml `nav`) too. The page check names the pages of a list that is
   * too long (site-pages.ts). Only the pages editors create join the footer.
   */
  footerRanges?: Readonly<Record<Exclude<FooterList, "none">, Range>>;
  /** A folder whose entries are dated and listed (`EntryList`); without it, each entry is a page at its own address. */
  list?: EntryList;
};

/**
 * How a folder of dated entries is published (src/content-model/entry-lists.ts): the list page at
 * the address its page file names (`file`), newest first, `perPage` to a page (then
 * <list>/page/2/ …); each entry at <list>/<address>/. An entry with `draft: true`, or dated after
 * the day of the build (UTC), is not published by `gatsby build`; `gatsby develop` shows it.
 */
export type EntryList = {
  /** The content file with the list page's words and address (one of `contentFiles`). */
  file: string;
  /** How many entries one page of the list shows. */
  perPage: number;
  /** The front-matter list whose shared values make two entries related (tags, services). */
  relatedBy: string;
  /** The front-matter list of tags: a page per tag at <list>/tags/<tag>/. */
  tags?: string;
  /** An RSS feed of the newest entries at <list>/rss.xml, linked from every page of its language. */
  feed?: boolean;
  /** The built-in pages that show the newest entries (only when there are some), and how many. */
  latest: { on: readonly string[]; count: number };
};

/**
 * Addresses inside a list that its entries may not take: the list's own pages beyond the first and
 * its tag pages live there.
 */
export const listSubpages: Readonly<Record<string, string>> = {
  page: "where the list's later pages are (page/2/ …)",
  tags: "where the tag pages are (tags/<tag>/)",
};

/** Where a page is linked from the footer. */
export const footerLists = ["none", "pages", "legal"] as const;
export type FooterList = (typeof footerLists)[number];

export const sitePages: EntryFolder & Required<Pick<EntryFolder, "footerRanges">> = {
  folder: "site-pages",
  typeName: "MarkdownPage",
  label: "Pages you create",
  singularLabel: "Page",
  noun: ["page", "pages"],
  description:
    "Pages of text (Privacy Policy, Terms of Use, Careers …), one Markdown file each in content/site-pages/. Create, rename and delete them here; their text is Markdown (see 'Writing a page' in CONTENT.md).",
  footerRanges,
  fields: {
    title: text(
      'The page\'s heading, its name in the footer, and its title in the browser tab and search results (before " | " and the brand; with them at most 60 characters).',
      { pageTitle: true },
    ),
    description: paragraph("The summary under the heading, also shown by search engines and link previews (about 150 characters)."),
    address: {
      type: "string",
      format: "address",
      description:
        "The page's address after the site's domain, for example privacy-policy for /privacy-policy/: lowercase letters, digits and hyphens, not the address of another page. Links to the old address stop the check when you change it.",
    },
    indexed: {
      type: "boolean",
      label: "Shown in search results",
      optional: true,
      default: true,
      description:
        "On (the default, also when the line is left out): search engines may list the page, and it is in the sitemap. Off (indexed: false): it asks them not to (noindex) and leaves it out of the sitemap.",
    },
    footerList: {
      type: "string",
      enum: footerLists,
      label: "Footer link",
      description: `Where the footer links to the page: 'pages' (the Pages list, after the header's links; ${rangeWords(footerRanges.pages)}), 'legal' (beside the copyright line; ${rangeWords(footerRanges.legal)}) or 'none'.`,
    },
    footerOrder: {
      type: "integer",
      minimum: 1,
      maximum: 99,
      label: "Footer position",
      description: "The page's place among the footer links in the same list: 1 comes first.",
    },
    updated: {
      type: "string",
      format: "date",
      label: "Last updated",
      description: "When the text last changed in substance, as YYYY-MM-DD; shown under the heading.",
    },
    shareImage: sharePicture("MarkdownPageShareImage"),
  },
};

/** The fields every dated entry has (articles, case studies): its title, summary, address, date and whether it is a draft. */
function datedEntryFields(one: string, many: string, list: string): Fields {
  return {
    title: text(
      `The ${one}'s heading, its name in the list, and its title in the browser tab and search results (before " | " and the brand; with them at most 60 characters).`,
      { pageTitle: true },
    ),
    description: paragraph(
      `The summary under the heading and in the list, also shown by search engines and link previews (about 150 characters).`,
    ),
    address: {
      type: "string",
      format: "address",
      description: `The ${one}'s address after the list's, for example ${list === "articles" ? "design-systems-that-last" : "acme-ordering-platform"} for /${list}/${list === "articles" ? "design-systems-that-last" : "acme-ordering-platform"}/: lowercase letters, digits and hyphens, not another ${one}'s, and not ${Object.keys(listSubpages).join(" or ")}. Links to the old address stop the check when you change it.`,
    },
    date: {
      type: "string",
      format: "date",
      label: "Published on",
      description: `The day the ${one} is published, as YYYY-MM-DD; the list shows the newest first. A day in the future schedules it: the first build on or after that day publishes it (a day starts at midnight UTC; the site is rebuilt every day just after).`,
    },
    updated: {
      type: "string",
      format: "date",
      label: "Last updated",
      optional: true,
      description: "When the text last changed in substance, as YYYY-MM-DD (optional): shown beside the publication day.",
    },
    draft: {
      type: "boolean",
      label: "Draft",
      optional: true,
      default: false,
      description: `On (draft: true): the ${one} is not published, however its date; \`npm run develop\` and the editor's preview show it. Off (the default, also when the line is left out): it is published on its date, in the list of ${many}.`,
    },
  };
}

/** An entry's cover: shown at the top of its page and in the lists, and its link preview, cropped as share pictures are. */
const cover = (typeName: string, one: string): ObjectField => ({
  ...picture(
    `The picture at the top of the ${one}, beside it in the lists, and its link preview on social media (cropped to ${SHARE_PICTURE.width} × ${SHARE_PICTURE.height} around what stands out). Optional.`,
    typeName,
  ),
  cover: true,
});

export const articles: EntryFolder = {
  folder: "articles",
  typeName: "Article",
  label: "Articles",
  singularLabel: "Article",
  noun: ["article", "articles"],
  description:
    "Dated articles, one Markdown file each in content/articles/, listed newest first on the articles page (pages/articles.yaml), with a page per tag and an RSS feed. Their text is Markdown, as a created page's (see 'Writing a page').",
  list: { file: "pages/articles.yaml", perPage: 10, relatedBy: "tags", tags: "tags", feed: true, latest: { on: ["/"], count: 3 } },
  fields: {
    ...datedEntryFields("article", "articles", "articles"),
    author: text("The author's name, as the article shows it."),
    tags: {
      type: "stringList",
      optional: true,
      range: range(0, 8, "tag", "tags"),
      description:
        "The article's topics, each a few words (Design, Cloud hosting): each tag has a page listing its articles, and articles that share a tag are related.",
    },
    cover: cover("ArticleCover", "article"),
  },
};

export const caseStudies: EntryFolder = {
  folder: "case-studies",
  typeName: "CaseStudy",
  label: "Case studies",
  singularLabel: "Case study",
  noun: ["case study", "case studies"],
  description:
    "Stories of work for clients, one Markdown file each in content/case-studies/: the client, the services it used, the results in figures, and the story as Markdown (see 'Writing a page'). Listed newest first on the case studies page (pages/case-studies.yaml).",
  list: { file: "pages/case-studies.yaml", perPage: 12, relatedBy: "services", latest: { on: ["/", "/services"], count: 3 } },
  fields: {
    ...datedEntryFields("case study", "case studies", "case-studies"),
    client: text("The client's name."),
    industry: text("The client's industry, for example Retail or Healthcare."),
    services: {
      type: "stringList",
      format: "service",
      range: range(1, 12, "service", "services", "can be listed"),
      description:
        "The services the work used, by their cards (content/services.yaml): the page links each to its card on the Services page, and case studies that share a service are related.",
    },
    results: {
      type: "objectList",
      optional: true,
      typeName: "CaseStudyResult",
      range: range(0, 6, "result", "results", "fit one row of figures"),
      description: "What the work achieved, in figures, shown like the site's statistics (none: the section is left out).",
      fields: {
        title: text("What was measured, for example 'Faster checkout'."),
        value: text("The figure, as it should appear, for example 3× or -40%."),
      },
    },
    cover: cover("CaseStudyCover", "case study"),
  },
};

/**
 * How a field is kept across the languages (`Translation`): as it declares, or else by its kind.
 * Text is translated (a paragraph, a heading, a list of texts); everything a page or a link depends
 * on is the same in every language: ids, addresses, page links and web addresses, pictures, icons,
 * e-mail addresses and phone links, dates, numbers, yes/no values and fixed choices. A group or a
 * list of entries is neither: its fields say.
 */
export function translationOf(field: Field): Translation {
  if (field.translation) return field.translation;
  if (field.type === "string") return (field.format ?? "text") === "text" && !field.enum ? "translated" : "same";
  if (field.type === "stringList") return (field.format ?? "text") === "text" ? "translated" : "same";
  if (field.type === "integer" || field.type === "boolean") return "same";
  return "translated";
}

/** Every folder of entries editors create, in the order the editor lists them. */
export const entryFolders: readonly EntryFolder[] = [sitePages, articles, caseStudies];

/** Finds the declared file for a path relative to `content/` (for example `pages/home.yaml`). */
export function findContentFile(relativePath: string): ContentFile | undefined {
  const normalized = relativePath.replace(/\\/g, "/").replace(/\.yml$/, ".yaml");
  return contentFiles.find((f) => f.file === normalized);
}
