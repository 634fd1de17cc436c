/**
 * Validates the whole `content/` folder: every declared file must exist and be valid, and no
 * undeclared YAML file may sit there (its data would reach GraphQL unchecked and untyped).
 * Node-only (reads the file system); used by the build plugin and `npm run check:content`.
 */
import fs from "node:fs";
import path from "node:path";
import { contentFiles, findContentFile } from "./schema";
import { validateContentSource, type Problem } from "./validate";

function listYamlFiles(dir: string, base = ""): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listYamlFiles(path.join(dir, entry.name), relative);
    return /\.ya?ml$/.test(entry.name) ? [relative] : [];
  });
}

/** Validates one file given its path relative to the content folder. */
export function validateContentFile(contentDir: string, relativePath: string, displayPrefix = "content"): Problem[] {
  const display = `${displayPrefix}/${relativePath}`;
  const spec = findContentFile(relativePath);
  if (!spec) {
    const known = contentFiles.map((f) => f.file).join(", ");
    return [{ file: display, message: `is not a known content file. Content files are: ${known}. Rename it to one of these, or move it out of content/.` }];
  }
  const source = fs.readFileSync(path.join(contentDir, relativePath), "utf8");
  return validateContentSource(spec, source, display).problems;
}

/** Validates every content file; returns all problems, in file then line order. */
export function validateContentDir(contentDir: string, displayPrefix = "content"): Problem[] {
  const present = listYamlFiles(contentDir);
  const problems: Problem[] = [];
  for (const spec of contentFiles) {
    if (!present.some((p) => findContentFile(p) === spec)) {
      problems.push({ file: `${displayPrefix}/${spec.file}`, message: `is missing. Restore it from git (git checkout -- ${displayPrefix}/${spec.file}).` });
    }
  }
  for (const relativePath of present.sort()) problems.push(...validateContentFile(contentDir, relativePath, displayPrefix));
  return problems;
}
