import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type Polyfill = {
  packageName: string;
  file: string;
  supported: string;
  module: boolean;
};

export const POLYFILLS: readonly Polyfill[] = [
  { packageName: "invokers-polyfill", file: "invoker.min.js", supported: '"command"in HTMLButtonElement.prototype', module: false },
  // A browser without <dialog> at all gets nothing from the closedby polyfill.
  {
    packageName: "dialog-closedby-polyfill",
    file: "index.js",
    supported: '!window.HTMLDialogElement||"closedBy"in HTMLDialogElement.prototype',
    module: true,
  },
];

export type PolyfillAsset = Polyfill & {
  source: string;
  publicName: string;
};

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
