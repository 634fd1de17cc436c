/**
 * Local plugin: the browser editor for content editors at /admin/ (Sveltia CMS).
 *
 * - `gatsby build`: writes public/admin/ after the pages (see build-admin.ts). It is a static
 *   page, not a Gatsby page: the sitemap does not list it, and plugins/site-files gives it no site
 *   policy (it has its own, in static/_headers, vercel.json and deploy/nginx.conf).
 * - `gatsby develop` (and `npm run cms`): builds the editor into .cache/cms-admin/ and serves it
 *   at http://localhost:8000/admin/, where an editor works on this checkout's files directly.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { backendFromEnv } from "../../src/content-model/cms-config";
import { contentFiles, sitePages } from "../../src/content-model/schema";
import { contentModel, dataOf, defaultContent, siteSettings } from "../../src/content-model/load";
import { existingRoutes, serviceIds, sitePagesOf } from "../../src/content-model/site-pages";
import { listAddressOf, listedFolders } from "../../src/content-model/entry-lists";
import { buildAdmin, type AdminOptions } from "./build-admin";

type Options = PluginOptions & { contentDir?: string };

const repo = process.cwd();

/** The `origin` remote of this checkout, if any (names the GitHub repository when nothing else does). */
function gitRemote(): string | undefined {
  try {
    return execFileSync("git", ["remote", "get-url", "origin"], {
      cwd: repo,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
}

function adminOptions(raw: PluginOptions, siteUrl: string | undefined, pathPrefix: string, minify: boolean): AdminOptions {
  const contentDir = path.resolve((raw as Options).contentDir ?? "content");
  const model = contentModel(contentDir);
  const content = defaultContent(model);
  const settings = siteSettings<{ brand?: string; siteName?: string; organization?: { logo?: string } }>(model);
  // The editor opens files by their path from the repository root.
  const contentPath = path.relative(repo, contentDir).split(path.sep).join("/") || ".";
  return {
    title: `Content editor | ${settings.brand ?? "site"}`,
    appTitle: settings.siteName,
    logo: settings.organization?.logo ? `${pathPrefix}${settings.organization.logo}` : undefined,
    backend: backendFromEnv(process.env, gitRemote()),
    siteUrl,
    contentPath,
    // Every list too, also one with no published entry yet: the header may link it before its first entry.
    routes: existingRoutes(content, { emptyLists: true }),
    services: serviceIds(content),
    listAddresses: Object.fromEntries(
      listedFolders.flatMap((folder) => {
        const address = listAddressOf(content, folder);
        return address ? [[folder.folder, address]] : [];
      }),
    ),
    pages: sitePagesOf(content).map((page) => ({
      file: `${contentPath}/${sitePages.folder}/${page.name}`,
      address: page.address,
      body: page.body,
    })),
    content: Object.fromEntries(contentFiles.map((spec) => [spec.file, dataOf(content, spec.file)])),
    minify,
  };
}

/** siteMetadata.siteUrl as gatsby-config resolved it (settings.yaml, or SITE_URL). */
function siteUrlOf(store: Parameters<NonNullable<GatsbyNode["onPreBootstrap"]>>[0]["store"]): string | undefined {
  const state = (store.getState as unknown as () => { config?: { siteMetadata?: { siteUrl?: unknown } } })();
  const siteUrl = state.config?.siteMetadata?.siteUrl;
  return typeof siteUrl === "string" ? siteUrl : undefined;
}

const developDir = path.join(repo, ".cache", "cms-admin");

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }, raw) => {
  if (process.env.gatsby_executing_command !== "develop") return;
  await buildAdmin(developDir, adminOptions(raw, siteUrlOf(store), "", false));
  reporter.info("cms-admin: the content editor is at /admin/ (open it in Chrome or Edge to edit this checkout's files)");
};

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  type Reply = {
    sendFile: (file: string) => void;
    redirect: (status: number, to: string) => void;
    status: (code: number) => Reply;
    end: () => void;
  };
  app.get(/^\/admin(\/.*)?$/, (request: { path: string }, response: Reply) => {
    if (request.path === "/admin") return response.redirect(301, "/admin/");
    const relative = decodeURIComponent(request.path.slice("/admin/".length)) || "index.html";
    const file = path.join(developDir, relative);
    if (!file.startsWith(developDir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return response.status(404).end();
    response.sendFile(file);
  });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store, pathPrefix }, raw) => {
  const outDir = path.join(repo, "public", "admin");
  const options = adminOptions(raw, siteUrlOf(store), pathPrefix, true);
  await buildAdmin(outDir, options);
  if (options.backend.repo === "your-org/your-repo") {
    reporter.warn("cms-admin: no repository named for the content editor's sign-in; set CMS_REPO=owner/name (README, Deploy)");
  }
  reporter.info(`cms-admin: wrote public/admin/ (content editor for ${options.backend.repo}; local editing with \`npm run cms\`)`);
};
