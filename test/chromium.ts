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

export const chromiumInstallHint =
  `Chromium not found at ${chromePath}. Install it (Debian/Ubuntu: \`sudo apt-get install -y chromium\`, ` +
  "or run `bash scripts/ensure-system-deps.sh` as root), or point CHROME_PATH at a Chrome/Chromium executable.";

/** The executable's path; throws with install instructions when it is missing. */
export function requireChromium(): string {
  if (!fs.existsSync(chromePath)) throw new Error(chromiumInstallHint);
  return chromePath;
}
