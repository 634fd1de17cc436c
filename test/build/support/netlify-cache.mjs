/**
 * The share-picture build plugin netlify.toml names (deploy/netlify-share-pictures/), run with Netlify's own build cache
 * (@netlify/cache-utils, what Netlify's build hands plugins as `utils.cache`) over two builds in a folder:
 *
 *   node netlify-cache.mjs <plugin folder> <site folder> <cache folder>
 *
 * After the first build (onPostBuild) the site's .cache/ is removed, as on a new build machine; then the next build's
 * onPreBuild runs. Prints one JSON object: { restored: the files of .cache/share-pictures/ after it }.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { bindOpts } from "@netlify/cache-utils";

const [pluginDir, site, cacheDir] = process.argv.slice(2);
const plugin = createRequire(import.meta.url)(path.resolve(pluginDir));
const utils = { cache: bindOpts({ cacheDir, cwd: site }) };
const cwd = process.cwd();
process.chdir(site);
await plugin.onPostBuild({ utils });
fs.rmSync(path.join(site, ".cache"), { recursive: true, force: true });
await plugin.onPreBuild({ utils });
process.chdir(cwd);
const pictures = path.join(site, ".cache", "share-pictures");
console.log(JSON.stringify({ restored: fs.existsSync(pictures) ? fs.readdirSync(pictures).sort() : [] }));
