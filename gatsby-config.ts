/**
 * Gatsby configuration: site metadata, plugins and build options.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 */
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { parse } from "yaml";
import fs from "node:fs";
import { contentFiles } from "./src/content-model/schema";
import { readSitePages, sitePagesDir } from "./src/content-model/site-pages";
import { readContentText } from "./src/content-model/validate-dir";
import { THANKS_ROUTE } from "./src/lib/contact-form";

// CONTENT_DIR lets tests build the site from a fixture folder; editors never need it.
const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");

const settings = parse(readContentText(path.join(contentDir, "settings.yaml"))) as { siteUrl?: string } | null;
// SITE_URL overrides the address in settings.yaml at build time (previews, staging, tests); an
// empty SITE_URL (a CI variable left blank) counts as unset.
const siteUrl = (process.env.SITE_URL || settings?.siteUrl || "http://localhost:9000").replace(/\/+$/, "");

// The pages editors created: their Markdown files are sourced on their own (the content folder's
// source skips .md files), and the ones kept out of search results are kept out of the sitemap.
const pagesDir = sitePagesDir(contentDir);
const unindexedPages = readSitePages(contentDir)
  .filter((page) => page.indexed === false)
  .map((page) => `/${page.address}/`);

const typeNames = new Map(contentFiles.map((f) => [f.file.replace(/\.yaml$/, ""), f.typeName]));

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // React 19 warns about the classic JSX transform.
  jsxRuntime: "automatic",
  trailingSlash: "always",
  // GitHub Pages and other sub-path hosting: PATH_PREFIX=/repo-name npm run build -- --prefix-paths
  pathPrefix: process.env.PATH_PREFIX,
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-postcss",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir, ignore: ["**/schemas/**", "**/*.md"] },
    },
    ...(fs.existsSync(pagesDir) ? [{ resolve: "gatsby-source-filesystem", options: { name: "site-pages", path: pagesDir } }] : []),
    // Checks each content file, then hands it to gatsby-transformer-yaml (which it calls itself,
    // so that a broken edit in `gatsby develop` never replaces the last good content).
    {
      resolve: "validate-content",
      options: {
        path: contentDir,
        // One declared GraphQL type per file (schema.ts), e.g. pages/home.yaml → HomePageYaml.
        typeName: ({ node }: { node: { relativePath: string } }) => typeNames.get(node.relativePath.replace(/\.ya?ml$/, "")),
      },
    },
    // sitemap-0.xml (+ index) of every page but the 404 and thank-you pages and the created pages marked not indexed, from siteMetadata.siteUrl and the path prefix.
    // No <link rel="sitemap"> in pages: site-files renames the file, and robots.txt names it.
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        createLinkInHead: false,
        // In the order of their addresses: Gatsby lists pages in the order they were created, and
        // the created pages (content/site-pages/) in the order their files were read, which varies
        // from one build to the next; the same site gives the same sitemap.
        query: "{ allSitePage(sort: { path: ASC }) { nodes { path } } }",
        excludes: [THANKS_ROUTE, ...unindexedPages],
        serialize: ({ path: pagePath }: { path: string }) => ({ url: pagePath }),
        // The address from this file, not from the Site node read back out of GraphQL: the plugin
        // resolves the address before it looks at its query's errors, so any failure of that query
        // used to surface as "`siteUrl` does not exist on `siteMetadata`"; now the real error shows.
        resolveSiteUrl: () => siteUrl,
      },
    },
    // `gatsby build`: pages without Gatsby's browser runtime, with Speculation Rules and the mobile
    // menu's polyfill loader (plugins/static-pages). `gatsby develop` keeps the runtime.
    "static-pages",
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
