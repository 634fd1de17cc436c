import type { ReactNode } from "react";
import { withPrefix } from "gatsby";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { usePageLanguage } from "../hooks/use-language";
import { useSearchWords } from "../hooks/use-search-words";
import { useSiteSettings } from "../hooks/use-site-settings";
import { stripPrefix } from "../lib/links";
import "../styles/global.css";
import "../styles/dark.css";

type LayoutProps = {
  pathname: string;
  /** A landing page's one header button: the header shows it instead of the links, and the footer only its last line. */
  landing?: { label: string; to: string } | null;
  children: ReactNode;
};

export function Layout({ pathname, landing, children }: LayoutProps) {
  const { skipLinkLabel } = useSiteSettings();
  // Site search (plugins/search-index) indexes only pages whose context names their kind, and only their main content.
  const search = usePageLanguage()?.search;
  const kindOf = useSearchWords()?.kindOf;
  const kindWord = search ? kindOf?.(search.list) : undefined;
  const searched = kindWord
    ? { "data-pagefind-body": "", "data-pagefind-meta": `kind:${kindWord}`, "data-pagefind-filter": `kind:${kindWord}` }
    : {};
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-brand-strong px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50"
      >
        {skipLinkLabel}
      </a>
      <SiteHeader currentPath={stripPrefix(pathname, withPrefix("/"))} landing={landing} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none" {...searched}>
        {children}
      </main>
      <SiteFooter slim={Boolean(landing)} />
    </div>
  );
}
