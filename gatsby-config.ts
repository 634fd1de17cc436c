/**
 * Gatsby configuration: site metadata, plugins and build options.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 */
import type { GatsbyConfig } from "gatsby";
import { contentModel, placeOf, siteContentDir, siteSettings } from "./src/content-model/load";
import { feedPath, isListed, pathIn, planSite } from "./src/content-model/publish";
import { THANKS_ROUTE } from "./src/lib/contact-form";
import { languageContextOf } from "./src/lib/languages";

const contentDir = siteContentDir();
const model = contentModel(contentDir);
const plan = planSite(model);
const codes = model.languages.map((l) => l.code);
const settings = (() => {
  try {
    return siteSettings<{ siteUrl?: string }>(model);
  } catch {
    return undefined; // The content check says why, before anything is built.
  }
})();
// SITE_URL overrides settings.yaml (previews, staging, tests); left empty, it counts as unset.
const siteUrl = (process.env.SITE_URL || settings?.siteUrl || "http://localhost:9000").replace(/\/+$/, "");
const builtPrefix =
  process.argv.includes("--prefix-paths") || process.env.PREFIX_PATHS === "true" ? (process.env.PATH_PREFIX ?? "").replace(/\/+$/, "") : "";

/** A page in the sitemap, with the same page in its other languages and the default's as x-default. */
function sitemapEntry({ path, pageContext }: { path: string; pageContext?: unknown }) {
  const language = languageContextOf(pageContext);
  if (!language || codes.length < 2) return { url: path };
  const absolute = (code: string) => `${siteUrl}${builtPrefix}${pathIn(language.route, code, plan)}`;
  const fallback = language.translations.includes(codes[0]!) ? codes[0]! : language.translations[0]!;
  return {
    url: path,
    links: [...language.translations.map((code) => ({ lang: code, url: absolute(code) })), { lang: "x-default", url: absolute(fallback) }],
  };
}

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    // Every list in every language, whether this build publishes an entry of it: the header leaves out links to empty ones.
    entryLists: plan.languages.flatMap((language) =>
      language.lists.map((list) => {
        const published = isListed(list);
        const feed = list.entries.length > 0 && list.folder.list.feed ? feedPath(list.route) : null;
        const title = (list.words.feed as { title?: unknown } | undefined)?.title;
        return {
          language: language.language.code,
          folder: list.folder.folder,
          route: list.route,
          published,
          feed,
          feedTitle: feed && typeof title === "string" ? title : null,
        };
      }),
    ),
  },
  jsxRuntime: "automatic",
  trailingSlash: "always",
  // GitHub Pages and other sub-path hosting: PATH_PREFIX=/repo-name npm run build -- --prefix-paths
  pathPrefix: process.env.PATH_PREFIX,
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    // First: stops the build on a broken content file before anything else reads it.
    { resolve: "content-check", options: { path: contentDir } },
    "gatsby-plugin-postcss",
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: contentDir, ignore: ["**/schemas/**"] } },
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        typeName: ({ node }: { node: { absolutePath: string } }) =>
          placeOf(contentModel(contentDir), node.absolutePath)?.spec?.typeName ?? "UndeclaredYaml",
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // site-files names the sitemap in robots.txt and renames it.
        createLinkInHead: false,
        excludes: [
          ...codes.flatMap((code) => [pathIn(THANKS_ROUTE, code, plan), `/${code}/404.html`]),
          ...plan.languages.flatMap((l) =>
            l.pages.filter((p) => p.indexed === false).map((p) => pathIn(`/${p.address}/`, l.language.code, plan)),
          ),
        ],
        // By address: Gatsby lists pages in the order they were created, which varies between builds.
        query: "{ allSitePage(sort: { path: ASC }) { nodes { path pageContext } } }",
        serialize: sitemapEntry,
        // Resolved here: the plugin reports any failure of its query as a missing siteUrl otherwise.
        resolveSiteUrl: () => siteUrl,
      },
    },
    "static-pages",
    "feeds",
    // After the pages are written and before site-files hashes their inline code.
    "page-css",
    // REDIRECT_PAGES: GitHub Pages' workflow (.github/workflows/deploy-pages.yml), for a host without server redirects.
    { resolve: "site-files", options: { contentDir, redirectPages: process.env.REDIRECT_PAGES === "true" } },
    { resolve: "share-pictures", options: { contentDir } },
    // After site-files, which rewrites every page it gives a new policy.
    "search-index",
    { resolve: "cms-admin", options: { contentDir } },
  ],
};

export default config;
