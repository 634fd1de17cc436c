// What the editor is built from, through the one loader: its configuration's inputs, every language's content for the previews, and the created pages it checks addresses against.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { backendFromEnv } from "../../src/content-model/cms-config";
import { contentModel, dataOf, siteSettings } from "../../src/content-model/load";
import { planSite } from "../../src/content-model/publish";
import { contentFiles, sitePages } from "../../src/content-model/registry";
import type { AdminOptions } from "./build-admin";

/** The checkout's `origin`, which names the repository when nothing else does. */
function gitRemote(repo: string): string | undefined {
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

export type AdminSource = { contentDir: string; repo: string; siteUrl?: string; pathPrefix?: string; minify: boolean };

export function adminOptions({ contentDir, repo, siteUrl, pathPrefix = "", minify }: AdminSource): AdminOptions {
  const model = contentModel(path.resolve(repo, contentDir));
  const [plan] = planSite(model).languages;
  const settings = siteSettings<{ brand?: string; siteName?: string; organization?: { logo?: string } }>(model);
  const contentPath = path.relative(repo, model.dir).split(path.sep).join("/") || ".";
  return {
    title: `Content editor | ${settings.brand ?? "site"}`,
    appTitle: settings.siteName,
    logo: settings.organization?.logo ? `${pathPrefix}${settings.organization.logo}` : undefined,
    backend: backendFromEnv(process.env, gitRemote(repo)),
    siteUrl,
    contentPath,
    // The header may link a list before it has an entry.
    routes: [...(plan?.routes ?? []), ...(plan?.emptyLists ?? [])],
    listAddresses: Object.fromEntries((plan?.lists ?? []).map((list) => [list.folder.folder, list.address])),
    languages: model.languages.map((language) => language.code),
    pages: (plan?.pages ?? []).map((page) => ({
      file: `${contentPath}/${sitePages.folder}/${page.name}`,
      address: page.address,
      body: page.body,
    })),
    entries: (plan?.lists ?? []).flatMap((list) =>
      list.all.map((entry) => ({ file: `${contentPath}/${list.folder.folder}/${entry.name}`, address: entry.address })),
    ),
    content: {
      contentPath,
      languages: [...model.languages],
      files: Object.fromEntries(
        model.content.map((language) => [
          language.language.code,
          Object.fromEntries(contentFiles.map((spec) => [spec.file, dataOf(language, spec.file)])),
        ]),
      ),
    },
    minify,
  };
}
