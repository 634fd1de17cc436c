/**
 * The `test` of the checks that run in Firefox and WebKit as well (title tag @engines): in the
 * "firefox" and "webkit" projects (playwright.config.ts) a test gets `tab`, a tab of that engine
 * (e2e/support/engines/), instead of Playwright's Chromium page, and `site`, the site's origin.
 * The specs keep these tests next to their Chromium tests and share the in-page checks with them.
 *
 * - The site is served over HTTPS with a throw-away certificate, as production serves it
 *   (e2e/server.ts, with the hosts' headers), from this worker, on a free port.
 * - One browser per worker and per scripts setting, started when a test first needs it and kept
 *   for the worker's other tests: Firefox takes 5–20 s to start on a busy 2-core machine, WebKit
 *   2–4 s. A test resizes the same tab rather than starting another.
 * - Playwright's own options say what a tab is like, so `test.use` reads the same in both kinds of
 *   test: `javaScriptEnabled` (false: a browser started with scripts off) and `viewport`.
 */
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { longContentPublic, picturesPublic } from "../../test/fixture-builds";
import { repo } from "../../test/site-build";
import { startServer } from "../server";
import { openFirefox } from "./engines/firefox";
import type { EngineName, EngineTab } from "./engines/tab";
import { openWebKit } from "./engines/webkit";

export { expect };
export type { EngineTab };

/** Tag of the tests that run in the engine projects (and only there). */
export const engines = "@engines";

type Tabs = { get(scripts: boolean): Promise<EngineTab>; started(scripts: boolean): boolean };

type WorkerFixtures = {
  /** The project's engine (null in Chromium's projects, where these tests do not run). */
  engine: EngineName | null;
  engineTabs: Tabs;
  /** https://127.0.0.1:<port>: the repository's build (public/). */
  siteOverHttps: string;
  /** https://127.0.0.1:<port>: the pictures fixture's build (test/fixture-builds.ts). */
  picturesOverHttps: string;
  /** https://127.0.0.1:<port>: the long-content fixture's build, which has articles (e2e/search.spec.ts). */
  longContentOverHttps: string;
};

type TestFixtures = { tab: EngineTab; site: string };

/** How long a browser may take to start, on top of the test's own limit. */
const startLimit = 120_000;

function serveOverHttps(root: string) {
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  return async ({}, provide: (url: string) => Promise<void>) => {
    const server = await startServer({ root, port: 0, https: true });
    await provide(server.url);
    await server.close();
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: [null, { scope: "worker", option: true }],
  engineTabs: [
    async ({ engine }, provide) => {
      const open = new Map<boolean, Promise<EngineTab>>();
      await provide({
        started: (scripts) => open.has(scripts),
        get: (scripts) => {
          if (!engine) throw new Error("an @engines test ran in a project without an engine (playwright.config.ts)");
          const existing = open.get(scripts);
          if (existing) return existing;
          const opening = engine === "firefox" ? openFirefox({ scripts }) : openWebKit({ scripts });
          open.set(scripts, opening);
          return opening;
        },
      });
      // Every browser, even when one fails to close (each also ends with the worker: engines/process-group.ts).
      await Promise.allSettled([...open.values()].map(async (opening) => (await opening).close()));
    },
    { scope: "worker", timeout: 60_000 },
  ],
  siteOverHttps: [serveOverHttps(path.join(repo, "public")), { scope: "worker" }],
  picturesOverHttps: [serveOverHttps(picturesPublic()), { scope: "worker" }],
  longContentOverHttps: [serveOverHttps(longContentPublic), { scope: "worker" }],
  site: async ({ siteOverHttps }, provide) => provide(siteOverHttps),
  tab: async ({ engineTabs, javaScriptEnabled, viewport }, provide, testInfo) => {
    const scripts = javaScriptEnabled !== false;
    // Starting the browser is the worker's cost, not this test's: it gets the time on top.
    if (!engineTabs.started(scripts)) testInfo.setTimeout(testInfo.timeout + startLimit);
    const tab = await engineTabs.get(scripts);
    if (viewport) await tab.resize(viewport.width, viewport.height);
    await provide(tab);
  },
});
