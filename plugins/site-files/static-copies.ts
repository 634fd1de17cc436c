// Gatsby copies static/ into public/ but never deletes, so a file removed from static/ stayed published by every warm build.
// The record lives in .cache/: when Gatsby empties it, a file removed in that same change stays until public/ is emptied.
import fs from "node:fs";
import path from "node:path";
import { listFiles } from "../../src/lib/list-files";

export const STATIC_RECORD = path.join(".cache", "site-files", "static-files.json");

export function recordStaticFiles(staticDir: string, recordFile: string): void {
  fs.mkdirSync(path.dirname(recordFile), { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify(fs.existsSync(staticDir) ? listFiles(staticDir) : []));
}

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
