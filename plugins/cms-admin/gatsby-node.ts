// Sveltia CMS at /admin/: a static page written after `gatsby build`, and built into .cache/cms-admin/ for `gatsby develop`.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { adminOptions } from "./admin-options";
import { buildAdmin } from "./build-admin";
import { listFiles } from "../../src/lib/list-files";

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

// What the editor's bundle is made of: its options (content, pages, config), the sources esbuild and Tailwind read, and the
// installed packages (npm's record of node_modules).
function inputsKey(options: unknown): string {
  const hash = crypto.createHash("sha256").update(JSON.stringify(options));
  for (const dir of ["src", "plugins/cms-admin"])
    for (const file of listFiles(path.join(repo, dir)))
      hash.update(`\0${dir}/${file}\0`).update(fs.readFileSync(path.join(repo, dir, file)));
  const installed = path.join(repo, "node_modules", ".package-lock.json");
  return hash.update(fs.existsSync(installed) ? fs.readFileSync(installed) : String(Date.now())).digest("hex");
}

const BUILT_KEY = path.join(repo, ".cache", "cms-admin-built.json");

// A warm build with the same inputs keeps public/admin/ (the bundle took about a second of every build).
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store, pathPrefix }, raw) => {
  const outDir = path.join(repo, "public", "admin");
  const options = adminOptions({ contentDir: contentDirOf(raw), repo, siteUrl: siteUrlOf(store), pathPrefix, minify: true });
  const key = inputsKey(options);
  const built = fs.existsSync(BUILT_KEY) ? (JSON.parse(fs.readFileSync(BUILT_KEY, "utf8")) as { key?: string }).key : undefined;
  const kept = built === key && fs.existsSync(path.join(outDir, "index.html"));
  if (!kept) {
    fs.rmSync(BUILT_KEY, { force: true });
    await buildAdmin(outDir, options);
    fs.writeFileSync(BUILT_KEY, JSON.stringify({ key }));
  }
  if (options.backend.repo === "your-org/your-repo") {
    reporter.warn("cms-admin: no repository named for the content editor's sign-in; set CMS_REPO=owner/name (docs/editor-sign-in.md)");
  }
  reporter.info(
    `cms-admin: ${kept ? "kept public/admin/ from the last build (same inputs)" : "wrote public/admin/"} ` +
      `(content editor for ${options.backend.repo}; local editing with \`npm run cms\`)`,
  );
};
