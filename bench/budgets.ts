/**
 * The metrics the bench reports, the budgets in bench/budgets.json, and the check of a value
 * against its budget. Shared by bench/run.ts and test/build/size-budget.test.ts.
 */
import fs from "node:fs";
import path from "node:path";

/** 1 kB = 1000 bytes, everywhere in the bench's output and in budgets.json. */
export const KB = 1000;

export const METRICS = {
  performance: { label: "Performance score", unit: "score", source: "lighthouse" },
  accessibility: { label: "Accessibility score", unit: "score", source: "lighthouse" },
  bestPractices: { label: "Best practices score", unit: "score", source: "lighthouse" },
  seo: { label: "SEO score", unit: "score", source: "lighthouse" },
  lcpMs: { label: "LCP", unit: "ms", source: "lighthouse" },
  // Lighthouse's LCP simulated again without the requests Chromium starts on its own after the load
  // event (the favicon, the web app manifest and its icon: bench/lighthouse.ts, pageOwnLcp).
  pageLcpMs: { label: "LCP, the page's own requests", unit: "ms", source: "lighthouse" },
  fcpMs: { label: "FCP", unit: "ms", source: "lighthouse" },
  tbtMs: { label: "TBT", unit: "ms", source: "lighthouse" },
  tbtOverFloorMs: { label: "TBT above floor", unit: "ms", source: "floor" },
  lcpOverFloorMs: { label: "LCP above floor", unit: "ms", source: "floor" },
  scriptEvaluationMs: { label: "Script evaluation", unit: "ms", source: "lighthouse" },
  mainThreadMs: { label: "Main-thread work", unit: "ms", source: "lighthouse" },
  cls: { label: "CLS", unit: "unitless", source: "lighthouse" },
  transferBytes: { label: "Transfer, total", unit: "bytes", source: "lighthouse" },
  jsTransferBytes: { label: "Transfer, JS", unit: "bytes", source: "lighthouse" },
  requests: { label: "Requests", unit: "count", source: "lighthouse" },
  otherOriginRequests: { label: "Requests, other origins", unit: "count", source: "lighthouse" },
  // Pictures the build made (public/pictures/): the LCP element is one, what its file weighs on the
  // wire, and how many others the first view asked for (lazy pictures below the fold should wait).
  lcpOnPicture: { label: "LCP is a picture (1 = yes)", unit: "count", source: "lighthouse" },
  lcpImageBytes: { label: "LCP picture transfer", unit: "bytes", source: "lighthouse" },
  otherPictureRequests: { label: "Other pictures requested", unit: "count", source: "lighthouse" },
  // The transfer and requests without those other pictures fetched at low priority: what the first view costs.
  firstViewTransferBytes: { label: "Transfer, first view", unit: "bytes", source: "lighthouse" },
  firstViewRequests: { label: "Requests, first view", unit: "count", source: "lighthouse" },
  // Of the other pictures, the ones asked for above low priority: they would share the network with the first view.
  // Lighthouse's Chromium fetches lazy pictures up to 3,000 px ahead at low priority (its connection
  // type is unknown); e2e/pictures.spec.ts checks the full browser's own distance.
  competingPictureRequests: { label: "Other pictures above low priority", unit: "count", source: "lighthouse" },
  htmlGzipBytes: { label: "HTML gzip -9", unit: "bytes", source: "files" },
  jsGzipBytes: { label: "JS gzip -9", unit: "bytes", source: "files" },
  cssGzipBytes: { label: "CSS gzip -9", unit: "bytes", source: "files" },
  firstVisitGzipBytes: { label: "First visit gzip -9", unit: "bytes", source: "files" },
  firstVisitRequests: { label: "First visit requests", unit: "count", source: "files" },
} as const satisfies Record<string, { label: string; unit: Unit; source: "lighthouse" | "files" | "floor" }>;

export type Unit = "score" | "ms" | "unitless" | "bytes" | "count";
export type MetricKey = keyof typeof METRICS;
export const METRIC_KEYS = Object.keys(METRICS) as MetricKey[];
export const LIGHTHOUSE_METRICS = METRIC_KEYS.filter((key) => METRICS[key].source === "lighthouse");
export const SIZE_METRICS = METRIC_KEYS.filter((key) => METRICS[key].source === "files");
/**
 * A route's figure above the floor page's (bench/floor.ts) in the same round of the same run: the
 * route's run minus the floor's run just before it. The bench checks the median of these differences.
 */
export const FLOOR_METRICS = { tbtOverFloorMs: "tbtMs", lcpOverFloorMs: "lcpMs" } as const satisfies Partial<Record<MetricKey, MetricKey>>;

/** Round by round, a route's value minus the floor's (null where either run failed). */
export function aboveFloor(route: readonly (number | null)[], floor: readonly (number | null)[]): (number | null)[] {
  return route.map((value, round) => {
    const base = floor[round];
    return value === null || base === null || base === undefined ? null : value - base;
  });
}

/**
 * A bound on a metric. The bench checks the median of its runs, or with `everyRun` each run
 * (the worst one: the lowest against `min`, the highest against `max`).
 */
export type Limit = { min?: number; max?: number; everyRun?: boolean };

export type RouteSpec = {
  /** The path requested from the server, e.g. `/about/`. */
  path: string;
  /** A short name for tables; the path when absent. */
  label: string;
  /** The route does not exist: the host answers 404.html with status 404. */
  notFound: boolean;
  /** The limits in force for this route (defaults merged with the route's overrides). */
  budgets: Partial<Record<MetricKey, Limit>>;
};

export type Budgets = { file: string; routes: RouteSpec[]; fixture?: string };

export type Breach = { route: string; metric: MetricKey; value: number | null; limit: Limit };

export const BUDGETS_FILE = path.join(__dirname, "budgets.json");

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isMetricKey(key: string): key is MetricKey {
  return Object.prototype.hasOwnProperty.call(METRICS, key);
}

function parseLimit(value: unknown, where: string): Limit {
  if (!isRecord(value)) throw new Error(`${where}: expected { "min": n } or { "max": n }`);
  const limit: Limit = {};
  for (const [key, bound] of Object.entries(value)) {
    if (key === "everyRun" && typeof bound === "boolean") {
      limit.everyRun = bound;
      continue;
    }
    if ((key !== "min" && key !== "max") || typeof bound !== "number" || !Number.isFinite(bound)) {
      throw new Error(`${where}: unexpected "${key}": ${JSON.stringify(bound)} (only numeric "min" and "max", and "everyRun": true)`);
    }
    limit[key] = bound;
  }
  if (limit.min === undefined && limit.max === undefined) throw new Error(`${where}: needs "min" or "max"`);
  return limit;
}

function parseLimits(value: unknown, where: string, allowNull: boolean): Partial<Record<MetricKey, Limit | null>> {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new Error(`${where}: expected an object of metric → limit`);
  const limits: Partial<Record<MetricKey, Limit | null>> = {};
  for (const [key, limit] of Object.entries(value)) {
    if (!isMetricKey(key)) throw new Error(`${where}: unknown metric "${key}" (known: ${METRIC_KEYS.join(", ")})`);
    if (limit === null && allowNull) limits[key] = null;
    else limits[key] = parseLimit(limit, `${where}.${key}`);
  }
  return limits;
}

/**
 * Reads and checks bench/budgets.json (or another file of the same shape): the real site's routes,
 * or with `fixture` those of a fixture build (`fixtures.<name>`: its own routes, and limits that
 * replace the site's defaults where it says).
 */
export function loadBudgets(file: string = BUDGETS_FILE, fixture?: string): Budgets {
  const top: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  const name = path.basename(file);
  if (!isRecord(top) || !Array.isArray(top.routes)) throw new Error(`${name}: expected { "budgets": {…}, "routes": […] }`);
  const site = parseLimits(top.budgets, `${name} budgets`, false);
  let json: Record<string, unknown> = top;
  let defaults = site;
  let where0 = "";
  if (fixture !== undefined) {
    const fixtures = isRecord(top.fixtures) ? top.fixtures : {};
    const section = fixtures[fixture];
    if (!isRecord(section) || !Array.isArray(section.routes)) {
      throw new Error(`${name}: no fixtures.${fixture} with "routes" (known: ${Object.keys(fixtures).join(", ") || "none"})`);
    }
    json = section;
    where0 = `fixtures.${fixture} `;
    defaults = { ...site, ...parseLimits(section.budgets, `${name} fixtures.${fixture}.budgets`, true) } as typeof site;
  }
  const routes = (json.routes as unknown[]).map((entry: unknown, index): RouteSpec => {
    const where = `${name} ${where0}routes[${index}]`;
    if (!isRecord(entry) || typeof entry.path !== "string" || !entry.path.startsWith("/")) {
      throw new Error(`${where}: expected { "path": "/…" }`);
    }
    const merged: Partial<Record<MetricKey, Limit | null>> = { ...defaults, ...parseLimits(entry.budgets, `${where}.budgets`, true) };
    const budgets: Partial<Record<MetricKey, Limit>> = {};
    for (const key of METRIC_KEYS) {
      const limit = merged[key];
      if (limit) budgets[key] = limit;
    }
    return {
      path: entry.path,
      label: typeof entry.label === "string" ? entry.label : entry.path,
      notFound: entry.notFound === true,
      budgets,
    };
  });
  return { file, routes, ...(fixture !== undefined ? { fixture } : {}) };
}

/** True when `value` is within `limit`; a missing value (a failed measurement) never is. */
export function withinLimit(value: number | null | undefined, limit: Limit): boolean {
  if (value === null || value === undefined || Number.isNaN(value)) return false;
  if (limit.min !== undefined && value < limit.min) return false;
  if (limit.max !== undefined && value > limit.max) return false;
  return true;
}

/** Every budget of `route` that `values` breaks, for the metrics in `keys`. */
export function findBreaches(route: RouteSpec, values: Partial<Record<MetricKey, number | null>>, keys: readonly MetricKey[]): Breach[] {
  const breaches: Breach[] = [];
  for (const metric of keys) {
    const limit = route.budgets[metric];
    if (!limit) continue;
    const value = values[metric] ?? null;
    if (!withinLimit(value, limit)) breaches.push({ route: route.path, metric, value, limit });
  }
  return breaches;
}

function group(text: string): string {
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A value in the metric's unit: `0.98`, `1,234 ms`, `0.004`, `95.3 kB`, `12`. */
export function formatValue(metric: MetricKey, value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "n/a";
  switch (METRICS[metric].unit) {
    case "score":
      return value.toFixed(2);
    case "ms":
      return `${group(Math.round(value).toString())} ms`;
    case "unitless":
      return value.toFixed(3);
    case "bytes":
      return `${(value / KB).toFixed(1)} kB`;
    case "count":
      return Math.round(value).toString();
  }
}

/** The bare number, without its unit, for ranges: `0.98`, `1,234`, `95.3`. */
export function formatNumber(metric: MetricKey, value: number | null | undefined): string {
  return formatValue(metric, value).replace(/ (ms|kB)$/, "");
}

export function formatLimit(metric: MetricKey, limit: Limit): string {
  const parts: string[] = [];
  if (limit.min !== undefined) parts.push(`≥ ${formatValue(metric, limit.min)}`);
  if (limit.max !== undefined) parts.push(`≤ ${formatValue(metric, limit.max)}`);
  return `${parts.join(", ")}${limit.everyRun ? " every run" : ""}`;
}

/** The value a budget is checked against: the median, or with `everyRun` the worst run. */
export function checkedValue(summary: { median: number | null; min: number | null; max: number | null }, limit: Limit | undefined) {
  if (!limit?.everyRun) return summary.median;
  return limit.min !== undefined ? summary.min : summary.max;
}

export function formatBreach(breach: Breach, label = breach.route): string {
  const bytes = METRICS[breach.metric].unit === "bytes" && breach.value !== null ? ` (${group(String(breach.value))} B)` : "";
  return `${label}  ${METRICS[breach.metric].label}: ${formatValue(breach.metric, breach.value)}${bytes}, budget ${formatLimit(breach.metric, breach.limit)}`;
}
