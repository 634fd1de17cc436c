/**
 * `tsx test/warm/cold-build.ts <site copy> <result file>`: builds the copy with buildSite (as the
 * warm build is built) in a process of its own, and writes the result (status, output, seconds) as
 * JSON. warm-build.test.ts starts it beside the warm build of the same files: buildSite waits for
 * its build, and a Gatsby build keeps about one core busy, so the two together take little longer
 * than one on a 2-core machine.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildSite, repo, type BuildResult } from "../site-build";

/** Starts the cold build of `dir` in another process; resolves with its result when it ends. */
export function startColdBuild(dir: string): Promise<BuildResult> {
  const result = path.join(dir, "cold-build.json");
  const started = Date.now();
  // The output goes to the result file, not to a pipe: the test's own synchronous warm build
  // blocks its event loop, and a full pipe would stop this build until it ended.
  const child = spawn(path.join(repo, "node_modules", ".bin", "tsx"), [__filename, dir, result], { cwd: repo, stdio: "ignore" });
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ status: null, output: `could not start the cold build: ${error.message}`, seconds: 0 }));
    child.on("exit", (code, signal) => {
      try {
        resolve(JSON.parse(fs.readFileSync(result, "utf8")) as BuildResult);
      } catch {
        const seconds = (Date.now() - started) / 1000;
        resolve({ status: code, output: `the cold build's process ended (${signal ?? `exit ${code}`}) without a result`, seconds });
      }
    });
  });
}

if (require.main === module) {
  const [dir, result] = process.argv.slice(2);
  if (!dir || !result) {
    console.error("Usage: tsx test/warm/cold-build.ts <site copy> <result file>");
    process.exit(2);
  }
  fs.writeFileSync(result, JSON.stringify(buildSite(dir)));
}
