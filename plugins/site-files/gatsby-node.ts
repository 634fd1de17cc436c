// Writes what depends on content, the site address or the built pages: settings checks, site.webmanifest, robots.txt, sitemap.xml,
// the Content-Security-Policy (<meta>, _headers, nginx), the language rules and the redirects; takes all but the site out of public/.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { checkSettings, type CheckedSettings } from "./check-settings";
import { contentSecurityPolicy, hashesFor, headerPolicy, inlineSources, policyDirectives, withoutPolicyMeta, withPolicyMeta } from "./csp";
import { buildFiles, cloudflareLimits, htmlFiles, renderHeaders, renderNginxPolicy } from "./headers";
import { renderNginxLanguages, renderRedirects } from "./languages";
import {
  REDIRECT_PAGES_RECORD,
  redirectLimitProblems,
  renderNginxRedirects,
  renderRedirectLines,
  withRedirects,
  writeRedirectPages,
  type RedirectWords,
} from "./redirects";
import { manifest, publicUrl, robotsTxt, type Settings } from "./site-files";
import { recordStaticFiles, removeRetiredStaticFiles, STATIC_RECORD } from "./static-copies";
import { DEBUG_FILES_DIR, restoreUnpublished, UNPUBLISHED_DIR, unpublishBuildFiles } from "./unpublished";
import { formActionOf } from "../../src/lib/contact-form";
import { contentIn, contentModel, dataOf, siteSettings } from "../../src/content-model/load";
import { planSite } from "../../src/content-model/publish";
import { hostRedirects, redirectsOf } from "../../src/content-model/redirects";
import { perPage } from "../../src/lib/page-record";

type Options = PluginOptions & {
  contentDir?: string;
  staticDir?: string;
  nginxPolicyFile?: string;
  nginxLanguagesFile?: string;
  nginxRedirectsFile?: string;
  /** A refresh page at each old address, for hosts without server redirects (GitHub Pages). */
  redirectPages?: boolean;
};

const repo = process.cwd();

function options(raw: PluginOptions) {
  const o = raw as Options;
  return {
    contentDir: path.resolve(o.contentDir ?? "content"),
    staticDir: path.resolve(o.staticDir ?? "static"),
    nginxPolicyFile: path.resolve(o.nginxPolicyFile ?? path.join("deploy", "generated", "content-security-policy.conf")),
    nginxLanguagesFile: path.resolve(o.nginxLanguagesFile ?? path.join("deploy", "generated", "languages.conf")),
    nginxRedirectsFile: path.resolve(o.nginxRedirectsFile ?? path.join("deploy", "generated", "redirects.conf")),
    redirectPages: o.redirectPages === true,
  };
}

function siteUrlOf(store: Parameters<NonNullable<GatsbyNode["onPreBootstrap"]>>[0]["store"]): string {
  const state = (store.getState as unknown as () => { config?: { siteMetadata?: { siteUrl?: unknown } } })();
  const siteUrl = state.config?.siteMetadata?.siteUrl;
  return typeof siteUrl === "string" ? siteUrl : "";
}

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
  // Gatsby's incremental build re-reads page-data/: put back what the last build took out, before bootstrap deletes stale page-data
  // and after the checks, so a build stopped by a content mistake leaves public/ as it was.
  if (process.env.gatsby_executing_command !== "build") return;
  const publicDir = path.join(repo, "public");
  restoreUnpublished(publicDir, path.join(repo, UNPUBLISHED_DIR));
  // Before Gatsby copies static/ into public/ again (see static-copies.ts).
  const retired = removeRetiredStaticFiles(publicDir, staticDir, path.join(repo, STATIC_RECORD));
  if (retired.length > 0) reporter.info(`site-files: took out of public/ what static/ no longer has: ${retired.join(", ")}`);
};

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

// One sitemap file holds 50,000 pages; until the site outgrows it, the index only adds a hop.
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

const POLICIES_RECORD = path.join(repo, ".cache", "site-files", "page-policies.json");

// Each page's own policy, with the hashes of its inline code, goes into its <meta>; a page this build did not rewrite has it.
function writePagePolicies(files: readonly string[], formAction: string): { wrote: number; kept: number } {
  const key = crypto
    .createHash("sha256")
    .update([formAction, policyDirectives, inlineSources, hashesFor, withPolicyMeta].map(String).join("\0"))
    .digest("hex");
  const { redone } = perPage(POLICIES_RECORD, key, files, (file) => {
    const html = withoutPolicyMeta(fs.readFileSync(file, "utf8"));
    fs.writeFileSync(file, withPolicyMeta(html, contentSecurityPolicy({ ...hashesFor([inlineSources(html)]), formAction, forMeta: true })));
    return true;
  });
  return { wrote: redone, kept: files.length - redone };
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter, store, pathPrefix }, raw) => {
  const { contentDir, staticDir, nginxPolicyFile, nginxLanguagesFile, nginxRedirectsFile, redirectPages: wantsPages } = options(raw);
  const publicDir = path.join(repo, "public");
  const settings = readSettings(contentDir);
  const siteUrl = siteUrlOf(store);
  const model = contentModel(contentDir);
  // languages[0] is the default; each other language has its own 404 page and its own copy of each redirect.
  const otherLanguages = model.languages.slice(1).map((l) => l.code);
  // The editors' redirects, and the parent addresses' no page answers (/team/ → /about/#team): src/content-model/parents.ts.
  const redirects = hostRedirects(model, planSite(model));
  const editorRedirects = redirectsOf(model).length;

  const unpublished = unpublishBuildFiles(
    publicDir,
    path.join(repo, DEBUG_FILES_DIR),
    path.join(repo, UNPUBLISHED_DIR),
    htmlFiles(publicDir),
  );
  const sitemapPath = settleSitemap(publicDir);
  writeContentFiles(publicDir, settings, publicUrl(siteUrl, pathPrefix, sitemapPath));
  // Before the policies: the pages get theirs like any other. Without redirectPages, an earlier build's are taken out.
  const redirectPages = writeRedirectPages(publicDir, path.join(repo, REDIRECT_PAGES_RECORD), wantsPages ? redirects : [], otherLanguages, {
    defaultLanguage: model.languages[0]?.code ?? "en",
    words: (lang) => (dataOf(contentIn(model, lang), "pages/not-found.yaml") as { moved: RedirectWords }).moved,
    href: (to) => `${pathPrefix.replace(/\/+$/, "")}${to}`,
    canonical: (to) => publicUrl(siteUrl, pathPrefix, to),
  });
  if (redirectPages.wildcards.length > 0)
    reporter.warn(
      `site-files: GitHub Pages cannot follow the redirects ending in "*" (${redirectPages.wildcards.map((r) => r.from).join(", ")}): ` +
        "it has no server redirects, and a page can stand for one address only. Netlify, Cloudflare Pages and nginx follow them.",
    );

  const formAction = formActionOf(settings.contact);
  const written = writePagePolicies(htmlFiles(publicDir), formAction);
  const policy = headerPolicy();
  const template = fs.readFileSync(path.join(staticDir, "_headers"), "utf8");
  const headers = renderHeaders(template, policy, buildFiles(publicDir));
  fs.writeFileSync(path.join(publicDir, "_headers"), headers);
  for (const problem of cloudflareLimits(headers)) reporter.warn(`site-files: public/_headers ${problem}`);
  fs.mkdirSync(path.dirname(nginxPolicyFile), { recursive: true });
  fs.writeFileSync(nginxPolicyFile, renderNginxPolicy(policy));
  recordStaticFiles(staticDir, path.join(repo, STATIC_RECORD));

  const redirectsTemplate = path.join(staticDir, "_redirects");
  if (fs.existsSync(redirectsTemplate)) {
    const withLanguages = renderRedirects(fs.readFileSync(redirectsTemplate, "utf8"), otherLanguages);
    const redirectsFile = withRedirects(withLanguages, renderRedirectLines(redirects, otherLanguages));
    fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile);
    // A host that silently drops rules would break addresses: stop the build instead.
    const problems = redirectLimitProblems(redirectsFile, editorRedirects);
    if (problems.length > 0) reporter.panicOnBuild(`content/redirects.yaml: ${problems.join("\n")}`);
  }
  fs.mkdirSync(path.dirname(nginxLanguagesFile), { recursive: true });
  fs.writeFileSync(nginxLanguagesFile, renderNginxLanguages(otherLanguages));
  fs.mkdirSync(path.dirname(nginxRedirectsFile), { recursive: true });
  fs.writeFileSync(nginxRedirectsFile, renderNginxRedirects(redirects, otherLanguages));

  reporter.info(
    `site-files: wrote the Content-Security-Policy <meta> of ${written.wrote} pages (${written.kept} unchanged since the last build kept theirs); wrote robots.txt, site.webmanifest, ${sitemapPath.slice(1)}, _headers, _redirects ` +
      `(${otherLanguages.length ? `404 rules for ${otherLanguages.join(", ")}` : "one language"}; ${redirects.length} redirects, ` +
      `${redirectPages.written.length} refresh pages${redirectPages.removed.length ? `, ${redirectPages.removed.length} retired` : ""}), ` +
      `${path.relative(repo, nginxPolicyFile)}, ${path.relative(repo, nginxLanguagesFile)} and ${path.relative(repo, nginxRedirectsFile)}; ` +
      `moved ${unpublished.moved.length} source maps and stats files to ${DEBUG_FILES_DIR}, ` +
      `kept ${unpublished.kept.join(", ") || "nothing"} for the next build in ${UNPUBLISHED_DIR}, ` +
      `removed ${unpublished.removed.length} runtime files nothing loads`,
  );
};
