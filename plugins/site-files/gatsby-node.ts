/**
 * Local plugin, listed after gatsby-plugin-sitemap in gatsby-config.ts. It writes the files that
 * depend on content, on the site address (SITE_URL can override settings.yaml) or on the built
 * pages themselves, so none of them can drift from what is deployed:
 *
 * - before the build: checks the settings the content schema cannot express (colours, times,
 *   days, image files and their sizes, the site address being an origin);
 * - `site.webmanifest` and `robots.txt` (pointing at the sitemap's absolute URL), also served by
 *   `gatsby develop`;
 * - `sitemap.xml`: gatsby-plugin-sitemap writes `sitemap-0.xml` plus an index; while the site fits
 *   one sitemap file (50,000 pages) the index only adds a hop, so the file becomes `sitemap.xml`;
 * - takes out of public/ the files that were taken out of static/ since the last build, which
 *   Gatsby's copy of static/ leaves there (see static-copies.ts);
 * - takes everything but the site out of public/ (see unpublished.ts): source maps and
 *   webpack.stats.json, Gatsby's unused browser runtime, its page-data/ and _gatsby/ build state and
 *   the duplicate /404/ page. It runs first in onPostBuild: gatsby-plugin-sitemap (before this
 *   plugin) reads none of them, nor does cms-admin (after it), and the Content-Security-Policy and
 *   `_headers` below are made from what is published;
 * - the Content-Security-Policy (see csp.ts) from the built HTML: as a <meta> in every page, in
 *   `public/_headers` (from the `static/_headers` template) and in the nginx include
 *   `deploy/generated/content-security-policy.conf`;
 * - the hosts' rules for the site's languages (see languages.ts): `public/_redirects` (from the
 *   `static/_redirects` template) and the nginx include `deploy/generated/languages.conf`.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { checkSettings, type CheckedSettings } from "./check-settings";
import { contentSecurityPolicy, hashesFor, inlineSources, withoutPolicyMeta, withPolicyMeta } from "./csp";
import { buildFiles, cloudflareLimits, htmlFiles, renderHeaders, renderNginxPolicy, urlPathOf } from "./headers";
import { renderNginxLanguages, renderRedirects } from "./languages";
import { manifest, publicUrl, robotsTxt, type Settings } from "./site-files";
import { recordStaticFiles, removeRetiredStaticFiles, STATIC_RECORD } from "./static-copies";
import { DEBUG_FILES_DIR, restoreUnpublished, UNPUBLISHED_DIR, unpublishBuildFiles } from "./unpublished";
import { formActionOf } from "../../src/lib/contact-form";
import { contentModel, siteSettings } from "../../src/content-model/load";

type Options = PluginOptions & { contentDir?: string; staticDir?: string; nginxPolicyFile?: string; nginxLanguagesFile?: string };

const repo = process.cwd();

function options(raw: PluginOptions) {
  const o = raw as Options;
  return {
    contentDir: path.resolve(o.contentDir ?? "content"),
    staticDir: path.resolve(o.staticDir ?? "static"),
    nginxPolicyFile: path.resolve(o.nginxPolicyFile ?? path.join("deploy", "generated", "content-security-policy.conf")),
    nginxLanguagesFile: path.resolve(o.nginxLanguagesFile ?? path.join("deploy", "generated", "languages.conf")),
  };
}

/** siteMetadata.siteUrl as gatsby-config resolved it (settings.yaml, or SITE_URL). */
function siteUrlOf(store: Parameters<NonNullable<GatsbyNode["onPreBootstrap"]>>[0]["store"]): string {
  const state = (store.getState as unknown as () => { config?: { siteMetadata?: { siteUrl?: unknown } } })();
  const siteUrl = state.config?.siteMetadata?.siteUrl;
  return typeof siteUrl === "string" ? siteUrl : "";
}

/** The default language's site settings, from the one content loader. */
function readSettings(contentDir: string): Settings & CheckedSettings {
  return siteSettings<Settings & CheckedSettings>(contentModel(contentDir));
}

function writeContentFiles(publicDir: string, settings: Settings, sitemapUrl: string) {
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, "site.webmanifest"), `${JSON.stringify(manifest(settings), null, 2)}\n`);
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(sitemapUrl));
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }, raw) => {
  const { contentDir, staticDir } = options(raw);
  let settings: CheckedSettings;
  try {
    settings = readSettings(contentDir);
  } catch {
    return; // validate-content reports a missing or broken settings.yaml.
  }
  const problems = checkSettings(settings, { siteUrl: siteUrlOf(store), staticDir });
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `content/settings.yaml: ${problems.length === 1 ? "a setting needs" : `${problems.length} settings need`} fixing:\n` +
        problems.map((p) => `  - ${p}`).join("\n"),
    );
    return;
  }
  // Gatsby re-reads its build state (page-data/, the pages it does not re-render) in an incremental
  // build: give back what the last build took out of public/. Here, before bootstrap ends with
  // Gatsby deleting the page-data of pages that no longer exist; after the checks, so that a build
  // stopped by a content mistake leaves public/ as it was. `gatsby develop` took nothing out.
  if (process.env.gatsby_executing_command !== "build") return;
  const publicDir = path.join(repo, "public");
  restoreUnpublished(publicDir, path.join(repo, UNPUBLISHED_DIR));
  // Before Gatsby copies static/ into public/ again (see static-copies.ts).
  const retired = removeRetiredStaticFiles(publicDir, staticDir, path.join(repo, STATIC_RECORD));
  if (retired.length > 0) reporter.info(`site-files: took out of public/ what static/ no longer has: ${retired.join(", ")}`);
};

/** `gatsby develop` writes no public/ files: serve the content-made ones from content directly. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }, raw) => {
  const { contentDir } = options(raw);
  type Reply = { type: (contentType: string) => Reply; send: (body: string) => void };
  app.get("/site.webmanifest", (_request: unknown, response: Reply) => {
    response.type("application/manifest+json").send(JSON.stringify(manifest(readSettings(contentDir)), null, 2));
  });
  app.get("/robots.txt", (_request: unknown, response: Reply) => {
    response.type("text/plain").send(robotsTxt(publicUrl(siteUrlOf(store), "", "/sitemap.xml")));
  });
};

/** sitemap-0.xml → sitemap.xml while there is one sitemap file; returns the path robots.txt names. */
function settleSitemap(publicDir: string): string {
  const index = path.join(publicDir, "sitemap-index.xml");
  const first = path.join(publicDir, "sitemap-0.xml");
  if (!fs.existsSync(index) || !fs.existsSync(first))
    throw new Error("gatsby-plugin-sitemap wrote no sitemap (is it listed before site-files?)");
  const sitemaps = fs.readFileSync(index, "utf8").match(/<sitemap>/g) ?? [];
  if (sitemaps.length !== 1) return "/sitemap-index.xml";
  fs.renameSync(first, path.join(publicDir, "sitemap.xml"));
  fs.rmSync(index);
  return "/sitemap.xml";
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter, store, pathPrefix }, raw) => {
  const { contentDir, staticDir, nginxPolicyFile, nginxLanguagesFile } = options(raw);
  const publicDir = path.join(repo, "public");
  const settings = readSettings(contentDir);
  const siteUrl = siteUrlOf(store);

  const unpublished = unpublishBuildFiles(
    publicDir,
    path.join(repo, DEBUG_FILES_DIR),
    path.join(repo, UNPUBLISHED_DIR),
    htmlFiles(publicDir),
  );
  const sitemapPath = settleSitemap(publicDir);
  writeContentFiles(publicDir, settings, publicUrl(siteUrl, pathPrefix, sitemapPath));

  // The policy: the hashes of every page's inline code, and the form's destination from content.
  const pages = htmlFiles(publicDir).map((file) => {
    const html = withoutPolicyMeta(fs.readFileSync(file, "utf8"));
    return { file, html, inline: inlineSources(html) };
  });
  const formAction = formActionOf(settings.contact);
  // Each page's own policy: in its <meta>, and for its address in _headers. Every page inlines
  // only its own CSS (plugins/page-css), so the pages' style hashes differ.
  const pagePolicies = pages.map((page) => {
    const own = hashesFor([page.inline]);
    fs.writeFileSync(page.file, withPolicyMeta(page.html, contentSecurityPolicy({ ...own, formAction, forMeta: true })));
    return {
      urlPath: urlPathOf(publicDir, page.file),
      file: `/${path.relative(publicDir, page.file).split(path.sep).join("/")}`,
      policy: contentSecurityPolicy({ ...own, formAction }),
    };
  });
  const all = hashesFor(pages.map((p) => p.inline));
  const policy = contentSecurityPolicy({ ...all, formAction });
  const policyOf = new Map(pagePolicies.map((p) => [p.urlPath, p.policy]));

  const template = fs.readFileSync(path.join(staticDir, "_headers"), "utf8");
  const headers = renderHeaders(template, policy, buildFiles(publicDir), (urlPath) => {
    const own = policyOf.get(urlPath);
    if (!own) throw new Error(`site-files: no page in public/ for ${urlPath} in _headers`);
    return own;
  });
  fs.writeFileSync(path.join(publicDir, "_headers"), headers);
  for (const problem of cloudflareLimits(headers)) reporter.warn(`site-files: public/_headers ${problem}`);
  fs.mkdirSync(path.dirname(nginxPolicyFile), { recursive: true });
  fs.writeFileSync(nginxPolicyFile, renderNginxPolicy(pagePolicies));
  recordStaticFiles(staticDir, path.join(repo, STATIC_RECORD));

  // Every language but the default has its own 404 page; the hosts' rules send its unknown paths there.
  const otherLanguages = contentModel(contentDir)
    .languages.slice(1)
    .map((l) => l.code);
  const redirectsTemplate = path.join(staticDir, "_redirects");
  if (fs.existsSync(redirectsTemplate))
    fs.writeFileSync(path.join(publicDir, "_redirects"), renderRedirects(fs.readFileSync(redirectsTemplate, "utf8"), otherLanguages));
  fs.mkdirSync(path.dirname(nginxLanguagesFile), { recursive: true });
  fs.writeFileSync(nginxLanguagesFile, renderNginxLanguages(otherLanguages));

  reporter.info(
    `site-files: ${pages.length} pages, ${all.scriptHashes.length} script and ${all.styleHashes.length} style hashes in the pages' ` +
      `Content-Security-Policies; wrote robots.txt, site.webmanifest, ${sitemapPath.slice(1)}, _headers, _redirects ` +
      `(${otherLanguages.length ? `404 rules for ${otherLanguages.join(", ")}` : "one language"}), ${path.relative(repo, nginxPolicyFile)} and ` +
      `${path.relative(repo, nginxLanguagesFile)}; ` +
      `moved ${unpublished.moved.length} source maps and stats files to ${DEBUG_FILES_DIR}, ` +
      `kept ${unpublished.kept.join(", ") || "nothing"} for the next build in ${UNPUBLISHED_DIR}, ` +
      `removed ${unpublished.removed.length} runtime files nothing loads`,
  );
};
