/**
 * The build's inputs, and the newest of them: used by the browser tests and the bench to tell
 * whether public/ is older than the sources it was built from.
 */
import fs from "node:fs";
import path from "node:path";

const repo = path.resolve(__dirname, "..");

/** Code, content (or CONTENT_DIR), static files, local plugins and the top-level configuration. */
function buildInputs(contentDir: string): string[] {
  const top = fs
    .readdirSync(repo)
    .filter((f) => /^gatsby-[^/]*\.[cm]?[jt]sx?$/.test(f) || /^postcss\.config\./.test(f) || f === "package-lock.json")
    .map((f) => path.join(repo, f));
  return [path.join(repo, "src"), contentDir, path.join(repo, "static"), path.join(repo, "plugins"), ...top];
}

// Tests, docs, generated types and the editors' JSON Schemas do not change the built site. Markdown
// does only in the content folder (the pages editors create).
const ignoredDirectory = (name: string) => ["node_modules", "__tests__", "schemas"].includes(name) || name.startsWith(".");
const ignoredFile = (name: string, content: boolean) =>
  /\.(test|spec)\.[jt]sx?$|gatsby-types\.d\.ts$/.test(name) || (!content && /\.md$/.test(name));

function newestIn(dir: string, found: { file: string; mtimeMs: number }, content: boolean): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!ignoredDirectory(entry.name)) newestIn(full, found, content);
    } else if (!ignoredFile(entry.name, content)) {
      const m = fs.statSync(full).mtimeMs;
      if (m > found.mtimeMs) Object.assign(found, { file: full, mtimeMs: m });
    }
  }
}

/** The most recently changed build input (`file` is "" when none exists). */
export function newestBuildInput(contentDir: string = path.join(repo, "content")): { file: string; mtimeMs: number } {
  const found = { file: "", mtimeMs: 0 };
  for (const source of buildInputs(contentDir)) {
    const stat = fs.statSync(source, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) newestIn(source, found, source === contentDir);
    else if (stat.mtimeMs > found.mtimeMs) Object.assign(found, { file: source, mtimeMs: stat.mtimeMs });
  }
  return found;
}
