// Kept apart from gatsby-node.ts, which may only export Gatsby's own APIs.
import type { Reporter } from "gatsby";
import { formatProblem, type Problem } from "../../src/content-model/problems";

/** Every problem in one message; `panicOnBuild` stops `gatsby build`, `gatsby develop` keeps running. */
export function reportProblems(reporter: Reporter, problems: Problem[]): void {
  if (problems.length === 0) return;
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  reporter.panicOnBuild(
    `Content check failed: ${count} in content files.\n${problems.map((p) => `  ${formatProblem(p)}`).join("\n")}\n` +
      "Fix the lines above (CONTENT.md explains every field), then run `npm run check:content` to check again.",
  );
}
