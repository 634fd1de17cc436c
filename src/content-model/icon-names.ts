// Node only: lucide's dist/esm/icons/ holds one module per icon, named by its current name.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { icons } from "lucide";
import { kebabName, lucideKey } from "../lib/lucide-name";

// Gatsby's parcel build of gatsby-node drops `require.resolve` (it runs in the site's folder); scripts and tests keep it.
const lucideMain =
  typeof require.resolve === "function"
    ? require.resolve("lucide")
    : createRequire(path.join(process.cwd(), "package.json")).resolve("lucide");
const iconsDir = path.join(path.dirname(lucideMain), "..", "esm", "icons");

export const iconNames: readonly string[] = Object.freeze(
  fs
    .readdirSync(iconsDir)
    .filter((file) => file.endsWith(".mjs"))
    .map((file) => file.slice(0, -".mjs".length))
    .sort(),
);

const current = new Map<unknown, string>(iconNames.map((name) => [icons[lucideKey(name) as keyof typeof icons], name]));

export const iconAliases: ReadonlyMap<string, string> = new Map([
  ...Object.entries(icons)
    .map(([key, node]) => [kebabName(key), current.get(node)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined && entry[0] !== entry[1]),
  // A name of the site's hand-drawn icons that Lucide has no icon or alias for.
  ["chat", "message-square-text"],
]);
