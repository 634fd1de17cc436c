/**
 * The one helper that builds the site: the repository's own build in public/ for the browser
 * tests, the screenshots and the bench (ensureRepositoryBuild, at the end), and every build from
 * other content: the long-content fixture, the contact form's delivery variants, the path-prefix
 * build, the content-gate cases and the browser editor's saved files (test/fixture-builds.ts names
 * the ones the browser tests serve).
 *
 * Gatsby always writes to public/ and keeps its cache in .cache/ beside the configuration, so each
 * build from other content runs in a copy of the site's code (node_modules linked, not copied) in
 * the system's temporary folder, never in the repository:
 *
 * - **One folder per fixture**, `<tmp>/vireo-<checkout>/<name>/`: a fixture's .cache/ is only ever
 *   reused by a build of the same fixture. Gatsby decides whether to clear .cache/ from file
 *   contents and plugin versions, not from plugin options such as CONTENT_DIR, so two fixtures in
 *   one folder would share a cache (the cause of "`siteUrl` does not exist on `siteMetadata`").
 * - **Built at one shared path** (buildFixtureFolder): a fixture's folder is moved to
 *   `<tmp>/vireo-<checkout>/.building/` for its build and back, with the compilers' caches (webpack's
 *   and Parcel's) passed from one fixture build to the next. Those caches hold absolute paths, so in
 *   a folder of its own every fixture build compiled the same code from scratch; at one path, each
 *   after the first reuses what the last one compiled (the code is the same, only content differs).
 * - **A lock per fixture** (beside its folder), and one for the shared path: a second build of the
 *   same fixture (another `npm test` from the same checkout, a left-over process) waits for the
 *   first instead of rewriting its .cache/ under it, and two fixtures never share the path at once.
 * - **The copy is the repository's build inputs** (build-inputs.ts), with file times kept (Gatsby
 *   and the staleness checks compare them) and `.gitignore` (Tailwind skips the ignored .cache/ and
 *   public/ when it looks for class names).
 * - **A clean environment**: the caller's PATH_PREFIX and SITE_URL never leak into a build; a
 *   fixture that wants them says so.
 *
 * Not under node_modules/: Gatsby's Babel step skips every file whose path contains node_modules,
 * its own .cache/ included.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { newestBuildInput } from "./build-inputs";

export const repo = path.resolve(__dirname, "..");

/** What a build needs besides node_modules and content (the rest of the repository is tests and docs). */
const CODE = [
  "package.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "postcss.config.js",
  ".gitignore",
  "src",
  "plugins",
  "static",
];

const checkout = createHash("sha256").update(repo).digest("hex").slice(0, 10);
/** All of this checkout's fixture builds live under here. */
export const buildsRoot = path.join(os.tmpdir(), `vireo-${checkout}`);

/** The folder a named fixture builds in (its site copy, its .cache/ and public/). */
export const fixtureSite = (name: string) => path.join(buildsRoot, name);
/** The built site of a named fixture. */
export const fixturePublic = (name: string) => path.join(fixtureSite(name), "public");

export type BuildOptions = {
  /** Environment for this build only (CONTENT_DIR, SITE_URL, PATH_PREFIX …). */
  env?: Record<string, string>;
  /** Extra arguments for `gatsby build` (e.g. `--prefix-paths`). */
  args?: string[];
  /** Gives up after this long (default 10 minutes: a cold build on a busy 2-core machine). */
  timeoutMs?: number;
};

export type BuildResult = { status: number | null; output: string; seconds: number };

const copyFilter = (source: string) => !source.includes(`${path.sep}__tests__`) && !source.endsWith("gatsby-types.d.ts");

/**
 * Puts a fresh copy of the site's code into `dir` (keeping its .cache/ and public/), with the
 * content/ too when `withContent` is set. Returns `dir`. The code and content come from the
 * repository, or from `from`: another copy, whose edited files are copied as they are now.
 */
export function copySiteTo(dir: string, { withContent = false, from = repo } = {}): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of withContent ? [...CODE, "content"] : CODE) {
    fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    fs.cpSync(path.join(from, entry), path.join(dir, entry), { recursive: true, preserveTimestamps: true, filter: copyFilter });
  }
  const modules = path.join(dir, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(repo, "node_modules"), modules, "dir");
  return dir;
}

/**
 * A copy of the whole site (code and content) in a new temporary folder, for one-off builds: of
 * the repository, or of the copy `from` (the same files, with no .cache/ or public/). Remove it
 * when done.
 */
export function copySite(prefix = "site-copy-", from = repo): string {
  return copySiteTo(fs.mkdtempSync(path.join(os.tmpdir(), `vireo-${prefix}`)), { withContent: true, from });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Holds `dir`'s lock while `work` runs: a file created exclusively, naming the holder's pid. A lock
 * whose holder has gone (a killed run) is taken over; a live one is waited for, up to `waitMs`
 * (`onWait` is told once whom it waits for).
 */
function withLock<T>(dir: string, waitMs: number, work: () => T, onWait?: (holder: number) => void): T {
  return withLockFile(path.join(dir, ".build.lock"), waitMs, work, onWait);
}

/** withLock, with the lock file named (for a folder that is moved while its lock is held). */
function withLockFile<T>(lock: string, waitMs: number, work: () => T, onWait?: (holder: number) => void): T {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const until = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lock, "utf8").trim());
      if (!Number.isInteger(holder) || holder <= 0 || !alive(holder)) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() > until) throw new Error(`${lock} is still held by process ${holder}, which is building; gave up waiting`);
      if (!told) onWait?.(holder);
      told = true;
      // A synchronous wait without burning a core: the lock is held for a whole build.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Runs `gatsby build` in `dir` (the caller holds its lock); the output has ANSI colours removed. */
function gatsbyBuild(dir: string, options: BuildOptions): BuildResult {
  // The caller's site address and path prefix belong to the caller's build, not this one.
  const { PATH_PREFIX: _prefix, SITE_URL: _url, CONTENT_DIR: _content, ...inherited } = process.env;
  const started = Date.now();
  const result = spawnSync(path.join(repo, "node_modules", ".bin", "gatsby"), ["build", ...(options.args ?? [])], {
    cwd: dir,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    timeout: options.timeoutMs ?? 600_000,
    env: { ...inherited, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0", ...options.env },
  });
  const output = stripVTControlCharacters(
    `${result.stdout ?? ""}\n${result.stderr ?? ""}${result.error ? `\n${result.error.message}` : ""}`,
  );
  return { status: result.status, output, seconds: (Date.now() - started) / 1000 };
}

/**
 * Runs `gatsby build` in `dir` under its lock; the output has ANSI colours removed. `sharedPath`:
 * a one-off copy (copySite) is built at the fixtures' shared path, with their compilers' caches
 * (atSharedPath): the browser editor's test builds its copy in half the time of a cold build.
 */
export function buildSite(dir: string, options: BuildOptions & { sharedPath?: boolean } = {}): BuildResult {
  const timeoutMs = options.timeoutMs ?? 600_000;
  if (path.resolve(dir) === repo) waitForOtherBuilds(timeoutMs);
  if (!options.sharedPath) return withLock(dir, timeoutMs, () => gatsbyBuild(dir, options));
  return withLock(dir, timeoutMs, () =>
    atSharedPath(dir, options.env?.CONTENT_DIR, (at, contentDir) =>
      gatsbyBuild(at, { ...options, env: { ...options.env, ...(contentDir ? { CONTENT_DIR: contentDir } : {}) } }),
    ),
  );
}

/**
 * The ids of `gatsby build` processes whose folder is the repository, started by hand (`npm run
 * build`) rather than through buildSite, whose lock they do not take: two builds at once share
 * .cache/ and public/ and break each other. Linux only; elsewhere none.
 */
function buildsByHand(): number[] {
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

function waitForOtherBuilds(waitMs: number): void {
  const until = Date.now() + waitMs;
  let said = false;
  while (buildsByHand().length > 0 && Date.now() < until) {
    if (!said) console.error(`waiting for another gatsby build in this repository (pid ${buildsByHand().join(", ")}) to finish …`);
    said = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  }
}

/** The end of a build's output, for error messages. */
/** What `npm run check:content` prints as errors in a copy of the site (copySite); "" when it passes. */
export function contentCheckErrors(dir: string): string {
  const result = spawnSync(path.join(repo, "node_modules", ".bin", "tsx"), ["scripts/check-content.ts"], { cwd: dir, encoding: "utf8" });
  return result.status === 0 ? "" : result.stderr;
}

export const tail = (output: string, lines = 60) => output.trim().split("\n").slice(-lines).join("\n");

export type Fixture = {
  /** Folder name under buildsRoot, and the name in log lines. */
  name: string;
  /** The content folder the build reads (CONTENT_DIR); made first by `prepare` when given. */
  contentDir: string;
  /** Writes contentDir (for content derived from the repository's). */
  prepare?: () => void;
  /** The folders `prepare` derives contentDir from, whose changes make the build stale (default: content/). */
  source?: string | readonly string[];
  /** More environment for the build (SITE_URL, PATH_PREFIX …); part of what makes a build stale. */
  env?: Record<string, string>;
  args?: string[];
  /** Anything else the build depends on that file times do not show (e.g. the settings `prepare` writes). */
  key?: string;
};

type Stamp = { inputs: string; builtAt: number };

/** What a fixture build depends on besides file times: its environment, arguments and key. */
const inputsOf = (fixture: Fixture) =>
  JSON.stringify({ env: fixture.env ?? {}, args: fixture.args ?? [], content: fixture.contentDir, key: fixture.key ?? null });

/**
 * `npm test` (scripts/test-all.ts) sets this to the time it started: a fixture built since then was
 * built by this run (in another lane, or by another test file), which CI need not build again.
 */
export const SUITE_STARTED = "VIREO_SUITE_STARTED";

/**
 * Why a fixture needs building, or null when its last build is newer than every input. With CI set,
 * always, unless E2E_BUILT says the pipeline has just built it or this `npm test` run did (SUITE_STARTED).
 */
export function fixtureStaleReason(fixture: Fixture): string | null {
  const index = path.join(fixturePublic(fixture.name), "index.html");
  let stamp: Stamp | null = null;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(fixtureSite(fixture.name), "stamp.json"), "utf8")) as Stamp;
  } catch {
    stamp = null;
  }
  const suiteStarted = Number(process.env[SUITE_STARTED] ?? Infinity);
  if (process.env.CI && !process.env.E2E_BUILT && !(stamp && stamp.builtAt >= suiteStarted)) return "CI is set: always building";
  if (!stamp) return "it has not been built yet";
  if (!fs.existsSync(index)) return "it has not been built yet";
  if (stamp.inputs !== inputsOf(fixture)) return "its settings changed";
  // Content made by `prepare` is derived from content/ (or `source`): the repository's files count.
  const sources = fixture.prepare ? [fixture.source ?? path.join(repo, "content")].flat() : [];
  const newest = [...sources, fixture.contentDir].map((dir) => newestBuildInput(dir)).reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  if (newest.mtimeMs > stamp.builtAt) return `${path.relative(repo, newest.file)} is newer than its last build`;
  return null;
}

/** A fixture's lock, beside its folder (the folder itself is moved away while it builds). */
const fixtureLock = (name: string) => path.join(buildsRoot, `${name}.lock`);
/** The one path every fixture is built at (buildFixtureFolder). */
const buildingPath = path.join(buildsRoot, ".building");
/** The compilers' caches, between fixture builds. */
const sharedCaches = path.join(buildsRoot, ".shared-cache");
/** The caches in .cache/ that are only the compilers' (of the site's code, which every fixture shares). */
const COMPILER_CACHES = ["webpack", ".parcel-cache"];
/** Written into a fixture's .cache/ once it has been built at buildingPath (a cache from elsewhere is cleared). */
const BUILT_AT = "built-at-shared-path";

/** Moves `from` to `to` (same file system) when it exists, replacing what `to` was. */
function moveOver(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.renameSync(from, to);
}

/** Makes the fixture's next build a cold one (the bench's): its .cache/, public/ and the compilers' shared caches removed. */
export function clearFixtureBuild(name: string): void {
  withLockFile(fixtureLock(name), 600_000, () => {
    for (const folder of [".cache", "public", "stamp.json"])
      fs.rmSync(path.join(fixtureSite(name), folder), { recursive: true, force: true });
    withLockFile(path.join(buildsRoot, ".building.lock"), 600_000, () => fs.rmSync(sharedCaches, { recursive: true, force: true }));
  });
}

/**
 * Runs `build` on `dir` moved to buildingPath, with the compilers' caches of the last build made
 * there, then moves `dir` back and the caches out again. `contentDir`, when inside `dir`, is given
 * to `build` at its path during the build. Gatsby's own .cache/ (nodes, queries, pages) stays the
 * folder's: only the compilers' caches travel, whose entries webpack and Parcel check against the
 * files (contents, hashes) before they use them.
 */
function atSharedPath(
  dir: string,
  contentDir: string | undefined,
  build: (at: string, contentDir: string | undefined) => BuildResult,
): BuildResult {
  return withLockFile(path.join(buildsRoot, ".building.lock"), 600_000, () => {
    // Left by a run that was killed during its build: the folder it belonged to is gone with it.
    fs.rmSync(buildingPath, { recursive: true, force: true });
    // A .cache/ made at the folder's own path (before builds moved here) names paths that are gone.
    if (!fs.existsSync(path.join(dir, ".cache", BUILT_AT))) fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
    fs.renameSync(dir, buildingPath);
    try {
      for (const name of COMPILER_CACHES) moveOver(path.join(sharedCaches, name), path.join(buildingPath, ".cache", name));
      const inside = contentDir === undefined ? null : path.relative(dir, contentDir);
      const result = build(
        buildingPath,
        inside === null || inside.startsWith("..") || path.isAbsolute(inside) ? contentDir : path.join(buildingPath, inside),
      );
      fs.mkdirSync(path.join(buildingPath, ".cache"), { recursive: true });
      fs.writeFileSync(path.join(buildingPath, ".cache", BUILT_AT), buildingPath);
      return result;
    } finally {
      for (const name of COMPILER_CACHES) moveOver(path.join(buildingPath, ".cache", name), path.join(sharedCaches, name));
      fs.renameSync(buildingPath, dir);
    }
  });
}

/**
 * Runs `gatsby build` for a fixture whose folder is ready (copied and prepared), at the shared path
 * (atSharedPath). `held`: the caller holds the fixture's lock (ensureFixtureBuild); otherwise it is
 * taken here (a bench's warm build of a fixture).
 */
export function buildFixtureFolder(fixture: Fixture, { held = false }: { held?: boolean } = {}): BuildResult {
  const build = () =>
    atSharedPath(fixtureSite(fixture.name), fixture.contentDir, (at, contentDir) =>
      gatsbyBuild(at, { env: { ...(contentDir ? { CONTENT_DIR: contentDir } : {}), ...fixture.env }, args: fixture.args }),
    );
  return held ? build() : withLockFile(fixtureLock(fixture.name), 600_000, build);
}

/**
 * Builds a fixture when it is stale; returns its public/ folder. Throws with the build's output when
 * it fails. The fixture's lock is held from the check to the end of the build: a second caller (the
 * other lane of `npm test`, another test file) waits for the first and then finds the build fresh,
 * instead of copying the site over a build in progress. `onBuilt` is given the build's result (its
 * output and time) when it built (bench/entries.ts reads Gatsby's timings from it).
 */
export function ensureFixtureBuild(
  fixture: Fixture,
  log: (message: string) => void = (m) => console.error(m),
  { onBuilt }: { onBuilt?: (result: BuildResult) => void } = {},
): string {
  const out = fixturePublic(fixture.name);
  const dir = fixtureSite(fixture.name);
  fs.mkdirSync(dir, { recursive: true });
  const waiting = (holder: number) => log(`[${fixture.name}] waiting for process ${holder}, which is building it …`);
  return withLockFile(
    fixtureLock(fixture.name),
    600_000,
    () => {
      const reason = fixtureStaleReason(fixture);
      if (!reason) {
        log(`[${fixture.name}] the build is up to date; not building`);
        return out;
      }
      log(`[${fixture.name}] building (${reason}) …`);
      copySiteTo(dir);
      fixture.prepare?.();
      // File times have fractions of a millisecond and Date.now() has none: a file `prepare` wrote in
      // the same millisecond would look newer than the build and make it stale at the next check.
      const startedAt = Math.max(Date.now(), Math.ceil(newestBuildInput(fixture.contentDir).mtimeMs));
      const result = buildFixtureFolder(fixture, { held: true });
      if (result.status !== 0) throw new Error(`the ${fixture.name} build failed (exit ${result.status}):\n${tail(result.output)}`);
      if (!fs.existsSync(path.join(out, "index.html"))) throw new Error(`the ${fixture.name} build finished without public/index.html`);
      fs.writeFileSync(path.join(dir, "stamp.json"), JSON.stringify({ inputs: inputsOf(fixture), builtAt: startedAt } satisfies Stamp));
      log(`[${fixture.name}] built in ${result.seconds.toFixed(1)} s`);
      onBuilt?.(result);
      return out;
    },
    waiting,
  );
}

// ---------------------------------------------------------------------------------------------
// The repository's own build: public/ in the checkout, as `npm run build` makes it
// ---------------------------------------------------------------------------------------------

/** Where the last build made through here records what it was made from (outside public/ and git). */
const repositoryStamp = path.join(repo, "node_modules", ".cache", "site-build", "repository.json");

/** What the repository's build is made from: content/ (or CONTENT_DIR) and the site address (SITE_URL). */
type RepositoryInputs = { contentDir: string; siteUrl: string | null };

const wantedInputs = (): RepositoryInputs => ({
  contentDir: path.resolve(repo, process.env.CONTENT_DIR ?? "content"),
  siteUrl: process.env.SITE_URL || null,
});
const byHand: RepositoryInputs = { contentDir: path.join(repo, "content"), siteUrl: null };

/**
 * Why public/ must be built again for the caller, or null when it is fresh: missing, made from
 * other content or for another address than the caller's CONTENT_DIR / SITE_URL (a build made by
 * hand since the last one made here counts as content/ with the site's own address), or older than
 * a build input. Always stale when CI is set, unless E2E_BUILT says the pipeline has just built it.
 */
export function repositoryStaleReason(): string | null {
  if (process.env.CI && !process.env.E2E_BUILT) return "CI is set: always building";
  const index = path.join(repo, "public", "index.html");
  const built = fs.statSync(index, { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return "public/index.html does not exist";
  type Stamp = { inputs: RepositoryInputs; indexMtimeMs: number };
  let stamp: Stamp | null = null;
  try {
    stamp = JSON.parse(fs.readFileSync(repositoryStamp, "utf8")) as Stamp;
  } catch {
    stamp = null;
  }
  const madeFrom = stamp && stamp.indexMtimeMs === built ? stamp.inputs : byHand;
  const wanted = wantedInputs();
  if (JSON.stringify(madeFrom) !== JSON.stringify(wanted))
    return `public/ was built from ${JSON.stringify(madeFrom)}, the caller wants ${JSON.stringify(wanted)}`;
  const found = newestBuildInput(wanted.contentDir);
  if (found.mtimeMs > built) return `${path.relative(repo, found.file)} is newer than public/index.html`;
  return null;
}

/**
 * Builds the repository's site into public/ when it is stale (repositoryStaleReason), from the
 * caller's CONTENT_DIR and SITE_URL. Throws with the build's output when it fails.
 */
export function ensureRepositoryBuild(log: (message: string) => void = (m) => console.error(m)): void {
  const reason = repositoryStaleReason();
  if (!reason) {
    log("[site] public/ is up to date; not building");
    return;
  }
  log(`[site] building (${reason}) …`);
  const inputs = wantedInputs();
  const env: Record<string, string> = { CONTENT_DIR: inputs.contentDir, ...(inputs.siteUrl ? { SITE_URL: inputs.siteUrl } : {}) };
  const result = buildSite(repo, { env });
  if (result.status !== 0) throw new Error(`gatsby build failed (exit ${result.status}):\n${tail(result.output)}`);
  const index = path.join(repo, "public", "index.html");
  if (!fs.existsSync(index)) throw new Error("gatsby build finished but public/index.html is missing");
  // Gatsby writes only the pages whose code or data changed: mark the build as new.
  const now = new Date();
  fs.utimesSync(index, now, now);
  fs.mkdirSync(path.dirname(repositoryStamp), { recursive: true });
  fs.writeFileSync(repositoryStamp, JSON.stringify({ inputs, indexMtimeMs: fs.statSync(index).mtimeMs }, null, 2));
  log(`[site] built in ${result.seconds.toFixed(1)} s`);
}
