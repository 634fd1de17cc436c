/**
 * Markdown of created pages and entries: one parser for the page, the editor's preview, the check and
 * the feeds. Raw HTML is never rendered (`html: false` prints it as text) and the check refuses it.
 */
import MarkdownIt, { type MarkdownIt as Parser, type Token } from "markdown-it";
import anchor from "markdown-it-anchor";
import container from "markdown-it-container";
import { isInternal, opensNewTab } from "./links";
import { LAYOUT_IDS } from "./layout-ids";
import { listFormat, supportHoursText } from "./intl";
import { slug } from "./slug";

export type PlaceholderSettings = {
  brand: string;
  siteName: string;
  siteUrl: string;
  locale: string;
  contact: {
    email: string;
    phone: string;
    supportHours: string;
    replyPromise: string;
    messagingLabel: string;
    formDelivery?: string | null;
    formEndpoint?: string | null;
  };
  footer: { socialLinks: readonly { text: string }[] };
  organization: { hours: { opens: string; closes: string } };
};

const hostOf = (url: string | null | undefined) => {
  try {
    return url ? new URL(url).host : "";
  } catch {
    return "";
  }
};

/** The `{{name}}`s a page may write, filled from the settings when the page is built (CONTENT.md lists them). */
export const placeholders: Readonly<Record<string, { description: string; value: (s: PlaceholderSettings) => string }>> = {
  "company.name": { description: "the company's full name (siteName)", value: (s) => s.siteName },
  "company.brand": { description: "the brand (brand)", value: (s) => s.brand },
  "contact.email": { description: "the e-mail address (contact > email)", value: (s) => s.contact.email },
  "contact.phone": { description: "the phone number (contact > phone)", value: (s) => s.contact.phone },
  "contact.supportHours": {
    description: "the support hours, their times as the page's language writes them (contact > supportHours)",
    value: (s) => supportHoursText(s),
  },
  "contact.formDelivery": {
    description: "how the contact form delivers: none, netlify or endpoint (contact > formDelivery)",
    value: (s) => s.contact.formDelivery || "none",
  },
  "contact.formEndpointHost": {
    description: "the host name of the form service the form posts to (from contact > formEndpoint), or empty",
    value: (s) => hostOf(s.contact.formEndpoint),
  },
  "contact.messagingLabel": {
    description: "the text of the messaging-app link, such as Chat on WhatsApp (contact > messagingLabel)",
    value: (s) => s.contact.messagingLabel,
  },
  "social.names": {
    description:
      "the visible names of the footer's social profile links, joined as the site's language joins a list, such as LinkedIn and Facebook (footer > socialLinks > text)",
    value: (s) => listFormat(s.locale, { type: "conjunction" }).format(s.footer.socialLinks.map((l) => l.text)),
  },
  "social.count": {
    description: "how many social profile links the footer has, such as 2 (for ::: if social.count is not 0)",
    value: (s) => String(s.footer.socialLinks.length),
  },
  "site.url": { description: "the site's address (siteUrl)", value: (s) => s.siteUrl },
  "site.host": { description: "the site's domain, such as www.example.com (from siteUrl)", value: (s) => hostOf(s.siteUrl) },
};

export const placeholderNames = Object.keys(placeholders);

/** Values that read left to right in every language: isolated in right-to-left text, where "+1 (646) 555-0142" would reverse. */
const leftToRight = new Set(["contact.email", "contact.phone", "contact.formEndpointHost", "site.url", "site.host"]);

export function placeholderValues(settings: PlaceholderSettings): Record<string, string> {
  return Object.fromEntries(Object.entries(placeholders).map(([name, p]) => [name, p.value(settings)]));
}

/** `{{ name }}`, and a `::: if name is [not] value` block's condition. */
export const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** Inside a link's address the parser has written the braces as %7B and %7D. */
const ENCODED_PLACEHOLDER = /%7B%7B\s*([^%]*?)\s*%7D%7D/gi;
export const CONDITION = /^if\s+(\S+)\s+is\s+(not\s+)?(\S+)\s*$/;

export function fillPlaceholders(text: string, values: Record<string, string>, pattern: RegExp = PLACEHOLDER): string {
  return text.replace(pattern, (whole, name: string) => values[name] ?? whole);
}

/** What `env` a parse takes: the settings' values (none in the check, which keeps every `::: if` block). */
type Env = { values?: Record<string, string>; markdownItAnchor?: { slugs: Record<string, boolean> } };

/** A copy of a text token holding `content` (markdown-it's Token class is not exported on its own). */
const textToken = (like: Token, content: string, ltr: boolean) =>
  Object.assign(Object.create(Object.getPrototypeOf(like) as object) as Token, like, { content, meta: { leftToRight: ltr } });

/** Each left-to-right value in a text token of its own, which the renderer isolates. */
function splitLeftToRight(text: Token, values: Record<string, string>): Token[] {
  const parts: Token[] = [];
  let last = 0;
  for (const match of text.content.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (!leftToRight.has(name) || !(name in values)) continue;
    parts.push(
      textToken(text, fillPlaceholders(text.content.slice(last, match.index), values), false),
      textToken(text, values[name]!, true),
    );
    last = match.index + match[0].length;
  }
  parts.push(textToken(text, fillPlaceholders(text.content.slice(last), values), false));
  return parts.filter((part) => part.content !== "");
}

/** `::: if setting is [not] value` blocks kept or dropped, and placeholders filled, before headings get their ids. */
function siteRules(md: Parser) {
  md.core.ruler.push("site", (state) => {
    const { values } = state.env as Env;
    // The check sees every block and its markers.
    if (!values) return;
    const kept: Token[] = [];
    const open: boolean[] = [];
    for (const token of state.tokens) {
      if (token.type === "container_if_open") {
        const [, name = "", not, expected] = CONDITION.exec(token.info.trim()) ?? [];
        open.push((values[name] === expected) !== Boolean(not));
      } else if (token.type === "container_if_close") open.pop();
      else if (open.every(Boolean)) kept.push(token);
    }
    state.tokens = kept;
    for (const token of kept) {
      token.children = token.children?.flatMap((child) => (child.type === "text" ? splitLeftToRight(child, values) : [child])) ?? null;
      for (const child of token.children ?? []) {
        if (child.type === "code_inline") child.content = fillPlaceholders(child.content, values);
        if (child.type === "link_open")
          child.attrSet("href", fillPlaceholders(String(child.attrGet("href") ?? ""), values, ENCODED_PLACEHOLDER));
      }
      if (token.type === "fence" || token.type === "code_block") token.content = fillPlaceholders(token.content, values);
    }
  });
}

function createParser(html: boolean): Parser {
  // Typographer off: the text appears as written.
  const md = new MarkdownIt({ html, linkify: false, typographer: false })
    .use(container, "if", { validate: (params: string) => /^if\b/.test(params.trim()) })
    .use(siteRules)
    .use(anchor, { slugify: (text: string) => slug(text) || "section", uniqueSlugStartIndex: 2, tabIndex: false });
  // Every link becomes a token, so the check can name a refused one and the renderer drop it.
  md.validateLink = () => true;
  return md;
}

const parser = createParser(false);
/** The check's: raw HTML kept as HTML tokens so each tag can be named; never used to render. */
const checkParser = createParser(true);

/** The layout's own ids count as taken, so a heading never takes the id of the page's main content. */
const envOf = (values?: Record<string, string>): Env => ({
  values,
  markdownItAnchor: { slugs: Object.fromEntries(LAYOUT_IDS.map((id) => [id, true])) },
});

export const parseMarkdown = (source: string, values?: Record<string, string>) => parser.parse(source, envOf(values));
export const parseMarkdownForCheck = (source: string) => checkParser.parse(source, envOf());

/** The ids of a page's headings as it shows them with these settings, and the layout's. */
export function headingIds(source: string, values: Record<string, string>): string[] {
  const ids = parseMarkdown(source, values).flatMap((t) => (t.type === "heading_open" ? [String(t.attrGet("id") ?? "")] : []));
  return [...LAYOUT_IDS, ...ids];
}

export function linkKind(href: string): "internal" | "fragment" | "external" | "app" | "refused" {
  if (href.startsWith("#")) return "fragment";
  if (isInternal(href)) return "internal";
  if (opensNewTab(href)) return "external";
  return /^(?:mailto|tel):/i.test(href) ? "app" : "refused";
}

const altOf = (token: Token) => (token.children ?? []).map((c) => c.content).join("");

/** Each inline child with its line (1 = the Markdown's first), counting soft and hard breaks. */
export function* inlineTokens(tokens: Token[]): Generator<{ token: Token; line: number }> {
  for (const block of tokens) {
    let offset = 0;
    for (const child of block.children ?? []) {
      if (child.type === "softbreak" || child.type === "hardbreak") offset += 1;
      yield { token: child, line: (block.map?.[0] ?? 0) + 1 + offset };
    }
  }
}

export type MarkdownPictureRef = { src: string; alt: string; line: number };

/** Every picture the Markdown shows, in every `::: if` block. */
export const markdownPictures = (source: string): MarkdownPictureRef[] =>
  [...inlineTokens(parseMarkdownForCheck(source))]
    .filter(({ token }) => token.type === "image")
    .map(({ token, line }) => ({ src: String(token.attrGet("src") ?? ""), alt: altOf(token), line }));

/** The words a reader reads: text and code, not link addresses. */
export const plainText = (source: string) =>
  [...inlineTokens(parseMarkdown(source))]
    .filter(({ token }) => token.type === "text" || token.type === "code_inline")
    .map(({ token }) => token.content)
    .join(" ");

/** A picture in a page's text is as wide as the text column (max-w-3xl less its padding). */
export const MARKDOWN_PICTURE_SIZES = "(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)";

export type RenderOptions = {
  values: Record<string, string>;
  /** Names of the boxes that scroll sideways, numbered when a page has several. */
  boxLabels: { tables: string; code: string };
  newTabNote: string;
  href: (to: string) => string;
  /** The markup of `![alt](src)`; without it the alt text stands in its place. */
  picture?: (src: string, alt: string) => string | undefined;
  /** For readers outside the site: no note for screen readers, no new tab, no scrolling boxes. */
  portable?: boolean;
  /** Levels to move the text's headings down by: 1 under a section's own h2, so its ## is an h3. */
  headingShift?: number;
};

const isCode = (token: Token) => token.type === "fence" || token.type === "code_block";
export const { escapeHtml } = new MarkdownIt().utils;

/**
 * The page's HTML. Tables and code scroll in focusable boxes named as groups: a region would fill
 * the list of landmarks screen reader users jump through.
 */
export function renderMarkdown(source: string, options: RenderOptions): string {
  const tokens = parseMarkdown(source, options.values);
  for (const token of tokens)
    if (options.headingShift && (token.type === "heading_open" || token.type === "heading_close"))
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + options.headingShift)}`;
  const boxes = { tables: tokens.filter((t) => t.type === "table_open").length, code: tokens.filter(isCode).length };
  const seen = { tables: 0, code: 0 };
  const box = (kind: "tables" | "code") => {
    seen[kind] += 1;
    const name = boxes[kind] > 1 ? `${options.boxLabels[kind]} ${seen[kind]}` : options.boxLabels[kind];
    return `tabindex="0" role="group" aria-label="${escapeHtml(name)}"`;
  };
  const renderer = parser.renderer;
  const rules: typeof renderer.rules = {
    ...renderer.rules,
    link_open: (all, idx) => {
      const token = all[idx]!;
      const href = String(token.attrGet("href") ?? "");
      const kind = linkKind(href);
      token.meta = { kind };
      if (kind === "refused") return "";
      const extra = kind === "external" && !options.portable ? ' target="_blank" rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(kind === "internal" ? options.href(href) : href)}"${extra}>`;
    },
    link_close: (all, idx) => {
      let open = idx - 1;
      while (open >= 0 && all[open]!.type !== "link_open") open -= 1;
      const kind = (all[open]?.meta as { kind?: string } | null)?.kind;
      if (kind === "refused") return "";
      return kind === "external" && !options.portable ? `<span class="sr-only"> ${escapeHtml(options.newTabNote)}</span></a>` : "</a>";
    },
    image: (all, idx) => {
      const alt = fillPlaceholders(altOf(all[idx]!), options.values);
      return options.picture?.(String(all[idx]!.attrGet("src") ?? ""), alt) ?? escapeHtml(alt);
    },
    text: (all, idx) => {
      const token = all[idx]!;
      const text = escapeHtml(token.content);
      return (token.meta as { leftToRight?: boolean } | null)?.leftToRight ? `<span dir="ltr">${text}</span>` : text;
    },
    table_open: () => (options.portable ? "<table>\n" : `<div class="overflow-x-auto" ${box("tables")}><table>\n`),
    table_close: () => (options.portable ? "</table>\n" : "</table></div>\n"),
    // Code reads left to right in every language.
    code_inline: (all, idx) => `<code dir="ltr">${escapeHtml(all[idx]!.content)}</code>`,
    fence: (all, idx) => `<pre dir="ltr"${options.portable ? "" : ` ${box("code")}`}><code>${escapeHtml(all[idx]!.content)}</code></pre>\n`,
    code_block: (all, idx) =>
      `<pre dir="ltr"${options.portable ? "" : ` ${box("code")}`}><code>${escapeHtml(all[idx]!.content)}</code></pre>\n`,
  };
  const previous = renderer.rules;
  renderer.rules = rules;
  try {
    return renderer.render(tokens, parser.options, {});
  } finally {
    renderer.rules = previous;
  }
}

/** The HTML a feed reader or a job board shows: links made absolute by `href`, and none of the page's own furniture. */
export const renderPortableMarkdown = (source: string, options: Pick<RenderOptions, "values" | "href" | "picture">) =>
  renderMarkdown(source, { ...options, portable: true, newTabNote: "", boxLabels: { tables: "", code: "" } });
