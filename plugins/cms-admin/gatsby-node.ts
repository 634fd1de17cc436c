// Sveltia CMS at /admin/: a static page written after `gatsby build`, and built into .cache/cms-admin/ for `gatsby develop`.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { adminOptions } from "./admin-options";
import { buildAdmin } from "./build-admin";

type Options = PluginOptions & { contentDir?: string };

const repo = process.cwd();

function siteUrlOf(store: Parameters<NonNullable<GatsbyNode["onPreBootstrap"]>>[0]["store"]): string | undefined {
  const state = (store.getState as unknown as () => { config?: { siteMetadata?: { siteUrl?: unknown } } })();
  const siteUrl = state.config?.siteMetadata?.siteUrl;
  return typeof siteUrl === "string" ? siteUrl : undefined;
}

const contentDirOf = (raw: PluginOptions) => (raw as Options).contentDir ?? "content";

const developDir = path.join(repo, ".cache", "cms-admin");

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }, raw) => {
  if (process.env.gatsby_executing_command !== "develop") return;
  await buildAdmin(developDir, adminOptions({ contentDir: contentDirOf(raw), repo, siteUrl: siteUrlOf(store), minify: false }));
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
  const options = adminOptions({ contentDir: contentDirOf(raw), repo, siteUrl: siteUrlOf(store), pathPrefix, minify: true });
  await buildAdmin(outDir, options);
  if (options.backend.repo === "your-org/your-repo") {
    reporter.warn("cms-admin: no repository named for the content editor's sign-in; set CMS_REPO=owner/name (docs/editor-sign-in.md)");
  }
  reporter.info(`cms-admin: wrote public/admin/ (content editor for ${options.backend.repo}; local editing with \`npm run cms\`)`);
};
