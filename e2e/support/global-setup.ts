/**
 * When Playwright reuses a server that is already running (reuseExistingServer, outside CI),
 * the webServer command — and with it the build check — does not run. Check here too: when
 * public/ (and the long-content, lists and languages builds) are up to date this costs a few milliseconds. In CI the
 * webServer commands always build.
 */
import { languages, listsMinAwkward, longContent } from "../../test/fixture-builds";
import { ensureFixtureBuild, ensureRepositoryBuild } from "../../test/site-build";

export default function globalSetup(): void {
  if (process.env.CI) return;
  const log = (m: string) => (m.includes("up to date") ? undefined : console.log(m));
  ensureRepositoryBuild(log);
  ensureFixtureBuild(longContent, log);
  ensureFixtureBuild(listsMinAwkward, log);
  ensureFixtureBuild(languages, log);
}
