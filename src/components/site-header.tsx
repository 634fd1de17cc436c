import { ButtonLink } from "./button-link";
import { Link } from "gatsby";
import { toHref } from "../lib/links";
import { LanguageLinks, useHasOtherLanguages } from "./language-links";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { SearchLink, SearchMenuLink } from "./search-link";
import { useSearchWords } from "../hooks/use-search-words";
import { useSiteSettings } from "../hooks/use-site-settings";
import { isCurrentPage } from "../lib/links";

type SiteHeaderProps = { currentPath: string; landing?: { label: string; to: string } | null };

export function SiteHeader({ currentPath, landing }: SiteHeaderProps) {
  const settings = useSiteSettings();
  const hasOtherLanguages = useHasOtherLanguages();
  const search = useSearchWords();
  const onSearch = search ? isCurrentPage(currentPath, settings.localize(search.route)) : false;
  // The header shows an icon from 1024 px; the menu a link with the icon and its name, after the header's links.
  const searchLink = search ? { label: search.linkLabel, to: search.route, current: onSearch } : undefined;
  return (
    <header className="border-b border-line bg-page/95">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to={toHref(settings.localize("/"))}
          aria-label={settings.logoLabel}
          className="flex items-center gap-2 rounded-md py-1 text-xl font-bold tracking-tight text-ink"
        >
          <Logo />
          <span>
            {settings.brand} <span className="font-semibold text-brand">{settings.logoWord}</span>
          </span>
        </Link>
        {landing ? (
          <ButtonLink to={landing.to}>{landing.label}</ButtonLink>
        ) : hasOtherLanguages ? (
          <div className="hidden items-center gap-2 lg:flex">
            <nav aria-label={settings.navLabel}>
              <NavLinks links={settings.nav} currentPath={currentPath} layout="row" />
            </nav>
            <SearchLink current={onSearch} />
            <LanguageSwitcher />
          </div>
        ) : (
          <div className="hidden items-center gap-1 lg:flex">
            <nav aria-label={settings.navLabel}>
              <NavLinks links={settings.nav} currentPath={currentPath} layout="row" />
            </nav>
            <SearchLink current={onSearch} />
          </div>
        )}
        {landing ? null : (
          <MobileMenu
            links={settings.nav}
            search={searchLink}
            currentPath={currentPath}
            labels={{
              open: settings.openMenuLabel,
              close: settings.closeMenuLabel,
              title: settings.menuTitle,
              nav: settings.navLabel,
              languages: settings.languagesLabel,
            }}
          />
        )}
      </div>
      {/* With scripts off and no invoker commands, no polyfill can load: these links replace the menu button. */}
      {landing ? null : (
        <noscript>
          <nav aria-label={settings.navLabel} className="mx-auto max-w-6xl px-2 pb-2 lg:hidden invokers:hidden">
            <NavLinks links={settings.nav} currentPath={currentPath} layout="row" />
          </nav>
          {searchLink ? (
            <p className="mx-auto max-w-6xl px-2 pb-2 lg:hidden invokers:hidden">
              <SearchMenuLink {...searchLink} />
            </p>
          ) : null}
          {hasOtherLanguages ? (
            <nav aria-label={settings.languagesLabel} className="mx-auto max-w-6xl px-2 pb-2 lg:hidden invokers:hidden">
              <LanguageLinks layout="row" />
            </nav>
          ) : null}
        </noscript>
      )}
    </header>
  );
}
