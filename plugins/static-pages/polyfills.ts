/**
 * The mobile menu's polyfills: which npm file each is, the feature whose absence calls for it,
 * and its content-hashed name in public/. gatsby-node.ts copies them there and hands the names
 * to the server renderer; the page script (page-scripts.ts) loads one only where it is needed.
 * Node only (reads node_modules).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type Polyfill = {
  /** The npm package and the file of it that is served. */
  packageName: string;
  file: string;
  /** A JavaScript expression that is true when the browser needs no polyfill. */
  supported: string;
  /** ES module (loaded with type="module") or classic script. */
  module: boolean;
};

export const POLYFILLS: readonly Polyfill[] = [
  // The built, self-applying script of https://github.com/keithamus/invokers-polyfill.
  { packageName: "invokers-polyfill", file: "invoker.min.js", supported: '"command"in HTMLButtonElement.prototype', module: false },
  // https://github.com/tak-dcxi/dialog-closedby-polyfill, an ES module that applies itself.
  // A browser without <dialog> at all gets nothing from it.
  {
    packageName: "dialog-closedby-polyfill",
    file: "index.js",
    supported: '!window.HTMLDialogElement||"closedBy"in HTMLDialogElement.prototype',
    module: true,
  },
];

export type PolyfillAsset = Polyfill & {
  /** Absolute path of the file in node_modules. */
  source: string;
  /** Its name in public/: `<package>-<20 hex of its SHA-256>.js`, which hosts cache as immutable. */
  publicName: string;
};

/** Where each polyfill is and what it is called in public/, for the site in `siteDir`. */
export function polyfillAssets(siteDir: string = process.cwd()): PolyfillAsset[] {
  return POLYFILLS.map((polyfill) => {
    const source = path.join(siteDir, "node_modules", polyfill.packageName, polyfill.file);
    if (!fs.existsSync(source)) {
      throw new Error(
        `static-pages: ${path.relative(siteDir, source)} is missing; run \`npm ci\` (${polyfill.packageName} is a dependency).`,
      );
    }
    const hash = crypto.createHash("sha256").update(fs.readFileSync(source)).digest("hex").slice(0, 20);
    return { ...polyfill, source, publicName: `${polyfill.packageName}-${hash}.js` };
  });
}
