import type { ReactNode } from "react";
import { Link } from "gatsby";
import { isInternal, opensNewTab, toHref } from "../lib/links";
import { useSiteSettings } from "../hooks/use-site-settings";

type SiteLinkProps = {
  to: string;
  children: ReactNode;
  className?: string;
  label?: string;
  "aria-current"?: "page";
};

export function SiteLink({ to, children, className, label, ...aria }: SiteLinkProps) {
  const { footer, localize } = useSiteSettings();
  if (isInternal(to)) {
    return (
      <Link to={toHref(localize(to))} className={className} aria-label={label} {...aria}>
        {children}
      </Link>
    );
  }
  if (opensNewTab(to)) {
    return (
      <a
        href={to}
        className={className}
        aria-label={label ? `${label} ${footer.newTabNote}` : undefined}

        target="_blank"
        rel="noopener noreferrer"
      >
        {children}
        {label ? null : <span className="sr-only"> {footer.newTabNote}</span>}
      </a>
    );
  }
  // whitespace-nowrap, not the non-breaking characters html-validate suggests: those stay in a copied number.
  const phone = to.startsWith("tel:");
  return (
    <a href={to} className={phone ? `${className ?? ""} whitespace-nowrap`.trim() : className} aria-label={label}>
      {children}
    </a>
  );
}
