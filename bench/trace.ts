/**
 * Where a page's main-thread time goes, without Lighthouse's simulation: loads each route of one
 * or more built sites in Chromium (Playwright, CPU slowed down 4x as Lighthouse's mobile preset
 * does, no network throttling), records a Chromium trace of the load, and sums the renderer main
 * thread's work by kind: HTML parsing, style recalculation, layout, paint, script. Also counts
 * what the work is made of: DOM elements, CSS rules, bytes of HTML and inline CSS. Sites are
 * measured interleaved (route by route, site after site, round after round), so that the load of
 * a shared machine falls on all of them alike; the table gives medians (min–max).
 *
 * npx tsx bench/trace.ts --site before=/tmp/before/public --site after=public [--runs 7] [--port 9810] [--cpu 4]
 *
 * Figures are real (traced) main-thread times on this machine, slowed down; compare sites measured
 * in the same call, not figures from different calls.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright";
import { startServer, type RunningServer } from "../e2e/server";
import { chromeArgs, requireChromium } from "../test/chromium";
import { summarize } from "./stats";

const ROUTES = ["/", "/about/", "/services/", "/contact/", "/no-such-page/"];

type Options = { sites: [string, string][]; runs: number; port: number; cpu: number; routes: string[] };

function parseOptions(argv: string[]): Options {
  const options: Options = { sites: [], runs: 7, port: 9810, cpu: 4, routes: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = (): string => {
      const next = argv[(i += 1)];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === "--site") {
      const [name, dir] = value().split("=");
      if (!name || !dir) throw new Error("--site needs name=dir");
      options.sites.push([name, path.resolve(dir)]);
    } else if (arg === "--runs") options.runs = Number(value());
    else if (arg === "--port") options.port = Number(value());
    else if (arg === "--cpu") options.cpu = Number(value());
    else if (arg === "--only") options.routes.push(value());
    else throw new Error(`Unknown argument ${arg}`);
  }
  if (options.sites.length === 0)
    throw new Error("Usage: npx tsx bench/trace.ts --site name=dir [--site name=dir …] [--runs N] [--port N] [--cpu N]");
  if (options.routes.length === 0) options.routes = ROUTES;
  return options;
}

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
};

/** Main-thread figures of one load, ms. */
export type Figures = {
  parseHtml: number;
  style: number;
  layout: number;
  paint: number;
  script: number;
  total: number;
  /** Longest task of the renderer main thread. */
  longestTask: number;
  /** Longest single Layout (the first full layout of the page, as a rule). */
  longestLayout: number;
  /** Thread (CPU) time of all tasks: less sensitive than wall time to other processes on the machine. */
  cpu: number;
  /** Thread (CPU) time of style and layout. */
  styleLayoutCpu: number;
  /** Font look-ups (FontCache::GetFontPlatformData) and their wall time. */
  fontLookups: number;
  fontMs: number;
  /** Sum of (task − 50 ms) over tasks longer than 50 ms after first contentful paint: TBT as traced. */
  blocking: number;
  /** Style + layout after first contentful paint. */
  styleLayoutAfterFcp: number;
  fcp: number;
  elements: number;
  cssRules: number;
};

const KINDS: Record<string, keyof Figures> = {
  ParseHTML: "parseHtml",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  EvaluateScript: "script",
  "v8.compile": "script",
  FunctionCall: "script",
};

/** Sums the renderer main thread's work from a trace (events nested in one another counted once, by the outermost kind). */
export function analyse(events: TraceEvent[]): Omit<Figures, "elements" | "cssRules"> {
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.name === "ParseHTML"),
  );
  if (!main) throw new Error("no renderer main thread with ParseHTML in the trace");
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && typeof e.dur === "number");
  const navigationStart =
    events.find((e) => e.name === "navigationStart" && e.pid === main.pid)?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const fcpEvent = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  const fcpTs = fcpEvent?.ts ?? Number.POSITIVE_INFINITY;
  const tasks = onMain.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");
  const figures = {
    parseHtml: 0,
    style: 0,
    layout: 0,
    paint: 0,
    script: 0,
    total: 0,
    longestTask: 0,
    longestLayout: 0,
    cpu: 0,
    styleLayoutCpu: 0,
    fontLookups: 0,
    fontMs: 0,
    blocking: 0,
    styleLayoutAfterFcp: 0,
  };
  for (const task of tasks) {
    const ms = (task.dur as number) / 1000;
    figures.total += ms;
    figures.cpu += (task.tdur ?? 0) / 1000;
    figures.longestTask = Math.max(figures.longestTask, ms);
    if (task.ts >= fcpTs && ms > 50) figures.blocking += ms - 50;
  }
  // Outermost events of each kind only: a Layout inside a ParseHTML counts as layout, not parsing.
  const kinds = onMain.filter((e) => KINDS[e.name]).sort((a, b) => a.ts - b.ts || (b.dur as number) - (a.dur as number));
  const stack: TraceEvent[] = [];
  const self = new Map<TraceEvent, number>();
  for (const event of kinds) {
    while (stack.length && (stack.at(-1) as TraceEvent).ts + ((stack.at(-1) as TraceEvent).dur as number) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? (parent.dur as number)) - (event.dur as number));
    stack.push(event);
  }
  for (const event of kinds) {
    const ms = (self.get(event) ?? (event.dur as number)) / 1000;
    const kind = KINDS[event.name] as keyof typeof figures;
    figures[kind] += ms;
    if (kind === "style" || kind === "layout") figures.styleLayoutCpu += (event.tdur ?? 0) / 1000;
    if (event.name === "Layout") figures.longestLayout = Math.max(figures.longestLayout, (event.dur as number) / 1000);
    if ((kind === "style" || kind === "layout") && event.ts >= fcpTs) figures.styleLayoutAfterFcp += ms;
  }
  // Font look-ups nest (a family list falls back through its names): count the outermost ones.
  let fontEnd = 0;
  for (const e of onMain.filter((x) => x.name === "FontCache::GetFontPlatformData").sort((a, b) => a.ts - b.ts)) {
    if (e.ts < fontEnd) continue;
    figures.fontLookups += 1;
    figures.fontMs += (e.dur as number) / 1000;
    fontEnd = e.ts + (e.dur as number);
  }
  return { ...figures, fcp: Number.isFinite(fcpTs) ? (fcpTs - navigationStart) / 1000 : Number.NaN };
}

export async function traceLoad(browser: Browser, url: string, cpu: number): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading", "__metadata", "fonts"],
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(1000);
  const buffer = await browser.stopTracing();
  // A string, not a function: tsx's transpiled helpers (__name) do not exist in the page.
  const counts = (await page.evaluate(`(() => {
    const count = (rules) => [...rules].reduce((n, rule) => n + 1 + (rule.cssRules ? count(rule.cssRules) : 0), 0);
    return {
      elements: document.getElementsByTagName("*").length,
      cssRules: [...document.styleSheets].reduce((n, sheet) => n + count(sheet.cssRules), 0),
    };
  })()`)) as { elements: number; cssRules: number };
  await context.close();
  const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  return { ...analyse(trace.traceEvents), ...counts };
}

function fileFigures(root: string, route: string): { html: number; css: number } {
  const file = route === "/no-such-page/" ? path.join(root, "404.html") : path.join(root, route, "index.html");
  const html = fs.readFileSync(file, "utf8");
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + Buffer.byteLength(m[1] ?? ""), 0);
  return { html: Buffer.byteLength(html), css };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const servers: RunningServer[] = [];
  for (const [index, [, root]] of options.sites.entries())
    servers.push(await startServer({ root, port: options.port + index, gzip: true }));
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromeArgs });
  const results = new Map<string, Figures[]>();
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");
  console.log(`Load average at start: ${load()}; CPU slowdown ${options.cpu}x; ${options.runs} runs per route and site`);
  try {
    for (let round = 0; round < options.runs; round += 1) {
      for (const route of options.routes) {
        for (const [index, [name]] of options.sites.entries()) {
          const figures = await traceLoad(browser, `${(servers[index] as RunningServer).url}${route}`, options.cpu);
          const key = `${name} ${route}`;
          results.set(key, [...(results.get(key) ?? []), figures]);
          process.stdout.write(".");
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
  console.log(`\nLoad average at end: ${load()}; medians (min–max), ms of main-thread time at ${options.cpu}x slowdown\n`);
  const columns: [string, keyof Figures][] = [
    ["parse HTML", "parseHtml"],
    ["style", "style"],
    ["layout", "layout"],
    ["paint", "paint"],
    ["script", "script"],
    ["all tasks", "total"],
    ["longest task", "longestTask"],
    ["longest layout", "longestLayout"],
    ["CPU", "cpu"],
    ["style+layout CPU", "styleLayoutCpu"],
    ["font look-ups", "fontLookups"],
    ["font look-up ms", "fontMs"],
    ["style+layout after FCP", "styleLayoutAfterFcp"],
    ["blocking after FCP", "blocking"],
    ["FCP", "fcp"],
  ];
  console.log(`| site | route | HTML B | CSS B | elements | CSS rules | ${columns.map((c) => c[0]).join(" | ")} |`);
  console.log(`| --- | --- | --- | --- | --- | --- | ${columns.map(() => "---").join(" | ")} |`);
  for (const route of options.routes) {
    for (const [name, root] of options.sites) {
      const runs = results.get(`${name} ${route}`) ?? [];
      const files = fileFigures(root, route);
      const cell = (key: keyof Figures): string => {
        const { median, min, max } = summarize(runs.map((r) => r[key]));
        if (median === null) return "–";
        return `${Math.round(median)} (${Math.round(min as number)}–${Math.round(max as number)})`;
      };
      const elements = summarize(runs.map((r) => r.elements)).median;
      const rules = summarize(runs.map((r) => r.cssRules)).median;
      console.log(
        `| ${name} | \`${route}\` | ${files.html} | ${files.css} | ${elements} | ${rules} | ${columns.map(([, key]) => cell(key)).join(" | ")} |`,
      );
    }
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
