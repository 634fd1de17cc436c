/**
 * Builds the site before the browser tests when the build in public/ is missing or stale:
 * when public/index.html is older than anything under src/, content/ (or CONTENT_DIR),
 * static/, plugins/, the gatsby-* files or postcss.config.js; when the last build was made from
 * different content (CONTENT_DIR / SITE_URL); and always when CI is set (set E2E_BUILT=1 when
 * the pipeline has just built the site, to fall back to the checks above).
 *
 * Command line: `npx tsx e2e/ensure-build.ts` (exit code 1 when the build fails).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { newestBuildInput } from "../test/build-inputs";

const repo = path.resolve(__dirname, "..");
const index = path.join(repo, "public", "index.html");
// Where the last e2e build records the environment it was made with (outside public/ and git).
const stampFile = path.join(repo, "node_modules", ".cache", "e2e", "build-stamp.json");

type BuildEnv = { contentDir: string; siteUrl: string | null };

function currentEnv(): BuildEnv {
  return { contentDir: path.resolve(repo, process.env.CONTENT_DIR ?? "content"), siteUrl: process.env.SITE_URL || null };
}

const defaultEnv: BuildEnv = { contentDir: path.join(repo, "content"), siteUrl: null };

function mtime(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** Why a build is needed, or null when public/ is up to date. */
export function staleReason(): string | null {
  if (process.env.CI && !process.env.E2E_BUILT) return "CI is set: always building";
  const built = mtime(index);
  if (built === null) return "public/index.html does not exist";

  const env = currentEnv();
  let stamp: { env: BuildEnv; indexMtimeMs: number } | null = null;
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile, "utf8"));
  } catch {
    stamp = null;
  }
  // If public/ was rebuilt since our stamp (npm run build), it was built from the default content.
  const builtEnv = stamp && stamp.indexMtimeMs === built ? stamp.env : defaultEnv;
  if (JSON.stringify(builtEnv) !== JSON.stringify(env)) {
    return `public/ was built with ${JSON.stringify(builtEnv)}, the tests want ${JSON.stringify(env)}`;
  }

  const found = newestBuildInput(env.contentDir);
  if (found.mtimeMs > built) return `${path.relative(repo, found.file)} is newer than public/index.html`;
  return null;
}

/**
 * The ids of `gatsby build` processes running in this repository (someone else's build: two
 * builds at once share .cache/ and public/ and break each other). Linux only; elsewhere none.
 */
function otherBuilds(): number[] {
  const ids: number[] = [];
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc").filter((e) => /^\d+$/.test(e) && Number(e) !== process.pid);
  } catch {
    return ids;
  }
  for (const id of entries) {
    try {
      const args = fs.readFileSync(`/proc/${id}/cmdline`, "utf8").split("\0");
      const gatsby = args.findIndex((a) => /(^|\/)gatsby(\.js)?$/.test(a) || /gatsby-cli/.test(a));
      if (gatsby !== -1 && args[gatsby + 1] === "build" && fs.realpathSync(`/proc/${id}/cwd`) === fs.realpathSync(repo))
        ids.push(Number(id));
    } catch {
      // The process ended, or is not ours to read.
    }
  }
  return ids;
}

/** Waits (up to 3 minutes) for other builds in this repository to finish. */
function waitForOtherBuilds(log: (message: string) => void): void {
  const until = Date.now() + 180_000;
  let said = false;
  while (otherBuilds().length > 0 && Date.now() < until) {
    if (!said) log(`[e2e] waiting for another gatsby build in this repository (pid ${otherBuilds().join(", ")}) to finish …`);
    said = true;
    spawnSync("sleep", ["2"]);
  }
}

function runBuild(): { ok: boolean; output: string; status: string } {
  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: repo,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-60).join("\n");
  return { ok: result.status === 0, output, status: String(result.status ?? result.signal) };
}

/** Runs `gatsby build` when needed. Throws when the build fails. */
export function ensureBuild(log: (message: string) => void = (m) => console.error(m)): void {
  waitForOtherBuilds(log);
  const reason = staleReason();
  if (!reason) {
    log("[e2e] public/ is up to date; not building");
    return;
  }
  log(`[e2e] building the site (${reason}) …`);
  const started = Date.now();
  let result = runBuild();
  if (!result.ok && otherBuilds().length > 0) {
    // Another build started alongside ours and broke it: wait for that one, then try once more.
    waitForOtherBuilds(log);
    log("[e2e] building again after the other build finished …");
    result = runBuild();
  }
  if (!result.ok) throw new Error(`gatsby build failed (exit ${result.status}):\n${result.output}`);
  if (mtime(index) === null) throw new Error("gatsby build finished but public/index.html is missing");
  // Gatsby re-renders only the pages whose code or data changed; mark the build as fresh.
  const now = new Date();
  fs.utimesSync(index, now, now);
  const built = mtime(index) as number;
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify({ env: currentEnv(), indexMtimeMs: built }, null, 2));
  log(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  try {
    ensureBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
