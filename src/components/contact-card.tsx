import type { ReactNode } from "react";
import { Icon } from "./icon";
import { SiteLink } from "./site-link";

type ContactCardProps = {
  icon: string;
  title: string;
  text: string;
  link: { to: string; text: string };
  /** Extra lines under the link (support hours). */
  children?: ReactNode;
};

/** A way to reach the company: messaging app, e-mail or phone. */
export function ContactCard({ icon, title, text, link, children }: ContactCardProps) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
        <Icon name={icon} />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-muted">{text}</p>
      <p className="mt-3">
        <SiteLink to={link.to} className="font-semibold break-words text-brand-strong underline underline-offset-4 hover:no-underline">
          {link.text}
        </SiteLink>
      </p>
      {children}
    </li>
  );
}
