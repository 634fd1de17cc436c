import type { ReactNode } from "react";
import { Icon } from "./icon";
import { SiteLink } from "./site-link";
import { useSiteSettings } from "../hooks/use-site-settings";

/*
 * Links and plain text must not look alike: links are brand green and medium weight, underlined
 * on hover; the plain-text Solutions and Support entries are muted and regular, with no hover
 * change. On touch screens (below 1024 px) every link is a 44 px tall row; the rows sit without
 * extra gaps, so the lists do not look sparse.
 */
const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-sm py-1 font-medium text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline lg:min-h-8";
/** Link rows on touch screens are ruled like a settings list; the lines go from 1024 px. */
const linkItemClass = "border-b border-line lg:border-0";
/** Phone numbers and e-mail addresses stay on one line (see the `token` utility). */
const tokenLinkClass = `${linkClass} token`;

type FooterColumnProps = {
  heading: string;
  children: ReactNode;
  /** Classes for the column (its place in the footer grid). */
  className?: string;
  /** Classes for the list: links sit in 44 px rows, plain text closer together. */
  listClassName: string;
};

function FooterColumn({ heading, children, className, listClassName }: FooterColumnProps) {
  return (
    <div className={`min-w-0 ${className ?? ""}`}>
      <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">{heading}</h2>
      <ul className={`mt-3 text-sm ${listClassName}`}>{children}</ul>
    </div>
  );
}

const textListClass = "space-y-2 pt-1 text-muted";

/**
 * The footer on every page: blurb, Solutions, Support, Pages and Get in Touch, all from
 * settings.yaml. Phones: the blurb, then Solutions beside Support, then Pages and Get in Touch
 * across the full width (an e-mail address does not fit half a phone). From 640 px: three
 * columns. From 1024 px: one row, Get in Touch as wide as its longest entry.
 */
export function SiteFooter() {
  const { brand, nav, contact, footer, footerPages, sitePages } = useSiteSettings();
  // Created pages (content/site-pages/) join the Pages list after the header's links, or the legal links by the copyright.
  const pageLinks = footerPages.filter((page) => page.footerList === "pages");
  const legalLinks = footerPages.filter((page) => page.footerList === "legal");
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)_auto] lg:gap-x-8">
        <p className="col-span-2 max-w-md text-sm leading-relaxed hyphens-auto text-muted sm:col-span-3 lg:col-span-1">{footer.blurb}</p>
        <FooterColumn heading={footer.solutionsHeading} listClassName={textListClass}>
          {footer.solutions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </FooterColumn>
        <FooterColumn heading={footer.supportHeading} listClassName={textListClass}>
          {footer.support.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </FooterColumn>
        <FooterColumn
          heading={footer.pagesHeading}
          className="col-span-2 sm:col-span-1"
          listClassName="grid grid-cols-2 gap-x-6 sm:grid-cols-1"
        >
          {nav.map((link) => (
            <li key={link.to} className={linkItemClass}>
              <SiteLink to={link.to} className={linkClass}>
                {link.label}
              </SiteLink>
            </li>
          ))}
          {pageLinks.map((page) => (
            <li key={page.address} className={linkItemClass}>
              <SiteLink to={`/${page.address}`} className={linkClass}>
                {page.title}
              </SiteLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn
          heading={footer.contactHeading}
          className="col-span-2 sm:col-span-3 lg:col-span-1"
          listClassName="grid grid-cols-2 gap-x-6 sm:grid-cols-3 lg:grid-cols-1"
        >
          {footer.socialLinks.map((link) => (
            <li key={link.url} className={linkItemClass}>
              <SiteLink to={link.url} label={link.label} className={linkClass}>
                {link.text}
              </SiteLink>
            </li>
          ))}
          <li className={linkItemClass}>
            <SiteLink to={contact.messagingUrl} className={linkClass}>
              {contact.messagingLabel}
            </SiteLink>
          </li>
          {footer.placeholderLinks.map((link) => (
            <li key={link.text} className={linkItemClass}>
              <SiteLink to={link.url} className={linkClass}>
                {link.text}
              </SiteLink>
            </li>
          ))}
          <li className="col-span-2 border-b border-line sm:col-span-1 lg:border-0">
            <SiteLink to={contact.phoneLink} className={tokenLinkClass}>
              <Icon name="phone" size={18} className="shrink-0" />
              {contact.phone}
            </SiteLink>
          </li>
          <li className="col-span-2 border-b border-line sm:col-span-1 lg:border-0">
            <SiteLink to={`mailto:${contact.email}`} className={tokenLinkClass}>
              <Icon name="mail" size={18} className="shrink-0" />
              {contact.email}
            </SiteLink>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-x-8 gap-y-2 px-4 py-6 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:px-6">
          <p className="text-muted">
            © {footer.copyrightYear} {brand}. {footer.copyright}
          </p>
          {legalLinks.length > 0 ? (
            <nav aria-label={sitePages.footerNavLabel}>
              <ul className="flex flex-wrap gap-x-6">
                {legalLinks.map((page) => (
                  <li key={page.address}>
                    <SiteLink to={`/${page.address}`} className={linkClass}>
                      {page.title}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
