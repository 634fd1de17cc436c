import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { NavLinks } from "./nav-links";

type MobileMenuProps = {
  links: readonly { readonly label: string; readonly to: string }[];
  currentPath: string;
  labels: { open: string; close: string; title: string; nav: string };
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
 * The slide-in menu for small screens, built on the native modal <dialog>: the browser moves
 * focus inside, makes the page behind inert, puts it in the top layer and closes it on Escape.
 * This component adds what the platform leaves to us: closing on a backdrop click and on
 * choosing a link, returning focus to the open button, and wrapping Tab inside the menu (from
 * the last element Chromium moves focus out to its own toolbar and the document's body). The
 * page behind stops scrolling through CSS (html:has(dialog[open]) in global.css); the slide
 * respects reduced motion.
 */
export function MobileMenu({ links, currentPath, labels }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  const show = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };
  const close = () => dialogRef.current?.close();
  const onClose = () => {
    setOpen(false);
    openButtonRef.current?.focus();
  };
  // A click whose target is the <dialog> itself landed on the backdrop: the panel's content
  // fills the whole dialog box, so clicks inside the panel always hit a child.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  // Tab from the last element wraps to the first, Shift+Tab from the first to the last.
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="lg:hidden">
      <button
        ref={openButtonRef}
        type="button"
        data-menu-open=""
        aria-expanded={open}
        aria-controls={dialogId}
        aria-haspopup="dialog"
        onClick={show}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-soft"
      >
        <span className="sr-only">{labels.open}</span>
        <Glyph path="M4 7h16M4 12h16M4 17h16" />
      </button>
      {/* Click-outside is a mouse convenience; Escape and the close button do the same from the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        onClose={onClose}
        onClick={onDialogClick}
        onKeyDown={onDialogKeyDown}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] translate-x-full bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/50 open:translate-x-0 motion-safe:transition-[translate,overlay,display] motion-safe:transition-discrete motion-safe:duration-300 motion-safe:ease-out starting:open:translate-x-full"
      >
        <div className="flex h-full flex-col gap-4 p-4">
          <div className="flex items-center justify-between">
            <h2 id={`${dialogId}-title`} className="text-lg font-semibold">
              {labels.title}
            </h2>
            <button
              type="button"
              onClick={close}
              className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-soft"
            >
              <span className="sr-only">{labels.close}</span>
              <Glyph path="M6 6l12 12M18 6L6 18" />
            </button>
          </div>
          <nav aria-label={labels.nav}>
            <NavLinks links={links} currentPath={currentPath} layout="column" onNavigate={close} />
          </nav>
        </div>
      </dialog>
    </div>
  );
}
