/**
 * Peak memory of a build, read from /proc every 200 ms by a worker thread (the builds run through
 * spawnSync, which blocks this thread, so the polling cannot happen on it). Counted: the build's
 * processes, i.e. each descendant of this process that runs `gatsby build` or `astro build`, and
 * every process under it (Gatsby's workers). Two figures:
 *
 * - **largest process**: the highest VmHWM (the kernel's peak resident set size of one process)
 *   among them; exact for a process still alive at its last poll, and at most 200 ms short for one
 *   that grew in the last moment before it ended;
 * - **tree**: the highest sum of their VmRSS at one poll (shared pages counted once per process, as
 *   RSS does; a peak between two polls can be missed).
 *
 * Linux only; elsewhere both figures are null.
 */
import fs from "node:fs";
import { Worker } from "node:worker_threads";

export type MemoryPeak = {
  /** The largest single process's peak RSS, in bytes. */
  processBytes: number | null;
  /** What that process ran ("gatsby build", "gatsby worker" …). */
  process: string | null;
  /** The build's processes' RSS summed, at the poll where the sum was highest, in bytes. */
  treeBytes: number | null;
  /** How many polls saw the build's processes (0: the build ran, but the polls never saw it). */
  samples: number;
};

export const MEMORY_METHOD =
  "polled from /proc every 200 ms: largest process = the highest VmHWM (peak RSS) of one build process; " +
  "tree = the highest sum of the build processes' VmRSS at one poll";

/**
 * Runs in the worker: `state` is [active, samples, peakTreeKb, peakProcessKb, peakProcessPid], a
 * SharedArrayBuffer the main thread resets and reads; `label` gets the peak process's command line.
 */
const POLLER = `
const { workerData } = require("node:worker_threads");
const fs = require("node:fs");
const state = new Float64Array(workerData.state);
const label = new Uint8Array(workerData.label);
const root = workerData.root;
const builder = /(^|\\/)(gatsby|astro)(\\.m?js)?$/;
const read = (file) => { try { return fs.readFileSync(file, "utf8"); } catch { return ""; } };
const argv = (pid) => read("/proc/" + pid + "/cmdline").split("\\0").filter(Boolean);
const isBuild = (args) => args.some((a, i) => builder.test(a) && args[i + 1] === "build");
function name(args) {
  const tool = args.find((a) => builder.test(a));
  if (tool) return tool.split("/").pop() + " " + args.slice(args.indexOf(tool) + 1).join(" ");
  const script = args.find((a, i) => i > 0 && !a.startsWith("-")) || args[0] || "?";
  return script.split("/").slice(-3).join("/");
}
function kb(status, field) {
  const m = new RegExp("^" + field + ":\\\\s+(\\\\d+) kB", "m").exec(status);
  return m ? Number(m[1]) : 0;
}
function poll() {
  if (state[0] !== 1) return;
  const children = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\\d+$/.test(entry)) continue;
    const stat = read("/proc/" + entry + "/stat");
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(entry));
  }
  // The build processes: under this process, from the first that runs "gatsby build" or "astro build" down.
  const counted = [];
  const walk = (pid, inside) => {
    for (const child of children.get(pid) || []) {
      const within = inside || isBuild(argv(child));
      if (within) counted.push(child);
      walk(child, within);
    }
  };
  walk(root, false);
  if (!counted.length) return;
  let tree = 0;
  for (const pid of counted) {
    const status = read("/proc/" + pid + "/status");
    tree += kb(status, "VmRSS");
    const peak = kb(status, "VmHWM");
    if (peak > state[3]) {
      state[3] = peak;
      state[4] = pid;
      const text = Buffer.from(name(argv(pid)).slice(0, 200));
      label.fill(0);
      label.set(text.subarray(0, label.length));
    }
  }
  if (tree > state[2]) state[2] = tree;
  state[1] += 1;
}
setInterval(poll, workerData.intervalMs);
`;

/** A poller for one build at a time: start() before it, stop() after it for its peaks. */
export class MemoryWatch {
  private readonly state = new Float64Array(new SharedArrayBuffer(5 * 8));
  private readonly label = new Uint8Array(new SharedArrayBuffer(256));
  private readonly worker: Worker | null;

  constructor(intervalMs = 200) {
    this.worker = fs.existsSync("/proc/self/status")
      ? new Worker(POLLER, {
          eval: true,
          workerData: { state: this.state.buffer, label: this.label.buffer, root: process.pid, intervalMs },
        })
      : null;
    // The poller must not keep the bench alive once it is done.
    this.worker?.unref();
  }

  start(): void {
    this.state.fill(0);
    this.label.fill(0);
    this.state[0] = 1;
  }

  stop(): MemoryPeak {
    this.state[0] = 0;
    const [, samples, treeKb, processKb] = this.state;
    if (!this.worker) return { processBytes: null, process: null, treeBytes: null, samples: 0 };
    const end = this.label.indexOf(0);
    const text = Buffer.from(this.label.subarray(0, end === -1 ? undefined : end)).toString("utf8");
    return {
      processBytes: samples ? processKb! * 1024 : null,
      process: samples ? text : null,
      treeBytes: samples ? treeKb! * 1024 : null,
      samples: samples!,
    };
  }

  close(): Promise<number> {
    return this.worker ? this.worker.terminate() : Promise.resolve(0);
  }
}

/** "7.6 GB" (1 GB = 10⁹ bytes). */
export const gigabytes = (bytes: number | null) => (bytes === null ? "?" : `${(bytes / 1e9).toFixed(bytes < 1e9 ? 2 : 1)} GB`);
