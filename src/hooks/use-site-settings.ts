import { graphql, useStaticQuery } from "gatsby";
import { usePageLanguage } from "./use-language";
import { directionOf, localizedRoute, type Language, type LanguageContext } from "../lib/languages";
import { supportHoursText } from "../lib/intl";

type SettingsNode = Queries.SiteSettingsQuery["allSettingsYaml"]["nodes"][number];

type SiteSettings = Omit<SettingsNode, "languages" | "language"> & {
  /** The created pages the footer links to in this language (footerList pages or legal), in their footer order. */
  footerPages: Queries.SiteSettingsQuery["allMarkdownPage"]["nodes"];
  /** The page's language. */
  language: Language;
  /** Every language of the site, the default first (the default language's settings, `languages`). */
  languages: readonly Language[];
  /** Each language's `locale` (en_US, de_DE), by its code: the link previews' alternates. */
  locales: Readonly<Record<string, string>>;
  /** The page being rendered: its language, its route and the languages it exists in. */
  page: LanguageContext;
  /** A route of this site as content writes it ("/about") in the page's language ("/de/about"); other links as they are. */
  localize: (to: string) => string;
  /** The feeds of the page's language (its lists with a feed and a published entry): every page links them. */
  feeds: { path: string; title: string }[];
};

/**
 * Site-wide settings from content/settings.yaml in the page's language (content/<code>/settings.yaml
 * for another than the default): brand, navigation (without the links to lists of articles or case
 * studies that have no published entry: gatsby-config's siteMetadata.entryLists), contact details
 * and footer, with the created pages the footer links to and the language's feeds. `siteUrl` comes
 * from gatsby-config's siteMetadata, where the SITE_URL variable can override it. One static query
 * holds every language's settings (a static query takes no variables); the page's language
 * (use-language.tsx) picks its own. Read at build time only.
 */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
          entryLists {
            language
            route
            published
            feed
            feedTitle
          }
        }
      }
      allSettingsYaml {
        nodes {
          language
          languages {
            code
            name
          }
          brand
          logoWord
          logoLabel
          siteUrl
          defaultDescription
          titleSuffix
          skipLinkLabel
          navLabel
          openMenuLabel
          closeMenuLabel
          menuTitle
          languagesLabel
          nav {
            label
            to
          }
          contact {
            email
            phone
            phoneLink
            messagingLabel
            messagingUrl
            supportHours
            replyPromise
            formDelivery
            formEndpoint
          }
          footer {
            blurb
            solutionsHeading
            solutions
            supportHeading
            support
            pagesHeading
            contactHeading
            socialLinks {
              label
              text
              url
            }
            placeholderLinks {
              text
              url
            }
            copyrightYear
            copyright
            newTabNote
          }
          siteName
          locale
          themeColor
          backgroundColor
          shareImage {
            src
            alt
            width
            height
          }
          sitePages {
            updatedLabel
            footerNavLabel
            tableLabel
            codeLabel
          }
          organization {
            type
            logo
            contactType
            availableLanguages
            hours {
              days
              opens
              closes
            }
          }
        }
      }
      allMarkdownPage(filter: { footerList: { ne: "none" } }, sort: [{ footerOrder: ASC }, { title: ASC }]) {
        nodes {
          language
          title
          address
          footerList
        }
      }
    }
  `);
  const pageLanguage = usePageLanguage();
  const nodes = data.allSettingsYaml.nodes;
  // The default language's settings list the languages (and only they have the list).
  const defaults = nodes.find((node) => node.languages && node.languages.length > 0);
  if (!defaults?.languages) throw new Error("content/settings.yaml is missing: the site cannot be built without it.");
  const languages: Language[] = defaults.languages.map(({ code, name }) => ({ code, name, dir: directionOf(code) }));
  const defaultLanguage = languages[0]!;
  const page: LanguageContext = pageLanguage ?? { language: defaultLanguage.code, route: "/", translations: [defaultLanguage.code] };
  const own = nodes.find((node) => node.language === page.language);
  const language = languages.find((l) => l.code === page.language);
  if (!own || !language)
    throw new Error(`There are no site settings in the language "${page.language}" (content/${page.language}/settings.yaml).`);
  const { languages: _list, language: _code, ...own_ } = own;
  // The support hours with their times as the language writes them (src/lib/intl.ts).
  const settings = { ...own_, contact: { ...own_.contact, supportHours: supportHoursText(own_) } };
  const lists = (data.site?.siteMetadata?.entryLists ?? []).filter((list) => list.language === language.code);
  // A header link (and so a footer link: they share `nav`) to a list with no published entry is left out.
  const empty = new Set(lists.filter((list) => !list.published).map((list) => list.route));
  return {
    ...settings,
    nav: settings.nav.filter((link) => !empty.has(link.to)),
    feeds: lists.flatMap((list) => (list.feed && list.feedTitle ? [{ path: list.feed, title: list.feedTitle }] : [])),
    siteUrl: data.site?.siteMetadata?.siteUrl ?? settings.siteUrl,
    footerPages: data.allMarkdownPage.nodes.filter((node) => node.language === language.code),
    language,
    languages,
    locales: Object.fromEntries(nodes.map((node) => [node.language, node.locale])),
    page,
    localize: (to) => localizedRoute(to, language.code, defaultLanguage.code),
  };
}
