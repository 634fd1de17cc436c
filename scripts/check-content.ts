/**
 * `npm run check:content [folder]`: checks every content file against the declared schema
 * (src/content-model/schema.ts) in about a second, without building the site, and prints every
 * problem at once with its file, line, entry and field. The build runs the same check.
 *
 * Warnings (a page title longer than search results show) are printed too, but do not fail it.
 * Exit code: 0 when every file is valid, 1 otherwise. The folder defaults to `content`.
 */
import path from "node:path";
import { contentFiles } from "../src/content-model/schema";
import { formatProblem } from "../src/content-model/validate";
import { contentWarnings, validateContentDir } from "../src/content-model/validate-dir";
import { checkPictures } from "../src/content-model/validate-pictures";

type Output = { log: (line: string) => void; error: (line: string) => void };

/** Runs the check; returns the exit code. */
export function main(args: readonly string[] = process.argv.slice(2), out: Output = console, cwd = process.cwd()): number {
  const dir = path.resolve(cwd, args[0] ?? "content");
  const display = path.relative(cwd, dir).split(path.sep).join("/") || ".";
  const problems = validateContentDir(dir, display);
  // The picture files, in the same pass: an editor sees a missing file beside a mistake in the text.
  const pictures = checkPictures(dir, display);
  problems.push(...pictures.problems);
  for (const warning of [...contentWarnings(dir, display), ...pictures.warnings]) out.error(`Warning: ${formatProblem(warning)}`);
  if (problems.length === 0) {
    out.log(`Content check passed: all ${contentFiles.length} content files in ${display}/ are valid.`);
    return 0;
  }
  for (const problem of problems) out.error(formatProblem(problem));
  const files = new Set(problems.map((p) => p.file)).size;
  out.error(
    `\nContent check failed: ${problems.length === 1 ? "1 problem" : `${problems.length} problems`} in ${files === 1 ? "1 file" : `${files} files`}. ` +
      "Fix the lines above (CONTENT.md explains every field), then run `npm run check:content` again.",
  );
  return 1;
}

if (require.main === module) process.exitCode = main();
