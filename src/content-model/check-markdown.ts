// The Markdown of an entry: raw HTML, a second main heading, links that lead nowhere or run code, unknown placeholders and blocks, undescribed pictures.
import type { Token } from "markdown-it";
import { CONDITION, inlineTokens, linkKind, markdownPictures, parseMarkdownForCheck, PLACEHOLDER, placeholderNames } from "../lib/markdown";
import { looksLikeFileName } from "./check-yaml";
import { missingAnchorMessage, missingRouteMessage } from "./problems";
import type { Anchors } from "./publish";
import { formats } from "./registry";

export type MarkdownIssue = { line: number; message: string };

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

function conditionIssues(tokens: Token[]): MarkdownIssue[] {
  const issues: MarkdownIssue[] = [];
  const open: number[] = [];
  for (const token of tokens) {
    if (token.type === "container_if_open") {
      const line = (token.map?.[0] ?? 0) + 1;
      if (open.length > 0)
        issues.push({
          line,
          message: `a "::: if" block starts before the one on line ${open.at(-1)} ends. Close that one with a line ":::" first.`,
        });
      const name = CONDITION.exec(token.info.trim())?.[1] ?? token.info.trim();
      if (!placeholderNames.includes(name))
        issues.push({ line, message: `"${name}" is not a setting a page can ask about. Use one of: ${placeholderNames.join(", ")}.` });
      open.push(line);
    }
    if (token.type === "container_if_close") {
      const line = open.pop();
      // markdown-it-container closes a block left open at the end of the text, with no marker.
      if (token.markup === "" && line !== undefined)
        issues.push({ line, message: 'this "::: if" block is never closed. Add a line ":::" where it ends.' });
    }
  }
  return issues;
}

function pictureIssues(source: string): MarkdownIssue[] {
  const image = new RegExp(formats.image.pattern);
  return markdownPictures(source).flatMap(({ src, alt, line }): MarkdownIssue[] => {
    if (!image.test(src)) return [{ line, message: `the picture "${src}" is not a picture file the site can use. ${formats.image.fix}` }];
    // Unlike a picture field's alt: "", a picture placed in the text is part of what the page says.
    if (alt.trim() === "")
      return [
        {
          line,
          message: `the picture ${src} has no description. Write what it shows between the brackets, for example ![Our team at the Brooklyn office](${src}): people who cannot see it hear it read out.`,
        },
      ];
    if (looksLikeFileName(alt))
      return [
        {
          line,
          message: `the picture ${src} is described as "${alt}", which looks like a file name, not a description. Write what it shows between the brackets, for example ![Our team at the Brooklyn office](${src}).`,
        },
      ];
    return [];
  });
}

/** Problems with lines from the Markdown's first (1); `own` is the page's route, for links to its own headings; links to the site's pages are unchecked without `routes`. */
export function checkMarkdown(source: string, routes: readonly string[] | undefined, anchors?: Anchors, own?: string): MarkdownIssue[] {
  const tokens = parseMarkdownForCheck(source);
  const issues = conditionIssues(tokens);
  source.split("\n").forEach((text, i) => {
    for (const m of text.matchAll(PLACEHOLDER))
      if (!placeholderNames.includes(m[1] ?? ""))
        issues.push({
          line: i + 1,
          message: `"${m[0]}" is not a value the site knows. Use one of: ${placeholderNames.map((n) => `{{${n}}}`).join(", ")}.`,
        });
  });
  for (const token of tokens) {
    const line = (token.map?.[0] ?? 0) + 1;
    if (token.type === "html_block")
      token.content.split("\n").forEach((text, i) => {
        for (const tag of text.match(/<!--|<\s*[a-z][^>]*>?/gi) ?? []) issues.push({ line: line + i, message: htmlMessage(tag) });
      });
    if (token.type === "heading_open" && token.tag === "h1")
      issues.push({
        line,
        message:
          'a page has one main heading, its title. Start the headings in the text with "## " (and "### " for the ones under them) instead of "# ".',
      });
  }
  for (const { token, line } of inlineTokens(tokens)) {
    if (token.type === "html_inline" && !/^<\/[a-z][a-z0-9-]*\s*>\s*$/i.test(token.content.trim()))
      issues.push({ line, message: htmlMessage(token.content) });
    if (token.type !== "link_open") continue;
    const href = String(token.attrGet("href") ?? "");
    const kind = linkKind(href);
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
    const missing =
      kind === "refused"
        ? `the link to "${href}" is not allowed${scheme ? ` (${scheme}: links run code or hide content)` : ""}. Link to a page of this site (such as /contact), a full address starting with https://, or mailto: or tel:.`
        : kind === "internal" && routes && !/\{\{/.test(href)
          ? missingRouteMessage(decodeURI(href), routes, anchors)
          : kind === "fragment" && own !== undefined && anchors
            ? missingAnchorMessage(href, "", decodeURI(href.slice(1)), anchors[own])
            : undefined;
    if (missing) issues.push({ line, message: missing });
  }
  return [...issues, ...pictureIssues(source)].sort((a, b) => a.line - b.line);
}
