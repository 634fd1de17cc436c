/**
 * Files taken out of static/ are taken out of public/ too.
 *
 * Gatsby copies static/ into public/ in every build, over what is there, and never deletes: public/
 * is kept from one build to the next (it holds the pages Gatsby does not render again), so a file
 * removed from static/ (an illustration, an icon, a download) stayed published by every later
 * build until someone emptied public/ by hand. A cold build, on a host without a cache, leaves it
 * out. So each build records the files static/ had (`recordStaticFiles`, after the build), and the
 * next one deletes from public/ those that static/ no longer has (`removeRetiredStaticFiles`,
 * before Gatsby copies static/ again).
 *
 * The record lives in .cache/, with Gatsby's other build state. When Gatsby empties .cache/ (a
 * changed plugin or configuration), the record goes too, and a file removed from static/ in that
 * same change stays in public/ until public/ is emptied.
 */
import fs from "node:fs";
import path from "node:path";
import { listFiles } from "../../src/lib/list-files";

/** The files static/ had at the last build, from the project root. */
export const STATIC_RECORD = path.join(".cache", "site-files", "static-files.json");

/** Writes the list of files in `staticDir` (relative paths) into `recordFile`. */
export function recordStaticFiles(staticDir: string, recordFile: string): void {
  fs.mkdirSync(path.dirname(recordFile), { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify(fs.existsSync(staticDir) ? listFiles(staticDir) : []));
}

/**
 * Deletes from `publicDir` every file that `recordFile` lists and `staticDir` no longer has, and
 * the folders that leaves empty. Returns the deleted files (relative paths); none without a record.
 */
export function removeRetiredStaticFiles(publicDir: string, staticDir: string, recordFile: string): string[] {
  let recorded: string[];
  try {
    recorded = JSON.parse(fs.readFileSync(recordFile, "utf8")) as string[];
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const file of recorded) {
    if (fs.existsSync(path.join(staticDir, file))) continue;
    const published = path.join(publicDir, file);
    if (!fs.existsSync(published)) continue;
    fs.rmSync(published);
    removed.push(file);
    for (let folder = path.dirname(published); folder !== publicDir && fs.readdirSync(folder).length === 0; folder = path.dirname(folder))
      fs.rmdirSync(folder);
  }
  return removed;
}
