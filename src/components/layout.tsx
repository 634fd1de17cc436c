import type { ReactNode } from "react";
import { withPrefix } from "gatsby";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useSiteSettings } from "../hooks/use-site-settings";
import { stripPrefix } from "../lib/links";
import "../styles/global.css";
import "../styles/dark.css";

type LayoutProps = {
  pathname: string;
  children: ReactNode;
};

export function Layout({ pathname, children }: LayoutProps) {
  const { skipLinkLabel } = useSiteSettings();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-brand-strong px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50"
      >
        {skipLinkLabel}
      </a>
      <SiteHeader currentPath={stripPrefix(pathname, withPrefix("/"))} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
