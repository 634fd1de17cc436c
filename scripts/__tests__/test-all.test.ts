/** @jest-environment node */
/**
 * `npm test` (scripts/test-all.ts) and CI's parallel jobs (`npm test -- --job <name>`): between them
 * the jobs run every step `npm test` runs and every browser test project, each job runs what its
 * steps need, and the workflow runs every job.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { JOBS, STAGES, stagesFor, type Stage } from "../test-all";
import playwrightConfig from "../../playwright.config";

// The configuration looks for the browser when it loads; this test only reads its projects.
jest.mock("../../test/chromium", () => ({ requireHeadlessShell: () => "/usr/bin/chromium", chromeArgs: [] }));

const root = path.resolve(__dirname, "../..");
const names = (stages: Stage[]) => stages.map((stage) => stage.map((lane) => lane.map((step) => step.name)));
const stepsOf = (job: string) => stagesFor(job).flat(2);
const allProjects = (playwrightConfig.projects ?? []).map((project) => project.name ?? "");

it("runs every stage as it is when no job is named", () => {
  expect(stagesFor()).toBe(STAGES);
});

it("runs every step of `npm test` in at least one CI job", () => {
  const inAJob = new Set(Object.keys(JOBS).flatMap((job) => stepsOf(job).map((step) => step.name)));
  const missing = STAGES.flat(2)
    .map((step) => step.name)
    .filter((name) => !inAJob.has(name));
  expect({ "steps of npm test in no CI job": missing }).toEqual({ "steps of npm test in no CI job": [] });
});

it("runs every browser test project in exactly one CI job", () => {
  expect(allProjects.length).toBeGreaterThan(0);
  const run = Object.entries(JOBS)
    .filter(([name]) => stepsOf(name).some((step) => step.name === "test:e2e"))
    .flatMap(([, job]) => job.projects ?? allProjects);
  expect({
    "projects in no CI job": allProjects.filter((project) => !run.includes(project)),
    "projects in more than one job": run.filter((project, i) => run.indexOf(project) !== i),
    "projects not in playwright.config.ts": run.filter((project) => !allProjects.includes(project)),
  }).toEqual({ "projects in no CI job": [], "projects in more than one job": [], "projects not in playwright.config.ts": [] });
});

// A need in another lane of the same stage is met by time, not order: the type check runs after the
// content gate, minutes after the build wrote the types (scripts/test-all.ts says so).
it("puts each step after the steps it needs, or in another lane of their stage", () => {
  const at = new Map<string, { stage: number; lane: number; index: number }>();
  STAGES.forEach((stage, s) => stage.forEach((lane, l) => lane.forEach((step, i) => at.set(step.name, { stage: s, lane: l, index: i }))));
  const misplaced: string[] = [];
  for (const step of STAGES.flat(2))
    for (const need of step.needs ?? []) {
      const [a, b] = [at.get(need), at.get(step.name)!];
      const before = a !== undefined && (a.stage < b.stage || (a.stage === b.stage && (a.lane !== b.lane || a.index < b.index)));
      if (!before) misplaced.push(`${step.name} needs ${need}`);
    }
  expect(misplaced).toEqual([]);
});

it("gives each browser job the builds its tests are served from, and narrows the browser tests to its projects", () => {
  for (const job of ["chromium", "browsers"]) {
    expect(names(stagesFor(job))).toEqual([[["check:node", "system programs"]], [["build", "fixture builds"]], [["test:e2e"]]]);
    const e2e = stepsOf(job).find((step) => step.name === "test:e2e")!;
    expect(e2e.command).toBe(`npm run --silent test:e2e -- ${JOBS[job]!.projects!.map((p) => `--project ${p}`).join(" ")}`);
    expect(e2e.env).toEqual({ E2E_BUILT: "1" });
  }
});

it("runs the checks job in the stages and lanes of `npm test`, without the browser tests or the warm builds", () => {
  expect(names(stagesFor("checks"))).toEqual([
    [["check:node", "system programs"]],
    [["check:content", "lint", "lint:workflows", "format:check"], ["test:unit"]],
    [
      ["build", "build tests", "fixture builds"],
      ["content gate", "typecheck"],
    ],
    [["test:prefix", "test:html"]],
  ]);
  expect(names(stagesFor("warm"))).toEqual([[["check:node"]], [["test:warm"]]]);
});

it("refuses a job it does not know, naming the ones it does", () => {
  expect(() => stagesFor("chrome")).toThrow(`--job: no job "chrome"; the jobs: ${Object.keys(JOBS).join(", ")}`);
});

describe("the CI workflow (.github/workflows/ci.yml)", () => {
  type WorkflowJob = {
    needs?: string | string[];
    if?: string;
    strategy?: { matrix?: Record<string, unknown> };
    steps?: { run?: string }[];
  };
  const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/ci.yml"), "utf8")) as { jobs: Record<string, WorkflowJob> };

  /** The `--job` names a workflow job runs, its matrix's values in place of `${{ matrix.<key> }}`. */
  const jobsRunBy = (job: WorkflowJob): string[] =>
    (job.steps ?? []).flatMap((step) =>
      [...(step.run ?? "").matchAll(/npm test -- --job (\$\{\{[^}]*\}\}|\S+)/g)].flatMap(([, name]) => {
        const key = /^\$\{\{\s*matrix\.(\w+)\s*\}\}$/.exec(name!)?.[1];
        return key ? (job.strategy?.matrix?.[key] as string[]) : [name!];
      }),
    );

  it("runs every job of scripts/test-all.ts once", () => {
    const run = Object.values(workflow.jobs).flatMap(jobsRunBy);
    expect([...run].sort()).toEqual(Object.keys(JOBS).sort());
  });

  it("has one summary job that waits for every other job, whatever their outcome", () => {
    const summaries = Object.entries(workflow.jobs).filter(([, job]) => job.if === "always()");
    expect(summaries).toHaveLength(1);
    const [name, summary] = summaries[0]!;
    const others = Object.keys(workflow.jobs).filter((other) => other !== name);
    expect([summary.needs ?? []].flat().sort()).toEqual(others.sort());
  });
});
