import type { ReactNode } from "react";
import { Icon } from "./icon";
import { SiteLink } from "./site-link";

type ContactCardProps = {
  icon: string;
  title: string;
  text: string;
  /** `token`: an e-mail address or phone number, kept on one line and left to right in every language. */
  link: { to: string; text: string; token?: boolean };
  /** Extra lines under the link (support hours). */
  children?: ReactNode;
};

/**
 * A way to reach the company: messaging app, e-mail or phone. The icon sits beside the title;
 * the link and the lines under it line up with the title where the card is wide (640–1023 px
 * and from 1280 px) and use the card's full width where an e-mail address needs all of it
 * (phones, and the narrow column beside the form at 1024 px).
 */
export function ContactCard({ icon, title, text, link, children }: ContactCardProps) {
  return (
    <li className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
          <Icon name={icon} />
        </span>
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold">{title}</h3>
          <p className="mt-1 text-muted">{text}</p>
        </div>
      </div>
      <div className="mt-2 sm:ps-16 lg:ps-0 xl:ps-16">
        <p>
          <SiteLink
            to={link.to}
            className={
              link.token
                ? "inline-flex min-h-11 items-center font-semibold token text-brand-strong underline underline-offset-4 hover:no-underline"
                : "inline-flex min-h-11 items-center font-semibold text-brand-strong underline underline-offset-4 hover:no-underline"
            }
          >
            {link.token ? <span dir="ltr">{link.text}</span> : link.text}
          </SiteLink>
        </p>
        {children}
      </div>
    </li>
  );
}
