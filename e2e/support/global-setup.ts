/**
 * When Playwright reuses a server that is already running (reuseExistingServer, outside CI),
 * the webServer command — and with it the build check — does not run. Check here too: when
 * public/ is up to date this costs a few milliseconds. In CI the webServer command always builds.
 */
import { ensureBuild } from "../ensure-build";

export default function globalSetup(): void {
  if (!process.env.CI) ensureBuild((m) => (m.includes("up to date") ? undefined : console.log(m)));
}
