import { withPrefix } from "gatsby";
import { useSiteSettings } from "../hooks/use-site-settings";
import { pagePath } from "../lib/languages";

type LanguageLinksProps = {
  /** "row" in the header's list and the no-JavaScript fallback, "column" in the mobile menu. */
  layout: "row" | "column";
};

/**
 * Links to the page being shown in the site's other languages, each named in its own language and
 * marked with its `lang` (read out in its own voice) and `hreflang`. Only the languages the page
 * exists in: a page written in some languages only links to those. Plain links, no script, no
 * cookie: the visitor chooses, and every address stays what it is.
 *
 * A name's own direction is on the text, not on the link: the link lines up with the menu it sits
 * in ("العربية" at the start of an English menu, "Deutsch" at the start of an Arabic one), while
 * the name inside it is isolated and runs its own way.
 */
export function LanguageLinks({ layout }: LanguageLinksProps) {
  const { languages, language, page } = useSiteSettings();
  const defaultLanguage = languages[0]!.code;
  const others = languages.filter((l) => l.code !== language.code && page.translations.includes(l.code));
  return (
    <ul className={layout === "row" ? "flex flex-wrap items-center gap-1" : "flex flex-col gap-1"}>
      {others.map((other) => (
        <li key={other.code}>
          <a
            href={withPrefix(pagePath(page.route, other.code, defaultLanguage))}
            hrefLang={other.code}
            lang={other.code}
            className={
              layout === "row"
                ? "block rounded-md px-3 py-2 text-base font-medium text-ink hover:bg-brand-soft"
                : "block rounded-md px-4 py-3 text-lg font-medium text-ink hover:bg-brand-soft"
            }
          >
            <span dir={other.dir}>{other.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Whether the page exists in another language than its own (else there is nothing to switch to). */
export function useHasOtherLanguages(): boolean {
  const { languages, language, page } = useSiteSettings();
  return languages.some((l) => l.code !== language.code && page.translations.includes(l.code));
}
