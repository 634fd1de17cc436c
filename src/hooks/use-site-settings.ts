import { graphql, useStaticQuery } from "gatsby";
import { usePageLanguage } from "./use-language";
import { directionOf, localizedRoute, type Language, type LanguageContext } from "../lib/languages";
import { supportHoursText } from "../lib/intl";

type SettingsNode = Queries.SiteSettingsQuery["allSettingsYaml"]["nodes"][number];

type SiteSettings = Omit<SettingsNode, "languages" | "language"> & {
  footerPages: Queries.SiteSettingsQuery["allMarkdownPage"]["nodes"];
  language: Language;
  languages: readonly Language[];
  locales: Readonly<Record<string, string>>;
  page: LanguageContext;
  localize: (to: string) => string;
  feeds: { path: string; title: string }[];
};

// A static query takes no variables, so it holds every language's settings and the page's language picks one.
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
          themeColorDark
          backgroundColor
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
  const settings = { ...own_, contact: { ...own_.contact, supportHours: supportHoursText(own_) } };
  const lists = (data.site?.siteMetadata?.entryLists ?? []).filter((list) => list.language === language.code);
  // A link to a list with no published entry would lead to an empty page (header and footer share `nav`).
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
