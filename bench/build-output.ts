/**
 * What bench/entries.ts reads from a build's output, and how it runs the builds it does not make
 * through test/site-build.ts (the bare Gatsby site, AstroWind): timed, with their peak memory.
 */
import { spawnSync } from "node:child_process";
import os from "node:os";
import { stripVTControlCharacters } from "node:util";
import type { MemoryPeak, MemoryWatch } from "./memory";

export type Phase = { name: string; seconds: number };

/** A Gatsby site built cold, then warm after one article's edit: what bench/entries.ts prints of each. */
export type ColdAndWarm = {
  pages: number | null;
  coldSeconds: number;
  warmSeconds: number;
  coldMemory: MemoryPeak;
  warmMemory: MemoryPeak;
  /** The 1-minute load average when each build started. */
  coldLoad: number;
  warmLoad: number;
  coldBootstrapSeconds: number | null;
  warmBootstrapSeconds: number | null;
  coldPhases: Phase[];
  warmPhases: Phase[];
};

/**
 * Gatsby's timed activities from a build's output ("success run page queries - 3.2s - 25/25 …"),
 * slowest first. "bootstrap finished" is left out: it is the sum of the activities before it.
 */
export function buildPhases(output: string): Phase[] {
  const phases = [...output.matchAll(/^(?:success|info) (.+?) - (\d+(?:\.\d+)?)s\b/gm)]
    .map((m) => ({ name: m[1]!.trim(), seconds: Number(m[2]) }))
    .filter((p) => p.name !== "bootstrap finished");
  return [...phases, ...ownSteps(output)].sort((a, b) => b.seconds - a.seconds);
}

/** Our plugins' own steps inside onPostBuild ("info share-pictures: … in 12.3 s"), a message Gatsby may wrap over several lines. */
export function ownSteps(output: string): Phase[] {
  const paragraphs = stripVTControlCharacters(output).split(/\n\s*\n|\n(?=(?:info|success|warn|error) )/);
  return OWN_STEPS.flatMap((name) => {
    const said = paragraphs.map((p) => p.replace(/\s+/g, " ").trim()).find((p) => p.startsWith(`info ${name}: `));
    const seconds = said && / in (\d+(?:\.\d+)?) s\b[^]*$/.exec(said)?.[1];
    return seconds ? [{ name, seconds: Number(seconds) }] : [];
  });
}
const OWN_STEPS = ["share-pictures", "search-index"] as const;

/** Gatsby's "info bootstrap finished - 7.1s": everything before the bundles (config, sourcing, schema, createPages, queries extracted). */
export const bootstrapSeconds = (output: string): number | null => {
  const found = /^info bootstrap finished - (\d+(?:\.\d+)?)s\b/m.exec(output);
  return found ? Number(found[1]) : null;
};

/** The main phases, in the order a build runs them, by the short names the table uses. */
export const MAIN_PHASES: readonly { label: string; names: readonly string[] }[] = [
  { label: "sourcing", names: ["source and transform nodes"] },
  { label: "createPages", names: ["createPages"] },
  { label: "JS/CSS bundles", names: ["Building production JavaScript and CSS bundles"] },
  { label: "HTML renderer", names: ["Building HTML renderer"] },
  { label: "queries", names: ["run queries in workers", "run page queries"] },
  { label: "static HTML", names: ["Building static HTML for pages"] },
  { label: "onPostBuild", names: ["onPostBuild"] },
  // Within onPostBuild: the two steps whose cost grows with the pages' count.
  { label: "share-pictures", names: ["share-pictures"] },
  { label: "search-index", names: ["search-index"] },
];

/** Seconds of one main phase (summed when Gatsby reports it more than once), or null when the build did not report it. */
export function phaseSeconds(phases: readonly Phase[], label: string): number | null {
  const names = MAIN_PHASES.find((p) => p.label === label)?.names ?? [label];
  const found = phases.filter((p) => names.includes(p.name));
  return found.length ? found.reduce((sum, p) => sum + p.seconds, 0) : null;
}

/** The pages the build made: Gatsby's count of SitePage nodes. */
export const pageCount = (output: string) => {
  const found = /SitePage nodes: (\d+)/.exec(output);
  return found ? Number(found[1]) : null;
};

/** The end of a command's output, for error messages. */
export const tail = (output: string, lines = 40) => output.trim().split("\n").slice(-lines).join("\n");

/** `load`: the 1-minute load average when it started. */
export type MeasuredRun = { status: number | null; output: string; seconds: number; memory: MemoryPeak; load: number };

/** Runs a command to its end, timed, with `watch` polling its memory; the output has ANSI colours removed. */
export function measuredRun(
  watch: MemoryWatch,
  command: string,
  args: string[],
  { cwd, env = {}, timeoutMs = 1_800_000 }: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): MeasuredRun {
  const load = os.loadavg()[0]!;
  watch.start();
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    timeout: timeoutMs,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...env },
  });
  const seconds = (performance.now() - started) / 1000;
  const memory = watch.stop();
  const output = stripVTControlCharacters(
    `${result.stdout ?? ""}\n${result.stderr ?? ""}${result.error ? `\n${result.error.message}` : ""}`,
  );
  return { status: result.status, output, seconds, memory, load };
}
