/** A page site search indexes: its <main> carries data-pagefind-body (src/components/layout.tsx). */
export const SEARCHED = /<main\b[^>]*\sdata-pagefind-body[\s=>]/;

const MAIN_END = "</main>";
/** What Pagefind reads outside the searched <main> when it is there: a title, an image, its own attributes. */
const READ_ELSEWHERE = /<h1\b|<img\b|<main\b|data-pagefind-/i;

/**
 * What Pagefind reads of a built page, or null when site search leaves the page out: its <html> tag (the language), its
 * <title> and its searched <main>, from which Pagefind makes the same index entry as from the whole page at a sixth of
 * the size (the rest is the header, the footer and the inline CSS). The whole page when the rest holds anything else
 * Pagefind reads.
 */
export function searchedPart(html: string): string | null {
  const main = SEARCHED.exec(html);
  if (!main) return null;
  const end = html.lastIndexOf(MAIN_END);
  const open = /<html\b[^>]*>/i.exec(html);
  if (!open || open.index > main.index || end < main.index) return html;
  const before = html.slice(open.index + open[0].length, main.index);
  if (READ_ELSEWHERE.test(before) || READ_ELSEWHERE.test(html.slice(end + MAIN_END.length))) return html;
  const title = /<title\b[^>]*>[^<]*<\/title>/i.exec(before)?.[0] ?? "";
  return `${open[0]}<head>${title}</head><body>${html.slice(main.index, end + MAIN_END.length)}</body></html>`;
}

/** What searchedPart's parts depend on: parts kept by another are made again. */
export const searchedPartVersion = () => `${SEARCHED.source} ${READ_ELSEWHERE.source} ${String(searchedPart)}`;

type Pages = {
  /** The searched pages now, as paths in public/. */
  searched: readonly string[];
  /** Those the last index was made of; undefined when there is none. */
  before: readonly string[] | undefined;
  /** The searched pages whose part Pagefind reads this build changed (or the record could not vouch for). */
  changed: readonly string[];
  indexExists: boolean;
};

/** Why the index must be made again, or null when the last one still holds every searched page as it is. */
export function searchedChanges({ searched, before, changed, indexExists }: Pages): string | null {
  if (!indexExists || before === undefined) return "no index from an earlier build";
  const now = new Set(searched);
  const then = new Set(before);
  const added = searched.filter((page) => !then.has(page)).length;
  const removed = before.filter((page) => !now.has(page)).length;
  const rewritten = changed.filter((page) => now.has(page) && then.has(page)).length;
  if (added + removed + rewritten === 0) return null;
  return [
    added ? `${added} pages newly searched` : "",
    removed ? `${removed} no longer searched` : "",
    rewritten ? `${rewritten} searched pages changed` : "",
  ]
    .filter(Boolean)
    .join(", ");
}
