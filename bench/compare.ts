/**
 * Before/after: Lighthouse (the bench's settings: mobile, simulated throttling) on the same routes
 * of two built sites, served side by side with gzip on 127.0.0.1 and measured interleaved (route
 * by route, before then after, round after round), so that the machine's load falls on both alike.
 * Prints one table of medians (min–max) per site: transferred, requests, script evaluation,
 * main-thread work, TBT, LCP and the performance score.
 *
 * npx tsx bench/compare.ts --before <public dir> --after <public dir> [--runs 3]
 *
 * To measure a change: build the older commit in a worktree (`git worktree add /tmp/before <commit>`,
 * `npm ci && npm run build` there), then compare its `public/` with this checkout's.
 */
import os from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "../e2e/server";
import { runLighthouse, type RunResult } from "./lighthouse";
import { summarize } from "./stats";

const ROUTES = ["/", "/about/", "/services/", "/contact/", "/no-such-page/"];

function option(name: string, fallback?: string): string {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : process.argv[index + 1];
  if (value === undefined) throw new Error(`${name} is required\nUsage: npx tsx bench/compare.ts --before DIR --after DIR [--runs N]`);
  return value;
}

type Figures = {
  transfer: number[];
  requests: number[];
  scriptEval: number[];
  mainThread: number[];
  tbt: number[];
  lcp: number[];
  perf: number[];
};

const empty = (): Figures => ({ transfer: [], requests: [], scriptEval: [], mainThread: [], tbt: [], lcp: [], perf: [] });

function record(figures: Figures, run: RunResult): void {
  const v = run.values as Record<string, number | null>;
  const push = (list: number[], value: number | null | undefined) => {
    if (typeof value === "number") list.push(value);
  };
  push(figures.transfer, v.transferBytes);
  push(figures.requests, v.requests);
  push(figures.scriptEval, v.scriptEvaluationMs);
  push(figures.mainThread, v.mainThreadMs);
  push(figures.tbt, v.tbtMs);
  push(figures.lcp, v.lcpMs);
  push(figures.perf, v.performance);
}

function cell(values: number[], format: (n: number) => string): string {
  if (values.length === 0) return "–";
  const { median, min, max } = summarize(values);
  if (median === null || min === null || max === null) return "–";
  return min === max ? format(median) : `${format(median)} (${format(min)}–${format(max)})`;
}

async function main(): Promise<void> {
  const runs = Number(option("--runs", "3"));
  const sites: [string, string][] = [
    ["before", path.resolve(option("--before"))],
    ["after", path.resolve(option("--after"))],
  ];
  const servers: RunningServer[] = [];
  for (const [, root] of sites) servers.push(await startServer({ root, port: 0, gzip: true }));
  const figures = new Map<string, Figures>();
  console.log(
    `Load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const route of ROUTES) {
        for (const [index, [name]] of sites.entries()) {
          const url = `${servers[index]!.url}${route}`;
          const run = await runLighthouse(url, { expectNotFound: route === "/no-such-page/" });
          const key = `${name} ${route}`;
          if (!figures.has(key)) figures.set(key, empty());
          record(figures.get(key)!, run);
          process.stdout.write(".");
        }
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
  console.log(
    `\nLoad average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; ${runs} runs per route and site, medians (min–max)\n`,
  );
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log("| site | route | transferred | requests | script evaluation | main-thread work | TBT | LCP | perf |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const route of ROUTES) {
    for (const [name] of sites) {
      const f = figures.get(`${name} ${route}`) ?? empty();
      console.log(
        `| ${name} | \`${route}\` | ${cell(f.transfer, kB)} | ${cell(f.requests, String)} | ${cell(f.scriptEval, ms)} | ${cell(f.mainThread, ms)} | ${cell(f.tbt, ms)} | ${cell(f.lcp, ms)} | ${cell(f.perf, (n) => n.toFixed(2))} |`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
