import { Icon } from "./icon";
import { SiteLink } from "./site-link";
import { useSearchWords } from "../hooks/use-search-words";

type SearchLinkProps = { current: boolean };

/** The header's link to the search page: an icon named for screen readers (the menu names it in words). */
export function SearchLink({ current }: SearchLinkProps) {
  const search = useSearchWords();
  if (!search) return null;
  return (
    <SiteLink
      to={search.route}
      label={search.linkLabel}
      aria-current={current ? "page" : undefined}
      className="hidden size-11 items-center justify-center rounded-md text-ink hover:bg-brand-soft aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong lg:inline-flex"
    >
      <Icon name="search" size={22} />
    </SiteLink>
  );
}

type SearchMenuLinkProps = { label: string; to: string; current: boolean };

/** The menu's link to the search page: the icon and its name. */
export function SearchMenuLink({ label, to, current }: SearchMenuLinkProps) {
  return (
    <SiteLink
      to={to}
      aria-current={current ? "page" : undefined}
      className="flex items-center gap-2 rounded-md px-4 py-3 text-lg font-medium text-ink hover:bg-brand-soft aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong"
    >
      <Icon name="search" size={20} />
      {label}
    </SiteLink>
  );
}
