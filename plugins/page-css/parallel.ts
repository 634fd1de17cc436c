// Beasties takes about 16 ms of CPU a page, two minutes at 5,000 articles: the pages are shared among worker threads, one per
// core. The thread's code is bundled with esbuild into .cache/ first (Gatsby compiles only gatsby-node.ts).
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import esbuild from "esbuild";
import { prunePagesHere, type ThreadResult } from "./prune-thread";

const THREAD_FILE = path.join(".cache", "page-css", "prune-thread.cjs");

export async function prunePages(files: readonly string[], stylesheet: string): Promise<ThreadResult> {
  const threads = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(files.length / 50)));
  // A warm build's few pages are done at once: a thread costs a bundle and a start.
  if (threads === 1) return prunePagesHere({ files, stylesheet });
  await esbuild.build({
    entryPoints: [path.join(process.cwd(), "plugins", "page-css", "prune-thread.ts")],
    outfile: THREAD_FILE,
    bundle: true,
    platform: "node",
    format: "cjs",
    packages: "external",
    logLevel: "warning",
  });
  const shares = Array.from({ length: threads }, (_, i) => files.filter((_, j) => j % threads === i));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<ThreadResult>((resolve, reject) => {
          const worker = new Worker(path.resolve(THREAD_FILE), { workerData: { pageCss: true, files: share, stylesheet } });
          worker.once("message", resolve);
          worker.once("error", reject);
          worker.once("exit", (code) => code !== 0 && reject(new Error(`page-css: a worker thread stopped with exit code ${code}`)));
        }),
    ),
  );
  return results.reduce((sum, r) => ({
    pages: sum.pages + r.pages,
    before: sum.before + r.before,
    after: sum.after + r.after,
    warnings: [...new Set([...sum.warnings, ...r.warnings])],
  }));
}
