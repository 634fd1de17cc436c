import { SiteLink } from "./site-link";

type Neighbour = { title: string; to: string } | null;

type EntryNavProps = {
  label: string;
  previousLabel: string;
  nextLabel: string;
  previous: Neighbour;
  next: Neighbour;
};

// The card is drawn on the <li>, not the link, so a long title wraps as text (a button-styled link keeps one line).
export function EntryNav({ label, previousLabel, nextLabel, previous, next }: EntryNavProps) {
  if (!previous && !next) return null;
  const item = "min-w-0 rounded-2xl border border-line bg-surface shadow-sm empty:hidden";
  const link = "group flex h-full min-h-11 flex-col gap-1 rounded-2xl p-4";
  const title = "font-semibold text-ink decoration-2 underline-offset-4 hyphens-auto group-hover:underline";
  return (
    <nav aria-label={label} className="mt-12">
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className={item}>
          {previous ? (
            <SiteLink to={previous.to} className={link}>
              <span className="text-sm font-semibold text-brand">
                <span aria-hidden="true" className="inline-block rtl:[scale:-1_1]">
                  ←
                </span>{" "}
                {previousLabel}
              </span>
              <span className={title}>{previous.title}</span>
            </SiteLink>
          ) : null}
        </li>
        <li className={`${item} sm:col-start-2 sm:text-end`}>
          {next ? (
            <SiteLink to={next.to} className={link}>
              <span className="text-sm font-semibold text-brand">
                {nextLabel}{" "}
                <span aria-hidden="true" className="inline-block rtl:[scale:-1_1]">
                  →
                </span>
              </span>
              <span className={title}>{next.title}</span>
            </SiteLink>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
