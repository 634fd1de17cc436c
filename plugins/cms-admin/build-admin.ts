// Builds the Sveltia CMS editor, with previews made of the site's components compiled for its React 19, into a folder.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import esbuild from "esbuild";
import postcss from "postcss";
import tailwind from "@tailwindcss/postcss";
import { stringify } from "yaml";
import { cmsConfig, type CmsConfigOptions } from "../../src/content-model/cms-config";
import { formats } from "../../src/content-model/registry";
import type { KnownPage } from "../../src/content-model/page-addresses";
import type { EditorContent } from "../../src/cms/site-content";

// Gatsby compiles this file into .cache/ (with parcel), so paths start from the site's folder.
const repo = process.cwd();
const sveltia = path.resolve(path.dirname(createRequire(path.join(repo, "package.json")).resolve("@sveltia/cms")), "..");

// Stubs for code Sveltia CMS loads only for field types the site does not use (Code fields, maps): hundreds of files otherwise.
const unused = /^(@shikijs\/(langs|themes)\/|leaflet|terra-draw)/;

export type AdminOptions = CmsConfigOptions & {
  title: string;
  content: EditorContent;
  pages: KnownPage[];
  /** Each dated entry's file and address as built: the editor records the old address when one changes. */
  entries: KnownPage[];
  minify?: boolean;
};

export function adminHtml(title: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</title>
    <link rel="icon" href="../favicon.svg" type="image/svg+xml" />
    <link rel="cms-config-url" href="config.yml" type="application/yaml" />
    <script type="module" src="cms.js"></script>
  </head>
  <body></body>
</html>
`;
}

const fontCdn = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

// Chromium fetches the CDN copies of Sveltia's fonts though its npm build ships them: point the CSS at the package's own files.
function selfHostedFonts(code: string): string {
  const assets = fs.readdirSync(path.join(sveltia, "npm", "assets"));
  return code.replace(fontCdn, (url, family: string, subset: string) => {
    const local = assets.find((name) => name.startsWith(`${family}-${subset}-`) && name.endsWith(".woff2"));
    if (!local) throw new Error(`cms-admin: @sveltia/cms has no local copy of ${url}; update plugins/cms-admin/build-admin.ts`);
    return `assets/${local}`;
  });
}

const requiredMessage = { from: "This field is required.", to: `This field ${formats.text.problem}` };

function checkWords(code: string, file: string): string {
  const keyed = new RegExp(`(value_missing"?:\\s*["\`])${requiredMessage.from.replace(/\./g, "\\.")}(["\`])`);
  if (!keyed.test(code))
    throw new Error(`cms-admin: ${file} no longer has Sveltia CMS's "${requiredMessage.from}"; update plugins/cms-admin/build-admin.ts`);
  return code.replace(keyed, `$1${requiredMessage.to}$2`);
}

async function bundle(outDir: string, minify: boolean, content: EditorContent, pages: KnownPage[], entries: KnownPage[]) {
  const stubs: esbuild.Plugin = {
    name: "site-stubs",
    setup(build) {
      build.onResolve({ filter: unused }, () => ({ path: "stub", namespace: "unused" }));
      build.onLoad({ filter: /.*/, namespace: "unused" }, () => ({ contents: "export default [];", loader: "js" }));
      // icon-names reads the Lucide package's folder (Node only); the editor gets the icon choice from config.yml.
      build.onResolve({ filter: /[\\/]icon-names$/ }, () => ({ path: "icon-names", namespace: "node-only" }));
      build.onLoad({ filter: /.*/, namespace: "node-only" }, () => ({
        contents: "export const iconNames = []; export const iconAliases = new Map();",
        loader: "js",
      }));
      build.onLoad({ filter: /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, (args) => ({
        contents: checkWords(selfHostedFonts(fs.readFileSync(args.path, "utf8")), "npm/index.js"),
        loader: "js",
      }));
      build.onLoad({ filter: /@sveltia[\\/]cms[\\/]locales[\\/]en-[A-Z]+\.json$/ }, (args) => ({
        contents: checkWords(fs.readFileSync(args.path, "utf8"), path.basename(args.path)),
        loader: "json",
      }));
    },
  };
  const shim = (file: string) => path.join(repo, "src/cms", file);
  await esbuild.build({
    absWorkingDir: repo,
    entryPoints: { cms: path.join(repo, "src/cms/admin.tsx") },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    // Sveltia's npm build addresses its chunks and fonts as `chunks/…` and `assets/…` beside it.
    chunkNames: "chunks/[name]-[hash]",
    minify,
    legalComments: "none",
    jsx: "automatic",
    alias: {
      "react/jsx-runtime": shim("react-shim.ts"),
      react: shim("react-shim.ts"),
      "react-dom/server": shim("react-dom-server-stub.ts"),
      gatsby: shim("gatsby-stub.tsx"),
    },
    define: {
      "process.env.NODE_ENV": '"production"',
      __CMS_CONTENT__: JSON.stringify(content),
      __CMS_PAGES__: JSON.stringify(pages),
      __CMS_ENTRIES__: JSON.stringify(entries),
    },
    plugins: [stubs],
    logLevel: "warning",
  });
}

async function stylesheet(outDir: string) {
  const source = path.join(repo, "src/styles/admin-preview.css");
  const result = await postcss([tailwind({ base: repo })]).process(fs.readFileSync(source, "utf8"), { from: source });
  fs.writeFileSync(path.join(outDir, "preview.css"), result.css);
}

function copyAssets(outDir: string) {
  const from = path.join(sveltia, "npm", "assets");
  const to = path.join(outDir, "assets");
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    if (name.endsWith(".map")) continue;
    // Source maps are not published, so no script may point to one (a dangling reference).
    if (name.endsWith(".js")) {
      const code = fs.readFileSync(path.join(from, name), "utf8");
      fs.writeFileSync(path.join(to, name), code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n"));
    } else fs.copyFileSync(path.join(from, name), path.join(to, name));
  }
}

export function configYaml(options: CmsConfigOptions): string {
  return `# Written by the build (plugins/cms-admin) from src/content-model/schema.ts: do not edit.\n${stringify(cmsConfig(options), { lineWidth: 0 })}`;
}

export async function buildAdmin(outDir: string, options: AdminOptions): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  await Promise.all([bundle(outDir, options.minify ?? true, options.content, options.pages, options.entries), stylesheet(outDir)]);
  copyAssets(outDir);
  fs.writeFileSync(path.join(outDir, "config.yml"), configYaml(options));
  fs.writeFileSync(path.join(outDir, "index.html"), adminHtml(options.title));
}
