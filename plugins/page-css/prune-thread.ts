// Each page's inline CSS cut to the rules its markup uses: in a worker thread, that thread's share of the pages (parallel.ts).
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { createPruner, prunePageCss } from "./page-css";

export type ThreadResult = { pages: number; before: number; after: number; warnings: string[] };

export async function prunePagesHere({ files, stylesheet }: { files: readonly string[]; stylesheet: string }): Promise<ThreadResult> {
  const warnings = new Set<string>();
  const pruner = createPruner((message) => warnings.add(message));
  const result: ThreadResult = { pages: 0, before: 0, after: 0, warnings: [] };
  for (const file of files) {
    const pruned = await prunePageCss(fs.readFileSync(file, "utf8"), stylesheet, pruner);
    if (!pruned) continue;
    fs.writeFileSync(file, pruned.html);
    result.before += pruned.bytesBefore;
    result.after += pruned.bytesAfter;
    result.pages += 1;
  }
  return { ...result, warnings: [...warnings] };
}

if (parentPort && (workerData as { pageCss?: boolean } | null)?.pageCss)
  void prunePagesHere(workerData as { files: string[]; stylesheet: string }).then((result) => parentPort?.postMessage(result));
