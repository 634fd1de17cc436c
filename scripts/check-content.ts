/**
 * `npm run check:content [folder]`: checks every content file against the declared schema
 * (src/content-model/registry.ts) in about a second, without building the site, and prints every
 * problem at once with its file, line, entry and field. The build runs the same check.
 *
 * Warnings (a page title longer than search results show) are printed too, but do not fail it.
 * Exit code: 0 when every file is valid, 1 otherwise. The folder defaults to `content`.
 */
import path from "node:path";
import { checkContent } from "../src/content-model/check";
import { formatProblem } from "../src/content-model/problems";
import { loadContent, type ContentModel } from "../src/content-model/load";
import { entryFolders } from "../src/content-model/registry";

/** "15 content files, 2 pages and 4 articles": what a valid folder holds, each folder of entries that has any. */
export function contentCounts(model: ContentModel): string {
  const files = model.content.reduce((sum, c) => sum + c.files.length, 0);
  const entries = entryFolders.flatMap((folder) => {
    const count = model.content.reduce((sum, c) => sum + (c.entries[folder.folder]?.length ?? 0), 0);
    return count > 0 || folder === entryFolders[0] ? [`${count} ${count === 1 ? folder.noun[0] : folder.noun[1]}`] : [];
  });
  return new Intl.ListFormat("en", { type: "conjunction" }).format([`${files} content files`, ...entries]);
}

type Output = { log: (line: string) => void; error: (line: string) => void };

/** Runs the check; returns the exit code. */
export function main(args: readonly string[] = process.argv.slice(2), out: Output = console, cwd = process.cwd()): number {
  const dir = path.resolve(cwd, args[0] ?? "content");
  const display = path.relative(cwd, dir).split(path.sep).join("/") || ".";
  const model = loadContent(dir, display);
  // The picture files are in the same pass: an editor sees a missing file beside a mistake in the text.
  const { problems, warnings } = checkContent(model);
  for (const warning of warnings) out.error(`Warning: ${formatProblem(warning)}`);
  if (problems.length === 0) {
    const languages =
      model.languages.length === 1 ? "" : ` in ${model.languages.length} languages (${model.languages.map((l) => l.code).join(", ")})`;
    out.log(`Content check passed: all ${contentCounts(model)} in ${display}/ are valid${languages}.`);
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
