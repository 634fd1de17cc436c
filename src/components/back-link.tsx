import { SiteLink } from "./site-link";

/** "← All articles": the way up from a page to the list or section it belongs to (the arrow turns in right-to-left). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <SiteLink
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-semibold text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline"
    >
      <span aria-hidden="true" className="inline-block rtl:[scale:-1_1]">
        ←
      </span>
      {label}
    </SiteLink>
  );
}
