/**
 * Gatsby configuration: site metadata, plugins and build options.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 */
import type { GatsbyConfig } from "gatsby";
import { contentModel, defaultContent, settingsOf, siteContentDir } from "./src/content-model/load";
import { publicationDay, publishedLists } from "./src/content-model/entry-lists";
import { sitePagesOf } from "./src/content-model/site-pages";
import { THANKS_ROUTE } from "./src/lib/contact-form";
import { languageContextOf, pagePath } from "./src/lib/languages";

// CONTENT_DIR lets tests build the site from a fixture folder; editors never need it.
const contentDir = siteContentDir();
// The content, as the one loader reads it (plugins/validate-content checks it before anything is built).
const model = contentModel(contentDir);
const content = defaultContent(model);
const codes = model.languages.map((l) => l.code);
const defaultLanguage = codes[0]!;

const settings = settingsOf<{ siteUrl?: string }>(content);
// SITE_URL overrides the address in settings.yaml at build time (previews, staging, tests); an
// empty SITE_URL (a CI variable left blank) counts as unset.
const siteUrl = (process.env.SITE_URL || settings?.siteUrl || "http://localhost:9000").replace(/\/+$/, "");

// The created pages kept out of search results are kept out of the sitemap, in every language.
const unindexedPages = model.content.flatMap((language) =>
  sitePagesOf(language)
    .filter((page) => page.indexed === false)
    .map((page) => pagePath(`/${page.address}/`, language.language.code, defaultLanguage)),
);

// The path prefix the pages are built with (`--prefix-paths`), for the sitemap's absolute addresses.
const builtPrefix =
  process.argv.includes("--prefix-paths") || process.env.PREFIX_PATHS === "true" ? (process.env.PATH_PREFIX ?? "").replace(/\/+$/, "") : "";

/**
 * A page's entry in the sitemap: its address and, in a site of several languages, the same page in
 * each language it exists in and the default language's for everyone else (x-default), as
 * `xhtml:link` alternates (each page's head says the same with `hreflang`).
 */
function sitemapEntry({ path: pagePathname, pageContext }: { path: string; pageContext?: unknown }) {
  const language = languageContextOf(pageContext);
  if (!language || codes.length < 2) return { url: pagePathname };
  const absolute = (code: string) => `${siteUrl}${builtPrefix}${pagePath(language.route, code, defaultLanguage)}`;
  const fallback = language.translations.includes(defaultLanguage) ? defaultLanguage : language.translations[0]!;
  return {
    url: pagePathname,
    links: [...language.translations.map((code) => ({ lang: code, url: absolute(code) })), { lang: "x-default", url: absolute(fallback) }],
  };
}

const config: GatsbyConfig = {
  // entryLists: every list of dated entries (articles, case studies) in every language, whether this
  // build publishes an entry of it, and its feed (the header leaves out a link to an empty list;
  // every page links its language's feeds). Decided here, on the build's day, every build.
  siteMetadata: { siteUrl, entryLists: publishedLists(model, publicationDay()) },
  // React 19 warns about the classic JSX transform.
  jsxRuntime: "automatic",
  trailingSlash: "always",
  // GitHub Pages and other sub-path hosting: PATH_PREFIX=/repo-name npm run build -- --prefix-paths
  pathPrefix: process.env.PATH_PREFIX,
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-postcss",
    // A File node per content file (every language's, YAML and Markdown), and word when one changes.
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: contentDir, ignore: ["**/schemas/**"] } },
    // Checks the content, then hands each file's checked data to gatsby-transformer-yaml (which it
    // calls itself, so that a broken edit in `gatsby develop` never replaces the last good content).
    { resolve: "validate-content", options: { path: contentDir } },
    // sitemap-0.xml (+ index) of every page but the 404 and thank-you pages and the created pages marked not indexed, from siteMetadata.siteUrl and the path prefix.
    // No <link rel="sitemap"> in pages: site-files renames the file, and robots.txt names it.
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        createLinkInHead: false,
        // Every language's 404 page and thank-you page, and the created pages kept out of search results.
        excludes: [...codes.flatMap((code) => [pagePath(THANKS_ROUTE, code, defaultLanguage), `/${code}/404.html`]), ...unindexedPages],
        // In the order of their addresses: Gatsby lists pages in the order they were created, and
        // the created pages (content/site-pages/) in the order their files were read, which varies
        // from one build to the next; the same site gives the same sitemap.
        query: "{ allSitePage(sort: { path: ASC }) { nodes { path pageContext } } }",
        serialize: sitemapEntry,
        // The address from this file, not from the Site node read back out of GraphQL: the plugin
        // resolves the address before it looks at its query's errors, so any failure of that query
        // used to surface as "`siteUrl` does not exist on `siteMetadata`"; now the real error shows.
        resolveSiteUrl: () => siteUrl,
      },
    },
    // `gatsby build`: pages without Gatsby's browser runtime, with Speculation Rules and the mobile
    // menu's polyfill loader (plugins/static-pages). `gatsby develop` keeps the runtime.
    "static-pages",
    // The pages of the articles and case studies (lists, tags, entries) and the articles' feeds (plugins/entry-lists).
    "entry-lists",
    // After the pages are written, before site-files hashes their inline code for the
    // Content-Security-Policy: each page keeps only the CSS rules its own markup uses (plugins/page-css).
    "page-css",
    // After the sitemap and static-pages: sitemap.xml, robots.txt, site.webmanifest and the Content-Security-Policy
    // (page <meta>, public/_headers, deploy/generated/ nginx include), all from content and the built pages.
    { resolve: "site-files", options: { contentDir } },
    // The content editor at /admin/ (Sveltia CMS): public/admin/ after the build, and /admin/ in
    // `gatsby develop`; its configuration is derived from src/content-model/schema.ts.
    { resolve: "cms-admin", options: { contentDir } },
  ],
};

export default config;
