import { LanguageLinks, useHasOtherLanguages } from "./language-links";
import { NavLinks } from "./nav-links";

type MobileMenuProps = {
  links: readonly { readonly label: string; readonly to: string }[];
  currentPath: string;
  labels: { open: string; close: string; title: string; nav: string; languages: string };
};

const dialogId = "mobile-menu";

/** The menu and close drawings (decorative: each button is named by its hidden label). */
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

/**
 * The slide-in menu for small screens: a native modal <dialog> that HTML itself opens and
 * closes, with no script of ours (production pages are not hydrated; see plugins/static-pages).
 *
 * - "Open menu" is `<button commandfor command="show-modal">`: the browser shows the dialog as a
 *   modal (top layer, the page behind inert), moves focus into it, and gives focus back to the
 *   button when it closes.
 * - "Close menu" (`command="close"`), Escape, and a click on the backdrop (`closedby="any"`,
 *   light dismiss) close it.
 * - Choosing a link loads that page (the current page's link reloads it), so the menu is gone;
 *   when Back restores this page from the back/forward cache, the page script closes it.
 * - The page behind does not scroll (html:has(dialog[open]) in global.css); the panel slides in
 *   through @starting-style only when motion is welcome, from the window's inline end: the right
 *   in a left-to-right language, the left in a right-to-left one (`end-0`, and `rtl:` for the
 *   direction of the slide, which `translate` has no logical form for).
 *
 * Browsers without these controls load a polyfill (plugins/static-pages); with scripts off as
 * well, the header shows the links instead of this button (site-header.tsx).
 */
export function MobileMenu({ links, currentPath, labels }: MobileMenuProps) {
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
        className="fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] translate-x-full bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/50 open:translate-x-0 motion-safe:transition-[translate,overlay,display] motion-safe:transition-discrete motion-safe:duration-300 motion-safe:ease-out rtl:-translate-x-full starting:open:translate-x-full rtl:starting:open:-translate-x-full"
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
