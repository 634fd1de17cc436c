/**
 * Serves a build folder with Cloudflare's own runtime, offline: `wrangler pages dev <folder>` runs
 * Cloudflare Pages' asset server (the code that reads `_headers` and `_redirects`, resolves pretty
 * URLs and trailing slashes and picks the 404 page) on workerd, Cloudflare's Workers runtime, which
 * comes from npm (the `workerd` package's platform binary). Nothing is deployed; no account is used.
 *
 * Offline and quiet: no metrics (WRANGLER_SEND_METRICS=false), no banner and so no update check
 * against the npm registry (WRANGLER_HIDE_BANNER=true: the banner is what checks), no download of
 * the `Request.cf` object from workers.cloudflare.com (CLOUDFLARE_CF_FETCH_ENABLED=false), and the
 * compatibility date pinned to one the pinned workerd supports (else wrangler looks for a newer
 * version). wrangler's state, logs and config go to a throwaway folder, not the repository or ~.
 *
 * Ports: `--port 0` and `--inspector-port 0` let the system pick free ports atomically; the address
 * is read from wrangler's "Ready on http://…" line, then the server is polled until it answers.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

export const repo = path.resolve(__dirname, "..", "..", "..");

/**
 * The Workers compatibility date the site is served with: the release date of the workerd that the
 * pinned wrangler brings (node_modules/workerd/package.json, version 1.YYYYMMDD.n), which supports it.
 * test/build/cloudflare.test.ts checks the two still agree after an update.
 */
export const COMPATIBILITY_DATE = "2026-10-23";

export type RunningWrangler = {
  url: string;
  /** Everything wrangler printed so far (ANSI colours removed). */
  log: () => string;
  stop: () => Promise<void>;
};

/** wrangler colours some lines even when told not to; the escape codes go before the log is read. */
const stripAnsi = (text: string) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g"), "");

/** GET without following redirects; resolves on any answer, rejects when nothing answers. */
export function rawGet(url: string, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { "accept-encoding": "identity" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

export async function startWrangler(root: string, options: { timeoutMs?: number } = {}): Promise<RunningWrangler> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-wrangler-"));
  const bin = path.join(repo, "node_modules", "wrangler", "bin", "wrangler.js");
  const args = [
    bin,
    "pages",
    "dev",
    path.resolve(root),
    "--ip",
    "127.0.0.1",
    "--port",
    "0",
    "--inspector-port",
    "0",
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    "--persist-to",
    path.join(dir, "state"),
    "--show-interactive-dev-session=false",
    // "log" level: wrangler reports the rules it parsed from _headers and _redirects at this level.
    "--log-level",
    "log",
  ];
  const child = spawn(process.execPath, args, {
    // The folder wrangler takes for the project: it writes .wrangler/ there, and reads no
    // wrangler.toml from the repository.
    cwd: dir,
    // Its own process group, so that stop() ends wrangler and the workerd it started, and nothing else.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_HIDE_BANNER: "true",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_LOG_PATH: path.join(dir, "logs"),
      XDG_CONFIG_HOME: path.join(dir, "config"),
      NO_COLOR: "1",
      FORCE_COLOR: "0",
      CI: "true",
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const log = () => stripAnsi(output);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Detached, it would outlive a test run that ends without afterAll (Ctrl-C, a crash): end it then too.
  const killOnExit = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  // Wait for states, not for time: first wrangler's "Ready on" line, then an answer from the server.
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  try {
    let url: string | undefined;
    while (!url) {
      if (child.exitCode !== null) throw new Error(`wrangler exited with code ${child.exitCode}:\n${log()}`);
      if (Date.now() > deadline) throw new Error(`wrangler did not report "Ready on" in time:\n${log()}`);
      url = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(log())?.[1];
      if (!url) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (;;) {
      if (child.exitCode !== null) throw new Error(`wrangler exited with code ${child.exitCode}:\n${log()}`);
      if (Date.now() > deadline) throw new Error(`wrangler at ${url} did not answer in time:\n${log()}`);
      const answered = await rawGet(`${url}/`).then(
        (response) => response.status > 0,
        () => false,
      );
      if (answered) return { url, log, stop };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
