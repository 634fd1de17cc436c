/**
 * `npx tsx bench/redirects-check.ts [--articles 5000] [--redirects 1500] [--runs 5]`: how long the content check's
 * redirect part (src/content-model/redirects.ts redirectProblems) takes with many redirects and many published pages,
 * apart from the build: the articles fixture's content (test/fixture-articles.ts) with the fixture's redirects
 * (test/fixture-redirects.ts, through `npm run redirects:import`) in a temporary folder, loaded and planned once, then
 * the check of the redirects timed `--runs` times. Printed, not asserted: the build's own figure is bench/entries.ts's.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent } from "../src/content-model/check";
import { loadContent } from "../src/content-model/load";
import { formatProblem } from "../src/content-model/problems";
import { pagesOf, planSite } from "../src/content-model/publish";
import { redirectProblems } from "../src/content-model/redirects";
import { writeArticlesContent } from "../test/fixture-articles";
import { importFixtureRedirects, REDIRECT_COUNT } from "../test/fixture-redirects";

const USAGE = "Usage: npx tsx bench/redirects-check.ts [--articles 5000] [--redirects 1500] [--runs 5]";

function parseArgs(argv: string[]) {
  const options = { articles: 5000, redirects: REDIRECT_COUNT, runs: 5 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = Number(argv[++i]);
    if (!["--articles", "--redirects", "--runs"].includes(flag) || !Number.isInteger(value) || value < 1)
      throw new Error(`"${flag} ${argv[i] ?? ""}": ${USAGE}`);
    options[flag.slice(2) as keyof typeof options] = value;
  }
  return options;
}

const ms = (start: number) => performance.now() - start;

function main(): void {
  const { articles, redirects, runs } = parseArgs(process.argv.slice(2));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-redirects-check-"));
  try {
    const contentDir = path.join(tmp, "content");
    const planned = writeArticlesContent(contentDir, articles);
    importFixtureRedirects(contentDir, planned, redirects);
    const model = loadContent(contentDir);
    const plan = planSite(model);
    // The pages are planned once per build and shared (createPages uses the same): planned first, timed apart.
    let start = performance.now();
    const pages = pagesOf(plan).length;
    const planning = ms(start);
    const routes = new Set(plan.languages.flatMap((l) => l.routes)).size;
    const times: number[] = [];
    let problems = 0;
    for (let run = 0; run < runs; run++) {
      start = performance.now();
      problems = redirectProblems(model, plan).length;
      times.push(ms(start));
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    start = performance.now();
    // The covers' files are not written here, so only the redirects' problems count.
    const all = checkContent(model, undefined, plan).problems.filter((p) => p.file.endsWith("/redirects.yaml"));
    const whole = ms(start);
    console.log(
      `redirectProblems: ${redirects.toLocaleString("en")} redirects, ${routes.toLocaleString("en")} published routes ` +
        `(${pages.toLocaleString("en")} pages, planned once in ${planning.toFixed(0)} ms beforehand): ` +
        `median ${median.toFixed(1)} ms (${sorted[0]!.toFixed(1)}–${sorted.at(-1)!.toFixed(1)} ms, ${runs} runs), ${problems} problems; ` +
        `the whole content check ${whole.toFixed(0)} ms; load ${os.loadavg()[0]!.toFixed(2)}`,
    );
    for (const problem of all.slice(0, 5)) console.log(`  ${formatProblem(problem)}`);
    if (all.length > 0) process.exitCode = 1;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main();
