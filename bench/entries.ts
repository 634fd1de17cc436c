/**
 * `npm run bench:entries`: where the build's time goes as the site grows. For each size (articles:
 * 5, 50, 500, 5,000) and each number of languages (one: the articles fixtures of
 * test/fixture-builds.ts, the real content plus that many generated articles, some with covers, and
 * three case studies; three: the same in English, German and Arabic, a third of the articles in each
 * language so that the site has about as many article pages, e.g. 1,667 × 3 for 5,000):
 *
 * 1. a cold build: the fixture's .cache/ and public/ removed, and the compilers' shared caches, its
 *    content generated again, then `gatsby build` (the generation is timed apart, as "prepare");
 * 2. one article's text edited (the newest, in English: the one an editor most likely corrects), as
 *    an editor's save would, then a warm build. Its time is "from an editor's save to a built site";
 * 3. a check of the warm build's public/: the edited article's page shows the new words, and how
 *    many HTML pages the warm build rewrote.
 *
 * Each build's peak memory is polled from /proc (bench/memory.ts: the largest process's peak RSS,
 * and the build's processes' RSS summed at their highest), and its main phases are read from
 * Gatsby's output (its "success <activity> - <n>s" lines; onPostBuild holds our plugins' per-page
 * CSS, Beasties, pictures, feeds and site files).
 *
 * Redirects (issue 52: a build with 1,500 redirects takes at most 5 s more than without them): at one size (500 by
 * default, `--redirects <size>|none`), in one language, the same articles with 1,500 redirects to them imported from a
 * CSV file (test/fixture-redirects.ts, `npm run redirects:import`) are built cold and warm right after the fixture
 * without them, and the differences are printed against the budget (marked, not failed).
 *
 * Beside ours, for scale: a bare Gatsby 5 site with the same articles and none of our plugins
 * (bench/bare-gatsby.ts; at 500 and 5,000 articles by default), and with `--astrowind` the AstroWind
 * template with the same 500 articles as posts (bench/astrowind.ts; it needs `npm ci` once).
 *
 * Builds use GATSBY_CPU_COUNT when the environment sets it, else Gatsby's default (the machine's
 * physical cores); the output says which. Figures go to bench/results-entries.json, each of our
 * builds' output to build-cold.log and build-warm.log in the fixture's folder. Exit 1 when one of
 * our builds, a bare Gatsby build or a check fails (AstroWind's failure is reported, not failed: it
 * depends on a network install). Targets for 500 articles are marked, not failed.
 *
 * npx tsx bench/entries.ts [--sizes 5,50,500,5000] [--languages 1,3] [--bare 500,5000|none] [--redirects 500|none] [--astrowind]
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cpuCoreCount } from "gatsby-core-utils";
import { ARTICLE_COUNTS, articlesFixture, articlesPerLanguage, languagesArticlesFixture } from "../test/fixture-builds";
import { plannedArticles } from "../test/fixture-articles";
import { REDIRECT_COUNT } from "../test/fixture-redirects";
import {
  buildFixtureFolder,
  clearFixtureBuild,
  ensureFixtureBuild,
  fixturePublic,
  fixtureSite,
  tail,
  type BuildResult,
} from "../test/site-build";
import { measureAstroWind, type AstroWindResult } from "./astrowind";
import { measureBareGatsby, type BareResult } from "./bare-gatsby";
import { bootstrapSeconds, buildPhases, MAIN_PHASES, pageCount, phaseSeconds, type ColdAndWarm, type Phase } from "./build-output";
import { gigabytes, MEMORY_METHOD, MemoryWatch } from "./memory";

export { buildPhases } from "./build-output";

const RESULTS_FILE = path.join(__dirname, "results-entries.json");
/** Issue 42's targets, in one language (at 500 also: cold ≤ half of AstroWind's in the same run, printed under the table). */
const TARGETS: Record<number, { coldSeconds?: number; warmSeconds: number; peakBytes?: number }> = {
  500: { warmSeconds: 8 },
  5000: { coldSeconds: 150, warmSeconds: 15, peakBytes: 3e9 },
};
/** The sizes the bare Gatsby site is built at by default (when they are among --sizes). */
const BARE_SIZES = [500, 5000];
/** AstroWind's posts: the size the issue compares at. */
const ASTROWIND_POSTS = 500;
/**
 * Where the redirects' pair is built by default (when among --sizes): a cold build at 5,000 articles varies by more than
 * the budget from one build to the next, and what the redirects cost hardly grows with the articles (the check's part at
 * 5,000: bench/redirects-check.ts).
 */
const REDIRECTS_SIZE = 500;
/** Issue 52's budget: what 1,500 redirects may add to a build. */
const REDIRECTS_BUDGET_SECONDS = 5;
const USAGE =
  "Usage: npx tsx bench/entries.ts [--sizes 5,50,500,5000] [--languages 1,3] [--bare 500,5000|none] [--redirects 500|none] [--astrowind]";

type OurResult = ColdAndWarm & {
  size: number;
  languages: number;
  /** Articles in each language (the size itself in one language, a third of it in three). */
  articlesPerLanguage: number;
  /** Redirects in content/redirects.yaml (0, or the redirects' pair's REDIRECT_COUNT). */
  redirects: number;
  fixture: string;
  prepareSeconds: number;
  /** HTML pages under public/ whose bytes the warm build changed. */
  htmlRewritten: number;
  htmlPages: number;
  editedPage: string;
  editShown: boolean;
};
type Failed = { size: number; languages?: number; redirects?: number; error: string };
type Options = { sizes: number[]; languages: number[]; bare: number[]; astrowind: boolean; redirects: number | null };

function parseArgs(argv: string[]): Options {
  const options: Options = { sizes: [...ARTICLE_COUNTS], languages: [1, 3], bare: [], astrowind: false, redirects: null };
  let bare: number[] | null = null;
  let redirects: number | null | undefined;
  const numbers = (flag: string, value: string | undefined) => {
    const list = (value ?? "").split(",").map(Number);
    if (!value || list.some((n) => !Number.isInteger(n) || n < 1))
      throw new Error(`${flag} needs whole numbers ≥ 1, e.g. ${flag} 5,50\n${USAGE}`);
    return list;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--sizes") options.sizes = numbers(arg, argv[++i]);
    else if (arg === "--languages") {
      options.languages = numbers(arg, argv[++i]);
      if (options.languages.some((n) => n !== 1 && n !== 3))
        throw new Error(`--languages takes 1 and/or 3 (English; English, German, Arabic)\n${USAGE}`);
    } else if (arg === "--bare") {
      const value = argv[++i];
      bare = value === "none" ? [] : numbers(arg, value);
    } else if (arg === "--redirects") {
      const value = argv[++i];
      const list = value === "none" ? [] : numbers(arg, value);
      if (list.length > 1) throw new Error(`--redirects takes one size (or none)\n${USAGE}`);
      redirects = list[0] ?? null;
    } else if (arg === "--astrowind") options.astrowind = true;
    else throw new Error(`Unknown argument "${arg}"\n${USAGE}`);
  }
  options.bare = bare ?? options.sizes.filter((size) => BARE_SIZES.includes(size));
  options.redirects =
    redirects !== undefined ? redirects : options.sizes.includes(REDIRECTS_SIZE) && options.languages.includes(1) ? REDIRECTS_SIZE : null;
  return options;
}

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

const load1 = () => os.loadavg()[0]!;
const loads = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

function measure(size: number, languages: number, watch: MemoryWatch, redirects = 0): OurResult {
  const perLanguage = languages === 1 ? size : articlesPerLanguage(size, languages);
  const fixture = languages === 1 ? articlesFixture(size, { redirects }) : languagesArticlesFixture(perLanguage);
  const site = fixtureSite(fixture.name);
  const out = fixturePublic(fixture.name);
  const what =
    (languages === 1 ? `${size} articles` : `${perLanguage} articles × ${languages} languages`) +
    (redirects ? `, ${thousands(redirects)} redirects` : "");
  console.log(`\n[${what}] cold build: ${fixture.name}'s .cache/ and public/ removed, and the compilers' caches …`);
  clearFixtureBuild(fixture.name);
  let cold: BuildResult | undefined;
  const coldLoad = load1();
  const started = performance.now();
  watch.start();
  ensureFixtureBuild(fixture, (m) => console.log(`  ${m}`), { onBuilt: (result) => (cold = result) });
  const coldMemory = watch.stop();
  if (!cold) throw new Error(`${fixture.name} was not built`);
  const prepareSeconds = (performance.now() - started) / 1000 - cold.seconds;
  fs.writeFileSync(path.join(site, "build-cold.log"), cold.output);

  // The editor's save: a new closing paragraph in the newest (English) article, written as the editor writes it.
  const edited = plannedArticles(perLanguage)[0]!;
  const file = path.join(fixture.contentDir, "articles", edited.file);
  const words = `A closing note added after publishing, saved at ${new Date().toISOString()}.`;
  fs.writeFileSync(file, `${fs.readFileSync(file, "utf8").trimEnd()}\n\n${words}\n`);
  const before = hashes(out);
  console.log(`  edited ${path.relative(fixture.contentDir, file)}; warm build …`);
  const warmLoad = load1();
  watch.start();
  const warm = buildFixtureFolder(fixture);
  const warmMemory = watch.stop();
  fs.writeFileSync(path.join(site, "build-warm.log"), warm.output);
  if (warm.status !== 0) throw new Error(`the warm build of ${fixture.name} failed (exit ${warm.status}):\n${tail(warm.output)}`);
  const after = hashes(out);
  const rewritten = [...after].filter(([f, hash]) => before.get(f) !== hash).length;
  const editedPage = path.join("articles", edited.address, "index.html");
  const editShown = fs.existsSync(path.join(out, editedPage)) && fs.readFileSync(path.join(out, editedPage), "utf8").includes(words);
  console.log(
    `  cold ${cold.seconds.toFixed(1)} s (+ prepare ${prepareSeconds.toFixed(1)} s), peak ${gigabytes(coldMemory.processBytes)} / tree ${gigabytes(coldMemory.treeBytes)}; ` +
      `warm ${warm.seconds.toFixed(1)} s, peak ${gigabytes(warmMemory.processBytes)} / tree ${gigabytes(warmMemory.treeBytes)}; ` +
      `${rewritten} of ${after.size} HTML files rewritten; /${path.dirname(editedPage)}/ ${editShown ? "shows" : "does NOT show"} the new words; load ${loads()}`,
  );
  console.log(`  the builds' output: ${path.join(site, "build-cold.log")}, build-warm.log`);
  return {
    size,
    languages,
    articlesPerLanguage: perLanguage,
    redirects,
    fixture: fixture.name,
    pages: pageCount(cold.output),
    prepareSeconds,
    coldSeconds: cold.seconds,
    warmSeconds: warm.seconds,
    coldMemory,
    warmMemory,
    coldLoad,
    warmLoad,
    htmlRewritten: rewritten,
    htmlPages: after.size,
    editedPage: `/${path.dirname(editedPage)}/`,
    editShown,
    coldBootstrapSeconds: bootstrapSeconds(cold.output),
    warmBootstrapSeconds: bootstrapSeconds(warm.output),
    coldPhases: buildPhases(cold.output),
    warmPhases: buildPhases(warm.output),
  };
}

/** Runs `work`, or returns what failed (the bench goes on with the next build). */
function attempt<T>(what: Omit<Failed, "error">, work: () => T): T | Failed {
  try {
    return work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  FAILED: ${message}`);
    // The first line says which build; the build's own last "error …" line says why.
    const lines = message.split("\n");
    const why = lines.filter((line) => /^error /.test(line)).pop();
    return { ...what, error: why ? `${lines[0]} ${why}` : lines[0]! };
  }
}

const failed = (r: object): r is Failed => "error" in r;
const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const both = (a: number | null, b: number | null, unit = "") =>
  a === null && b === null ? "–" : `${a === null ? "?" : a.toFixed(1)} / ${b === null ? "?" : b.toFixed(1)}${unit}`;
const memoryPair = (a: number | null, b: number | null) =>
  a === null && b === null ? "?" : `${gigabytes(a).replace(" GB", "")} / ${gigabytes(b)}`;
const thousands = (n: number) => n.toLocaleString("en-US");
const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(1)}×`;

/** The redirects' pair: the same articles without and with the redirects, built one after the other in this run. */
type RedirectsPair = {
  size: number;
  redirects: number;
  budgetSeconds: number;
  coldSeconds: [number, number];
  warmSeconds: [number, number];
  coldDelta: number;
  warmDelta: number;
};

function redirectsPair(ours: (OurResult | Failed)[]): RedirectsPair | Failed | null {
  const failedWith = ours.find((r): r is Failed => failed(r) && Boolean(r.redirects));
  const withThem = ours.find((r): r is OurResult => !failed(r) && r.redirects > 0);
  if (!withThem) return failedWith ?? null;
  const without = ours.find((r): r is OurResult => !failed(r) && r.size === withThem.size && r.languages === 1 && !r.redirects);
  if (!without) return { size: withThem.size, redirects: withThem.redirects, error: "the build without the redirects failed" };
  return {
    size: withThem.size,
    redirects: withThem.redirects,
    budgetSeconds: REDIRECTS_BUDGET_SECONDS,
    coldSeconds: [without.coldSeconds, withThem.coldSeconds],
    warmSeconds: [without.warmSeconds, withThem.warmSeconds],
    coldDelta: withThem.coldSeconds - without.coldSeconds,
    warmDelta: withThem.warmSeconds - without.warmSeconds,
  };
}

/** The redirects' pair under the table: both builds' times, the difference against the budget (✓ or ✗), and where it went. */
function redirectsNotes(ours: (OurResult | Failed)[]): string[] {
  const pair = redirectsPair(ours);
  if (!pair) return [];
  if (failed(pair)) return [`Redirects: no same-run pair at ${thousands(pair.size)} articles: ${pair.error}`];
  const signed = (n: number) => `${n >= 0 ? "+" : "−"}${Math.abs(n).toFixed(1)} s`;
  const verdict = (delta: number) => `${signed(delta)}${delta <= pair.budgetSeconds ? " ✓" : " ✗ over the budget"}`;
  const find = (redirects: boolean) =>
    ours.find((r): r is OurResult => !failed(r) && r.size === pair.size && r.languages === 1 && Boolean(r.redirects) === redirects)!;
  const [without, withThem] = [find(false), find(true)];
  const phase = (label: string, cold: boolean) => {
    const of = (r: OurResult) =>
      label === "bootstrap"
        ? cold
          ? r.coldBootstrapSeconds
          : r.warmBootstrapSeconds
        : phaseSeconds(cold ? r.coldPhases : r.warmPhases, label);
    const [a, b] = [of(without), of(withThem)];
    return a === null || b === null ? [] : [`${label} ${signed(b - a)}`];
  };
  // onPreBootstrap (in bootstrap) is the content check's; onPostBuild writes _redirects and the nginx include.
  const where = (cold: boolean) =>
    ["bootstrap", "onPreBootstrap", "static HTML", "onPostBuild"].flatMap((label) => phase(label, cold)).join(", ");
  return [
    `Redirects, ${thousands(pair.size)} articles in one language, same run (budget: ${thousands(pair.redirects)} redirects add at most ${pair.budgetSeconds} s to a build): ` +
      `cold ${s(pair.coldSeconds[0])} without, ${s(pair.coldSeconds[1])} with: ${verdict(pair.coldDelta)}; ` +
      `warm after one edit ${s(pair.warmSeconds[0])} without, ${s(pair.warmSeconds[1])} with: ${verdict(pair.warmDelta)}.`,
    `  where (with − without): cold ${where(true)}; warm ${where(false)}. One build each: the difference holds the machine's noise too (compare the load columns).`,
  ];
}

/** The main phases of one Gatsby build, in the order they run: "bootstrap 7.1 s (sourcing 0.7, createPages 0.2) · …". */
function phaseLine(phases: Phase[], bootstrap: number | null): string {
  const of = (label: string) => phaseSeconds(phases, label);
  const inBootstrap = ["sourcing", "createPages"].flatMap((label) => (of(label) === null ? [] : [`${label} ${of(label)!.toFixed(1)}`]));
  const rest = MAIN_PHASES.filter((p) => !["sourcing", "createPages"].includes(p.label)).flatMap((p) =>
    of(p.label) === null ? [] : [`${p.label} ${of(p.label)!.toFixed(1)}`],
  );
  return [`bootstrap ${bootstrap === null ? "?" : bootstrap.toFixed(1)} (${inBootstrap.join(", ")})`, ...rest].join(" · ") + " s";
}

function report(ours: (OurResult | Failed)[], bare: (BareResult | Failed)[], astro: AstroWindResult | Failed | null): string {
  const mark = (r: OurResult, value: number, key: "coldSeconds" | "warmSeconds" | "peakBytes") => {
    const target = r.languages === 1 && !r.redirects ? TARGETS[r.size]?.[key] : undefined;
    return target === undefined ? "" : value <= target ? " ✓" : " ✗";
  };
  const header = [
    "site",
    "articles",
    "pages",
    "cold",
    "warm",
    "onPostBuild c / w",
    "peak RSS 1 proc c / w",
    "peak RSS tree c / w",
    "load c / w",
    "check",
  ];
  const rows: string[][] = [];
  for (const r of ours) {
    const site =
      `ours, ${r.languages ?? "?"} language${r.languages === 1 ? "" : "s"}` + (r.redirects ? `, ${thousands(r.redirects)} redirects` : "");
    if (failed(r)) {
      rows.push([site, thousands(r.size), "", "FAILED", "", "", "", "", "", r.error.slice(0, 160)]);
      continue;
    }
    const articles =
      r.languages === 1
        ? thousands(r.size)
        : `${thousands(r.articlesPerLanguage * r.languages)} (${thousands(r.articlesPerLanguage)} × ${r.languages})`;
    rows.push([
      site,
      articles,
      String(r.pages ?? "?"),
      `${s(r.coldSeconds)}${mark(r, r.coldSeconds, "coldSeconds")}`,
      `${s(r.warmSeconds)}${mark(r, r.warmSeconds, "warmSeconds")}`,
      both(phaseSeconds(r.coldPhases, "onPostBuild"), phaseSeconds(r.warmPhases, "onPostBuild"), " s"),
      `${memoryPair(r.coldMemory.processBytes, r.warmMemory.processBytes)}${mark(r, Math.max(r.coldMemory.processBytes ?? 0, r.warmMemory.processBytes ?? 0), "peakBytes")}`,
      memoryPair(r.coldMemory.treeBytes, r.warmMemory.treeBytes),
      `${r.coldLoad.toFixed(1)} / ${r.warmLoad.toFixed(1)}`,
      `${r.editShown ? "edit shown" : "edit NOT SHOWN"}, ${r.htmlRewritten}/${r.htmlPages} HTML rewritten`,
    ]);
  }
  for (const r of bare) {
    if (failed(r)) {
      rows.push(["bare Gatsby", thousands(r.size), "", "FAILED", "", "", "", "", "", r.error.slice(0, 160)]);
      continue;
    }
    rows.push([
      "bare Gatsby",
      thousands(r.articles),
      String(r.pages ?? "?"),
      s(r.coldSeconds),
      s(r.warmSeconds),
      both(phaseSeconds(r.coldPhases, "onPostBuild"), phaseSeconds(r.warmPhases, "onPostBuild"), " s"),
      memoryPair(r.coldMemory.processBytes, r.warmMemory.processBytes),
      memoryPair(r.coldMemory.treeBytes, r.warmMemory.treeBytes),
      `${r.coldLoad.toFixed(1)} / ${r.warmLoad.toFixed(1)}`,
      r.editShown ? "edit shown" : "edit NOT SHOWN",
    ]);
  }
  if (astro && !failed(astro))
    rows.push([
      "AstroWind",
      thousands(astro.posts),
      String(astro.pages ?? "?"),
      s(astro.coldSeconds),
      s(astro.editSeconds),
      "",
      memoryPair(astro.coldMemory.processBytes, astro.editMemory.processBytes),
      memoryPair(astro.coldMemory.treeBytes, astro.editMemory.treeBytes),
      `${astro.coldLoad.toFixed(1)} / ${astro.editLoad.toFixed(1)}`,
      astro.editShown ? "edit shown" : "edit NOT SHOWN",
    ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i <= 1 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();

  const notes: string[] = [];
  const oneLanguage = (size: number) =>
    ours.find((r): r is OurResult => !failed(r) && r.size === size && r.languages === 1 && !r.redirects);
  for (const b of bare) {
    const o = failed(b) ? undefined : oneLanguage(b.articles);
    if (!failed(b) && o)
      notes.push(
        `Ours ÷ bare Gatsby, ${thousands(b.articles)} articles (one language): cold ${ratio(o.coldSeconds, b.coldSeconds)}, ` +
          `warm after one edit ${ratio(o.warmSeconds, b.warmSeconds)}, peak RSS of the largest process ${o.coldMemory.processBytes && b.coldMemory.processBytes ? ratio(o.coldMemory.processBytes, b.coldMemory.processBytes) : "?"} (cold).`,
      );
    if (!failed(b) && b.markdown !== "gatsby-transformer-remark") notes.push(`  (bare Gatsby read the Markdown with the ${b.markdown})`);
  }
  if (astro && failed(astro)) notes.push(`AstroWind: not measured: ${astro.error}`);
  else if (astro) {
    const o = oneLanguage(astro.posts);
    notes.push(
      o
        ? `Ours ÷ AstroWind, ${astro.posts} articles, same run: cold ${ratio(o.coldSeconds, astro.coldSeconds)}, after one edit ${ratio(o.warmSeconds, astro.editSeconds)}.`
        : `AstroWind: ours at ${astro.posts} articles was not built in this run, so no same-run pair.`,
      `AstroWind ${astro.commit.slice(0, 12)}: ${astro.changes}; Astro builds every page on every build, so "after one edit" is a whole build with its caches warm.`,
      `  AstroWind, cold: ${astro.coldPhases.map((p) => `${p.name} ${p.seconds.toFixed(1)}`).join(" · ")} s`,
    );
  }
  notes.push(...redirectsNotes(ours));
  const phases = [
    ...ours.flatMap((r) =>
      failed(r)
        ? []
        : [
            `  ${r.fixture}, cold: ${phaseLine(r.coldPhases, r.coldBootstrapSeconds)}; prepare (site copy, content, covers) ${s(r.prepareSeconds)}`,
            `  ${r.fixture}, warm: ${phaseLine(r.warmPhases, r.warmBootstrapSeconds)}`,
          ],
    ),
    ...bare.flatMap((r) =>
      failed(r)
        ? []
        : [
            `  bare Gatsby ${r.articles}, cold: ${phaseLine(r.coldPhases, r.coldBootstrapSeconds)}`,
            `  bare Gatsby ${r.articles}, warm: ${phaseLine(r.warmPhases, r.warmBootstrapSeconds)}`,
          ],
    ),
  ];
  return [
    line(header),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...rows.map(line),
    "",
    "Targets in one language (✓ met, ✗ missed): 500 articles, warm after one edit ≤ 8 s and cold ≤ half of AstroWind's; " +
      `5,000 articles, cold ≤ 150 s, warm ≤ 15 s, peak memory of the largest process ≤ 3 GB; ${thousands(REDIRECT_COUNT)} redirects, ` +
      `each build at most ${REDIRECTS_BUDGET_SECONDS} s longer than without them.`,
    `cold = gatsby build with .cache/ and public/ removed (content generation not included: see prepare); warm = after one article's edit: the time from an editor's save to a built site.`,
    `c / w: the cold build / the warm build; load: the 1-minute load average when each started (${os.cpus().length} CPUs).`,
    `Three languages: a third of the articles in each of English, German and Arabic, so about as many article pages as one language's row.`,
    `Peak RSS (1 GB = 10⁹ bytes): ${MEMORY_METHOD}.`,
    ...notes,
    "Main phases (Gatsby's activity timings, seconds; bootstrap holds sourcing and createPages; onPostBuild holds our plugins' work, share-pictures and search-index among it):",
    ...phases,
  ].join("\n");
}

function commitLabel(): string {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const changed = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
    return changed ? `${commit} with uncommitted changes` : commit;
  } catch {
    return "unknown";
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const setting = process.env.GATSBY_CPU_COUNT;
  const cpus = setting
    ? `GATSBY_CPU_COUNT=${setting} (from the environment)`
    : `Gatsby's default CPU count: ${cpuCoreCount(true)} (GATSBY_CPU_COUNT not set)`;
  const commit = commitLabel();
  const loadStart = os.loadavg();
  console.log(
    `Entries bench ${new Date().toISOString()}, commit ${commit}: sizes ${options.sizes.join(", ")}; languages ${options.languages.join(", ")}; ` +
      `bare Gatsby at ${options.bare.join(", ") || "none"}; ${thousands(REDIRECT_COUNT)} redirects at ${options.redirects ?? "none"}; AstroWind ${options.astrowind ? `at ${ASTROWIND_POSTS}` : "no"}; ${cpus}; ` +
      `${os.cpus().length} CPUs, load average ${loads()} (1, 5, 15 min)`,
  );
  const watch = new MemoryWatch();
  const ours: (OurResult | Failed)[] = [];
  const bare: (BareResult | Failed)[] = [];
  let astro: AstroWindResult | Failed | null = null;
  const runRedirects = (size: number) =>
    ours.push(attempt({ size, languages: 1, redirects: REDIRECT_COUNT }, () => measure(size, 1, watch, REDIRECT_COUNT)));
  const runAstroWind = () => {
    console.log(`\n[AstroWind, ${ASTROWIND_POSTS} posts] load ${loads()}`);
    astro = attempt({ size: ASTROWIND_POSTS }, () => measureAstroWind(ASTROWIND_POSTS, watch, (m) => console.log(m)));
  };
  try {
    for (const size of options.sizes) {
      for (const languages of options.languages) {
        ours.push(attempt({ size, languages }, () => measure(size, languages, watch)));
        // Right after the same articles without them: a same-run pair.
        if (languages === 1 && size === options.redirects) runRedirects(size);
      }
      if (options.bare.includes(size)) bare.push(attempt({ size }, () => measureBareGatsby(size, watch, (m) => console.log(m))));
      // Right after ours at the same size: a same-run pair.
      if (options.astrowind && size === ASTROWIND_POSTS) runAstroWind();
    }
    const redirectsSize = options.redirects;
    if (redirectsSize !== null && !(options.sizes.includes(redirectsSize) && options.languages.includes(1))) {
      ours.push(attempt({ size: redirectsSize, languages: 1 }, () => measure(redirectsSize, 1, watch)));
      runRedirects(redirectsSize);
    }
    for (const size of options.bare.filter((n) => !options.sizes.includes(n)))
      bare.push(attempt({ size }, () => measureBareGatsby(size, watch, (m) => console.log(m))));
    if (options.astrowind && !options.sizes.includes(ASTROWIND_POSTS)) runAstroWind();
  } finally {
    await watch.close();
  }
  const loadEnd = os.loadavg();
  // The figures first: a long run's results are kept even if the table cannot be printed.
  fs.writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        commit,
        cpuCount: setting ?? null,
        gatsbyDefaultCpuCount: cpuCoreCount(true),
        cpus: os.cpus().length,
        loadStart,
        loadEnd,
        memoryMethod: MEMORY_METHOD,
        results: ours,
        redirects: redirectsPair(ours),
        bareGatsby: bare,
        astrowind: astro,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\n${report(ours, bare, astro)}`);
  console.log(
    `\nCommit ${commit}; ${cpus}; load average at the start ${loadStart.map((l) => l.toFixed(2)).join(" ")}, at the end ${loads()}`,
  );
  console.log(`Results: ${path.relative(process.cwd(), RESULTS_FILE)}`);
  const ok = (r: { editShown: boolean } | Failed) => !failed(r) && r.editShown;
  return ours.every(ok) && bare.every(ok) ? 0 : 1;
}

if (require.main === module) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
