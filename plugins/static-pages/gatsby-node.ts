/**
 * Copies the mobile menu's polyfills from node_modules into public/ before the pages are
 * rendered, under content-hashed names (polyfills.ts), removes copies of earlier versions, and
 * tells the server renderer those names. `gatsby develop` serves no polyfills: it keeps Gatsby's
 * runtime, and editors preview in current browsers.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { polyfillAssets } from "./polyfills";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  if (stage === "build-javascript") {
    // No page loads Gatsby's browser bundle (this plugin takes it out of the HTML and site-files
    // deletes it), so minifying it and mapping its source is wasted build time: about a fifth of a
    // cold build. Only its stylesheet is used (inlined into every page), so the CSS minimizer stays.
    const config = getConfig() as { optimization?: { minimizer?: unknown[] } };
    const cssOnly = (config.optimization?.minimizer ?? []).filter((m) => m?.constructor?.name !== "TerserPlugin");
    actions.setWebpackConfig({
      devtool: false,
      optimization: { ...config.optimization, minimizer: cssOnly },
      // For the same reason, the packages the bundle imports (React, react-dom, Lucide, markdown-it
      // …) are left out of it: webpack no longer transpiles and parses them for a file nobody
      // loads, which halved this stage (≈ 13 s to ≈ 6 s of a ≈ 45 s cold build), and public/ is
      // byte for byte the same. What the bundle is still for stays in: our own modules (Gatsby
      // maps each page's static queries through them), Gatsby's (`gatsby`, and `$virtual/…`, the
      // list of page components) and the stylesheets.
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
