import { SiteLink } from "./site-link";

type PaginationProps = {
  /** The words from content: the navigation's name, the two links, and "Page {{page}} of {{pages}}" filled in. */
  label: string;
  newerLabel: string;
  olderLabel: string;
  pageText: string;
  /** The routes of the page before and after ("" when there is none). */
  newer: string;
  older: string;
};

/**
 * The links between a list's pages: newer entries (the page before) at the start, older at the
 * end, the page's number between. Arrows point the way the text runs, so they turn round in a
 * right-to-left language.
 */
export function Pagination({ label, newerLabel, olderLabel, pageText, newer, older }: PaginationProps) {
  const link =
    "inline-flex min-h-11 items-center gap-2 rounded-sm font-semibold text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline";
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-t border-line pt-6">
      <div className="min-w-0">
        {newer ? (
          <SiteLink to={newer} className={link}>
            <span aria-hidden="true" className="inline-block rtl:[scale:-1_1]">
              ←
            </span>
            {newerLabel}
          </SiteLink>
        ) : null}
      </div>
      <p className="text-sm text-muted">{pageText}</p>
      <div className="min-w-0 text-end">
        {older ? (
          <SiteLink to={older} className={link}>
            {olderLabel}
            <span aria-hidden="true" className="inline-block rtl:[scale:-1_1]">
              →
            </span>
          </SiteLink>
        ) : null}
      </div>
    </nav>
  );
}
