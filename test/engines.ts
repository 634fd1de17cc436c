/**
 * The two browser engines besides Chromium that the browser tests drive (e2e/support/engines/):
 * Firefox (Gecko), driven through WebDriver BiDi, and WebKit, Safari's engine and the only one on
 * iPhones, driven through W3C WebDriver. Both from Debian's packages, as Chromium is
 * (test/chromium.ts): test tools cannot download their own browser builds on our machines.
 *
 * - Firefox: `firefox-esr` (FIREFOX_PATH names another Firefox; Ubuntu's CI runners have one at
 *   /usr/bin/firefox). puppeteer-core speaks WebDriver BiDi to it directly, so no geckodriver.
 * - WebKit: `webkit2gtk-driver` (WebKitWebDriver) starts WebKitGTK's MiniBrowser, which needs an
 *   X display: `xvfb` (xvfb-run, which needs `xauth`) gives it one.
 */
import fs from "node:fs";

const firstExisting = (paths: string[]) => paths.find((p) => fs.existsSync(p));

export const firefoxPath =
  process.env.FIREFOX_PATH ?? firstExisting(["/usr/bin/firefox-esr", "/usr/bin/firefox"]) ?? "/usr/bin/firefox-esr";

export const webkitDriverPath = process.env.WEBKIT_DRIVER ?? "/usr/bin/WebKitWebDriver";

/** MiniBrowser sits in the WebKitGTK library's folder, named for the machine's architecture. */
export const miniBrowserPath =
  process.env.WEBKIT_MINIBROWSER ??
  firstExisting(
    ["x86_64-linux-gnu", "aarch64-linux-gnu"].flatMap((arch) =>
      ["4.1", "4.0"].map((api) => `/usr/lib/${arch}/webkit2gtk-${api}/MiniBrowser`),
    ),
  ) ??
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

export const xvfbRunPath = process.env.XVFB_RUN ?? "/usr/bin/xvfb-run";

export const enginesInstallHint =
  "Install them (Debian/Ubuntu: `sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb xauth`, " +
  "or run `bash scripts/ensure-system-deps.sh` as root), or point FIREFOX_PATH, WEBKIT_DRIVER, WEBKIT_MINIBROWSER and XVFB_RUN at them.";

/** The paths one engine needs, with the ones missing; throws with install instructions when any is. */
export function requireEngine(engine: "firefox" | "webkit"): void {
  const needed = engine === "firefox" ? [firefoxPath] : [webkitDriverPath, miniBrowserPath, xvfbRunPath];
  const missing = needed.filter((p) => !fs.existsSync(p));
  if (missing.length > 0) throw new Error(`${engine}: not found: ${missing.join(", ")}. ${enginesInstallHint}`);
}
