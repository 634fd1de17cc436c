import { SiteLink } from "./site-link";

type PaginationProps = {
  label: string;
  newerLabel: string;
  olderLabel: string;
  pageText: string;
  newer: string;
  older: string;
};

// A grid, not justify-between: the number stays centred whatever the links' lengths, and a lone link keeps its side.
export function Pagination({ label, newerLabel, olderLabel, pageText, newer, older }: PaginationProps) {
  const link =
    "inline-flex min-h-11 items-center gap-2 rounded-sm font-semibold text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline";
  return (
    <nav
      aria-label={label}
      className="mt-12 grid items-center gap-x-6 gap-y-3 border-t border-line pt-6 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]"
    >
      <div className="min-w-0 empty:hidden sm:col-start-1 sm:row-start-1">
        {newer ? (
          <SiteLink to={newer} className={link}>
            <span aria-hidden="true" className="inline-block rtl:[scale:-1_1]">
              ←
            </span>
            {newerLabel}
          </SiteLink>
        ) : null}
      </div>
      <p className="row-start-1 text-center text-sm text-muted sm:col-start-2">{pageText}</p>
      <div className="min-w-0 text-end empty:hidden sm:col-start-3 sm:row-start-1">
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
