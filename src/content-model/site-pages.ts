/**
 * The entries editors create, one Markdown file each: the pages in content/site-pages/ (declared
 * as `sitePages` in schema.ts), and the articles and case studies (every folder of `entryFolders`,
 * read by load.ts). Checks them all alike, with every problem naming the file, the line and the
 * field (or "Markdown" for the entry's text):
 *
 * - the front matter against its declared fields (the same check as every YAML file, validate.ts),
 *   a case study's services against the service cards;
 * - the address: its form, another entry's of the same folder; a created page's, the built-in
 *   routes and folders it may not take; an article's, the addresses inside its list (page, tags);
 *   the lists' own addresses (entry-lists.ts);
 * - the footer's lists of pages (`footerList`): no longer than `sitePages.footerRanges`;
 * - the Markdown (src/lib/markdown.ts): raw HTML, pictures that are no file of this site or have
 *   no description (their files are checked with the other pictures, validate-pictures.ts), links
 *   to addresses no page has or with schemes pages may not use, `{{placeholders}}` and `::: if`
 *   blocks the site does not know, and a second main heading.
 *
 * Plain functions of the loaded content (load.ts): the check (validate-dir.ts), the build's plugins
 * and gatsby-config take the pages that exist from here.
 */
import { parse } from "yaml";
import {
  applyConditions,
  headingIds,
  linkKind,
  markdownPictures,
  parseMarkdownForCheck,
  placeholderNames,
  placeholderValues,
  unknownPlaceholders,
  type MarkdownIssue,
  type PlaceholderSettings,
} from "../lib/markdown";
import { entryFolders, listSubpages, siteRoutes, sitePages, type EntryFolder, type FooterList, type ObjectFile } from "./schema";
import { dataOf, loadContent, readableEntries, settingsOf, splitEntry, defaultContent, type LanguageContent } from "./load";
import { listAddressOf, listAddressProblems, listedFolders, listedRoutes, publicationDay, publishedEntriesOf } from "./entry-lists";
import { entryRoute } from "../lib/entries";
import { reservedAddressMessage, sharedAddressMessage } from "./page-addresses";
import { rangeWords } from "./ranges";
import {
  formatPatterns,
  formatProblems,
  looksLikeFileName,
  missingAnchorMessage,
  missingRouteMessage,
  validateContentSource,
  type Anchors,
  type Problem,
} from "./validate";
import { checkContentBytes } from "./validate-bytes";

/** A folder's front matter as a declared file, so validate.ts checks it like any YAML file. */
export const frontMatterSpecOf = (folder: EntryFolder): ObjectFile => ({
  file: `${folder.folder}/*.md`,
  typeName: folder.typeName,
  label: folder.singularLabel,
  root: "object",
  description: folder.description,
  fields: folder.fields,
});

/** A created page's front matter as a declared file. */
export const frontMatterSpec: ObjectFile = frontMatterSpecOf(sitePages);

/** One page's front matter as the site reads it (load.ts fills in `indexed` when it is left out). */
export type SitePageData = {
  title: string;
  description: string;
  address: string;
  indexed: boolean;
  footerList: string;
  footerOrder: number;
  updated: string;
};

export type SitePage = SitePageData & { name: string; body: string };

/**
 * The pages of a language that can be read, leniently (a page with problems is left out; the check
 * reports it): what the build creates pages from, and the addresses that exist.
 */
export function sitePagesOf(content: LanguageContent | undefined): SitePage[] {
  return readableEntries<SitePageData>(content, sitePages, ["address", "title"]);
}

/** The default language's readable pages in the folder `contentDir` (for scripts and tests). */
export function readSitePages(contentDir: string): SitePage[] {
  return sitePagesOf(defaultContent(loadContent(contentDir)));
}

/** "privacy-policy" → "/privacy-policy" (how content links name a page). */
export const routeOfAddress = (address: string) => `/${address}`;

/**
 * The addresses links may lead to in a language: the built-in routes, every readable page's, and
 * the lists' that a build today publishes (entry-lists.ts: a list with a published entry, its
 * entries and tag pages). `emptyLists`: every list, also one with no published entry yet, for the
 * links the site leaves out while a list is empty (the header's, settings.yaml `nav`).
 */
export function existingRoutes(content: LanguageContent | undefined, { emptyLists = false } = {}): string[] {
  return [
    ...siteRoutes,
    ...sitePagesOf(content).map((p) => routeOfAddress(p.address)),
    ...listedRoutes(content, publicationDay(), { emptyLists }),
  ];
}

/** The service cards' ids in a language (content/services.yaml), which a case study's services name. */
export const serviceIds = (content: LanguageContent | undefined): string[] => entryIds(dataOf(content, "services.yaml"), "");

function entryIds(list: unknown, prefix: string): string[] {
  return Array.isArray(list)
    ? list.flatMap((entry) =>
        entry && typeof (entry as { id?: unknown }).id === "string" ? [`${prefix}${(entry as { id: string }).id}`] : [],
      )
    : [];
}

/** The values of `{{placeholders}}` with the language's settings ({} when they cannot be read: the check of settings.yaml says why). */
function settingsValues(content: LanguageContent | undefined): Record<string, string> {
  try {
    const settings = settingsOf<PlaceholderSettings>(content);
    return settings ? placeholderValues(settings) : {};
  } catch {
    return {};
  }
}

/**
 * The places on the site's pages that links' #fragments may name, as content makes them: the
 * service cards (#service-<id>, on Home and Services), the Services page's sections
 * (#section-<id>), the mission cards (#mission-<id>, About), and every heading of a created page
 * (ids from its text, src/lib/markdown.ts).
 */
export function existingAnchors(content: LanguageContent | undefined): Anchors {
  const services = entryIds(dataOf(content, "services.yaml"), "service-");
  const sections = entryIds((dataOf(content, "pages/services.yaml") as { sections?: unknown } | undefined)?.sections, "section-");
  const mission = entryIds(dataOf(content, "mission.yaml"), "mission-");
  const values = settingsValues(content);
  return {
    "/": { prefixes: ["service-"], ids: services },
    "/services": { prefixes: ["service-", "section-"], ids: [...services, ...sections] },
    "/about": { prefixes: ["mission-"], ids: mission },
    ...Object.fromEntries(sitePagesOf(content).map((page) => [routeOfAddress(page.address), { ids: headingIds(page.body, values) }])),
    ...Object.fromEntries(
      listedFolders.flatMap((folder) => {
        const address = listAddressOf(content, folder);
        if (!address) return [];
        return publishedEntriesOf(content, folder, publicationDay()).map((entry) => [
          entryRoute(address, entry.address),
          { ids: headingIds(entry.body, values) },
        ]);
      }),
    ),
  };
}

/** What a piece of raw HTML is, in an editor's words. */
function describeHtml(html: string): string {
  const tag = /^<\s*([a-z][a-z0-9-]*)/i.exec(html.trim())?.[1]?.toLowerCase();
  if (/<\s*script\b/i.test(html)) return "a <script> element, a program (pages may not run programs)";
  if (/<\s*iframe\b/i.test(html)) return "an <iframe>, another website shown inside the page";
  if (/<\s*form\b/i.test(html)) return "a <form> (forms belong to the Contact page, which checks and delivers them)";
  if (/\son[a-z]+\s*=/i.test(html)) return "an event handler (such as onerror= or onclick=), a program";
  if (/\sstyle\s*=/i.test(html) || /<\s*style\b/i.test(html)) return "an inline style (the page's look comes from the site's stylesheet)";
  if (/^<!--/.test(html.trim())) return "an HTML comment (visitors could read it in the page's source)";
  return tag ? `the HTML tag <${tag}>` : "HTML";
}

const htmlMessage = (html: string) =>
  `raw HTML is not allowed in a page: ${describeHtml(html)}. A page is written in Markdown only ("Writing a page" in CONTENT.md lists what it can hold); remove the HTML.`;

/** A closing tag alone (`</form>`): its opening tag is reported already. */
const closingOnly = (html: string) => /^<\/[a-z][a-z0-9-]*\s*>\s*$/i.test(html.trim());

/**
 * The problems in a page's Markdown, with lines counted from the start of the Markdown (1 = its
 * first line). `anchors`, when given, are the places links' #fragments may name; `own` is the
 * page's own route, for links to a place on the same page (`#heading`).
 */
export function checkMarkdown(source: string, routes: readonly string[], anchors?: Anchors, own?: string): MarkdownIssue[] {
  const issues: MarkdownIssue[] = [];
  // The conditions' names are checked here; which block shows does not matter to the check, so every block is kept.
  const every = Object.fromEntries(placeholderNames.map((n) => [n, ""]));
  applyConditions(source, every, issues);
  const text = source
    .split(/\r?\n/)
    .map((line) => (/^:::/.test(line) ? "" : line))
    .join("\n");
  issues.push(...unknownPlaceholders(source));
  for (const token of parseMarkdownForCheck(text)) {
    const line = (token.map?.[0] ?? 0) + 1;
    // A block of HTML may hold several tags on several lines: each opening tag is named on its line.
    if (token.type === "html_block") {
      token.content.split("\n").forEach((text, i) => {
        for (const tag of text.match(/<!--|<\s*[a-z][^>]*>?/gi) ?? []) issues.push({ line: line + i, message: htmlMessage(tag) });
      });
    }
    if (token.type === "heading_open" && token.tag === "h1") {
      issues.push({
        line,
        message:
          'a page has one main heading, its title. Start the headings in the text with "## " (and "### " for the ones under them) instead of "# ".',
      });
    }
    let offset = 0;
    for (const child of token.children ?? []) {
      if (child.type === "softbreak" || child.type === "hardbreak") offset += 1;
      const at = line + offset;
      if (child.type === "html_inline" && !closingOnly(child.content)) issues.push({ line: at, message: htmlMessage(child.content) });
      if (child.type === "link_open") {
        const href = String(child.attrGet("href") ?? "");
        const kind = linkKind(href);
        if (kind === "refused") {
          const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
          issues.push({
            line: at,
            message: `the link to "${href}" is not allowed${scheme ? ` (${scheme}: links run code or hide content)` : ""}. Link to a page of this site (such as /contact), a full address starting with https://, or mailto: or tel:.`,
          });
        } else if (kind === "internal" && !/\{\{/.test(href)) {
          const missing = missingRouteMessage(decodeURI(href), routes, anchors);
          if (missing) issues.push({ line: at, message: missing });
        } else if (kind === "fragment" && own !== undefined && anchors) {
          const missing = missingAnchorMessage(href, "", decodeURI(href.slice(1)), anchors[own]);
          if (missing) issues.push({ line: at, message: missing });
        }
      }
    }
  }
  issues.push(...pictureIssues(source));
  return issues.sort((a, b) => a.line - b.line);
}

const imagePattern = new RegExp(formatPatterns.image);

/**
 * A picture in a page's text must be a picture file of this site and say what it shows. An empty
 * description is refused here, unlike in the pages' YAML (where alt: "" marks a decorative
 * picture): a picture placed in a page's text is part of what the page says.
 */
function pictureIssues(source: string): MarkdownIssue[] {
  return markdownPictures(source).flatMap(({ src, alt, line }): MarkdownIssue[] => {
    if (!imagePattern.test(src)) {
      return [{ line, message: `the picture "${src}" is not a picture file the site can use. ${formatProblems.image.fix}` }];
    }
    if (alt.trim() === "") {
      return [
        {
          line,
          message: `the picture ${src} has no description. Write what it shows between the brackets, for example ![Our team at the Brooklyn office](${src}): people who cannot see it hear it read out.`,
        },
      ];
    }
    if (looksLikeFileName(alt)) {
      return [
        {
          line,
          message: `the picture ${src} is described as "${alt}", which looks like a file name, not a description. Write what it shows between the brackets, for example ![Our team at the Brooklyn office](${src}).`,
        },
      ];
    }
    return [];
  });
}

/** What an entry's check needs to know of its language: the routes and places links may lead to, the service cards, and the lists' addresses. */
export type EntryCheckContext = {
  routes: readonly string[];
  anchors?: Anchors;
  /** The service cards' ids (a case study's services name them); unchecked when undefined. */
  services?: readonly string[];
  /** Each listed folder's list address, by folder: where its entries are published. */
  listAddresses?: Readonly<Record<string, string | undefined>>;
};

const checkContexts = new WeakMap<LanguageContent, EntryCheckContext>();

/** The context of a language's entries' checks, made once per loaded language (the build checks one file at a time). */
export function entryCheckContext(content: LanguageContent): EntryCheckContext {
  let context = checkContexts.get(content);
  if (!context) {
    context = {
      routes: existingRoutes(content),
      anchors: existingAnchors(content),
      services: serviceIds(content),
      listAddresses: Object.fromEntries(listedFolders.map((folder) => [folder.folder, listAddressOf(content, folder)])),
    };
    checkContexts.set(content, context);
  }
  return context;
}

/** The route an entry of `folder` with `address` is published at ("/careers", "/articles/design-systems"); undefined while its list has no address. */
export function routeOfEntry(
  folder: EntryFolder,
  address: string,
  listAddresses: EntryCheckContext["listAddresses"] = {},
): string | undefined {
  if (!folder.list) return routeOfAddress(address);
  const list = listAddresses[folder.folder];
  return list ? entryRoute(list, address) : undefined;
}

/** "article" → "An article", "page" → "A page". */
const article = (noun: string) => `${/^[aeiou]/i.test(noun) ? "An" : "A"} ${noun}`;

/** Why an entry of `folder` may not have `address` (the addresses the site or its list keep), or undefined. */
function keptAddressMessage(folder: EntryFolder, address: string): string | undefined {
  if (!folder.list) return reservedAddressMessage(address);
  if (!Object.hasOwn(listSubpages, address)) return undefined;
  return `"${address}" is taken: it is ${listSubpages[address]} in the list's address. Choose another address for this ${folder.noun[0]}.`;
}

/**
 * Checks one entry's file of `folder`; `display` is how messages name it (content/site-pages/careers.md).
 * Links are checked against `context.routes`, and their #fragments against `context.anchors` when given.
 */
export function validateEntrySource(folder: EntryFolder, source: string, display: string, context: EntryCheckContext): Problem[] {
  const page = splitEntry(source);
  if (!page) {
    return [
      {
        file: display,
        line: 1,
        message: `has no front matter. ${article(folder.noun[0])} starts with a line "---", then its fields (${Object.keys(folder.fields).join(", ")}), then another line "---", then its text.`,
      },
    ];
  }
  const { routes, anchors, services } = context;
  // The front matter is checked as a YAML file of its own; its lines start on the file's line 2.
  const { problems: fieldProblems } = validateContentSource(frontMatterSpecOf(folder), page.frontMatter, display, {
    routes,
    anchors,
    services,
  });
  const problems: Problem[] = fieldProblems.map((p) => ({ ...p, line: p.line === undefined ? undefined : p.line + 1 }));
  const data = fieldProblems.length === 0 ? (parse(page.frontMatter) as { address: string }) : undefined;
  const kept = data ? keptAddressMessage(folder, data.address) : undefined;
  if (kept) problems.push({ file: display, line: frontMatterLine(page.frontMatter, "address"), field: "address", message: kept });
  const own = data ? routeOfEntry(folder, data.address, context.listAddresses) : undefined;
  for (const issue of checkMarkdown(page.body, routes, anchors, own)) {
    problems.push({ file: display, line: issue.line + page.bodyLine - 1, field: "Markdown", message: issue.message });
  }
  return problems;
}

/** Checks one created page's file (content/site-pages/*.md): `validateEntrySource` for `sitePages`. */
export function validateSitePageSource(source: string, display: string, routes: readonly string[], anchors?: Anchors): Problem[] {
  return validateEntrySource(sitePages, source, display, { routes, anchors });
}

/**
 * Checks a language's folders of entries: each entry, two entries of a folder with one address,
 * files that are not entries, the footer's lists of pages and the lists' addresses. `context` says
 * what exists (`entryCheckContext`); `languageCodes` are the site's other languages' codes.
 */
export function validateEntryFolders(
  content: LanguageContent,
  context: EntryCheckContext = entryCheckContext(content),
  languageCodes: readonly string[] = [],
): Problem[] {
  const problems: Problem[] = [];
  for (const folder of entryFolders) {
    const where = `${content.displayDir}/${folder.folder}`;
    for (const stray of content.strayEntries.filter((file) => file.path.startsWith(`${folder.folder}/`))) {
      problems.push({
        file: stray.display,
        message: `is not ${article(folder.noun[0]).toLowerCase()}: only Markdown files (ending in .md) belong in ${where}/. Move it elsewhere, or rename it to end in .md if it is ${folder.noun[0] === "page" ? "a page" : "one"}.`,
      });
    }
    const addresses = new Map<string, string>();
    for (const entry of content.entries[folder.folder] ?? []) {
      const byteProblems = checkContentBytes(entry.bytes, entry.display);
      if (byteProblems.length > 0) {
        problems.push(...byteProblems);
        continue;
      }
      problems.push(...validateEntrySource(folder, entry.text, entry.display, context));
      const address = entry.data?.address;
      if (typeof address !== "string") continue;
      const first = addresses.get(address);
      if (first) {
        problems.push({
          file: entry.display,
          line: frontMatterLine(entry.parts?.frontMatter, "address"),
          field: "address",
          message: sharedAddressMessage(address, first),
        });
      } else {
        addresses.set(address, entry.display);
      }
    }
  }
  const pageAddresses = new Map(
    (content.entries[sitePages.folder] ?? []).flatMap((page) =>
      typeof page.data?.address === "string" ? [[page.data.address, page.display] as const] : [],
    ),
  );
  problems.push(...footerListProblems(content), ...listAddressProblems(content, pageAddresses, languageCodes));
  return problems;
}

/** The file's line of a front-matter field written at the top level (`address: …`), or undefined. */
function frontMatterLine(frontMatter: string | undefined, key: string): number | undefined {
  const index = (frontMatter ?? "").split("\n").findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 2;
}

/** What the footer calls each list pages join, and where else a page can go, in the check's messages. */
const footerListWords: Record<Exclude<FooterList, "none">, { name: string; elsewhere: string }> = {
  pages: { name: "the footer's Pages list", elsewhere: "'none' (or 'legal')" },
  legal: { name: "the footer's links beside the copyright line", elsewhere: "'none' (or 'pages')" },
};

/**
 * The footer's lists that hold more links than they fit (`sitePages.footerRanges`), reported on
 * the footerList line of the page that comes last in the list, naming every page in it.
 */
export function footerListProblems(content: LanguageContent): Problem[] {
  const folder = `${content.displayDir}/${sitePages.folder}`;
  const pages = sitePagesOf(content).sort((a, b) => a.footerOrder - b.footerOrder || a.title.localeCompare(b.title));
  const nav = settingsOf<{ nav?: unknown }>(content)?.nav;
  const problems: Problem[] = [];
  for (const list of ["pages", "legal"] as const) {
    const range = sitePages.footerRanges[list];
    const inList = pages.filter((page) => page.footerList === list);
    // The header's links come first in the footer's Pages list.
    const headerLinks = list === "pages" && Array.isArray(nav) ? nav.length : 0;
    const count = headerLinks + inList.length;
    const last = inList.at(-1);
    if (count <= range.max || !last) continue;
    const over = count - range.max;
    const named = inList.map((page) => `${folder}/${page.name} "${page.title}"`).join(", ");
    const entry = content.entries[sitePages.folder]?.find((page) => page.name === last.name);
    const held = headerLinks > 0 ? `${headerLinks} header links (settings.yaml nav) and ${inList.length} pages` : `${inList.length} pages`;
    problems.push({
      file: `${folder}/${last.name}`,
      line: frontMatterLine(entry?.parts?.frontMatter, "footerList"),
      field: "footerList",
      message:
        `${footerListWords[list].name} would hold ${count} links: ${held} (${named}); ${rangeWords(range)}. ` +
        `Set footerList to ${footerListWords[list].elsewhere} on ${over} of these pages${headerLinks > 0 ? ", or remove a header link" : ""}.`,
    });
  }
  return problems;
}
