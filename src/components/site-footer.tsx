import type { ReactNode } from "react";
import { Icon } from "./icon";
import { LanguageLinks, useHasOtherLanguages } from "./language-links";
import { SiteLink } from "./site-link";
import { useSiteSettings } from "../hooks/use-site-settings";
import { wholeNumber } from "../lib/intl";

// Below 1024 px every link is a 44 px touch target; plain-text entries are muted so they never pass for links.
const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-sm py-1 font-medium text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline lg:min-h-8";
const linkItemClass = "border-b border-line lg:border-0";
const tokenLinkClass = `${linkClass} token`;

type FooterColumnProps = {
  heading: string;
  children: ReactNode;
  className?: string;
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

// Keyed by how many plain-text lists have entries; written out in full so Tailwind finds them.
const footerGrid = {
  2: "lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)_auto]",
  1: "lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,0.8fr)_auto]",
  0: "lg:grid-cols-[minmax(0,1.5fr)_minmax(0,0.8fr)_auto]",
} as const;
const textColumnClass = { 2: "", 1: "col-span-2 sm:col-span-2 lg:col-span-1", 0: "" } as const;
const pagesColumn = {
  2: { column: "col-span-2 sm:col-span-1", list: "grid grid-cols-2 gap-x-6 sm:grid-cols-1" },
  1: { column: "col-span-2 sm:col-span-1", list: "grid grid-cols-2 gap-x-6 sm:grid-cols-1" },
  0: { column: "col-span-2 sm:col-span-3 lg:col-span-1", list: "grid grid-cols-2 gap-x-6 sm:grid-cols-3 lg:grid-cols-1" },
} as const;

// The last entry takes the cells left empty, so the row's rule runs under the whole row.
function lastRowSpan(count: number, columns: 2 | 3, spans: { 2: string; 3: string }): string {
  const rest = count % columns;
  if (rest === 0) return "";
  return columns - rest === 1 ? spans[2] : spans[3];
}

/** `slim` (a landing page's): only the last line, with the copyright and the legal links. */
export function SiteFooter({ slim = false }: { slim?: boolean }) {
  const { brand, nav, contact, footer, footerPages, sitePages, locale, languagesLabel } = useSiteSettings();
  // A landing page's header has no menu: its other languages are named here.
  const languageLinks = useHasOtherLanguages() && slim;
  const pageLinks = [
    ...nav,
    ...footerPages.filter((page) => page.footerList === "pages").map((page) => ({ to: `/${page.address}`, label: page.title })),
  ];
  const legalLinks = footerPages.filter((page) => page.footerList === "legal");
  const textLists = [
    { heading: footer.solutionsHeading, items: footer.solutions },
    { heading: footer.supportHeading, items: footer.support },
  ].filter((list) => list.items.length > 0);
  const shown = textLists.length as 0 | 1 | 2;
  const pages = pagesColumn[shown];
  const lastPage = [
    lastRowSpan(pageLinks.length, 2, { 2: "col-span-2", 3: "col-span-2" }),
    shown === 0 ? lastRowSpan(pageLinks.length, 3, { 2: "sm:col-span-2", 3: "sm:col-span-3" }) || "sm:col-span-1" : "sm:col-span-1",
    "lg:col-span-1",
  ].join(" ");
  // The phone number and e-mail address take a whole row on phones: an address does not fit half of one.
  const contactLinks = footer.socialLinks.length + 1 + footer.placeholderLinks.length;
  const lastContactLink = `${lastRowSpan(contactLinks, 2, { 2: "col-span-2", 3: "col-span-2" })} sm:col-span-1`;
  const emailSpan = lastRowSpan(contactLinks + 2, 3, { 2: "sm:col-span-2", 3: "sm:col-span-3" }) || "sm:col-span-1";
  return (
    <footer className="border-t border-line bg-surface">
      {slim ? null : (
        <div
          className={`mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 lg:gap-x-8 ${footerGrid[shown]}`}
        >
          <p className="col-span-2 max-w-md text-sm leading-relaxed hyphens-auto text-muted sm:col-span-3 lg:col-span-1">{footer.blurb}</p>
          {textLists.map((list, i) => (
            <FooterColumn key={i} heading={list.heading} className={textColumnClass[shown]} listClassName={textListClass}>
              {list.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </FooterColumn>
          ))}
          <FooterColumn heading={footer.pagesHeading} className={pages.column} listClassName={pages.list}>
            {pageLinks.map((link, i) => (
              <li key={link.to} className={i === pageLinks.length - 1 ? `${linkItemClass} ${lastPage}` : linkItemClass}>
                <SiteLink to={link.to} className={linkClass}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn
            heading={footer.contactHeading}
            className="col-span-2 sm:col-span-3 lg:col-span-1"
            listClassName="grid grid-cols-2 gap-x-6 sm:grid-cols-3 lg:grid-cols-1"
          >
            {footer.socialLinks.map((link, i) => (
              <li key={`social-${i}`} className={linkItemClass}>
                <SiteLink to={link.url} label={link.label} className={linkClass}>
                  {link.text}
                </SiteLink>
              </li>
            ))}
            <li className={footer.placeholderLinks.length === 0 ? `${linkItemClass} ${lastContactLink}` : linkItemClass}>
              <SiteLink to={contact.messagingUrl} className={linkClass}>
                {contact.messagingLabel}
              </SiteLink>
            </li>
            {footer.placeholderLinks.map((link, i) => (
              <li
                key={`extra-${i}`}
                className={i === footer.placeholderLinks.length - 1 ? `${linkItemClass} ${lastContactLink}` : linkItemClass}
              >
                <SiteLink to={link.url} className={linkClass}>
                  {link.text}
                </SiteLink>
              </li>
            ))}
            <li className="col-span-2 border-b border-line sm:col-span-1 lg:border-0">
              <SiteLink to={contact.phoneLink} className={tokenLinkClass}>
                <Icon name="phone" size={18} className="shrink-0" />
                <span dir="ltr">{contact.phone}</span>
              </SiteLink>
            </li>
            <li className={`col-span-2 border-b border-line lg:col-span-1 lg:border-0 ${emailSpan}`}>
              <SiteLink to={`mailto:${contact.email}`} className={tokenLinkClass}>
                <Icon name="mail" size={18} className="shrink-0" />
                <span dir="ltr">{contact.email}</span>
              </SiteLink>
            </li>
          </FooterColumn>
        </div>
      )}
      <div className={slim ? undefined : "border-t border-line"}>
        <div className="mx-auto flex max-w-6xl flex-col gap-x-8 gap-y-2 px-4 py-6 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:px-6">
          <p className="text-muted">
            © {wholeNumber(footer.copyrightYear, locale)} {brand}. {footer.copyright}
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
          {languageLinks ? (
            <nav aria-label={languagesLabel}>
              <LanguageLinks layout="row" />
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
