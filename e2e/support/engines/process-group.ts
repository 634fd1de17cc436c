/**
 * A browser's processes end with the test worker that started them, however the worker ends.
 *
 * Each engine runs in a process group of its own (puppeteer starts Firefox so; webkit.ts starts
 * xvfb-run so), which a kill of the worker, or of the worker's group, does not reach. Closing the
 * browser in the fixture's teardown covers a normal end, and puppeteer kills Firefox on the
 * worker's exit and on SIGINT, SIGTERM and SIGHUP; nothing covered a SIGKILL (Playwright's own,
 * for a worker that does not stop; a CI job's or a session's end), which once left four sets of
 * Xvfb, WebKitWebDriver and MiniBrowser running after a run.
 *
 * So each group gets a watcher: a tiny shell, in a group of its own, reading a pipe from the
 * worker. The pipe closes when the worker exits, by whatever means, or when the engine is closed;
 * the watcher then sends SIGTERM to the group (Xvfb removes its display's lock file on SIGTERM),
 * removes the browser's temporary folders, and exits. No polling, nothing left running.
 */
import { spawn } from "node:child_process";

// `read` returns at the end of input: the worker has gone, or `end` closed the pipe. (dash's kill
// takes no `--`: a negative number is a group.)
const watcher = 'while read -r _; do :; done; kill -TERM "-$1" 2>/dev/null; shift; [ $# -eq 0 ] || rm -rf -- "$@"; exit 0';

/**
 * Watches the process group `groupId` (its leader's pid), and `folders` the browser writes in;
 * returns `end`, which ends the group now and removes the folders (harmless when the group has
 * ended already).
 */
export function endWithWorker(groupId: number, folders: string[] = []): () => void {
  const child = spawn("/bin/sh", ["-c", watcher, "sh", String(groupId), ...folders], {
    detached: true,
    stdio: ["pipe", "ignore", "ignore"],
  });
  // Neither the watcher nor its pipe keeps the worker running.
  child.unref();
  child.stdin?.on("error", () => undefined);
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return () => child.stdin?.end();
}
