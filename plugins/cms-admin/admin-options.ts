/**
 * What the editor is built from (build-admin.ts), read from a content folder through the one
 * loader: its configuration's inputs (the languages, the pages links may lead to, the repository),
 * every language's content for the previews, and the created pages the editor checks addresses
 * against. gatsby-node.ts builds the editor with it; the editor's browser tests build it alone from
 * a copy of the content (e2e/support/cms-build.ts), without a Gatsby build.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { backendFromEnv } from "../../src/content-model/cms-config";
import { contentFiles, sitePages } from "../../src/content-model/schema";
import { contentModel, dataOf, defaultContent, siteSettings } from "../../src/content-model/load";
import { existingRoutes, serviceIds, sitePagesOf } from "../../src/content-model/site-pages";
import { listAddressOf, listedFolders } from "../../src/content-model/entry-lists";
import type { AdminOptions } from "./build-admin";

/** The `origin` remote of the checkout in `repo`, if any (names the GitHub repository when nothing else does). */
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

export type AdminSource = {
  /** The content folder (absolute, or from `repo`). */
  contentDir: string;
  /** The repository the editor opens files in: their paths are from its root. */
  repo: string;
  /** The published site's address, for the editor's "view site" link. */
  siteUrl?: string;
  pathPrefix?: string;
  minify: boolean;
};

export function adminOptions({ contentDir, repo, siteUrl, pathPrefix = "", minify }: AdminSource): AdminOptions {
  const model = contentModel(path.resolve(repo, contentDir));
  const content = defaultContent(model);
  const settings = siteSettings<{ brand?: string; siteName?: string; organization?: { logo?: string } }>(model);
  // The editor opens files by their path from the repository root.
  const contentPath = path.relative(repo, model.dir).split(path.sep).join("/") || ".";
  return {
    title: `Content editor | ${settings.brand ?? "site"}`,
    appTitle: settings.siteName,
    logo: settings.organization?.logo ? `${pathPrefix}${settings.organization.logo}` : undefined,
    backend: backendFromEnv(process.env, gitRemote(repo)),
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
    languages: model.languages.map((language) => language.code),
    pages: sitePagesOf(content).map((page) => ({
      file: `${contentPath}/${sitePages.folder}/${page.name}`,
      address: page.address,
      body: page.body,
    })),
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
