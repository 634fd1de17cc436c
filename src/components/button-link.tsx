import type { ReactNode } from "react";
import { SiteLink } from "./site-link";

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: "primary" | "secondary" | "card";
};

const variants = {
  primary:
    "token inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 py-2.5 text-base font-semibold text-on-brand shadow-sm hover:bg-brand-strong",
  secondary:
    "token inline-flex min-h-11 items-center justify-center rounded-lg border border-brand bg-surface px-5 py-2.5 text-base font-semibold text-brand-strong hover:bg-brand-soft",
  card: "token flex min-h-11 w-full items-center justify-center rounded-lg border border-brand bg-surface px-3 py-2.5 text-center text-base font-semibold text-brand-strong hover:bg-brand-soft",
} as const;

// It navigates, so it stays a link for assistive technology.
export function ButtonLink({ to, children, variant = "primary" }: ButtonLinkProps) {
  return (
    <SiteLink to={to} className={variants[variant]}>
      {children}
    </SiteLink>
  );
}
