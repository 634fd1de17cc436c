/**
 * One Lighthouse run on one URL: Lighthouse's default configuration (mobile emulation,
 * simulated throttling), the system Chromium launched fresh for each run through chrome-launcher,
 * and the figures the bench reports taken from the result.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { MetricKey } from "./budgets";
import { chromeArgs, requireChromium } from "../test/chromium";

export const CHROME_FLAGS = ["--headless=new", ...chromeArgs];

export function chromePath(): string {
  return requireChromium();
}

/** A picture the build made (src/images/pipeline.ts): /pictures/<name>-<key>-<width>.<format>; its source is <name>-<key>. */
const PICTURE = /\/pictures\/([^/"'\s]+-[0-9a-f]{10})-[^/"'\s-]+\.\w+/;

type LighthouseMetric = Exclude<
  MetricKey,
  "htmlGzipBytes" | "jsGzipBytes" | "cssGzipBytes" | "firstVisitGzipBytes" | "firstVisitRequests" | "tbtOverFloorMs" | "lcpOverFloorMs"
>;

export type ScriptTime = { url: string; totalMs: number; scriptingMs: number; parseCompileMs: number };
export type LongTask = { url: string; startMs: number; durationMs: number };

export type RunResult = {
  url: string;
  values: Record<LighthouseMetric, number | null>;
  /** Every http(s) request of the page load. */
  requests: { url: string; resourceType: string; priority: string; statusCode: number; transferBytes: number }[];
  /** URLs requested from other origins than the served one. */
  otherOrigins: string[];
  /** Main-thread time by script (Lighthouse's bootup-time audit, throttled-CPU estimates). */
  scripts: ScriptTime[];
  longTasks: LongTask[];
  lcpElement: string | null;
  /**
   * The requests besides the document that finished before the page's observed (unthrottled) LCP,
   * other than low-priority images: Lighthouse's simulation (Lantern) puts every one of them on the
   * path to LCP and charges each its simulated round trips, whether or not the paint needed it
   * (the favicon, the web app manifest and its icon, which Chromium fetches after the load event).
   */
  requestsBeforeLcp: string[];
  /** Audits that lost points in the scored categories other than performance, with what they found. */
  failedAudits: { category: string; id: string; title: string; score: number | null; found: string[] }[];
  runtimeError: string | null;
  warnings: string[];
  benchmarkIndex: number | null;
  userAgent: string | null;
  lighthouseVersion: string | null;
  durationMs: number;
  /** The machine's 1-minute load average when the run ended. */
  loadAverage: number | null;
};

// Only the parts of Lighthouse's result (LH.Result) that the bench reads; checked as they are read.
type Audit = { id: string; title: string; score: number | null; numericValue?: number; details?: { type?: string; items?: unknown[] } };
type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };
type Lhr = {
  lighthouseVersion?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: unknown[];
  environment?: { benchmarkIndex?: number; hostUserAgent?: string };
  categories: Record<string, Category | undefined>;
  audits: Record<string, Audit | undefined>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function items(audit: Audit | undefined): Record<string, unknown>[] {
  return (audit?.details?.items ?? []).filter(isRecord);
}

function num(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function numeric(lhr: Lhr, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** Main-thread time of one group of mainthread-work-breakdown (0 when the page spent none on it). */
function mainThread(lhr: Lhr, group: string): number | null {
  const audit = lhr.audits["mainthread-work-breakdown"];
  if (!audit) return null;
  return items(audit)
    .filter((item) => item.group === group)
    .reduce((total, item) => total + num(item.duration), 0);
}

/** What a failed audit found, in short: console messages, offending elements or URLs (at most 5). */
function findings(audit: Audit): string[] {
  return items(audit)
    .map((item) => {
      const node = isRecord(item.node) ? item.node : null;
      const text = str(item.description) || (node ? str(node.snippet) || str(node.selector) : "") || str(item.url) || str(item.source);
      const url = str(item.url) || (isRecord(item.sourceLocation) ? str(item.sourceLocation.url) : "");
      const where = item.description && url ? ` (${url})` : "";
      return `${text}${where}`.slice(0, 300);
    })
    .filter(Boolean)
    .slice(0, 5);
}

/** Reads the bench's figures out of a Lighthouse result. */
export function extract(lhr: Lhr, url: string): Omit<RunResult, "durationMs" | "loadAverage"> {
  const origin = new URL(url).origin;
  const requests = items(lhr.audits["network-requests"]).filter((r) => /^https?:/i.test(str(r.url)));
  const otherOrigins = requests.map((r) => str(r.url)).filter((u) => new URL(u).origin !== origin);
  const score = (id: string): number | null => lhr.categories[id]?.score ?? null;
  // Lighthouse 13 names the LCP element in its lcp-breakdown insight (a "node" item); older
  // versions in largest-contentful-paint-element (a table of { node } rows).
  const lcpItem = ["lcp-breakdown-insight", "largest-contentful-paint-element"]
    .flatMap((id) => items(lhr.audits[id]))
    .flatMap((item) => [item, ...(Array.isArray(item.items) ? item.items.filter(isRecord).map((row) => row.node) : [])])
    .filter(isRecord)
    .find((item) => item.type === "node");

  const observedLcp = num(items(lhr.audits.metrics)[0]?.observedLargestContentfulPaint);
  const documentUrl = str(requests[0]?.url);
  const requestsBeforeLcp = requests
    .filter((r) => str(r.url) !== documentUrl && num(r.networkEndTime) > 0 && num(r.networkEndTime) <= observedLcp)
    .filter((r) => !(r.resourceType === "Image" && /^(Low|VeryLow)$/.test(str(r.priority))))
    .map((r) => new URL(str(r.url)).pathname);
  // The LCP element's picture (its src names one of its copies), and the pictures the load asked for.
  const lcpPicture = lcpItem ? PICTURE.exec(str(lcpItem.snippet))?.[1] : undefined;
  const pictureRequests = requests
    .map((r) => ({
      source: PICTURE.exec(new URL(str(r.url)).pathname)?.[1],
      transferSize: num(r.transferSize),
      low: /^(Low|VeryLow)$/.test(str(r.priority)),
    }))
    .filter((r) => r.source !== undefined);

  const failedAudits: RunResult["failedAudits"] = [];
  for (const category of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failedAudits.push({ category, id: ref.id, title: audit.title, score: audit.score, found: findings(audit) });
      }
    }
  }

  return {
    url,
    values: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      // runLighthouse replaces it with the LCP of a second audit of the same artifacts.
      pageLcpMs: numeric(lhr, "largest-contentful-paint"),
      fcpMs: numeric(lhr, "first-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      // mainthread-work-breakdown: main-thread time by kind of work (throttled-CPU estimates).
      scriptEvaluationMs: mainThread(lhr, "scriptEvaluation"),
      mainThreadMs: numeric(lhr, "mainthread-work-breakdown"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      transferBytes: requests.length ? requests.reduce((total, r) => total + num(r.transferSize), 0) : null,
      jsTransferBytes: requests.length
        ? requests.filter((r) => r.resourceType === "Script").reduce((total, r) => total + num(r.transferSize), 0)
        : null,
      requests: requests.length || null,
      otherOriginRequests: requests.length ? otherOrigins.length : null,
      lcpOnPicture: lcpItem ? (lcpPicture ? 1 : 0) : null,
      lcpImageBytes: lcpPicture
        ? pictureRequests.filter((r) => r.source === lcpPicture).reduce((total, r) => total + r.transferSize, 0)
        : null,
      otherPictureRequests: requests.length ? pictureRequests.filter((r) => r.source !== lcpPicture).length : null,
      firstViewTransferBytes: requests.length
        ? requests.reduce((total, r) => total + num(r.transferSize), 0) -
          pictureRequests.filter((r) => r.source !== lcpPicture && r.low).reduce((total, r) => total + r.transferSize, 0)
        : null,
      firstViewRequests: requests.length ? requests.length - pictureRequests.filter((r) => r.source !== lcpPicture && r.low).length : null,
      competingPictureRequests: requests.length ? pictureRequests.filter((r) => r.source !== lcpPicture && !r.low).length : null,
    },
    requests: requests.map((r) => ({
      url: str(r.url),
      resourceType: str(r.resourceType),
      priority: str(r.priority),
      statusCode: num(r.statusCode),
      transferBytes: num(r.transferSize),
    })),
    otherOrigins,
    scripts: items(lhr.audits["bootup-time"]).map((r) => ({
      url: str(r.url),
      totalMs: num(r.total),
      scriptingMs: num(r.scripting),
      parseCompileMs: num(r.scriptParseCompile),
    })),
    longTasks: items(lhr.audits["long-tasks"]).map((r) => ({ url: str(r.url), startMs: num(r.startTime), durationMs: num(r.duration) })),
    lcpElement: lcpItem ? [str(lcpItem.selector), str(lcpItem.snippet)].filter(Boolean).join(" ") || null : null,
    requestsBeforeLcp,
    failedAudits,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: (lhr.runWarnings ?? []).map((w) => (typeof w === "string" ? w : JSON.stringify(w))),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    userAgent: lhr.environment?.hostUserAgent ?? null,
    lighthouseVersion: lhr.lighthouseVersion ?? null,
  };
}

/** One entry of a DevTools protocol log as Lighthouse saves it (devtoolslog.json). */
type LogEntry = { method: string; params?: { requestId?: string; timestamp?: number; type?: string; initiator?: { type?: string } } };

/**
 * The requests of a load that Chromium started on its own after the load event: initiator "other"
 * (no element, script or style sheet asked for them), not a document, and sent after
 * Page.loadEventFired. On this site they are the favicon, the web app manifest and the manifest's
 * icon. They cannot delay a paint the parser had already laid out, but when one ends before the
 * observed (unthrottled) LCP, Lantern counts it on LCP's path with its simulated round trips.
 */
export function browserFetchesAfterLoad(log: readonly LogEntry[]): Set<string> {
  const load = log.find((entry) => entry.method === "Page.loadEventFired")?.params?.timestamp;
  const ids = new Set<string>();
  if (load === undefined) return ids;
  for (const { method, params } of log) {
    if (method !== "Network.requestWillBeSent" || !params?.requestId || params.timestamp === undefined) continue;
    if (params.timestamp > load && params.initiator?.type === "other" && params.type !== "Document") ids.add(params.requestId);
  }
  return ids;
}

type LighthouseApi = (url: string | undefined, flags: Record<string, unknown>) => Promise<{ lhr: unknown } | undefined>;

/**
 * Lighthouse's audits once more on a copy of the gathered artifacts whose DevTools log leaves out
 * browserFetchesAfterLoad: the same trace and the same simulation, over the page's own requests.
 * Returns that LCP, or null when the run had none of those requests to leave out (the LCP is then
 * Lighthouse's own).
 */
async function pageOwnLcp(lighthouse: LighthouseApi, artifactsDir: string, settings: Record<string, unknown>): Promise<number | null> {
  const log = JSON.parse(fs.readFileSync(path.join(artifactsDir, "devtoolslog.json"), "utf8")) as LogEntry[];
  const dropped = browserFetchesAfterLoad(log);
  if (dropped.size === 0) return null;
  const copy = `${artifactsDir}-page`;
  fs.cpSync(artifactsDir, copy, { recursive: true });
  const kept = log.filter((entry) => !(entry.params?.requestId && dropped.has(entry.params.requestId)));
  fs.writeFileSync(path.join(copy, "devtoolslog.json"), JSON.stringify(kept));
  const result = await lighthouse(undefined, { ...settings, output: "json", auditMode: copy });
  return result ? numeric(result.lhr as Lhr, "largest-contentful-paint") : null;
}

/**
 * Runs Lighthouse once on `url` in a freshly launched Chromium (no cache or state carried over
 * from other runs). `expectNotFound` lets the run go on when the page answers 404, as a 404 page does.
 * The run gathers into a temporary folder, then audits it: once as it is (every figure Lighthouse
 * reports) and once without the browser's own after-load fetches (pageLcpMs).
 */
export async function runLighthouse(url: string, options: { expectNotFound?: boolean } = {}): Promise<RunResult> {
  // Lighthouse and chrome-launcher are ES modules; the bench runs as CommonJS under tsx.
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  const started = performance.now();
  const artifacts = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
  const artifactsDir = path.join(artifacts, "run");
  try {
    // Settings must be the same when gathering and when auditing (Lighthouse refuses otherwise).
    const settings = { logLevel: "error" as const, ignoreStatusCode: options.expectNotFound === true };
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    try {
      await lighthouse(url, { ...settings, port: chrome.port, gatherMode: artifactsDir });
    } finally {
      chrome.kill();
    }
    const result = await lighthouse(url, { ...settings, output: "json", auditMode: artifactsDir });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const figures = extract(result.lhr as unknown as Lhr, url);
    figures.values.pageLcpMs = (await pageOwnLcp(lighthouse as LighthouseApi, artifactsDir, settings)) ?? figures.values.lcpMs;
    return { ...figures, durationMs: performance.now() - started, loadAverage: os.loadavg()[0] ?? null };
  } finally {
    fs.rmSync(artifacts, { recursive: true, force: true });
  }
}
