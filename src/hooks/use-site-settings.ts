import { graphql, useStaticQuery } from "gatsby";

type SiteSettings = NonNullable<Queries.SiteSettingsQuery["settingsYaml"]> & {
  /** The created pages the footer links to (content/site-pages/, footerList pages or legal), in their footer order. */
  footerPages: Queries.SiteSettingsQuery["allMarkdownPage"]["nodes"];
};

/**
 * Site-wide settings from content/settings.yaml: brand, navigation, contact details and footer,
 * with the created pages the footer links to. `siteUrl` comes from gatsby-config's siteMetadata,
 * where the SITE_URL variable can override it.
 */
export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
        }
      }
      settingsYaml {
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
      allMarkdownPage(filter: { footerList: { ne: "none" } }, sort: [{ footerOrder: ASC }, { title: ASC }]) {
        nodes {
          title
          address
          footerList
        }
      }
    }
  `);
  if (!data.settingsYaml) throw new Error("content/settings.yaml is missing: the site cannot be built without it.");
  return {
    ...data.settingsYaml,
    siteUrl: data.site?.siteMetadata?.siteUrl ?? data.settingsYaml.siteUrl,
    footerPages: data.allMarkdownPage.nodes,
  };
}
