/**
 * The site built from the long-content fixture (test/fixtures/long-content/: the longest texts an
 * editor could realistically write), for the layout tests and `npm run shots -- --long-content`.
 *
 * Gatsby always writes to public/ and keeps its cache in .cache/, so this build runs in a copy of
 * the site's code in the system's temporary folder (vireo-long-content-<hash of this checkout's
 * path>/, with node_modules linked, not copied): the repository's own public/ and .cache/ are
 * never touched, and the copy keeps its cache between runs. (Not under node_modules/: Gatsby's
 * Babel step skips every file whose path contains node_modules, its own .cache/ included.) It is rebuilt only when the fixture or a build input (test/build-inputs.ts) is
 * newer than its last build, or always when CI is set without E2E_BUILT.
 *
 * Command line: `npx tsx test/long-content.ts` (exit code 1 when the build fails).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { newestBuildInput } from "./build-inputs";

const repo = path.resolve(__dirname, "..");
export const longContentDir = path.join(repo, "test", "fixtures", "long-content");
const checkout = createHash("sha256").update(repo).digest("hex").slice(0, 10);
export const longContentSite = path.join(os.tmpdir(), `vireo-long-content-${checkout}`);
const site = longContentSite;
export const longContentPublic = path.join(site, "public");
const index = path.join(longContentPublic, "index.html");

/** What a build needs besides node_modules (the rest of the repository is tests and docs). */
const copied = ["package.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "postcss.config.js", "src", "plugins", "static"];

function mtime(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** Why the long-content build is needed, or null when it is up to date. */
export function longContentStaleReason(): string | null {
  if (process.env.CI && !process.env.E2E_BUILT) return "CI is set: always building";
  const built = mtime(index);
  if (built === null) return "it has not been built yet";
  const found = newestBuildInput(longContentDir);
  if (found.mtimeMs > built) return `${path.relative(repo, found.file)} is newer than the last long-content build`;
  return null;
}

/** Refreshes the copy of the site's code (keeping its .cache/ and public/). */
function copySite(): void {
  fs.mkdirSync(site, { recursive: true });
  for (const entry of copied) {
    fs.rmSync(path.join(site, entry), { recursive: true, force: true });
    fs.cpSync(path.join(repo, entry), path.join(site, entry), {
      recursive: true,
      preserveTimestamps: true,
      filter: (source) => !source.includes(`${path.sep}__tests__`) && !source.endsWith("gatsby-types.d.ts"),
    });
  }
  // Tailwind skips what .gitignore lists (.cache/, public/) when it looks for class names.
  fs.copyFileSync(path.join(repo, ".gitignore"), path.join(site, ".gitignore"));
  const modules = path.join(site, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(repo, "node_modules"), modules, "dir");
}

/** Builds the long-content site when needed. Throws with the end of Gatsby's output when the build fails. */
export function ensureLongContentBuild(log: (message: string) => void = (m) => console.error(m)): void {
  const reason = longContentStaleReason();
  if (!reason) {
    log("[long-content] the build is up to date; not building");
    return;
  }
  log(`[long-content] building the site from test/fixtures/long-content (${reason}) …`);
  const started = Date.now();
  copySite();
  const result = spawnSync(path.join(repo, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: site,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CONTENT_DIR: longContentDir, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-60).join("\n");
    throw new Error(`the long-content build failed (exit ${result.status ?? result.signal}):\n${output}`);
  }
  // Gatsby re-renders only the pages whose code or data changed; mark the build as fresh.
  const now = new Date();
  fs.utimesSync(index, now, now);
  log(`[long-content] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  try {
    ensureLongContentBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
