import type { ReactNode } from "react";
import { SiteLink } from "./site-link";
import { useSiteSettings } from "../hooks/use-site-settings";

const linkClass = "rounded-sm text-muted underline-offset-4 wrap-anywhere hover:text-brand-strong hover:underline";

type FooterColumnProps = { heading: string; children: ReactNode };

function FooterColumn({ heading, children }: FooterColumnProps) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">{heading}</h2>
      <ul className="mt-4 space-y-2 text-sm">{children}</ul>
    </div>
  );
}

/** The footer on every page: blurb, Solutions, Support, Pages and Get in Touch, all from settings.yaml. */
export function SiteFooter() {
  const { brand, nav, contact, footer } = useSiteSettings();
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <p className="col-span-2 max-w-md text-sm leading-relaxed text-muted lg:col-span-1">{footer.blurb}</p>
        <FooterColumn heading={footer.solutionsHeading}>
          {footer.solutions.map((item) => (
            <li key={item} className="text-muted">
              {item}
            </li>
          ))}
        </FooterColumn>
        <FooterColumn heading={footer.supportHeading}>
          {footer.support.map((item) => (
            <li key={item} className="text-muted">
              {item}
            </li>
          ))}
        </FooterColumn>
        <FooterColumn heading={footer.pagesHeading}>
          {nav.map((link) => (
            <li key={link.to}>
              <SiteLink to={link.to} className={linkClass}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn heading={footer.contactHeading}>
          {footer.socialLinks.map((link) => (
            <li key={link.url}>
              <SiteLink to={link.url} label={link.label} className={linkClass}>
                {link.text}
              </SiteLink>
            </li>
          ))}
          <li>
            <SiteLink to={contact.messagingUrl} className={linkClass}>
              {contact.messagingLabel}
            </SiteLink>
          </li>
          {footer.placeholderLinks.map((link) => (
            <li key={link.text}>
              <SiteLink to={link.url} className={linkClass}>
                {link.text}
              </SiteLink>
            </li>
          ))}
          <li>
            <SiteLink to={contact.phoneLink} className={linkClass}>
              {contact.phone}
            </SiteLink>
          </li>
          <li>
            <SiteLink to={`mailto:${contact.email}`} className={linkClass}>
              {contact.email}
            </SiteLink>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted sm:px-6">
          © {footer.copyrightYear} {brand}. {footer.copyright}
        </p>
      </div>
    </footer>
  );
}
