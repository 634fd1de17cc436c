import type { ReactNode } from "react";
import { Link } from "gatsby";
import { isInternal, opensNewTab, toHref } from "../lib/links";
import { useSiteSettings } from "../hooks/use-site-settings";

type SiteLinkProps = {
  /** A site route from content ("/about") or an http(s):, mailto: or tel: URL. */
  to: string;
  children: ReactNode;
  className?: string;
  /** The accessible name, when it should say more than the visible text. */
  label?: string;
  "aria-current"?: "page";
};

/**
 * Every link whose target comes from content: Gatsby's Link (the path prefix; in `gatsby develop`
 * also client-side navigation, while built pages load each page and Speculation Rules prerender it) for site
 * routes, in the page's language (content writes "/about"; a German page links to /de/about/); a
 * plain anchor for mail and phone; a new tab with rel="noopener noreferrer" for web addresses,
 * announced to screen readers.
 */
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
  // A phone number is read as one piece: it never breaks across lines (without the non-breaking
  // characters html-validate's tel-non-breaking suggests, which would stay in a copied number).
  const phone = to.startsWith("tel:");
  return (
    <a href={to} className={phone ? `${className ?? ""} whitespace-nowrap`.trim() : className} aria-label={label}>
      {children}
    </a>
  );
}
