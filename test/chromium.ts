/**
 * The one Chromium every browser-driving tool here uses: Playwright, Lighthouse, the nginx and
 * path-prefix checks. Test tools cannot download their own browsers on our machines, so this is
 * Debian's Chromium (or CHROME_PATH), started with the flags a closed network needs.
 */
import fs from "node:fs";

export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Headless-safe flags: no sandbox (root in CI), no GPU, and no background calls to Google's hosts. */
export const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The browser tests' Chromium: the headless shell of the same Chromium (Debian's
 * `chromium-headless-shell`, the build Playwright itself runs headless by default). Same engine and
 * version, without the full browser's UI and services, so a test costs a fraction of the CPU: the
 * browser tests took 486 s and about 985 CPU-seconds in the full browser on a 2-core machine, 216 s
 * and 396 in the shell. Tests of what only the full browser does (the back/forward cache, its
 * lazy-loading distances, prerendering) launch `requireChromium()` themselves. CHROME_HEADLESS_SHELL
 * names another shell; with CHROME_PATH alone set, that browser is used for everything.
 */
export const headlessShellPath =
  process.env.CHROME_HEADLESS_SHELL ?? (process.env.CHROME_PATH ? chromePath : "/usr/lib/chromium/chromium-headless-shell");

/** The browser tests' Chromium (headlessShellPath), or the full Chromium where no shell is installed. */
export function requireHeadlessShell(): string {
  if (fs.existsSync(headlessShellPath)) return headlessShellPath;
  const full = requireChromium();
  console.warn(
    `${headlessShellPath} not found: the browser tests run in ${full} (slower). Debian/Ubuntu: \`sudo apt-get install -y chromium-headless-shell\`.`,
  );
  return full;
}

export const chromiumInstallHint =
  `Chromium not found at ${chromePath}. Install it (Debian/Ubuntu: \`sudo apt-get install -y chromium\`, ` +
  "or run `bash scripts/ensure-system-deps.sh` as root), or point CHROME_PATH at a Chrome/Chromium executable.";

/** The executable's path; throws with install instructions when it is missing. */
export function requireChromium(): string {
  if (!fs.existsSync(chromePath)) throw new Error(chromiumInstallHint);
  return chromePath;
}
