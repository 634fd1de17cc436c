/**
 * Markdown for the pages editors create (content/site-pages/): one parser, one set of rules, used
 * by the page template at build time (src/templates/site-page.tsx), by the editor's preview
 * (src/cms/previews.tsx) and by the content check (src/content-model/site-pages.ts), so what the
 * check accepts is exactly what the page shows.
 *
 * Markdown is content, not code. Raw HTML is never rendered (markdown-it's `html: false` prints it
 * as text) and the check refuses it with a message naming what it found, so an editor never
 * publishes a page that shows tags. Links keep only the schemes the site uses elsewhere. Pictures
 * (`![what it shows](/images/uploads/team.jpg)`) are the site's own files, made into the site's
 * <picture> at build time: the renderer asks `RenderOptions.picture` for the markup of each.
 *
 * markdown-it rather than unified/remark: the same rules in Node (the build, Jest's CommonJS
 * runtime) and in the browser editor's bundle, with CommonJS and ES builds, no plugins needed for
 * GitHub-style tables, and no HTML sanitiser to keep in step (it never emits raw HTML).
 */
import MarkdownIt, { type MarkdownIt as Parser, type Token } from "markdown-it";
import { isInternal, opensNewTab } from "./links";
import { LAYOUT_IDS } from "./layout-ids";
import { supportHoursText } from "./intl";

/** The words of the values pages may use as `{{name}}`, from settings.yaml. */
export type PlaceholderSettings = {
  brand: string;
  siteName: string;
  siteUrl: string;
  /** The copy's language, as language_TERRITORY (en_US): how a list of names is joined ("A, B and C"). */
  locale: string;
  contact: {
    email: string;
    phone: string;
    /** May name `{{hours.opens}}` and `{{hours.closes}}` (src/lib/intl.ts). */
    supportHours: string;
    replyPromise: string;
    messagingLabel: string;
    formDelivery?: string | null;
    formEndpoint?: string | null;
  };
  footer: { socialLinks: readonly { text: string }[] };
  organization: { hours: { opens: string; closes: string } };
};

/**
 * The placeholders a page may write as `{{name}}`, each with what it is (CONTENT.md lists them),
 * resolved from settings.yaml when the page is built, so the company's name and addresses are
 * written once.
 */
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
    value: (s) => {
      try {
        return s.contact.formEndpoint ? new URL(s.contact.formEndpoint).host : "";
      } catch {
        return "";
      }
    },
  },
  "contact.messagingLabel": {
    description: "the text of the messaging-app link, such as Chat on WhatsApp (contact > messagingLabel)",
    value: (s) => s.contact.messagingLabel,
  },
  "social.names": {
    description:
      "the visible names of the footer's social profile links, joined as the site's language joins a list, such as LinkedIn and Facebook (footer > socialLinks > text)",
    value: (s) => new Intl.ListFormat(s.locale.replace("_", "-"), { type: "conjunction" }).format(s.footer.socialLinks.map((l) => l.text)),
  },
  "social.count": {
    description: "how many social profile links the footer has, such as 2 (for ::: if social.count is not 0)",
    value: (s) => String(s.footer.socialLinks.length),
  },
  "site.url": { description: "the site's address (siteUrl)", value: (s) => s.siteUrl },
  "site.host": { description: "the site's domain, such as www.example.com (from siteUrl)", value: (s) => new URL(s.siteUrl).host },
};

export const placeholderNames = Object.keys(placeholders);

/**
 * The placeholders whose values are addresses and numbers: they read left to right in every
 * language, so in a page's text each is isolated as left to right (`<span dir="ltr">`). In Arabic
 * text "+1 (646) 555-0142" would otherwise show with its groups in reverse order.
 */
const leftToRightPlaceholders: ReadonlySet<string> = new Set([
  "contact.email",
  "contact.phone",
  "contact.formEndpointHost",
  "site.url",
  "site.host",
]);

export function placeholderValues(settings: PlaceholderSettings): Record<string, string> {
  return Object.fromEntries(Object.entries(placeholders).map(([name, p]) => [name, p.value(settings)]));
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** The same inside a link's address, where the parser has written the braces as %7B and %7D. */
const ENCODED_PLACEHOLDER = /%7B%7B\s*([^%]*?)\s*%7D%7D/gi;

/**
 * `::: if contact.formDelivery is netlify` … `:::`: lines shown only when the setting has that
 * value; `is not` shows them when it has any other.
 */
const CONDITION_START = /^:::\s*if\s+(\S+)\s+is\s+(not\s+)?(\S+)\s*$/;
const CONDITION_END = /^:::\s*$/;

export type MarkdownIssue = { line: number; message: string };

/**
 * Blanks the lines of `::: if … :::` blocks whose condition is false (and the marker lines), so
 * line numbers stay those of the file. Unknown names and unclosed blocks are issues.
 */
export function applyConditions(source: string, values: Record<string, string>, issues: MarkdownIssue[] = []): string {
  const lines = source.split(/\r?\n/);
  let open: { line: number; show: boolean } | undefined;
  lines.forEach((text, i) => {
    const start = CONDITION_START.exec(text);
    if (start) {
      if (open)
        issues.push({
          line: i + 1,
          message: `a "::: if" block starts before the one on line ${open.line} ends. Close that one with a line ":::" first.`,
        });
      const [, name = "", not, expected = ""] = start;
      if (!(name in values)) {
        issues.push({
          line: i + 1,
          message: `"${name}" is not a setting a page can ask about. Use one of: ${placeholderNames.join(", ")}.`,
        });
      }
      open = { line: i + 1, show: (values[name] === expected) !== Boolean(not) };
      lines[i] = "";
    } else if (CONDITION_END.test(text) && open) {
      open = undefined;
      lines[i] = "";
    } else if (open && !open.show) {
      lines[i] = "";
    }
  });
  if (open) issues.push({ line: open.line, message: 'this "::: if" block is never closed. Add a line ":::" where it ends.' });
  return lines.join("\n");
}

/** Replaces `{{name}}` with its value; unknown names are left as written (the check reports them). */
export function fillPlaceholders(text: string, values: Record<string, string>, pattern: RegExp = PLACEHOLDER): string {
  return text.replace(pattern, (whole, name: string) => values[name] ?? whole);
}

/** The names in `{{…}}` that are not placeholders, with their lines. */
export function unknownPlaceholders(source: string): MarkdownIssue[] {
  return source.split(/\r?\n/).flatMap((text, i) =>
    [...text.matchAll(PLACEHOLDER)]
      .filter((m) => !placeholderNames.includes(m[1] ?? ""))
      .map((m) => ({
        line: i + 1,
        message: `"${m[0]}" is not a value the site knows. Use one of: ${placeholderNames.map((n) => `{{${n}}}`).join(", ")}.`,
      })),
  );
}

/** What a link in Markdown may lead to: the schemes links elsewhere in content may use, and #fragments. */
export function linkKind(href: string): "internal" | "fragment" | "external" | "app" | "refused" {
  if (href.startsWith("#")) return "fragment";
  if (isInternal(href)) return "internal";
  if (opensNewTab(href)) return "external";
  if (/^(?:mailto|tel):/i.test(href)) return "app";
  return "refused";
}

/** A picture in a page's Markdown: its address, its alt text (between the brackets) and its line (1 = the Markdown's first). */
export type MarkdownPictureRef = { src: string; alt: string; line: number };

/** An image token's alt text: the words between the brackets, as written. */
const altOf = (token: Token) => (token.children ?? []).map((c) => c.content).join("");

/**
 * Every picture a page's Markdown shows, in every `::: if` block (which block shows depends on the
 * settings; the check and the build look at them all), with its line.
 */
export function markdownPictures(source: string): MarkdownPictureRef[] {
  const text = source
    .split(/\r?\n/)
    .map((line) => (/^:::/.test(line) ? "" : line))
    .join("\n");
  const found: MarkdownPictureRef[] = [];
  for (const token of parseMarkdownForCheck(text)) {
    let offset = 0;
    for (const child of token.children ?? []) {
      if (child.type === "softbreak" || child.type === "hardbreak") offset += 1;
      if (child.type === "image") {
        found.push({ src: String(child.attrGet("src") ?? ""), alt: altOf(child), line: (token.map?.[0] ?? 0) + 1 + offset });
      }
    }
  }
  return found;
}

/** The width a picture in a page's text is shown at: the text column (max-w-3xl less its padding: 720 px), less the page's padding below that. */
export const MARKDOWN_PICTURE_SIZES = "(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)";

/** "Our Data & You" → "our-data-you"; unique on the page (ids the page's layout uses count as taken). */
function headingId(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section";
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** Gives every heading among `tokens` its id (from its text, unique on the page); returns the ids in order. */
function assignHeadingIds(tokens: Token[]): string[] {
  const taken = new Set(LAYOUT_IDS);
  const ids: string[] = [];
  tokens.forEach((token, i) => {
    if (token.type !== "heading_open") return;
    const text = (tokens[i + 1]?.children ?? [])
      .filter((c) => c.type === "text" || c.type === "code_inline")
      .map((c) => c.content)
      .join("");
    const id = headingId(text, taken);
    token.attrSet("id", id);
    ids.push(id);
  });
  return ids;
}

/**
 * A text token's placeholders filled, as text tokens of their own: the value of each placeholder
 * that reads left to right in every language (`leftToRightPlaceholders`) in a token marked
 * `meta.leftToRight`, which the renderer isolates.
 */
function splitLeftToRight(text: Token, values: Record<string, string>): Token[] {
  const parts: Token[] = [];
  const piece = (content: string, leftToRight = false) => {
    if (!content) return;
    // A copy of the text token (markdown-it's Token class is not exported on its own).
    parts.push(Object.assign(Object.create(Object.getPrototypeOf(text) as object) as Token, text, { content, meta: { leftToRight } }));
  };
  let last = 0;
  for (const match of text.content.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (!leftToRightPlaceholders.has(name) || !(name in values)) continue;
    piece(fillPlaceholders(text.content.slice(last, match.index), values));
    piece(values[name]!, true);
    last = match.index + match[0].length;
  }
  piece(fillPlaceholders(text.content.slice(last), values));
  return parts;
}

/**
 * Fills the placeholders of the text, as the page shows them (in text, code and link addresses).
 * With `markLeftToRight`, each left-to-right value is a text token of its own (`splitLeftToRight`).
 */
function fillTokens(tokens: Token[], values: Record<string, string>, markLeftToRight = false): void {
  for (const token of tokens) {
    if (markLeftToRight && token.children)
      token.children = token.children.flatMap((child) => (child.type === "text" ? splitLeftToRight(child, values) : [child]));
    for (const child of token.children ?? []) {
      if (child.type === "text" && !markLeftToRight) child.content = fillPlaceholders(child.content, values);
      if (child.type === "code_inline") child.content = fillPlaceholders(child.content, values);
      if (child.type === "link_open")
        child.attrSet("href", fillPlaceholders(String(child.attrGet("href") ?? ""), values, ENCODED_PLACEHOLDER));
    }
    if (token.type === "fence" || token.type === "code_block") token.content = fillPlaceholders(token.content, values);
  }
}

/**
 * The ids of a page's headings as the page shows them with these settings (`values`), so the check
 * knows which `#fragment` of a created page exists; the page's layout's own ids too.
 */
export function headingIds(source: string, values: Record<string, string>): string[] {
  const tokens = parseMarkdown(applyConditions(source, values));
  fillTokens(tokens, values);
  return [...LAYOUT_IDS, ...assignHeadingIds(tokens)];
}

function createParser(): Parser {
  // `html: false`: raw HTML is printed as text, never as HTML. Typographer off: the text appears as written.
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  // Every link becomes a token, so the check can name a refused one (javascript:, data: …) and the
  // renderer can drop it; by default markdown-it leaves those as literal text without a word.
  md.validateLink = () => true;
  return md;
}

const parser = createParser();

/** Parses Markdown as the site does (after `applyConditions`). */
export function parseMarkdown(source: string): Token[] {
  return parser.parse(source, {});
}

/** The check's parser: the same, but it keeps raw HTML as HTML tokens, so the check can name each tag (never used to render). */
const checkParser = createParser().set({ html: true });

export function parseMarkdownForCheck(source: string): Token[] {
  return checkParser.parse(source, {});
}

export type { Token as MarkdownToken };

export type RenderOptions = {
  values: Record<string, string>;
  /**
   * What screen readers announce for the boxes that scroll sideways (settings.yaml > sitePages):
   * a box is a named group, so a keyboard user who tabs to it hears what it holds. With several
   * on a page, each gets its number ("Table 2").
   */
  boxLabels: { tables: string; code: string };
  /** Read out after links that open in a new tab (settings.yaml > footer > newTabNote). */
  newTabNote: string;
  /** A site route as the page links to it ("/about" → "/about/", with any path prefix). */
  href: (to: string) => string;
  /**
   * The markup of a picture (`![alt](src)`): the site's <picture> with the renditions the build made
   * (site-page.tsx), or the editor's preview of the file. Without it, or when it returns nothing,
   * the picture's alt text stands in its place.
   */
  picture?: (src: string, alt: string) => string | undefined;
};

const isCode = (token: Token) => token.type === "fence" || token.type === "code_block";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The page's HTML: placeholders filled, headings with ids, links to other sites opening in a new
 * tab (announced, as SiteLink does), refused links dropped, pictures as `options.picture` draws
 * them, tables and code in boxes of their own that scroll sideways on a narrow screen (focusable,
 * so keyboards can scroll them, and named groups, so what a keyboard user reaches has a name). A
 * group rather than a region: a region is a landmark, and a page with a few tables would fill the
 * list of landmarks that screen reader users jump through; and a <pre>, which scrolls itself,
 * cannot be a <section>, the element HTML has for a region (html-validate's prefer-native-element).
 */
export function renderMarkdown(source: string, options: RenderOptions): string {
  const tokens = parseMarkdown(applyConditions(source, options.values));
  const boxes = { tables: tokens.filter((t) => t.type === "table_open").length, code: tokens.filter(isCode).length };
  const seen = { tables: 0, code: 0 };
  /** The attributes of the `kind` box that comes next: focusable, a group named from content. */
  const box = (kind: "tables" | "code") => {
    seen[kind] += 1;
    const name = boxes[kind] > 1 ? `${options.boxLabels[kind]} ${seen[kind]}` : options.boxLabels[kind];
    return `tabindex="0" role="group" aria-label="${escapeHtml(name)}"`;
  };
  fillTokens(tokens, options.values, true);
  assignHeadingIds(tokens);

  const renderer = parser.renderer;
  const rules: typeof renderer.rules = {
    ...renderer.rules,
    link_open: (all, idx) => {
      const token = all[idx]!;
      const href = String(token.attrGet("href") ?? "");
      const kind = linkKind(href);
      token.meta = { kind };
      if (kind === "refused") return "";
      const target = kind === "internal" ? options.href(href) : href;
      const extra = kind === "external" ? ' target="_blank" rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(target)}"${extra}>`;
    },
    link_close: (all, idx) => {
      // The matching link_open is the nearest one before at the same nesting.
      let open = idx - 1;
      while (open >= 0 && all[open]!.type !== "link_open") open -= 1;
      const kind = (all[open]?.meta as { kind?: string } | null)?.kind;
      if (kind === "refused") return "";
      return kind === "external" ? `<span class="sr-only"> ${escapeHtml(options.newTabNote)}</span></a>` : "</a>";
    },
    image: (all, idx) => {
      const token = all[idx]!;
      const alt = fillPlaceholders(altOf(token), options.values);
      return options.picture?.(String(token.attrGet("src") ?? ""), alt) ?? escapeHtml(alt);
    },
    // Addresses and numbers from the settings, isolated left to right (see leftToRightPlaceholders).
    text: (all, idx) => {
      const token = all[idx]!;
      const text = escapeHtml(token.content);
      return (token.meta as { leftToRight?: boolean } | null)?.leftToRight ? `<span dir="ltr">${text}</span>` : text;
    },
    table_open: () => `<div class="overflow-x-auto" ${box("tables")}><table>\n`,
    table_close: () => "</table></div>\n",
    // Code reads left to right in every language, a right-to-left page's too.
    code_inline: (all, idx) => `<code dir="ltr">${escapeHtml(all[idx]!.content)}</code>`,
    fence: (all, idx) => `<pre dir="ltr" ${box("code")}><code>${escapeHtml(all[idx]!.content)}</code></pre>\n`,
    code_block: (all, idx) => `<pre dir="ltr" ${box("code")}><code>${escapeHtml(all[idx]!.content)}</code></pre>\n`,
  };
  const previous = renderer.rules;
  renderer.rules = rules;
  try {
    return renderer.render(tokens, parser.options, {});
  } finally {
    renderer.rules = previous;
  }
}
