/**
 * The icons content may name: every icon of Lucide (https://lucide.dev/icons), by the kebab-case
 * name lucide.dev shows. The list comes from the installed `lucide` package (one module per icon
 * in dist/esm/icons/, named by the icon's current name), so upgrading Lucide brings its new icons
 * to the schema, the JSON Schemas, the browser editor's choice and the check without a list kept
 * by hand. Node only (it reads the package's folder): the browser editor gets the names from its
 * generated config.yml, and src/components/icon.tsx looks icons up in the package itself.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { icons } from "lucide";
import { kebabName, lucideKey } from "../lib/lucide-name";

// Gatsby compiles gatsby-node's imports with parcel, which drops `require.resolve`; there the
// build runs in the site's folder. Elsewhere (scripts, tests) resolve from this file, whatever the cwd.
const lucideMain =
  typeof require.resolve === "function"
    ? require.resolve("lucide")
    : createRequire(path.join(process.cwd(), "package.json")).resolve("lucide");
const iconsDir = path.join(path.dirname(lucideMain), "..", "esm", "icons");

/** Every Lucide icon name, sorted ("a-arrow-down" … "zoom-out"). */
export const iconNames: readonly string[] = Object.freeze(
  fs
    .readdirSync(iconsDir)
    .filter((file) => file.endsWith(".mjs"))
    .map((file) => file.slice(0, -".mjs".length))
    .sort(),
);

const current = new Map<unknown, string>(iconNames.map((name) => [icons[lucideKey(name) as keyof typeof icons], name]));

/**
 * Earlier names of icons: Lucide's own, which it still exports (`alert-circle` → `circle-alert`),
 * and the one name of the site's hand-drawn icons that Lucide has no icon or alias for. The check
 * names the current one, so content uses one name per icon.
 */
export const iconAliases: ReadonlyMap<string, string> = new Map([
  ...Object.entries(icons)
    .map(([key, node]) => [kebabName(key), current.get(node)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined && entry[0] !== entry[1]),
  ["chat", "message-square-text"],
]);
