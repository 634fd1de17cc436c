/**
 * How the build reports content problems: all of them in one message, then it stops
 * (`panicOnBuild` exits `gatsby build` non-zero; `gatsby develop` prints it and keeps running).
 * Kept apart from gatsby-node.ts, which may only export Gatsby's own APIs.
 */
import type { Reporter } from "gatsby";
import { formatProblem, type Problem } from "../../src/content-model/validate";

export function reportProblems(reporter: Reporter, problems: Problem[]): void {
  if (problems.length === 0) return;
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const lines = problems.map((p) => `  ${formatProblem(p)}`).join("\n");
  reporter.panicOnBuild(
    `Content check failed: ${count} in content files.\n${lines}\n` +
      "Fix the lines above (CONTENT.md explains every field), then run `npm run check:content` to check again.",
  );
}
