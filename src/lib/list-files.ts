/**
 * The one walker of a folder tree (Node only: the build, its plugins, the check, scripts and
 * tests). Paths come back relative to `dir`, with "/" on every system, sorted.
 */
import fs from "node:fs";
import path from "node:path";

type ListOptions = {
  /** Folders to leave out, as paths relative to `dir` ("admin", "schemas"). */
  skip?: readonly string[];
  /** Which files to list, by their relative path (all when not given). */
  match?: RegExp;
};

export function listFiles(dir: string, { skip = [], match }: ListOptions = {}): string[] {
  const found: string[] = [];
  const walk = (folder: string, base: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const relative = base ? `${base}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skip.includes(relative)) walk(path.join(folder, entry.name), relative);
      } else if (!match || match.test(relative)) {
        found.push(relative);
      }
    }
  };
  walk(dir, "");
  return found.sort();
}
