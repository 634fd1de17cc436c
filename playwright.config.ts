/**
 * Browser tests (e2e/*.spec.ts) against the built site, served the way static hosts serve it.
 * Run: `npx playwright test` (builds first when public/ is missing or older than the sources).
 * https://playwright.dev/docs/test-configuration
 */
import { defineConfig } from "@playwright/test";
import type { EngineName } from "./e2e/support/engines/tab";
import { chromeArgs, requireHeadlessShell } from "./test/chromium";
import {
  languagesPort,
  languagesPublic,
  listsMinAwkwardPublic,
  listsPort,
  longContentPort,
  longContentPublic,
  picturesPort,
  picturesPublic,
} from "./test/fixture-builds";

// The headless shell of the system Chromium (test/chromium.ts); a few specs launch the full browser.
const chromePath = requireHeadlessShell();

const port = Number(process.env.E2E_PORT ?? 9347);
export const baseURL = `http://127.0.0.1:${port}`;
// The site built from test/fixtures/long-content (test/fixture-builds.ts), served beside it.
export const longContentURL = `http://127.0.0.1:${longContentPort()}`;
/** The site built with the contact form posting to the tests' receiver, and with photos (test/fixture-builds.ts). */
export const picturesURL = `http://127.0.0.1:${picturesPort()}`;
/** The site built with every list at its minimum and the grids at awkward counts (test/fixture-builds.ts). */
const listsURL = `http://127.0.0.1:${listsPort()}`;
/** The real content in English, German and Arabic (test/fixture-builds.ts; e2e/languages.spec.ts sets it as its base URL). */
export const languagesURL = `http://127.0.0.1:${languagesPort()}`;

/**
 * Tags pick the projects a test runs in: untagged tests run at both widths (phone, desktop);
 * @phone and @desktop only there; @once tests (no viewport involved) only in desktop; @xl tests
 * need the extra-large layout and run only in desktop-xl. e2e/widths.spec.ts sets its own widths
 * and runs in its four projects only: on the real content, on the long-content build (every
 * list at its maximum), on the lists-min-awkward build (every list at its minimum, the grids
 * at awkward counts), and its @languages tests on the languages build (German and Arabic).
 * @rebuild tests (a whole Gatsby build inside the test) run in their own project, listed first so
 * that one worker starts on them while the other runs everything else: the build takes a minute or
 * two, and run after the others (as it once was) it left the second worker idle all that time. The
 * other tests wait for states, not for a number of milliseconds, so a build beside them only slows
 * them down.
 * @engines tests run in Firefox and WebKit, and only there ("firefox" and "webkit" projects): they
 * use e2e/support/engine-test.ts, which gives them a tab of the project's engine instead of
 * Chromium's page, and serves the site over HTTPS itself (on a free port, per worker).
 */
const xl = /@xl/;
const rebuild = /@rebuild/;
const engines = /@engines/;
const widthsSpec = /widths\.spec\.ts$/;
const inLanguages = /@languages/;
/** Widths tests that belong to other projects: the engines' (Firefox, WebKit) and the languages build's. */
const elsewhere = /@engines|@languages/;

export default defineConfig<object, { engine: EngineName | null }>({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["./e2e/support/summary-reporter.ts"]],
  // Rebuilds when the server was reused (reuseExistingServer) and the sources changed since.
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: chromePath,
      args: chromeArgs,
    },
    // Tracing every test costs about a third of the run on a 2-core machine, in CI too; a failure
    // keeps a screenshot and the error context. Re-run a failing test with `--trace on` for more.
    trace: "off",
    screenshot: "only-on-failure",
    // A click or fill waits for its element to be there and ready. Without a limit of its own it
    // waits for the test's whole limit (12 minutes in the editing test, which once waited that long
    // for a form no longer on screen). Far longer than any real wait on a busy 2-core machine.
    actionTimeout: 60_000,
  },
  projects: [
    {
      name: "rebuild",
      testIgnore: widthsSpec,
      grep: rebuild,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Next, so that their browsers start while the machine is least busy.
    { name: "firefox", grep: engines, use: { engine: "firefox" } },
    { name: "webkit", grep: engines, use: { engine: "webkit" } },
    {
      name: "phone",
      testIgnore: widthsSpec,
      grepInvert: /@xl|@desktop|@once|@rebuild|@engines/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    {
      name: "desktop",
      testIgnore: widthsSpec,
      grepInvert: /@xl|@phone|@rebuild|@engines/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "desktop-xl",
      testIgnore: widthsSpec,
      grep: xl,
      use: { viewport: { width: 1440, height: 900 } },
    },
    { name: "widths", testMatch: widthsSpec, grepInvert: elsewhere },
    { name: "widths-long-content", testMatch: widthsSpec, grepInvert: elsewhere, use: { baseURL: longContentURL } },
    { name: "widths-lists", testMatch: widthsSpec, grepInvert: elsewhere, use: { baseURL: listsURL } },
    { name: "widths-languages", testMatch: widthsSpec, grep: inLanguages, use: { baseURL: languagesURL } },
  ],
  webServer: [
    {
      command: `npx tsx test/fixture-builds.ts repository && npx tsx e2e/server.ts --port ${port} --root public`,
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      // Includes a Gatsby build (about 30–40 s) when public/ is stale.
      timeout: 240_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // Its own copy of the site (test/site-build.ts); built only when stale.
      command: `npx tsx test/fixture-builds.ts long-content && npx tsx e2e/server.ts --port ${longContentPort()} --root ${JSON.stringify(longContentPublic)}`,
      url: `${longContentURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // Its own copy of the site (test/site-build.ts); built only when stale.
      command: `npx tsx test/fixture-builds.ts lists-min-awkward && npx tsx e2e/server.ts --port ${listsPort()} --root ${JSON.stringify(listsMinAwkwardPublic)}`,
      url: `${listsURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // The contact form posting to the tests' receiver, with photos: a build of its own (skipped
      // when up to date), which also encodes the photos (cached between its builds).
      command: `npx tsx test/fixture-builds.ts pictures && npx tsx e2e/server.ts --port ${picturesPort()} --root ${JSON.stringify(picturesPublic())}`,
      url: `${picturesURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 360_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // Its own copy of the site (test/site-build.ts); built only when stale. Three languages: three
      // times the pages of the real content's build.
      command: `npx tsx test/fixture-builds.ts languages && npx tsx e2e/server.ts --port ${languagesPort()} --root ${JSON.stringify(languagesPublic)}`,
      url: `${languagesURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 360_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
