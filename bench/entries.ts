/**
 * `npm run bench:entries`: how the build's time grows with the number of articles. For each size
 * (the articles fixtures of test/fixture-builds.ts: the real content plus 5, 50 or 500 generated
 * articles, some with covers, and three case studies; test/fixture-articles.ts):
 *
 * 1. a cold build: the fixture's .cache/ and public/ removed, its content generated again, then
 *    `gatsby build` (the generation and the site copy are timed apart, as "prepare");
 * 2. one article's text edited (the newest: the one an editor most likely corrects), as an editor's
 *    save would, then a warm build. Its time is "from an editor's save to a built site";
 * 3. a check of the warm build's public/: the edited article's page shows the new words, and how
 *    many HTML pages the warm build rewrote.
 *
 * It prints one table (size, pages, cold, warm after one edit, the check), the targets for 500
 * articles beside it (cold ≤ 60 s, warm ≤ 15 s), and the slowest phases Gatsby reported for each
 * build (its "success <activity> - <n>s" lines: sourcing, queries, HTML, onPostBuild, in which our
 * plugins' per-page CSS, Beasties and pictures run). Builds use GATSBY_CPU_COUNT from the
 * environment, or 1 as `npm test` does (scripts/test-all.ts), and say which. Figures go to
 * bench/results-entries.json, each build's output to build-cold.log and build-warm.log in the
 * fixture's folder. Exit 1 when a build or the check fails; a missed target is marked,
 * not failed (the figures depend on how busy the machine is).
 *
 * npx tsx bench/entries.ts [--sizes 5,50,500]
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ARTICLE_COUNTS, articlesFixture } from "../test/fixture-builds";
import { plannedArticles } from "../test/fixture-articles";
import {
  buildFixtureFolder,
  clearFixtureBuild,
  ensureFixtureBuild,
  fixturePublic,
  fixtureSite,
  tail,
  type BuildResult,
} from "../test/site-build";

const RESULTS_FILE = path.join(__dirname, "results-entries.json");
/** The targets of issue 32, for the largest fixture. */
const TARGETS = { size: 500, coldSeconds: 60, warmSeconds: 15 } as const;

type Phase = { name: string; seconds: number };
type SizeResult = {
  size: number;
  pages: number | null;
  prepareSeconds: number;
  coldSeconds: number;
  warmSeconds: number;
  /** HTML pages under public/ whose bytes the warm build changed. */
  htmlRewritten: number;
  htmlPages: number;
  editedPage: string;
  editShown: boolean;
  coldPhases: Phase[];
  warmPhases: Phase[];
};

function parseSizes(argv: string[]): number[] {
  const at = argv.indexOf("--sizes");
  if (argv.some((a, i) => a !== "--sizes" && i !== at + 1)) throw new Error("Usage: npx tsx bench/entries.ts [--sizes 5,50,500]");
  if (at === -1) return [...ARTICLE_COUNTS];
  const sizes = (argv[at + 1] ?? "").split(",").map(Number);
  if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error("--sizes needs whole numbers ≥ 1, e.g. --sizes 5,50");
  return sizes;
}

/**
 * Gatsby's timed activities from a build's output ("success run page queries - 3.2s - 25/25 …"),
 * slowest first. "bootstrap finished" is left out: it is the sum of the activities before it.
 */
export function buildPhases(output: string): Phase[] {
  const phases = [...output.matchAll(/^(?:success|info) (.+?) - (\d+(?:\.\d+)?)s\b/gm)]
    .map((m) => ({ name: m[1]!.trim(), seconds: Number(m[2]) }))
    .filter((p) => p.name !== "bootstrap finished");
  return phases.sort((a, b) => b.seconds - a.seconds);
}

/** The pages the build made: Gatsby's count of SitePage nodes. */
const pageCount = (output: string) => {
  const found = /SitePage nodes: (\d+)/.exec(output);
  return found ? Number(found[1]) : null;
};

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
}

function hashes(dir: string): Map<string, string> {
  return new Map(
    htmlFiles(dir).map((f) => [
      f,
      crypto
        .createHash("sha256")
        .update(fs.readFileSync(path.join(dir, f)))
        .digest("hex"),
    ]),
  );
}

const topPhases = (phases: Phase[], count = 4) =>
  phases
    .slice(0, count)
    .map((p) => `${p.name} ${p.seconds.toFixed(1)} s`)
    .join(", ");

function measure(size: number): SizeResult {
  const fixture = articlesFixture(size);
  const site = fixtureSite(fixture.name);
  const out = fixturePublic(fixture.name);
  console.log(`\n[${size} articles] cold build: ${fixture.name}'s .cache/ and public/ removed, and the compilers' caches …`);
  clearFixtureBuild(fixture.name);
  let cold: BuildResult | undefined;
  const started = performance.now();
  ensureFixtureBuild(fixture, (m) => console.log(`  ${m}`), { onBuilt: (result) => (cold = result) });
  if (!cold) throw new Error(`${fixture.name} was not built`);
  const prepareSeconds = (performance.now() - started) / 1000 - cold.seconds;

  // The editor's save: a new closing paragraph in the newest article, written as the editor writes it.
  const edited = plannedArticles(size)[0]!;
  const file = path.join(fixture.contentDir, "articles", edited.file);
  const words = `A closing note added after publishing, saved at ${new Date().toISOString()}.`;
  fs.writeFileSync(file, `${fs.readFileSync(file, "utf8").trimEnd()}\n\n${words}\n`);
  const before = hashes(out);
  console.log(`  edited ${path.relative(fixture.contentDir, file)}; warm build …`);
  const warm = buildFixtureFolder(fixture);
  if (warm.status !== 0) throw new Error(`the warm build of ${fixture.name} failed (exit ${warm.status}):\n${tail(warm.output)}`);
  const after = hashes(out);
  // Both builds' output beside the fixture, for a closer look at a slow phase.
  fs.writeFileSync(path.join(site, "build-cold.log"), cold.output);
  fs.writeFileSync(path.join(site, "build-warm.log"), warm.output);
  const rewritten = [...after].filter(([f, hash]) => before.get(f) !== hash).length;
  const editedPage = path.join("articles", edited.address, "index.html");
  const editShown = fs.existsSync(path.join(out, editedPage)) && fs.readFileSync(path.join(out, editedPage), "utf8").includes(words);
  console.log(
    `  cold ${cold.seconds.toFixed(1)} s (+ prepare ${prepareSeconds.toFixed(1)} s), warm ${warm.seconds.toFixed(1)} s; ` +
      `${rewritten} of ${after.size} HTML files rewritten; /${path.dirname(editedPage)}/ ${editShown ? "shows" : "does NOT show"} the new words`,
  );
  console.log(`  the builds' output: ${path.join(site, "build-cold.log")}, build-warm.log`);
  return {
    size,
    pages: pageCount(cold.output),
    prepareSeconds,
    coldSeconds: cold.seconds,
    warmSeconds: warm.seconds,
    htmlRewritten: rewritten,
    htmlPages: after.size,
    editedPage: `/${path.dirname(editedPage)}/`,
    editShown,
    coldPhases: buildPhases(cold.output),
    warmPhases: buildPhases(warm.output),
  };
}

function table(results: SizeResult[]): string {
  const mark = (r: SizeResult, seconds: number, target: number) => (r.size === TARGETS.size ? (seconds <= target ? " ✓" : " ✗") : "");
  const header = ["articles", "pages", "cold", "warm after one edit", "HTML rewritten", "edited page shows new words"];
  const rows = results.map((r) => [
    String(r.size),
    String(r.pages ?? "?"),
    `${r.coldSeconds.toFixed(1)} s${mark(r, r.coldSeconds, TARGETS.coldSeconds)}`,
    `${r.warmSeconds.toFixed(1)} s${mark(r, r.warmSeconds, TARGETS.warmSeconds)}`,
    `${r.htmlRewritten} of ${r.htmlPages}`,
    r.editShown ? `yes (${r.editedPage})` : `NO (${r.editedPage})`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  const notes = results.flatMap((r) => [
    `  ${r.size} articles, cold: ${topPhases(r.coldPhases)}; prepare (site copy, content, covers) ${r.prepareSeconds.toFixed(1)} s`,
    `  ${r.size} articles, warm: ${topPhases(r.warmPhases)}`,
  ]);
  return [
    line(header),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...rows.map(line),
    "",
    `Targets for ${TARGETS.size} articles: cold ≤ ${TARGETS.coldSeconds} s, warm after one edit ≤ ${TARGETS.warmSeconds} s (✓ met, ✗ missed).`,
    `"warm after one edit" is the time from an editor's save to a built site: the gatsby build after one article's text changed.`,
    "cold = gatsby build with the fixture's .cache/ and public/ removed (the content's generation not included: see prepare).",
    "Slowest phases (Gatsby's activity timings; onPostBuild holds our plugins' per-page CSS, Beasties, pictures, site files):",
    ...notes,
  ].join("\n");
}

function main(): number {
  const sizes = parseSizes(process.argv.slice(2));
  // The suite's setting unless the caller chose one (scripts/test-all.ts SUITE_ENV).
  process.env.GATSBY_CPU_COUNT ??= "1";
  const loadStart = os.loadavg();
  console.log(
    `Entries bench ${new Date().toISOString()}: sizes ${sizes.join(", ")}; GATSBY_CPU_COUNT=${process.env.GATSBY_CPU_COUNT}; ` +
      `${os.cpus().length} CPUs, load average ${loadStart.map((l) => l.toFixed(2)).join(" ")} (1, 5, 15 min)`,
  );
  const results = sizes.map(measure);
  const loadEnd = os.loadavg();
  console.log(`\n${table(results)}`);
  console.log(`\nLoad average at the end: ${loadEnd.map((l) => l.toFixed(2)).join(" ")}; GATSBY_CPU_COUNT=${process.env.GATSBY_CPU_COUNT}`);
  fs.writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), cpuCount: process.env.GATSBY_CPU_COUNT, loadStart, loadEnd, results }, null, 2)}\n`,
  );
  console.log(`Results: ${path.relative(process.cwd(), RESULTS_FILE)}`);
  return results.every((r) => r.editShown) ? 0 : 1;
}

if (require.main === module) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
