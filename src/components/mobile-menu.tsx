import { LanguageLinks, useHasOtherLanguages } from "./language-links";
import { NavLinks } from "./nav-links";
import { SearchMenuLink } from "./search-link";

type MobileMenuProps = {
  links: readonly { readonly label: string; readonly to: string }[];
  /** The search page's link, after the header's links. */
  search?: { label: string; to: string; current: boolean };
  currentPath: string;
  labels: { open: string; close: string; title: string; nav: string; languages: string };
};

const dialogId = "mobile-menu";

function Glyph({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={path} />
    </svg>
  );
}

// A native modal <dialog> opened by `command="show-modal"`, with no script of ours (production pages
// are not hydrated); browsers without invoker commands get a polyfill (plugins/static-pages).
// `rtl:` variants because `translate` has no logical form for the slide's direction.
export function MobileMenu({ links, search, currentPath, labels }: MobileMenuProps) {
  const hasOtherLanguages = useHasOtherLanguages();
  return (
    <div className="lg:hidden">
      <button
        type="button"
        commandfor={dialogId}
        command="show-modal"
        aria-haspopup="dialog"
        aria-controls={dialogId}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-soft noscript:no-invokers:hidden"
      >
        <span className="sr-only">{labels.open}</span>
        <Glyph path="M4 7h16M4 12h16M4 17h16" />
      </button>
      <dialog
        id={dialogId}
        closedby="any"
        aria-labelledby={`${dialogId}-title`}
        className="fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] translate-x-full bg-surface p-0 text-ink shadow-2xl backdrop:bg-scrim/50 open:translate-x-0 motion-safe:transition-[translate,overlay,display] motion-safe:transition-discrete motion-safe:duration-300 motion-safe:ease-out rtl:-translate-x-full starting:open:translate-x-full rtl:starting:open:-translate-x-full"
      >
        <div className="flex h-full flex-col gap-4 p-4">
          <div className="flex items-center justify-between">
            <h2 id={`${dialogId}-title`} className="text-lg font-semibold">
              {labels.title}
            </h2>
            <button
              type="button"
              commandfor={dialogId}
              command="close"
              className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-soft"
            >
              <span className="sr-only">{labels.close}</span>
              <Glyph path="M6 6l12 12M18 6L6 18" />
            </button>
          </div>
          <nav aria-label={labels.nav}>
            <NavLinks links={links} currentPath={currentPath} layout="column" />
          </nav>
          {search ? <SearchMenuLink {...search} /> : null}
          {hasOtherLanguages ? (
            <nav aria-label={labels.languages} className="border-t border-line pt-4">
              <LanguageLinks layout="column" />
            </nav>
          ) : null}
        </div>
      </dialog>
    </div>
  );
}
