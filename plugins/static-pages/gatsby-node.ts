// Copies the mobile menu's polyfills into public/ under content-hashed names and hands those names to the server renderer.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { polyfillAssets } from "./polyfills";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  if (stage === "build-javascript") {
    // No page loads the browser bundle, so Terser and source maps only cost time (about a fifth of a cold build); its CSS is inlined.
    const config = getConfig() as { optimization?: { minimizer?: unknown[] } };
    const cssOnly = (config.optimization?.minimizer ?? []).filter((m) => m?.constructor?.name !== "TerserPlugin");
    actions.setWebpackConfig({
      devtool: false,
      optimization: { ...config.optimization, minimizer: cssOnly },
      // Packages left out of the unused bundle halved this stage (≈ 13 s to ≈ 6 s of a ≈ 45 s cold build) with public/ unchanged;
      // our modules and Gatsby's stay in, since Gatsby maps each page's static queries through them.
      externals: [
        ({ request }: { request?: string }, callback: (error?: Error | null, result?: string) => void) => {
          const fromPackage =
            request !== undefined && /^[^./$]/.test(request) && !/^gatsby(\/|$)/.test(request) && !request.endsWith(".css");
          if (fromPackage) callback(null, `commonjs ${request}`);
          else callback();
        },
      ],
    });
    return;
  }
  if (stage !== "build-html") return;
  const names = polyfillAssets().map(({ supported, module, publicName }) => ({ supported, module, publicName }));
  actions.setWebpackConfig({ plugins: [plugins.define({ STATIC_PAGES_POLYFILLS: JSON.stringify(names) })] });
};

export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  const publicDir = path.join(process.cwd(), "public");
  fs.mkdirSync(publicDir, { recursive: true });
  for (const asset of polyfillAssets()) {
    const earlier = new RegExp(`^${asset.packageName}-[0-9a-f]{20}\\.js$`);
    for (const name of fs.readdirSync(publicDir))
      if (earlier.test(name) && name !== asset.publicName) fs.rmSync(path.join(publicDir, name));
    fs.copyFileSync(asset.source, path.join(publicDir, asset.publicName));
  }
};
