/**
 * The pages editors create: Markdown files in content/site-pages/ (declared as `sitePages` in
 * schema.ts, read by load.ts). Checks them, with every problem naming the file, the line and the
 * field (or "Markdown" for the page's text):
 *
 * - the front matter against its declared fields (the same check as every YAML file, validate.ts);
 * - the address: its form, the built-in routes and folders it may not take, and another page's;
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
import { siteRoutes, sitePages, type FooterList, type ObjectFile } from "./schema";
import { dataOf, loadContent, readableEntries, settingsOf, splitEntry, defaultContent, type LanguageContent } from "./load";
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

/** The front matter as a declared file, so validate.ts checks it like any YAML file. */
export const frontMatterSpec: ObjectFile = {
  file: `${sitePages.folder}/*.md`,
  typeName: sitePages.typeName,
  label: sitePages.singularLabel,
  root: "object",
  description: sitePages.description,
  fields: sitePages.fields,
};

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

/** The addresses links may lead to in a language: the built-in routes and every readable page's. */
export function existingRoutes(content: LanguageContent | undefined): string[] {
  return [...siteRoutes, ...sitePagesOf(content).map((p) => routeOfAddress(p.address))];
}

const entryIds = (list: unknown, prefix: string): string[] =>
  Array.isArray(list)
    ? list.flatMap((entry) =>
        entry && typeof (entry as { id?: unknown }).id === "string" ? [`${prefix}${(entry as { id: string }).id}`] : [],
      )
    : [];

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

/**
 * Checks one page file; `display` is how messages name it (content/site-pages/careers.md). Links
 * are checked against `routes`, and their #fragments against `anchors` when given (`existingAnchors`).
 */
export function validateSitePageSource(source: string, display: string, routes: readonly string[], anchors?: Anchors): Problem[] {
  const page = splitEntry(source);
  if (!page) {
    return [
      {
        file: display,
        line: 1,
        message:
          'has no front matter. A page starts with a line "---", then its fields (title, description, address, indexed, footerList, footerOrder, updated), then another line "---", then its text.',
      },
    ];
  }
  // The front matter is checked as a YAML file of its own; its lines start on the file's line 2.
  const { problems: fieldProblems } = validateContentSource(frontMatterSpec, page.frontMatter, display, { routes, anchors });
  const problems: Problem[] = fieldProblems.map((p) => ({ ...p, line: p.line === undefined ? undefined : p.line + 1 }));
  const data = fieldProblems.length === 0 ? (parse(page.frontMatter) as SitePageData) : undefined;
  const reserved = data ? reservedAddressMessage(data.address) : undefined;
  if (reserved) {
    const line = page.frontMatter.split("\n").findIndex((l) => /^address:/.test(l)) + 2;
    problems.push({ file: display, line, field: "address", message: reserved });
  }
  const own = data ? routeOfAddress(data.address) : undefined;
  for (const issue of checkMarkdown(page.body, routes, anchors, own)) {
    problems.push({ file: display, line: issue.line + page.bodyLine - 1, field: "Markdown", message: issue.message });
  }
  return problems;
}

/**
 * Checks a language's folder of pages: each page, two pages with one address, and files that are
 * not pages. `routes` are the addresses that exist (`existingRoutes`), `anchors` the places on them.
 */
export function validateSitePages(
  content: LanguageContent,
  routes: readonly string[],
  anchors: Anchors = existingAnchors(content),
): Problem[] {
  const folder = `${content.displayDir}/${sitePages.folder}`;
  const problems: Problem[] = [];
  for (const stray of content.strayEntries.filter((file) => file.path.startsWith(`${sitePages.folder}/`))) {
    problems.push({
      file: stray.display,
      message: `is not a page: only Markdown files (ending in .md) belong in ${folder}/. Move it elsewhere, or rename it to end in .md if it is a page.`,
    });
  }
  const addresses = new Map<string, string>();
  for (const page of content.entries[sitePages.folder] ?? []) {
    const byteProblems = checkContentBytes(page.bytes, page.display);
    if (byteProblems.length > 0) {
      problems.push(...byteProblems);
      continue;
    }
    problems.push(...validateSitePageSource(page.text, page.display, routes, anchors));
    const address = page.data?.address;
    if (typeof address !== "string") continue;
    const first = addresses.get(address);
    if (first) {
      problems.push({
        file: page.display,
        line: frontMatterLine(page.parts?.frontMatter, "address"),
        field: "address",
        message: sharedAddressMessage(address, first),
      });
    } else {
      addresses.set(address, page.display);
    }
  }
  problems.push(...footerListProblems(content));
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
