import { withPrefix } from "gatsby";
import { useSiteSettings } from "../hooks/use-site-settings";
import { localizedRoute } from "../lib/languages";

type LanguageLinksProps = {
  layout: "row" | "column";
};

// A row's links are 44 px tall, a touch target, in the footer of a landing page too.
// `dir` goes on the name, not the link, so the link lines up with its menu while the name runs its own way.
export function LanguageLinks({ layout }: LanguageLinksProps) {
  const { languages, language, page } = useSiteSettings();
  const defaultLanguage = languages[0]!.code;
  const others = languages.filter((l) => l.code !== language.code && page.translations.includes(l.code));
  return (
    <ul className={layout === "row" ? "flex flex-wrap items-center gap-1" : "flex flex-col gap-1"}>
      {others.map((other) => (
        <li key={other.code}>
          <a
            href={withPrefix(localizedRoute(page.route, other.code, defaultLanguage))}
            hrefLang={other.code}
            lang={other.code}
            className={
              layout === "row"
                ? "block rounded-md px-3 py-2.5 text-base font-medium text-ink hover:bg-brand-soft"
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

export function useHasOtherLanguages(): boolean {
  const { languages, language, page } = useSiteSettings();
  return languages.some((l) => l.code !== language.code && page.translations.includes(l.code));
}
