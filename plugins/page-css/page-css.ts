// Gatsby inlines the whole site stylesheet into every page (about 40% of it unused on any one page). Beasties keeps the rules that
// match the page's DOM; it ignores pseudo-classes when matching, so :hover, :focus-visible and open: rules stay.
import crypto from "node:crypto";
import fs from "node:fs";
import Beasties from "beasties";

// Not published; e2e/widths.spec.ts needs every rule (it gives grids the classes another build would have).
export const FULL_STYLESHEET = ".cache/page-css/site.css";

const GLOBAL_STYLE = /(<style\b[^>]*\bdata-identity="gatsby-global-css"[^>]*>)([\s\S]*?)(<\/style>)/;

export type PrunedPage = { html: string; bytesBefore: number; bytesAfter: number };

export type Warn = (message: string) => void;

// Beasties matches selectors only against elements inside <html>: it would drop `html:has(dialog[open])`, and `:root` unless alone.
const ROOT_RULES = /^(?:html|:root)(?![\w-])/;

// Beasties strips `:where(…)`/`:is(…)` with its argument, which leaves nothing and drops Tailwind's space-y-* everywhere.
// normalizeCssSelector is not in Beasties' types; page-css.test.ts fails if a new version stops calling it.
const WRAPPED = /^:(?:where|is)\((.+)\)$/;

class PagePruner extends Beasties {
  normalizeCssSelector(selector: string): string {
    const inner = WRAPPED.exec(selector)?.[1];
    const normalize = (Beasties.prototype as unknown as { normalizeCssSelector: (s: string) => string }).normalizeCssSelector;
    return normalize.call(this, inner ?? selector);
  }
}

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

// From the whole stylesheet, never the page's: a warm build leaves unchanged pages with CSS an earlier build already cut.
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

// Removed as each build starts, so a build that stops half-way makes the next one cut every page again.
export const PRUNED_RECORD = ".cache/page-css/pruned.json";

// Includes this module's code: Gatsby empties .cache/ when package.json changes, not when a local plugin does.
export function pruneKey(stylesheet: string): string {
  const code = [PagePruner, createPruner, prunePageCss, ROOT_RULES, WRAPPED, GLOBAL_STYLE].map(String).join("\n");
  return crypto.createHash("sha256").update(code).update("\0").update(stylesheet).digest("hex");
}

export type Signature = string;

export function signatures(files: readonly string[]): Map<string, Signature> {
  const out = new Map<string, Signature>();
  for (const file of files) {
    const stat = fs.statSync(file, { bigint: true });
    out.set(file, `${stat.size}:${stat.mtimeNs}`);
  }
  return out;
}

export function untouchedPages(
  atStart: ReadonlyMap<string, Signature>,
  now: ReadonlyMap<string, Signature>,
  previousKey: string | null,
  key: string,
): Set<string> {
  if (previousKey !== key) return new Set();
  return new Set([...now].filter(([file, signature]) => atStart.get(file) === signature).map(([file]) => file));
}
