/**
 * The pages editors create: Markdown files in content/site-pages/ (declared as `sitePages` in
 * schema.ts). Reads them (front matter and text) and checks them, with every problem naming the
 * file, the line and the field (or "Markdown" for the page's text):
 *
 * - the front matter against its declared fields (the same check as every YAML file, validate.ts);
 * - the address: its form, the built-in routes and folders it may not take, and another page's;
 * - the footer's lists of pages (`footerList`): no longer than `sitePages.footerRanges`;
 * - the Markdown (src/lib/markdown.ts): raw HTML, pictures that are no file of this site or have
 *   no description (their files are checked with the other pictures, validate-pictures.ts), links
 *   to addresses no page has or with schemes pages may not use, `{{placeholders}}` and `::: if`
 *   blocks the site does not know, and a second main heading.
 *
 * Node-only (reads the file system); used by validate-dir.ts, the build plugin and gatsby-config.
 */
import fs from "node:fs";
import path from "node:path";
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
import { findContentFile, siteRoutes, sitePages, type ContentFile, type FooterList, type ObjectFile } from "./schema";
import { withIds } from "./ids";
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
import { withoutByteOrderMark } from "./text";

/** The front matter as a declared file, so validate.ts checks it like any YAML file. */
export const frontMatterSpec: ObjectFile = {
  file: `${sitePages.folder}/*.md`,
  typeName: sitePages.typeName,
  label: sitePages.singularLabel,
  root: "object",
  description: sitePages.description,
  fields: sitePages.fields,
};

/** One page's front matter as the site reads it. */
export type SitePageData = {
  title: string;
  description: string;
  address: string;
  indexed: boolean;
  footerList: string;
  footerOrder: number;
  updated: string;
};

export type SitePageFile = {
  /** The file name inside the folder, for example privacy-policy.md. */
  name: string;
  frontMatter: string;
  body: string;
  /** The line of the file the text (after the front matter) starts on. */
  bodyLine: number;
};

const FENCE = /^---\s*$/;

/** Splits a page file into its front matter and text; undefined when it has no front matter. */
export function splitPage(name: string, source: string): SitePageFile | undefined {
  const lines = withoutByteOrderMark(source).split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? "")) return undefined;
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (end === -1) return undefined;
  return { name, frontMatter: lines.slice(1, end).join("\n"), body: lines.slice(end + 1).join("\n"), bodyLine: end + 2 };
}

export const sitePagesDir = (contentDir: string) => path.join(contentDir, sitePages.folder);

/** Every file in the folder (none when the folder does not exist: a site may have no created pages). */
function folderFiles(contentDir: string): string[] {
  const dir = sitePagesDir(contentDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith("."))
    .map((e) => e.name)
    .sort();
}

/**
 * The pages that can be read, leniently (a page with problems is left out; the check reports it):
 * what the build creates pages from, and the addresses that exist.
 */
export function readSitePages(contentDir: string): (SitePageData & { name: string; body: string })[] {
  return folderFiles(contentDir).flatMap((name) => {
    if (!name.endsWith(".md")) return [];
    const page = splitPage(name, fs.readFileSync(path.join(sitePagesDir(contentDir), name), "utf8"));
    if (!page) return [];
    try {
      const data = parse(page.frontMatter) as Partial<SitePageData> | null;
      if (!data || typeof data.address !== "string" || typeof data.title !== "string") return [];
      return [{ ...(data as SitePageData), name, body: page.body }];
    } catch {
      return [];
    }
  });
}

/** "privacy-policy" → "/privacy-policy" (how content links name a page). */
export const routeOfAddress = (address: string) => `/${address}`;

/** The addresses links may lead to: the built-in routes and every readable page's. */
export function existingRoutes(contentDir: string): string[] {
  return [...siteRoutes, ...readSitePages(contentDir).map((p) => routeOfAddress(p.address))];
}

/** A content file's data with its entries' ids as the site gives them (undefined when it cannot be read). */
function readWithIds(contentDir: string, file: string): unknown {
  try {
    const spec = findContentFile(file) as ContentFile;
    return withIds(spec, parse(withoutByteOrderMark(fs.readFileSync(path.join(contentDir, file), "utf8"))));
  } catch {
    return undefined;
  }
}

const entryIds = (list: unknown, prefix: string): string[] =>
  Array.isArray(list)
    ? list.flatMap((entry) =>
        entry && typeof (entry as { id?: unknown }).id === "string" ? [`${prefix}${(entry as { id: string }).id}`] : [],
      )
    : [];

/** The values of `{{placeholders}}` with the settings in the folder ({} when they cannot be read: the check of settings.yaml says why). */
function settingsValues(contentDir: string): Record<string, string> {
  try {
    const settings = parse(withoutByteOrderMark(fs.readFileSync(path.join(contentDir, "settings.yaml"), "utf8"))) as PlaceholderSettings;
    return placeholderValues(settings);
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
export function existingAnchors(contentDir: string): Anchors {
  const services = entryIds(readWithIds(contentDir, "services.yaml"), "service-");
  const sections = entryIds((readWithIds(contentDir, "pages/services.yaml") as { sections?: unknown } | undefined)?.sections, "section-");
  const mission = entryIds(readWithIds(contentDir, "mission.yaml"), "mission-");
  const values = settingsValues(contentDir);
  return {
    "/": { prefixes: ["service-"], ids: services },
    "/services": { prefixes: ["service-", "section-"], ids: [...services, ...sections] },
    "/about": { prefixes: ["mission-"], ids: mission },
    ...Object.fromEntries(readSitePages(contentDir).map((page) => [routeOfAddress(page.address), { ids: headingIds(page.body, values) }])),
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
  const page = splitPage(path.basename(display), source);
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
 * Checks the whole folder: each page, two pages with one address, and files that are not pages.
 * `routes` are the addresses that exist (`existingRoutes`).
 */
export function validateSitePages(
  contentDir: string,
  displayPrefix: string,
  routes: readonly string[],
  anchors: Anchors = existingAnchors(contentDir),
): Problem[] {
  const folder = `${displayPrefix}/${sitePages.folder}`;
  const problems: Problem[] = [];
  const addresses = new Map<string, string>();
  for (const name of folderFiles(contentDir)) {
    const display = `${folder}/${name}`;
    if (!name.endsWith(".md")) {
      problems.push({
        file: display,
        message: `is not a page: only Markdown files (ending in .md) belong in ${folder}/. Move it elsewhere, or rename it to end in .md if it is a page.`,
      });
      continue;
    }
    const bytes = fs.readFileSync(path.join(sitePagesDir(contentDir), name));
    const byteProblems = checkContentBytes(bytes, display);
    if (byteProblems.length > 0) {
      problems.push(...byteProblems);
      continue;
    }
    const source = bytes.toString("utf8");
    problems.push(...validateSitePageSource(source, display, routes, anchors));
    const page = splitPage(name, source);
    let address: unknown;
    try {
      address = page ? (parse(page.frontMatter) as { address?: unknown } | null)?.address : undefined;
    } catch {
      address = undefined;
    }
    if (typeof address !== "string") continue;
    const first = addresses.get(address);
    if (first) {
      const line = (page?.frontMatter.split("\n").findIndex((l) => /^address:/.test(l)) ?? 0) + 2;
      problems.push({
        file: display,
        line,
        field: "address",
        message: sharedAddressMessage(address, first),
      });
    } else {
      addresses.set(address, display);
    }
  }
  problems.push(...footerListProblems(contentDir, displayPrefix));
  return problems;
}

/** How many header links settings.yaml has (they come first in the footer's Pages list); 0 when it cannot be read. */
function headerLinkCount(contentDir: string): number {
  try {
    const nav = (parse(fs.readFileSync(path.join(contentDir, "settings.yaml"), "utf8")) as { nav?: unknown } | null)?.nav;
    return Array.isArray(nav) ? nav.length : 0;
  } catch {
    return 0;
  }
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
export function footerListProblems(contentDir: string, displayPrefix: string): Problem[] {
  const folder = `${displayPrefix}/${sitePages.folder}`;
  const pages = readSitePages(contentDir).sort((a, b) => a.footerOrder - b.footerOrder || a.title.localeCompare(b.title));
  const problems: Problem[] = [];
  for (const list of ["pages", "legal"] as const) {
    const range = sitePages.footerRanges[list];
    const inList = pages.filter((page) => page.footerList === list);
    const headerLinks = list === "pages" ? headerLinkCount(contentDir) : 0;
    const count = headerLinks + inList.length;
    const last = inList.at(-1);
    if (count <= range.max || !last) continue;
    const over = count - range.max;
    const named = inList.map((page) => `${folder}/${page.name} "${page.title}"`).join(", ");
    const source = fs.readFileSync(path.join(sitePagesDir(contentDir), last.name), "utf8");
    const line =
      withoutByteOrderMark(source)
        .split(/\r?\n/)
        .findIndex((l, i) => i > 0 && /^footerList:/.test(l)) + 1;
    const held = headerLinks > 0 ? `${headerLinks} header links (settings.yaml nav) and ${inList.length} pages` : `${inList.length} pages`;
    problems.push({
      file: `${folder}/${last.name}`,
      line: line > 0 ? line : undefined,
      field: "footerList",
      message:
        `${footerListWords[list].name} would hold ${count} links: ${held} (${named}); ${rangeWords(range)}. ` +
        `Set footerList to ${footerListWords[list].elsewhere} on ${over} of these pages${headerLinks > 0 ? ", or remove a header link" : ""}.`,
    });
  }
  return problems;
}
