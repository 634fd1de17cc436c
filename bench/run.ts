/**
 * The performance bench: builds the site (cold and warm build times), serves public/ with gzip
 * on 127.0.0.1, runs Lighthouse (default config: mobile, simulated throttling) a few times on
 * every route of bench/budgets.json and on a minimal page (the floor, bench/floor.ts) in the same
 * rounds, measures each route's HTML/JS/CSS from the built files, prints one table of medians
 * (min–max) with the floor beside the routes, writes bench/results.json and exits 1 when a budget
 * is broken.
 *
 * With `--fixture <name>` it measures a fixture build instead (test/fixture-builds.ts), built in its
 * own folder for the bench's address, against `fixtures.<name>` in bench/budgets.json: `pictures`
 * (the real content with photos on Home, About, every service card and in a page's text),
 * `languages` (the real content in English, German and Arabic), `articles` (the real content with
 * five generated articles, some with covers, and three case studies: test/fixture-articles.ts),
 * `landing` (the real content with a landing page of every section type, test/fixtures/landing/).
 *
 * npx tsx bench/run.ts [--runs 3] [--port 9348] [--quick] [--no-build] [--only /about/] [--fixture pictures|languages|articles|landing]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../e2e/server";
import {
  aboveFloor,
  checkedValue,
  findBreaches,
  FLOOR_METRICS,
  formatBreach,
  formatLimit,
  formatNumber,
  formatValue,
  KB,
  LIGHTHOUSE_METRICS,
  loadBudgets,
  METRIC_KEYS,
  METRICS,
  SIZE_METRICS,
  type Breach,
  type MetricKey,
  type RouteSpec,
} from "./budgets";
import { FLOOR_ROUTE, siteWithFloor } from "./floor";
import { buildFingerprint, gatsbyBuild, gatsbyClean, hasGatsbyCache, REPO, staleReason } from "./build";
import { chromePath, CHROME_FLAGS, runLighthouse, type RunResult } from "./lighthouse";
import { searchFigures } from "./search";
import { formatSizes, measureRoute, sizeMetrics, type RouteSizes } from "./sizes";
import { summarize, type Summary } from "./stats";
import { articlesFixture, landingFixture, languagesFixture, pictures } from "../test/fixture-builds";
import { buildFixtureFolder, clearFixtureBuild, ensureFixtureBuild, fixturePublic, tail, type Fixture } from "../test/site-build";

const RESULTS_FILE = path.join(__dirname, "results.json");

type Options = { runs: number; port: number; build: boolean; quick: boolean; only: string[]; fixture?: string };

const USAGE = `Usage: npx tsx bench/run.ts [options]
  --runs N      Lighthouse runs per route (default 3); the table shows medians and min–max
  --port N      port to serve public/ on, 127.0.0.1 (default 9348); the site is built for that origin
  --quick       one warm build instead of a cold (after gatsby clean) and a warm one
  --no-build    no build when public/ is fresh for the origin (built by the bench, no newer sources)
  --only PATH   only this route (repeatable); the budgets of the others are not checked
  --fixture NAME
                a fixture build and its budgets (fixtures.NAME in budgets.json), built in its own
                folder: pictures (photos on Home, About, the service cards and a page), languages
                (English, German, Arabic), articles (five articles, some with covers, three case studies),
                landing (a landing page with a section of every type)`;

function parseOptions(argv: string[]): Options {
  const options: Options = { runs: 3, port: 9348, build: true, quick: false, only: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = (): string => {
      const next = argv[(i += 1)];
      if (next === undefined) throw new Error(`${arg} needs a value\n${USAGE}`);
      return next;
    };
    if (arg === "--runs") options.runs = Number(value());
    else if (arg === "--port") options.port = Number(value());
    else if (arg === "--quick") options.quick = true;
    else if (arg === "--no-build") options.build = false;
    else if (arg === "--only") options.only.push(value());
    else if (arg === "--fixture") options.fixture = value();
    else if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown argument "${arg}"\n${USAGE}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error("--runs needs a whole number ≥ 1");
  if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535) throw new Error("--port needs a port number");
  return options;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function loadavg(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
}

function git(args: string[]): string {
  try {
    return execFileSync("git", args, { cwd: REPO, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

// ---------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------

type BuildTimes = { coldMs: number | null; warmMs: number | null; note: string };

async function build(options: Options, siteUrl: string): Promise<BuildTimes> {
  const stale = staleReason(siteUrl);
  if (!options.build && !stale) return { coldMs: null, warmMs: null, note: "skipped (--no-build, public/ is fresh)" };
  if (!options.build || options.quick) {
    const why = !options.build ? `--no-build, but ${stale}` : "--quick";
    const warm = hasGatsbyCache();
    console.log(`Building for ${siteUrl} (${why}; ${warm ? "warm: .cache/ kept" : "no .cache/: a cold build"}) …`);
    const ms = await gatsbyBuild(siteUrl);
    console.log(`  built in ${seconds(ms)}`);
    return warm ? { coldMs: null, warmMs: ms, note: `${why}: warm build only` } : { coldMs: ms, warmMs: null, note: `${why}: no .cache/` };
  }
  console.log(`Cold build for ${siteUrl}: gatsby clean, then gatsby build …`);
  await gatsbyClean();
  const coldMs = await gatsbyBuild(siteUrl);
  console.log(`  cold build ${seconds(coldMs)}; warm build (again, with .cache/) …`);
  const warmMs = await gatsbyBuild(siteUrl);
  console.log(`  warm build ${seconds(warmMs)}`);
  return { coldMs, warmMs, note: "cold = after gatsby clean; warm = the next build" };
}

/** The fixture builds the bench can measure, made for the address it serves them at. */
const benchFixtures: Record<string, (siteUrl: string) => Fixture> = {
  pictures: (siteUrl) => pictures({ name: "pictures-bench", siteUrl }),
  languages: (siteUrl) => languagesFixture({ name: "languages-bench", siteUrl }),
  articles: (siteUrl) => articlesFixture(5, { name: "articles-bench", siteUrl }),
  landing: (siteUrl) => landingFixture({ name: "landing-bench", siteUrl }),
};

/**
 * A fixture build, timed: cold (its .cache/ and public/ removed first), then warm after a text
 * edit (a step's title, as test/build/content-gate.test.ts does), so the warm figure shows that
 * the processed pictures are reused. `--quick` and `--no-build` build only when it is stale.
 */
function buildFixture(options: Options, fixture: Fixture): BuildTimes {
  if (!options.build || options.quick) {
    const started = performance.now();
    ensureFixtureBuild(fixture, (m) => console.log(`  ${m}`));
    return {
      coldMs: null,
      warmMs: null,
      note: `${!options.build ? "--no-build" : "--quick"}: built only when stale (${seconds(performance.now() - started)})`,
    };
  }
  console.log(`Cold build of the ${fixture.name} fixture (its .cache/ and public/ removed, and the compilers' caches) …`);
  clearFixtureBuild(fixture.name);
  const coldStarted = performance.now();
  ensureFixtureBuild(fixture, (m) => console.log(`  ${m}`));
  const coldMs = performance.now() - coldStarted;
  const steps = path.join(fixture.contentDir, "steps.yaml");
  const text = fs.readFileSync(steps, "utf8");
  if (!text.includes("  title: Research\n")) throw new Error(`${steps} has no step "Research" to edit`);
  fs.writeFileSync(steps, text.replace("  title: Research\n", "  title: Research and discovery\n"));
  console.log(`  cold build ${seconds(coldMs)}; warm build after a text edit (a step's title) …`);
  const warm = buildFixtureFolder(fixture);
  if (warm.status !== 0) throw new Error(`the warm build of ${fixture.name} failed:\n${tail(warm.output)}`);
  const reuse = /pictures: [^\n]*/.exec(warm.output)?.[0] ?? "no pictures line";
  console.log(`  warm build ${seconds(warm.seconds * 1000)} (${reuse})`);
  return { coldMs, warmMs: warm.seconds * 1000, note: `cold = .cache/ and public/ removed; warm = after a text edit; ${reuse}` };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------------------------

type RouteResult = {
  route: RouteSpec;
  url: string;
  /** null for the floor page, which is not a file of public/. */
  sizes: RouteSizes | null;
  runs: RunResult[];
  summary: Record<MetricKey, Summary>;
};

async function lighthouseRuns(routes: RouteSpec[], origin: string, runs: number): Promise<Map<string, RunResult[]>> {
  const results = new Map<string, RunResult[]>(routes.map((r) => [r.path, []]));
  // Round-robin, so that a burst of load on the machine spreads over the routes instead of one.
  for (let round = 1; round <= runs; round += 1) {
    for (const route of routes) {
      const url = `${origin}${route.path}`;
      let result: RunResult;
      try {
        result = await runLighthouse(url, { expectNotFound: route.notFound });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        result = failedRun(url, message);
      }
      results.get(route.path)?.push(result);
      const v = result.values;
      console.log(
        `  run ${round}/${runs} ${route.label.padEnd(10)} perf ${formatValue("performance", v.performance)}` +
          `  LCP ${formatValue("lcpMs", v.lcpMs)} (page's own ${formatValue("pageLcpMs", v.pageLcpMs)})  TBT ${formatValue("tbtMs", v.tbtMs)}  CLS ${formatValue("cls", v.cls)}` +
          `  (${seconds(result.durationMs)}, load ${result.loadAverage?.toFixed(2)})${result.runtimeError ? `  ERROR ${result.runtimeError}` : ""}`,
      );
    }
  }
  return results;
}

function failedRun(url: string, message: string): RunResult {
  const values = Object.fromEntries(LIGHTHOUSE_METRICS.map((key) => [key, null])) as RunResult["values"];
  return {
    url,
    values,
    requests: [],
    otherOrigins: [],
    scripts: [],
    longTasks: [],
    lcpElement: null,
    requestsBeforeLcp: [],
    failedAudits: [],
    runtimeError: message,
    warnings: [],
    benchmarkIndex: null,
    userAgent: null,
    lighthouseVersion: null,
    durationMs: 0,
    loadAverage: os.loadavg()[0] ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

function cell(metric: MetricKey, summary: Summary): string {
  if (summary.median === null) return "n/a";
  const value = formatValue(metric, summary.median);
  if (METRICS[metric].source === "files" || summary.n < 2) return value;
  return `${value} (${formatNumber(metric, summary.min)}–${formatNumber(metric, summary.max)})`;
}

function table(results: RouteResult[], floor: RouteResult, breaches: Breach[], runs: number): string {
  const header = ["metric", ...results.map((r) => r.route.label), floor.route.label, "budget"];
  const rows: string[][] = [];
  const footnotes = new Set<string>();
  for (const metric of METRIC_KEYS) {
    const limits = results.map((r) => r.route.budgets[metric]);
    const common = limits.find((l) => l !== undefined);
    const row: string[] = [METRICS[metric].label];
    results.forEach((r, index) => {
      let text = cell(metric, r.summary[metric]);
      if (breaches.some((b) => b.route === r.route.path && b.metric === metric)) text += " ✗";
      else if (common && !limits[index]) {
        text += " -";
        footnotes.add(" - no budget for this route (budgets.json)");
      }
      row.push(text);
    });
    row.push(METRICS[metric].source === "lighthouse" ? cell(metric, floor.summary[metric]) : "");
    row.push(common ? formatLimit(metric, common) : "");
    rows.push(row);
  }
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((row) => (row[col] ?? "").length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, col) => (col === 0 ? c.padEnd(widths[col] ?? 0) : c.padStart(widths[col] ?? 0)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [
    `Medians of ${runs} Lighthouse run(s) per route, (min–max); sizes from the built files, gzip -9; kB = ${KB} bytes; ✗ = over budget`,
    `floor = a minimal page (bench/floor.ts) measured in every round; "above floor" = median of (route − floor) over the rounds`,
    line(header),
    rule,
    ...rows.map(line),
    ...footnotes,
  ].join("\n");
}

function mostCommon(values: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function shortUrl(url: string, origin: string): string {
  if (!url.startsWith(origin)) return url;
  const pathname = url.slice(origin.length);
  return pathname === "" || pathname === "/" || pathname.endsWith("/") ? `${pathname || "/"} (document)` : pathname.replace(/^\//, "");
}

/** Main-thread time by script, median over runs: what the blocking time is made of. */
function scriptTimes(results: RouteResult[], origin: string): string {
  const lines = [
    "Main-thread time by script (Lighthouse bootup-time: estimates at 4x CPU slowdown; median ms, total = scripting + parse/compile + other):",
  ];
  for (const r of results) {
    const urls = [...new Set(r.runs.flatMap((run) => run.scripts.map((s) => s.url)))];
    const times = urls
      .map((url) => {
        const rows = r.runs.map((run) => run.scripts.find((s) => s.url === url));
        return {
          url,
          total: summarize(rows.map((s) => s?.totalMs ?? 0)).median ?? 0,
          scripting: summarize(rows.map((s) => s?.scriptingMs ?? 0)).median ?? 0,
        };
      })
      .sort((a, b) => b.total - a.total)
      .slice(0, 3);
    const longTasks = summarize(r.runs.map((run) => run.longTasks.length)).median ?? 0;
    const longest = summarize(r.runs.map((run) => Math.max(0, ...run.longTasks.map((t) => t.durationMs)))).median ?? 0;
    const list = times.map((t) => `${shortUrl(t.url, origin)} ${Math.round(t.total)} (scripting ${Math.round(t.scripting)})`).join(", ");
    lines.push(`  ${r.route.label.padEnd(10)} ${list || "n/a"}; long tasks ${longTasks}, longest ${Math.round(longest)} ms`);
  }
  return lines.join("\n");
}

/** The audits that cost points outside performance, with how many runs they failed in. */
function failedAudits(results: RouteResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    const counts = new Map<string, { count: number; found: Set<string> }>();
    for (const run of r.runs) {
      for (const audit of run.failedAudits) {
        const key = `${audit.category}: ${audit.id} (${audit.title})`;
        const seen = counts.get(key) ?? { count: 0, found: new Set<string>() };
        seen.count += 1;
        audit.found.forEach((f) => seen.found.add(f));
        counts.set(key, seen);
      }
    }
    for (const [key, { count, found }] of counts) {
      lines.push(`  ${r.route.label.padEnd(10)} ${key}, ${count}/${r.runs.length} runs`);
      for (const f of [...found].slice(0, 5)) lines.push(`  ${"".padEnd(10)}   - ${f}`);
    }
    for (const run of r.runs.filter((x) => x.runtimeError)) lines.push(`  ${r.route.label.padEnd(10)} runtime error: ${run.runtimeError}`);
  }
  return lines.length ? ["Audits failed outside performance:", ...lines].join("\n") : "Audits failed outside performance: none";
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const started = performance.now();
  const loadStart = os.loadavg();
  const siteUrl = `http://127.0.0.1:${options.port}`;
  const makeFixture = options.fixture === undefined ? undefined : benchFixtures[options.fixture];
  if (options.fixture !== undefined && !makeFixture) {
    throw new Error(`--fixture: no fixture "${options.fixture}" (known: ${Object.keys(benchFixtures).join(", ")})`);
  }
  const fixture = makeFixture?.(siteUrl);
  const budgets = loadBudgets(undefined, options.fixture);
  const publicDir = fixture ? fixturePublic(fixture.name) : path.join(REPO, "public");
  const routes = options.only.length ? budgets.routes.filter((r) => options.only.includes(r.path)) : budgets.routes;
  if (routes.length === 0)
    throw new Error(`--only matches no route of bench/budgets.json (${budgets.routes.map((r) => r.path).join(", ")})`);

  console.log(
    `Bench ${new Date().toISOString()}  commit ${git(["rev-parse", "--short", "HEAD"]) || "?"}${git(["status", "--porcelain"]) ? " (work tree has changes)" : ""}`,
  );
  console.log(
    `Machine: ${os.cpus().length} CPUs, load average ${loadavg()} (1, 5, 15 min) at start; node ${process.version}; Chromium ${chromePath()}`,
  );

  const buildTimes = fixture ? buildFixture(options, fixture) : await build(options, siteUrl);
  console.log(
    `Build: cold ${buildTimes.coldMs === null ? "not measured" : seconds(buildTimes.coldMs)}, warm ${buildTimes.warmMs === null ? "not measured" : seconds(buildTimes.warmMs)} (${buildTimes.note})`,
  );

  const sizes = new Map(routes.map((r) => [r.path, measureRoute(r, publicDir)]));
  console.log(`\n${formatSizes(routes.map((r) => ({ label: r.label, sizes: sizes.get(r.path) as RouteSizes })))}\n`);

  // (A fixture is built in its own folder, which nothing else rebuilds while the bench runs.)
  const fingerprint = fixture ? "" : buildFingerprint();
  const site = siteWithFloor(publicDir);
  const server = await startServer({ root: site.root, port: options.port, gzip: true }).catch((error: Error) => {
    site.remove();
    throw new Error(
      `Could not serve ${path.relative(REPO, publicDir) || publicDir} on ${siteUrl}: ${error.message} (another bench running? try --port)`,
    );
  });
  console.log(
    `Lighthouse ${options.runs}x on ${routes.length} routes and the floor page, served gzipped at ${server.url}, Chromium flags ${CHROME_FLAGS.join(" ")}`,
  );
  let runs: Map<string, RunResult[]>;
  try {
    runs = await lighthouseRuns([FLOOR_ROUTE, ...routes], server.url, options.runs);
  } finally {
    await server.close();
    site.remove();
  }
  const rebuilt = !fixture && buildFingerprint() !== fingerprint;

  const floorRuns = runs.get(FLOOR_ROUTE.path) ?? [];
  const resultFor = (route: RouteSpec, routeSizes: RouteSizes | null): RouteResult => {
    const routeRuns = runs.get(route.path) ?? [];
    const fileValues: Record<string, number> = routeSizes ? sizeMetrics(routeSizes) : {};
    const value = (run: RunResult | undefined, key: MetricKey) => run?.values[key as keyof RunResult["values"]] ?? null;
    const summary = Object.fromEntries(
      METRIC_KEYS.map((key) => {
        const source = METRICS[key].source;
        if (source === "files") return [key, summarize([fileValues[key]])];
        if (source === "floor") {
          // Paired by round: the floor ran just before the routes of the same round.
          if (route === FLOOR_ROUTE) return [key, summarize([])];
          const base = FLOOR_METRICS[key as keyof typeof FLOOR_METRICS];
          return [
            key,
            summarize(
              aboveFloor(
                routeRuns.map((run) => value(run, base)),
                floorRuns.map((run) => value(run, base)),
              ),
            ),
          ];
        }
        return [key, summarize(routeRuns.map((run) => value(run, key)))];
      }),
    ) as Record<MetricKey, Summary>;
    return { route, url: `${server.url}${route.path}`, sizes: routeSizes, runs: routeRuns, summary };
  };
  const results: RouteResult[] = routes.map((route) => resultFor(route, sizes.get(route.path) as RouteSizes));
  const floor = resultFor(FLOOR_ROUTE, null);
  const breaches = results.flatMap((r) =>
    findBreaches(r.route, Object.fromEntries(METRIC_KEYS.map((key) => [key, checkedValue(r.summary[key], r.route.budgets[key])])), [
      ...LIGHTHOUSE_METRICS,
      ...SIZE_METRICS,
      ...(Object.keys(FLOOR_METRICS) as MetricKey[]),
    ]),
  );

  const elapsedMs = performance.now() - started;
  const loadEnd = os.loadavg();
  const benchmark = summarize([floor, ...results].flatMap((r) => r.runs.map((run) => run.benchmarkIndex)));
  const firstRun = results.flatMap((r) => r.runs).find((run) => run.userAgent);

  console.log(`\n${table(results, floor, breaches, options.runs)}\n`);
  console.log(scriptTimes([...results, floor], server.url));
  console.log(failedAudits(results));
  const lcp = results.map((r) => `  ${r.route.label.padEnd(10)} ${mostCommon(r.runs.map((run) => run.lcpElement)) ?? "n/a"}`);
  console.log(["LCP element (most runs):", ...lcp].join("\n"));
  // Per run, LCP − FCP and what Lighthouse's simulation put on LCP's path besides the document
  // (requests that finished before the observed LCP; see requestsBeforeLcp in lighthouse.ts).
  const lcpPath = (run: RunResult) =>
    `${Math.round((run.values.lcpMs ?? 0) - (run.values.fcpMs ?? 0))} ms${run.requestsBeforeLcp.length ? ` [${run.requestsBeforeLcp.join(" ")}]` : ""}`;
  console.log(
    [
      "LCP − FCP per run, with the requests that finished before the observed LCP (Lantern counts them on LCP's path; \"LCP, the page's own requests\" leaves out those Chromium started on its own after the load event):",
      ...[floor, ...results].map((r) => `  ${r.route.label.padEnd(10)} ${r.runs.map(lcpPath).join("; ")}`),
    ].join("\n"),
  );
  const others = [...new Set(results.flatMap((r) => r.runs.flatMap((run) => run.otherOrigins)))];
  if (others.length) console.log(`Requests to other origins: ${others.join(", ")}`);
  console.log(
    `Lighthouse ${firstRun?.lighthouseVersion ?? "?"}, ${firstRun?.userAgent ?? "?"}; benchmarkIndex median ${benchmark.median ?? "?"} (${benchmark.min ?? "?"}–${benchmark.max ?? "?"})`,
  );
  console.log(
    `Build: cold ${buildTimes.coldMs === null ? "not measured" : seconds(buildTimes.coldMs)}, warm ${buildTimes.warmMs === null ? "not measured" : seconds(buildTimes.warmMs)} (${buildTimes.note})`,
  );
  const cpus = os.cpus().length;
  const peakLoad = Math.max(
    loadStart[0] ?? 0,
    loadEnd[0] ?? 0,
    ...[floor, ...results].flatMap((r) => r.runs.map((run) => run.loadAverage ?? 0)),
  );
  const noisy = benchmark.min !== null && benchmark.max !== null && benchmark.min < 0.6 * benchmark.max;
  if (peakLoad > cpus || noisy) {
    console.log(
      `WARNING: the machine was busy (1-min load average up to ${peakLoad.toFixed(1)} on ${cpus} CPUs; benchmarkIndex ${benchmark.min}–${benchmark.max}). ` +
        "Lighthouse's simulated TBT, LCP and performance score are inflated and noisy under load; rerun on an idle machine before acting on them. The gzip sizes are exact regardless.",
    );
  }
  if (rebuilt)
    console.log("WARNING: public/ was rebuilt by something else while the bench ran: the figures may mix two builds. Run it again.");

  if (breaches.length) {
    console.log(`\n${breaches.length} budget(s) broken (${path.relative(REPO, budgets.file)}):`);
    for (const breach of breaches)
      console.log(`  ${formatBreach(breach, results.find((r) => r.route.path === breach.route)?.route.label)}`);
  } else {
    console.log("\nAll budgets met.");
  }
  // The search page's first search (bench/search.ts): what it loads beyond the page Lighthouse measured above.
  const search = fs.existsSync(path.join(publicDir, "pagefind"))
    ? await searchFigures(publicDir, ["design", "accessibility"], options.port + 2)
    : [];
  if (search.length) console.log(`\n${search.join("\n")}`);
  console.log(
    `Load average at end ${loadavg()} (at start ${loadStart.map((l) => l.toFixed(2)).join(" ")}); bench took ${seconds(elapsedMs)}`,
  );

  const json = {
    date: new Date().toISOString(),
    commit: git(["rev-parse", "HEAD"]) || null,
    workTreeChanged: git(["status", "--porcelain"]) !== "",
    machine: { cpus: os.cpus().length, loadavgStart: loadStart, loadavgEnd: loadEnd, node: process.version },
    chrome: { path: chromePath(), flags: CHROME_FLAGS, userAgent: firstRun?.userAgent ?? null },
    lighthouse: {
      version: firstRun?.lighthouseVersion ?? null,
      config: "default (mobile, simulated throttling)",
      benchmarkIndex: benchmark,
    },
    origin: server.url,
    runsPerRoute: options.runs,
    kB: KB,
    build: buildTimes,
    rebuiltDuringBench: rebuilt,
    routes: Object.fromEntries(
      results.map((r) => [
        r.route.path,
        {
          label: r.route.label,
          url: r.url,
          budgets: r.route.budgets,
          metrics: r.summary,
          sizes: r.sizes,
          runs: r.runs,
        },
      ]),
    ),
    floor: { label: floor.route.label, url: floor.url, metrics: floor.summary, runs: floor.runs },
    breaches,
    search,
    elapsedMs: Math.round(elapsedMs),
  };
  const resultsFile = options.fixture ? RESULTS_FILE.replace(/\.json$/, `-${options.fixture}.json`) : RESULTS_FILE;
  fs.writeFileSync(resultsFile, `${JSON.stringify({ fixture: options.fixture ?? null, ...json }, null, 2)}\n`);
  console.log(`Results: ${path.relative(process.cwd(), resultsFile)}`);
  return breaches.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
