import { SiteLink } from "./site-link";
import { useSiteSettings } from "../hooks/use-site-settings";
import { isCurrentPage } from "../lib/links";

type NavLinksProps = {
  links: readonly { readonly label: string; readonly to: string }[];
  currentPath: string;
  layout: "row" | "column";
};

export function NavLinks({ links, currentPath, layout }: NavLinksProps) {
  const { localize } = useSiteSettings();
  return (
    <ul className={layout === "row" ? "flex flex-wrap items-center gap-1" : "flex flex-col gap-1"}>
      {links.map((link, index) => {
        const current = isCurrentPage(currentPath, localize(link.to));
        return (
          <li key={index}>
            <SiteLink
              to={link.to}
              aria-current={current ? "page" : undefined}
              className={
                layout === "row"
                  ? "block rounded-md px-3 py-2 text-base font-medium text-ink hover:bg-brand-soft aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                  : "block rounded-md px-4 py-3 text-lg font-medium text-ink hover:bg-brand-soft aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong"
              }
            >
              {link.label}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
