/**
 * The content editor built alone (plugins/cms-admin, without a Gatsby build) from a copy of the
 * content, and served: what a test of the editor needs when the content is not the repository's,
 * such as a site with two languages, whose editor translates side by side. Building it takes
 * seconds (esbuild and Tailwind); the site's own build is not needed to edit content.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminOptions } from "../../plugins/cms-admin/admin-options";
import { buildAdmin } from "../../plugins/cms-admin/build-admin";
import { startServer, type RunningServer } from "../server";

const repo = path.resolve(__dirname, "..", "..");

/** A copy of the repository's content/ in a new temporary folder (the "repository" of the editor's files); returns the folder. */
export function copyContent(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(repo, "content"), path.join(dir, "content"), { recursive: true });
  return dir;
}

/**
 * Builds the editor for the content in `<dir>/content` into `<dir>/public/admin/`, beside the
 * site's static files (the icons it shows), and serves `<dir>/public` on a free port. Not the
 * hosts' headers: the build fills them in (cms-admin.spec.ts checks the editor under its policy).
 * Close the server when done.
 */
export async function serveEditorFor(dir: string): Promise<RunningServer> {
  const hostFiles = ["_headers", "_redirects"];
  fs.cpSync(path.join(repo, "static"), path.join(dir, "public"), {
    recursive: true,
    filter: (source) => !hostFiles.includes(path.basename(source)),
  });
  await buildAdmin(path.join(dir, "public", "admin"), adminOptions({ contentDir: "content", repo: dir, minify: true }));
  return startServer({ root: path.join(dir, "public"), port: 0 });
}
