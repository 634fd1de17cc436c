import fs from "node:fs";
import path from "node:path";

const signature = (file: string) => {
  const stat = fs.statSync(file, { bigint: true });
  return `${stat.size}:${stat.mtimeNs}`;
};

type Record<T> = { key: string; pages: { [file: string]: [signature: string, result: T] } };

/**
 * `work` for each built page, and its result kept in `recordFile` for the next build: a page whose size and time are those
 * the last build left (after `work`, which may rewrite it) is not read again. A warm build rewrites few of thousands of pages.
 * `key` names what else the results depend on: a different key redoes every page.
 */
export function perPage<T>(
  recordFile: string,
  key: string,
  files: readonly string[],
  work: (file: string) => T,
): { results: Map<string, T>; redone: number } {
  let before: Record<T>["pages"] = {};
  try {
    const record = JSON.parse(fs.readFileSync(recordFile, "utf8")) as Record<T>;
    if (record.key === key) before = record.pages;
  } catch {
    // No record yet: every page is read.
  }
  const pages: Record<T>["pages"] = {};
  let redone = 0;
  for (const file of files) {
    const kept = before[file];
    if (kept && kept[0] === signature(file)) {
      pages[file] = kept;
      continue;
    }
    const result = work(file);
    pages[file] = [signature(file), result];
    redone += 1;
  }
  fs.mkdirSync(path.dirname(recordFile), { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify({ key, pages } satisfies Record<T>));
  return { results: new Map(Object.entries(pages).map(([file, [, result]]) => [file, result])), redone };
}
