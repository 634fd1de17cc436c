/**
 * Building the site for the bench: whether public/ is fresh for a given SITE_URL, and timed
 * `gatsby clean` / `gatsby build` runs.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { newestBuildInput } from "../test/build-inputs";
import { DEBUG_FILES_DIR, UNPUBLISHED_DIR } from "../plugins/site-files/unpublished";
import { buildSite, tail } from "../test/site-build";

export const REPO = path.resolve(__dirname, "..");
const PUBLIC = path.join(REPO, "public");
// The build publishes neither of these; it keeps them in .cache/ (plugins/site-files/unpublished.ts).
const STATS_FILE = path.join(REPO, DEBUG_FILES_DIR, "webpack.stats.json");
const APP_DATA_FILE = path.join(REPO, UNPUBLISHED_DIR, "page-data", "app-data.json");
// Where the bench notes the SITE_URL of its last build (outside public/ and git).
const STAMP_FILE = path.join(REPO, "node_modules", ".cache", "bench", "build-stamp.json");

type Stamp = { siteUrl: string; builtAtMs: number; statsMtimeMs: number };

function mtime(file: string): number | null {
  return fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? null;
}

function readStamp(): Stamp | null {
  try {
    return JSON.parse(fs.readFileSync(STAMP_FILE, "utf8")) as Stamp;
  } catch {
    return null;
  }
}

/** The origin public/ was built for: from the home page's canonical link, else from the bench's stamp. */
function builtOrigin(): string | null {
  const index = path.join(PUBLIC, "index.html");
  const html = fs.existsSync(index) ? fs.readFileSync(index, "utf8") : "";
  const canonical = /<link\b[^>]*\brel=["']?canonical["']?[^>]*>/i.exec(html)?.[0];
  const href = canonical ? /\bhref=["']?([^"'\s>]+)/i.exec(canonical)?.[1] : undefined;
  if (href) {
    try {
      return new URL(href).origin;
    } catch {
      return null;
    }
  }
  const stamp = readStamp();
  return stamp && stamp.statsMtimeMs === mtime(STATS_FILE) ? new URL(stamp.siteUrl).origin : null;
}

/** Why public/ must be rebuilt for the bench, or null when it is fresh for `siteUrl`. */
export function staleReason(siteUrl: string): string | null {
  const outputs = [path.join(PUBLIC, "index.html"), path.join(PUBLIC, "404.html"), STATS_FILE, APP_DATA_FILE];
  const missing = outputs.find((f) => mtime(f) === null);
  if (missing) return `${path.relative(REPO, missing)} does not exist`;

  const origin = builtOrigin();
  const wanted = new URL(siteUrl).origin;
  if (origin !== wanted) return `public/ was built for ${origin ?? "an unknown origin"}, the bench serves ${wanted}`;

  // Gatsby leaves unchanged pages alone, so a build is as new as its newest output or our stamp.
  const stamp = readStamp();
  const statsMtime = mtime(STATS_FILE);
  const builtAt = Math.max(...outputs.map((f) => mtime(f) ?? 0), stamp && stamp.statsMtimeMs === statsMtime ? stamp.builtAtMs : 0);
  const found = newestBuildInput(path.resolve(REPO, process.env.CONTENT_DIR ?? "content"));
  if (found.mtimeMs > builtAt) return `${path.relative(REPO, found.file)} is newer than the build in public/`;
  return null;
}

/** Runs `npx gatsby <args>` (here only `clean`: builds go through test/site-build.ts), output kept (and printed, last lines only, on failure); returns its duration in ms. */
function gatsby(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["gatsby", ...args], {
      cwd: REPO,
      env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: string[] = [];
    const keep = (chunk: Buffer): void => {
      output.push(chunk.toString());
      if (output.length > 4000) output.splice(0, output.length - 2000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve(performance.now() - started);
      else {
        // Gatsby colours its output and prints long stack traces: show the first error, plain.
        const lines = stripVTControlCharacters(output.join("")).trim().split("\n");
        const first = lines.findIndex((line) => /\b(ERROR|error)\b/.test(line));
        const tail = (first >= 0 ? lines.slice(first, first + 40) : lines.slice(-40)).join("\n");
        reject(new Error(`gatsby ${args.join(" ")} failed (${signal ?? `exit ${code}`}):\n${tail}`));
      }
    });
  });
}

export function gatsbyClean(): Promise<number> {
  return gatsby(["clean"], {});
}

/** A production build of the repository for `siteUrl` (test/site-build.ts, under its lock); returns its duration in ms. */
export async function gatsbyBuild(siteUrl: string): Promise<number> {
  const contentDir = process.env.CONTENT_DIR;
  const result = buildSite(REPO, { env: { SITE_URL: siteUrl, ...(contentDir ? { CONTENT_DIR: contentDir } : {}) } });
  if (result.status !== 0) throw new Error(`gatsby build failed (exit ${result.status}):\n${tail(result.output, 40)}`);
  const ms = result.seconds * 1000;
  const stamp: Stamp = { siteUrl, builtAtMs: Date.now(), statsMtimeMs: mtime(STATS_FILE) ?? 0 };
  fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
  fs.writeFileSync(STAMP_FILE, `${JSON.stringify(stamp, null, 2)}\n`);
  return ms;
}

/** True when Gatsby's cache from an earlier build is there (the next build is a warm one). */
export function hasGatsbyCache(): boolean {
  return fs.existsSync(path.join(REPO, ".cache", "caches")) || fs.existsSync(path.join(REPO, ".cache", "data"));
}

/**
 * A fingerprint of the build in public/ (the webpack compilation hash and the mtimes of its
 * entry files), to tell whether someone rebuilt the site while the bench was measuring it.
 */
export function buildFingerprint(): string {
  let hash = "";
  try {
    hash = (JSON.parse(fs.readFileSync(APP_DATA_FILE, "utf8")) as { webpackCompilationHash?: string }).webpackCompilationHash ?? "";
  } catch {
    hash = "none";
  }
  const times = [path.join(PUBLIC, "index.html"), path.join(PUBLIC, "404.html"), STATS_FILE].map((f) => mtime(f) ?? 0);
  return [hash, ...times].join(":");
}
