/**
 * Each page's CSS, cut down to what its own markup can use.
 *
 * Gatsby inlines the site's one stylesheet (Tailwind's output for every component of every page)
 * into every page, so a visitor to /contact/ parses the rules of the service cards, the process
 * steps and the Markdown pages as well: about 40% of each page's CSS, which the browser parses and
 * matches against the page before its first paint. Beasties (the maintained fork of Google's
 * critters) reads the page's own DOM and keeps the rules whose selectors match an element in it.
 * It ignores pseudo-classes and pseudo-elements when it matches, so `:hover`, `:focus-visible`,
 * `:disabled` and `open:` (`:is([open], …)`) rules stay with their elements: every state a visitor
 * or the page's scripts can bring about keeps its style. (The scripts only toggle `hidden` and
 * `disabled` on elements that are in the markup already: src/scripts/contact-form.js,
 * plugins/static-pages/page-scripts.ts.)
 *
 * Only the stylesheet's text changes: the rest of the HTML stays byte for byte what React rendered.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import Beasties from "beasties";

/**
 * Where the build keeps the whole stylesheet (Gatsby's styles.<hash>.css, which it inlines into
 * every page before each page keeps its own part), from the project root. Not published:
 * e2e/widths.spec.ts gives a grid every count its list may have on one page, with the classes
 * another build would have, so it needs every rule.
 */
export const FULL_STYLESHEET = ".cache/page-css/site.css";

/** The stylesheet Gatsby inlines into every page (static-entry's `gatsby-global-css`). */
const GLOBAL_STYLE = /(<style\b[^>]*\bdata-identity="gatsby-global-css"[^>]*>)([\s\S]*?)(<\/style>)/;

export type PrunedPage = { html: string; bytesBefore: number; bytesAfter: number };

export type Warn = (message: string) => void;

/**
 * Rules on the root element itself, kept whatever the page holds: Beasties matches selectors
 * against the elements inside <html>, so `html:has(dialog[open])` (the open menu holds the page
 * still) would never match, and `:root` only when written alone.
 */
const ROOT_RULES = /^(?:html|:root)(?![\w-])/;

/**
 * A selector written whole inside `:where(…)` or `:is(…)`, as Tailwind writes `space-y-*`
 * (`:where(.space-y-2>:not(:last-child))`): Beasties strips a pseudo-class together with its
 * argument before it matches, which leaves nothing, so it would drop the rule on every page. The
 * page keeps it when what is inside matches. (`normalizeCssSelector` is Beasties' own method, not
 * in its type declarations; page-css.test.ts fails if a new version stops calling it.)
 */
const WRAPPED = /^:(?:where|is)\((.+)\)$/;

class PagePruner extends Beasties {
  normalizeCssSelector(selector: string): string {
    const inner = WRAPPED.exec(selector)?.[1];
    const normalize = (Beasties.prototype as unknown as { normalizeCssSelector: (s: string) => string }).normalizeCssSelector;
    return normalize.call(this, inner ?? selector);
  }
}

/** A Beasties that only reduces the inline stylesheet: no linked sheets, fonts, preloads or merging. */
export function createPruner(warn: Warn): Beasties {
  return new PagePruner({
    allowRules: [ROOT_RULES],
    external: false,
    reduceInlineStyles: true,
    mergeStylesheets: false,
    pruneSource: false,
    preload: undefined,
    inlineFonts: false,
    preloadFonts: false,
    fonts: false,
    keyframes: "critical",
    compress: true,
    logLevel: "warn",
    logger: { warn, error: warn },
  });
}

/**
 * `html` with its inline site stylesheet replaced by `stylesheet` (the whole of this build's CSS)
 * reduced to the rules its markup uses, or null when the page has no such stylesheet. Always from
 * the whole stylesheet, never from what the page holds: in a warm build Gatsby leaves the pages
 * whose data did not change as they were, with the CSS of an earlier build, already cut down.
 */
export async function prunePageCss(html: string, stylesheet: string, pruner: Beasties): Promise<PrunedPage | null> {
  const original = GLOBAL_STYLE.exec(html);
  if (!original) return null;
  const [whole, open, , close] = original as unknown as [string, string, string, string];
  const before = html.slice(0, original.index);
  const after = html.slice(original.index + whole.length);
  const processed = GLOBAL_STYLE.exec(await pruner.process(before + open + stylesheet + close + after));
  // Beasties drops a <style> that keeps no rule at all; a page always keeps some (html, body …).
  const css = processed?.[2] ?? "";
  return { html: before + open + css + close + after, bytesBefore: Buffer.byteLength(stylesheet), bytesAfter: Buffer.byteLength(css) };
}

/**
 * Where a build that finished cutting every page's CSS says so, with the key of what it cut them
 * from (see `pruneKey`). Removed as each build starts, so a build that stops before the end leaves
 * none, and the next one cuts every page again.
 */
export const PRUNED_RECORD = ".cache/page-css/pruned.json";

/**
 * What a page's cut-down CSS depends on besides its own markup: the whole stylesheet and the code
 * that cuts it (this module's, as it runs: Gatsby empties .cache/ when package.json, and so
 * Beasties' version, changes, but not when a local plugin with a version of its own does).
 */
export function pruneKey(stylesheet: string): string {
  const code = [PagePruner, createPruner, prunePageCss, ROOT_RULES, WRAPPED, GLOBAL_STYLE].map(String).join("\n");
  return crypto.createHash("sha256").update(code).update("\0").update(stylesheet).digest("hex");
}

/** A file's size and modification time: what any write to it changes. */
export type Signature = string;

export function signatures(files: readonly string[]): Map<string, Signature> {
  const out = new Map<string, Signature>();
  for (const file of files) {
    const stat = fs.statSync(file, { bigint: true });
    out.set(file, `${stat.size}:${stat.mtimeNs}`);
  }
  return out;
}

/**
 * The pages a warm build may leave as they are: those nothing wrote to since the build started
 * (Gatsby rewrites only the pages whose data or code changed), when the build before finished
 * cutting every page from the same stylesheet. Such a page is byte for byte what that build
 * published, its CSS already cut from the same stylesheet. Anything else is cut again: a page
 * Gatsby wrote, a page that was not there at the start, every page after a stylesheet change or
 * after a build that stopped half-way.
 */
export function untouchedPages(
  atStart: ReadonlyMap<string, Signature>,
  now: ReadonlyMap<string, Signature>,
  previousKey: string | null,
  key: string,
): Set<string> {
  if (previousKey !== key) return new Set();
  return new Set([...now].filter(([file, signature]) => atStart.get(file) === signature).map(([file]) => file));
}
