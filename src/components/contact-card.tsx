import type { ReactNode } from "react";
import { Icon } from "./icon";
import { SiteLink } from "./site-link";

type ContactCardProps = {
  icon: string;
  title: string;
  text: string;
  link: { to: string; text: string; token?: boolean };
  children?: ReactNode;
};

// The link uses the card's full width where an e-mail address needs it: phones, and beside the form at 1024 px.
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
