/**
 * `npm test`: everything that gates a change, in stages. Within a stage, independent lanes run side
 * by side (a 2-core machine is idle half the time while one Gatsby build or one linter runs);
 * within a lane, steps run in order. A stage starts when the one before has passed; the first
 * failure stops the run after its stage, with every failed step's output shown.
 *
 * While a stage has more than one lane, each step's output is held and printed whole when the
 * step ends, so the lanes do not interleave; a stage with one lane prints as it goes. At the end:
 * a table of every step's wall time, and one closing line with the counts of all the runners
 * (Jest, Playwright, html-validate, the path-prefix crawl).
 *
 * `npx tsx scripts/test-all.ts [--job <job>] [--from <step>]` (`--job` runs one of CI's parallel
 * jobs, JOBS below: its steps and the steps they need, in the same stages; `--from` skips the steps
 * before it, e.g. after fixing a browser test: `npm test -- --from test:e2e`).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { SUITE_STARTED } from "../test/site-build";

/** `needs`: the steps whose output this one reads, which a job (`--job`) that runs it runs first. */
export type Step = { name: string; command: string; env?: Record<string, string>; needs?: string[] };
export type Stage = Step[][];

const npm = (script: string, env?: Record<string, string>, needs?: string[]): Step => ({
  name: script,
  command: `npm run --silent ${script}`,
  ...(env ? { env } : {}),
  ...(needs ? { needs } : {}),
});
/** What the browser tests serve: the site's build and the fixtures' (playwright.config.ts starts a server for each). */
const SERVED = ["system programs", "build", "fixture builds"];

/*
 * Stages are ordered by what each step needs; lanes are side by side wherever nothing in one
 * reads what another writes. A Gatsby build, a Jest worker or a crawl waiting for pages each keep
 * about one core busy, so two lanes keep both cores of a CI machine working (three CPU-bound lanes
 * only made each slower: the build took 71 s beside the unit tests and the linters, 31 s alone).
 * The closing table says how busy each stage kept the CPUs.
 */
export const STAGES: Stage[] = [
  [[npm("check:node"), { name: "system programs", command: "bash scripts/ensure-system-deps.sh" }]],
  // The checks that read only the sources, beside the unit tests (two Jest workers: alone they
  // take 24 s instead of 34 s on two cores).
  [
    [npm("check:content"), npm("lint"), npm("lint:workflows"), npm("format:check")],
    [{ ...npm("test:unit"), command: "npm run --silent test:unit -- --maxWorkers=2" }],
  ],
  // The site's build, its tests and the fixture builds, beside the content gate
  // (test/build/content-gate.test.ts: five builds of a copy of its own, one after the other, the
  // longest single step, which needs nothing from the repository's build, with the two tests that
  // build a copy with additions: third-collection and sections) and then the type check
  // (which needs the build's generated types, long made by then). Each fixture build after the
  // first is short (they share the compilers' caches, test/site-build.ts), so the fixture builds
  // balance the first lane against the gate (in a clean run with them in the second lane: 224 s
  // against 351 s). The fixture the build tests use (languages, for the hosts' per-language 404
  // pages) is built when they first need it, and not again (SUITE_STARTED).
  [
    [
      npm("build"),
      {
        ...npm("test:build"),
        name: "build tests",
        command: "npm run --silent test:build -- --testPathIgnorePatterns content-gate third-collection build/sections",
        // nginx and openssl, and Chromium to load the pages through nginx (scripts/ensure-system-deps.sh).
        needs: ["system programs", "build"],
      },
      { name: "fixture builds", command: "npx tsx test/fixture-builds.ts" },
    ],
    [
      {
        ...npm("test:build"),
        name: "content gate",
        command: "npm run --silent test:build -- --testPathPatterns content-gate third-collection build/sections",
      },
      // The build's generated GraphQL types (src/gatsby-types.d.ts).
      npm("typecheck", undefined, ["build"]),
    ],
  ],
  // E2E_BUILT: the builds above are fresh, so the staleness checks decide (nothing is rebuilt).
  // The path-prefix crawl and the HTML validation mostly wait (for pages to settle, for files): they
  // cost the browser tests little. The warm builds (test/warm/: nineteen Gatsby builds, two at a
  // time, ≈ 360 CPU-seconds) have a lane of their own: beside the browser tests (≈ 350 CPU-seconds,
  // the CPUs 83% busy) the stage should take ≈ 6–7 min instead of 3.5 on two idle cores; under other
  // builds' load it took 9.4 min, with no flaky browser test.
  [
    [npm("test:e2e", { E2E_BUILT: "1" }, SERVED)],
    [
      npm("test:prefix", { E2E_BUILT: "1" }, ["system programs", "fixture builds"]),
      npm("test:html", undefined, ["build", "fixture builds"]),
    ],
    [npm("test:warm")],
  ],
];

export type Job = {
  about: string;
  /** The steps the job is for; the steps they need (Step.needs) and check:node come with them. */
  steps: string[];
  /** For test:e2e: the Playwright projects (playwright.config.ts) this job runs, instead of all. */
  projects?: string[];
};

/**
 * CI's parallel jobs (.github/workflows/ci.yml runs `npm test -- --job <name>` for each): together
 * they run every step of STAGES (scripts/__tests__/test-all.test.ts), each on a machine of its own,
 * so a job builds what its steps read. The browser tests are split by Playwright project.
 */
export const JOBS: Record<string, Job> = {
  checks: {
    about: "the checks, unit tests, build tests, content gate, type check, path-prefix crawl and HTML validation",
    steps: [
      "check:content",
      "lint",
      "lint:workflows",
      "format:check",
      "test:unit",
      "build tests",
      "fixture builds",
      "content gate",
      "typecheck",
      "test:prefix",
      "test:html",
    ],
  },
  chromium: {
    about: "the browser tests in Chromium at phone and desktop sizes, and the editor's rebuild",
    steps: ["test:e2e"],
    projects: ["rebuild", "phone", "desktop", "desktop-xl"],
  },
  browsers: {
    about: "the widths tests on the four builds, and the tests in Firefox and WebKit",
    steps: ["test:e2e"],
    projects: ["firefox", "webkit", "widths", "widths-long-content", "widths-lists", "widths-languages"],
  },
  warm: { about: "the warm builds against cold ones (test/warm/)", steps: ["test:warm"] },
};

/**
 * The stages a job runs (all of them without one): the job's steps, the steps they need and
 * check:node, in their stages and lanes, with test:e2e narrowed to the job's projects.
 */
export function stagesFor(jobName?: string): Stage[] {
  if (jobName === undefined) return STAGES;
  const job = JOBS[jobName];
  if (!job) throw new Error(`--job: no job "${jobName}"; the jobs: ${Object.keys(JOBS).join(", ")}`);
  const byName = new Map(STAGES.flat(2).map((step) => [step.name, step]));
  const wanted = new Set<string>();
  const add = (name: string) => {
    const step = byName.get(name);
    if (!step) throw new Error(`job ${jobName}: no step "${name}"`);
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const need of step.needs ?? []) add(need);
  };
  for (const name of ["check:node", ...job.steps]) add(name);
  const narrowed = (step: Step): Step =>
    step.name === "test:e2e" && job.projects
      ? { ...step, command: `${step.command} -- ${job.projects.map((project) => `--project ${project}`).join(" ")}` }
      : step;
  return STAGES.map((stage) =>
    stage.map((lane) => lane.filter((step) => wanted.has(step.name)).map(narrowed)).filter((lane) => lane.length > 0),
  ).filter((stage) => stage.length > 0);
}

/**
 * For every step. GATSBY_CPU_COUNT=1: each Gatsby build renders its few pages in one worker
 * instead of a pool of them; builds already run side by side in the lanes, and a cold build took
 * 35–37 CPU-seconds with one worker against 39–40 with the default pool (and less wall time alone).
 * SUITE_STARTED: with CI set, a fixture is built once in the run, not again by each step that needs it.
 */
const SUITE_ENV: Record<string, string> = { GATSBY_CPU_COUNT: "1", [SUITE_STARTED]: String(Date.now()) };

type Outcome = { name: string; ok: boolean; seconds: number; output: string };

/**
 * The machine's CPU time so far, busy and in all, from /proc/stat (Linux; null elsewhere): how
 * busy each stage kept the cores says whether its lanes are worth rearranging.
 */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = (/^cpu\s+(.*)$/m.exec(fs.readFileSync("/proc/stat", "utf8"))?.[1] ?? "").trim().split(/\s+/).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return total > 0 ? { busy: total - idle, total } : null;
  } catch {
    return null;
  }
}

function run(step: Step, live: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("bash", ["-c", step.command], {
      env: { ...process.env, ...SUITE_ENV, ...step.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (live) process.stdout.write(chunk);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("close", (code, signal) =>
      resolve({
        name: step.name,
        ok: code === 0,
        seconds: (Date.now() - started) / 1000,
        output: signal ? `${output}\n(ended by ${signal})` : output,
      }),
    );
  });
}

const banner = (text: string) => console.log(`\n━━ ${text} ${"━".repeat(Math.max(0, 90 - text.length))}`);

/** The counts each runner prints in its own words. */
function counts(output: string): { passed: number; failed: number } {
  const total = { passed: 0, failed: 0 };
  const add = (passed: string | undefined, failed: string | undefined) => {
    total.passed += Number(passed ?? 0);
    total.failed += Number(failed ?? 0);
  };
  // Jest: "Tests:       1 failed, 248 passed, 249 total"
  for (const m of output.matchAll(/^Tests:\s+(?:(\d+) failed, )?(?:\d+ skipped, )?(?:\d+ todo, )?(\d+) passed, \d+ total/gm))
    add(m[2], m[1]);
  // Ours and the e2e summary reporter: "html-validate: 20 passed, 0 failed", "e2e: 170 passed, 0 failed".
  for (const m of output.matchAll(/^(?:e2e|html-validate|prefix): (\d+) passed, (\d+) failed$/gm)) add(m[1], m[2]);
  return total;
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const from = option("--from");
  const jobName = option("--job");
  if (args.includes("--job") && !jobName) throw new Error(`--job needs a name; the jobs: ${Object.keys(JOBS).join(", ")}`);
  const stages = stagesFor(jobName);
  const all = stages.flat(2).map((s) => s.name);
  if (from && !all.includes(from)) throw new Error(`--from: no step "${from}"; the steps: ${all.join(", ")}`);
  if (jobName) console.log(`job ${jobName}: ${JOBS[jobName]!.about} (${all.join(", ")})`);
  let skipping = Boolean(from);

  const outcomes: Outcome[] = [];
  const stageFigures: string[] = [];
  const started = Date.now();
  for (const [index, stage] of stages.entries()) {
    const stageStarted = Date.now();
    const cpuBefore = cpuTimes();
    const lanes = stage.map((lane) =>
      lane.filter((step) => {
        if (skipping && step.name === from) skipping = false;
        return !skipping;
      }),
    );
    const live = lanes.filter((lane) => lane.length > 0).length === 1;
    const results = await Promise.all(
      lanes.map(async (lane) => {
        const done: Outcome[] = [];
        for (const step of lane) {
          if (live) banner(step.name);
          const outcome = await run(step, live);
          if (!live) {
            banner(`${step.name} (${outcome.seconds.toFixed(1)} s)`);
            process.stdout.write(outcome.output);
          }
          done.push(outcome);
          if (!outcome.ok) break;
        }
        return done;
      }),
    );
    outcomes.push(...results.flat());
    const cpuAfter = cpuTimes();
    if (results.flat().length > 0) {
      const busy = cpuBefore && cpuAfter ? (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total) : null;
      stageFigures.push(
        `  stage ${index + 1} (${results
          .flat()
          .map((o) => o.name)
          .join(", ")}): ${((Date.now() - stageStarted) / 1000).toFixed(1)} s` +
          (busy === null ? "" : `, the ${os.availableParallelism()} CPUs ${Math.round(busy * 100)}% busy`),
      );
    }
    const failed = results.flat().filter((o) => !o.ok);
    if (failed.length > 0) {
      for (const o of failed) console.log(`\n✘ ${o.name} failed`);
      break;
    }
  }

  banner("where the time went");
  for (const o of outcomes) console.log(`  ${o.ok ? "✓" : "✘"} ${o.name.padEnd(20)} ${o.seconds.toFixed(1).padStart(7)} s`);
  console.log(`  wall time, all stages ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  for (const line of stageFigures) console.log(line);
  const total = outcomes.map((o) => counts(o.output)).reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }));
  const stepsFailed = outcomes.filter((o) => !o.ok).length;
  // A plain closing line, the form CI reads for the count of a run: every runner's tests together.
  console.log(`all: ${total.passed} passed, ${Math.max(total.failed, stepsFailed)} failed`);
  process.exit(stepsFailed > 0 ? 1 : 0);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
