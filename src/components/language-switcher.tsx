import { Icon } from "./icon";
import { LanguageLinks, useHasOtherLanguages } from "./language-links";
import { useSiteSettings } from "../hooks/use-site-settings";

const popoverId = "language-switcher";

// A popover that HTML alone opens and closes (`popovertarget`), with no script.
export function LanguageSwitcher() {
  const { language, languagesLabel } = useSiteSettings();
  if (!useHasOtherLanguages()) return null;
  return (
    <div className="hidden lg:block">
      <button
        type="button"
        popovertarget={popoverId}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-base font-medium text-ink hover:bg-brand-soft"
      >
        <Icon name="globe" size={20} className="shrink-0" />
        <span className="sr-only">{languagesLabel}: </span>
        <span lang={language.code}>{language.name}</span>
      </button>
      <nav
        id={popoverId}
        popover="auto"
        aria-label={languagesLabel}
        className="fixed inset-auto end-[max(1rem,calc((100vw-72rem)/2+1.5rem))] top-16 m-0 rounded-lg border border-line bg-surface p-2 text-ink shadow-lg"
      >
        <LanguageLinks layout="column" />
      </nav>
    </div>
  );
}
