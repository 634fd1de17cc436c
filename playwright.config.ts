/**
 * Browser tests (e2e/*.spec.ts) against the built site, served the way static hosts serve it.
 * Run: `npx playwright test` (builds first when public/ is missing or older than the sources).
 * https://playwright.dev/docs/test-configuration
 */
import { defineConfig } from "@playwright/test";
import { chromeArgs, requireChromium } from "./test/chromium";
import { variantPort, variantPublicDir } from "./scripts/build-variant";

const chromePath = requireChromium();

const port = Number(process.env.E2E_PORT ?? 9347);
export const baseURL = `http://127.0.0.1:${port}`;
/** The site built with the contact form posting to the tests' receiver (scripts/build-variant.ts). */
export const endpointVariantURL = `http://127.0.0.1:${variantPort()}`;

/**
 * Tags pick the projects a test runs in: untagged tests run at both widths (phone, desktop);
 * @phone and @desktop only there; @once tests (no viewport involved) only in desktop; @xl tests
 * need the extra-large layout and run only in desktop-xl.
 */
const xl = /@xl/;

export default defineConfig({
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
    // Tracing every test costs about a third of the run on a small machine: on in CI (kept for
    // failures); locally re-run a failing test with `--trace on`.
    trace: process.env.CI ? "retain-on-failure" : "off",
  },
  projects: [
    {
      name: "phone",
      grepInvert: /@xl|@desktop|@once/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    {
      name: "desktop",
      grepInvert: /@xl|@phone/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "desktop-xl",
      grep: xl,
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: `npx tsx e2e/ensure-build.ts && npx tsx e2e/server.ts --port ${port} --root public`,
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      // Includes a Gatsby build (about 30–40 s) when public/ is stale.
      timeout: 240_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // The contact form's delivering modes, each a build of its own (skipped when up to date).
      command: `npx tsx scripts/build-variant.ts netlify endpoint && npx tsx e2e/server.ts --port ${variantPort()} --root ${variantPublicDir("endpoint")}`,
      url: `${endpointVariantURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 360_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
