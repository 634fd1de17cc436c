/**
 * First step of `npm test`: says which Node runs the tests, and stops at once with a clear message
 * when package.json's `engines` range excludes it (rather than failing later somewhere in the
 * build or in Lighthouse). .nvmrc names the version the project is developed and tested on.
 */
import fs from "node:fs";
import path from "node:path";
import semver from "semver";

const root = path.resolve(__dirname, "..");

/** Why this Node cannot run the project, or undefined when it can. */
export function nodeProblem(version: string, engines: string, recommended: string): string | undefined {
  if (semver.satisfies(version, engines)) return undefined;
  return (
    `Node ${version} is outside what this project supports (package.json engines: ${engines}). ` +
    `Use Node ${recommended} (.nvmrc): \`nvm use\`, or install it from nodejs.org; CI does this by itself (scripts/use-node.sh).`
  );
}

export function main(version = process.version): number {
  const engines = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } }).engines.node;
  const recommended = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
  const problem = nodeProblem(version, engines, recommended);
  if (problem) {
    console.error(problem);
    return 1;
  }
  console.log(`Node ${version}, npm ${process.env.npm_config_user_agent?.match(/npm\/(\S+)/)?.[1] ?? "(not run by npm)"}.`);
  return 0;
}

if (require.main === module) process.exitCode = main();
