/**
 * The floor: a minimal page (about 1 kB of HTML, no CSS, no script, no image) that the bench
 * measures in the same run, the same way and from the same server as the routes. What Lighthouse
 * reports for it is what this machine, this Chromium and Lighthouse's simulation give any page at
 * all: the part of a route's figures the page cannot remove.
 *
 * It is served at FLOOR_PATH from a folder that holds the floor page and links to everything in
 * public/, so it gets the site's headers (public/_headers) and the site's icon and manifest
 * requests like every route. Nothing is written into public/.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RouteSpec } from "./budgets";

export const FLOOR_PATH = "/bench-floor/";

export const FLOOR_ROUTE: RouteSpec = { path: FLOOR_PATH, label: "floor", notFound: false, budgets: {} };

/** A plain document: a heading and three short paragraphs in the browser's default style. */
export const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor: a minimal page</title>
<meta name="description" content="A minimal page that the performance bench measures beside the site's routes.">
</head>
<body>
<main>
<h1>A minimal page</h1>
<p>This page has a heading and three short paragraphs of text, and nothing else: no style sheet,
no script, no image and no web font. The bench loads it the same way as every route of the site.</p>
<p>Whatever Lighthouse reports for this page is the cost of loading any page at all on this
machine, with this browser and under Lighthouse's simulated mobile network and processor.</p>
<p>A route's figures above these are what the route's own HTML, CSS and drawings cost.</p>
</main>
</body>
</html>
`;

/**
 * A folder to serve instead of public/: the floor page at FLOOR_PATH and a symbolic link to each
 * entry of public/ (including _headers). `remove` deletes the folder and the links, never public/.
 */
export function siteWithFloor(publicDir: string): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-"));
  for (const entry of fs.readdirSync(publicDir)) {
    if (`/${entry}/` === FLOOR_PATH) throw new Error(`public/ has an entry named like the floor page (${FLOOR_PATH})`);
    fs.symlinkSync(path.join(publicDir, entry), path.join(root, entry));
  }
  fs.mkdirSync(path.join(root, FLOOR_PATH));
  fs.writeFileSync(path.join(root, FLOOR_PATH, "index.html"), FLOOR_HTML);
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
