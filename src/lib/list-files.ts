import fs from "node:fs";
import path from "node:path";

type ListOptions = {
  skip?: readonly string[];
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
