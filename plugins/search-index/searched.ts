/** A page site search indexes: its <main> carries data-pagefind-body (src/components/layout.tsx). */
export const SEARCHED = /<main\b[^>]*\sdata-pagefind-body[\s=>]/;

type Pages = {
  /** The searched pages now, as paths in public/. */
  searched: readonly string[];
  /** Those the last index was made of; undefined when there is none. */
  before: readonly string[] | undefined;
  /** The pages this build wrote (or the record could not vouch for). */
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
