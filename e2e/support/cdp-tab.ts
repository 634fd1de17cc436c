/**
 * A Chromium driven through the DevTools protocol the way Chrome's own DevTools is: attached to
 * the tab, not to the page. Chromium turns prerendering off for any page a debugger attaches to
 * directly ("PrerenderingDisabledByDevTools"), which is how Playwright attaches, so a test of
 * Speculation Rules prerendering needs this instead. The protocol runs over the
 * `--remote-debugging-pipe` file descriptors (NUL-separated JSON), so it needs no WebSocket.
 * https://chromedevtools.github.io/devtools-protocol/
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { chromeArgs, requireChromium } from "../../test/chromium";

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: unknown;
  error?: { message: string };
  sessionId?: string;
};

export type TabBrowser = {
  /** Sends a command to the page in the tab (the current one: after a prerender activates, that page). */
  page: <T = Record<string, unknown>>(method: string, params?: Record<string, unknown>) => Promise<T>;
  /** Evaluates an expression in the current page and returns its value. */
  evaluate: <T>(expression: string) => Promise<T>;
  /** Protocol events seen so far, in order. */
  events: Message[];
  close: () => Promise<void>;
};

export type TabBrowserOptions = {
  /**
   * When (Date.now()) every wait gives up: nothing here has a time limit of its own, it waits for
   * states (an answer, an event, a shown page) until then. Set it a little before the test's own
   * time limit runs out (see `deadlineOf`), so a failure names what was awaited and Chromium is closed.
   */
  deadline: number;
};

/** A deadline `marginMs` before the running test's time limit, for a test that started at `startedAt`. */
export function deadlineOf(testTimeoutMs: number, startedAt: number, marginMs = 5_000): number {
  return startedAt + testTimeoutMs - marginMs;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function launchTabBrowser(viewport: { width: number; height: number }, { deadline }: TabBrowserOptions): Promise<TabBrowser> {
  const launchedAt = Date.now();
  const tooLate = (what: string) =>
    new Error(`${what}: still waiting ${Math.round((Date.now() - launchedAt) / 1000)} s after launching Chromium, at the test's deadline`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-cdp-"));
  const chrome: ChildProcess = spawn(
    requireChromium(),
    [
      "--headless",
      ...chromeArgs,
      "--remote-debugging-pipe",
      `--user-data-dir=${profile}`,
      `--window-size=${viewport.width},${viewport.height}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] },
  );
  const toChrome = chrome.stdio[3] as Writable;
  const fromChrome = chrome.stdio[4] as Readable;
  // What Chromium said last on stderr, to tell why it exited if it does before close().
  let stderrTail = "";
  (chrome.stdio[2] as Readable).on("data", (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString("utf8")).slice(-2_000);
  });
  /** Set once Chromium has exited (or its pipe broke): every command after that fails with it at once. */
  let gone: Error | null = null;
  const goneWith = (how: string) => new Error(`Chromium ${how}${stderrTail.trim() ? `; its last words: ${stderrTail.trim()}` : ""}`);
  // A write to the pipe of a Chromium that has exited emits EPIPE on the stream: without a listener
  // that is an uncaught exception, reported instead of whatever the test was waiting for.
  toChrome.on("error", (error) => {
    gone ??= goneWith(`'s pipe broke (${error.message})`);
  });

  let nextId = 0;
  const pending = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  const events: Message[] = [];
  const eventWaiters = new Set<() => void>();
  let buffered = "";
  fromChrome.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    for (let end = buffered.indexOf("\0"); end !== -1; end = buffered.indexOf("\0")) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined && pending.has(message.id)) {
        pending.get(message.id)?.resolve(message);
        pending.delete(message.id);
      } else {
        events.push(message);
        for (const wake of eventWaiters) wake();
      }
    }
  });
  chrome.once("exit", (code, signal) => {
    gone ??= goneWith(`exited (${signal ?? code})`);
    for (const { reject } of pending.values()) reject(gone);
    pending.clear();
  });

  /**
   * Sends a command and waits for its answer until the deadline, or until `signal` gives up on it
   * (a page that is frozen, left for the back/forward cache, never answers).
   */
  const send = async <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string, signal?: AbortSignal): Promise<T> => {
    const id = (nextId += 1);
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const reply = await new Promise<Message>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      const give = (error: Error) => {
        pending.delete(id);
        reject(error);
      };
      timer = setTimeout(() => give(tooLate(`${method}: no answer`)), Math.max(0, deadline - Date.now()));
      onAbort = () => give(new Error(`${method}: given up`));
      if (signal?.aborted) return onAbort();
      if (gone) return give(new Error(`${method}: ${gone.message}`));
      signal?.addEventListener("abort", onAbort, { once: true });
      toChrome.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    }).finally(() => {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener("abort", onAbort);
    });
    if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
    return reply.result as T;
  };

  /** Waits until an event `matches` (one seen already counts), until the deadline. */
  const waitForEvent = (what: string, matches: (event: Message) => boolean) =>
    new Promise<Message>((resolve, reject) => {
      const check = () => {
        const found = events.find(matches);
        if (!found) return;
        done();
        resolve(found);
      };
      const timer = setTimeout(() => (done(), reject(tooLate(what))), Math.max(0, deadline - Date.now()));
      const done = () => (clearTimeout(timer), eventWaiters.delete(check));
      eventWaiters.add(check);
      check();
    });

  // Attach to the tab, and through it (auto-attach) to the page it shows, prerendered pages included.
  const { targetInfos } = await send<{ targetInfos: { targetId: string; type: string }[] }>("Target.getTargets", {
    filter: [{ type: "tab" }],
  });
  const tab = targetInfos.find((t) => t.type === "tab");
  if (!tab) throw new Error("Chromium opened no tab");
  const { sessionId: tabSession } = await send<{ sessionId: string }>("Target.attachToTarget", { targetId: tab.targetId, flatten: true });
  await send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, tabSession);
  await waitForEvent("the tab's page to be attached", (e) => e.method === "Target.attachedToTarget" && e.sessionId === tabSession);

  /** The sessions of the tab's pages that are still attached, most recently attached first. */
  const pageSessions = (): string[] => {
    const detached = new Set(events.filter((e) => e.method === "Target.detachedFromTarget").map((e) => e.params?.sessionId));
    return events
      .filter((e) => e.method === "Target.attachedToTarget" && e.sessionId === tabSession)
      .map((e) => e.params as { sessionId: string; targetInfo: { type: string } })
      .filter((p) => p.targetInfo.type === "page" && !detached.has(p.sessionId))
      .map((p) => p.sessionId)
      .reverse();
  };

  /**
   * The session of the page the tab shows now: the one that answers that it is visible (not a
   * prerender, not hidden). Each page is asked again whenever it has answered otherwise; a page
   * that does not answer (frozen for the back/forward cache) is simply never the answer. It waits
   * out the moment of a prerender's activation, when neither page is shown, until the deadline.
   */
  const currentPage = (stop?: AbortSignal): Promise<string> =>
    new Promise<string>((resolve, reject) => {
      const asking = new AbortController();
      const inFlight = new Set<string>();
      let settled = false;
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        asking.abort();
        finish();
      };
      // Asked with a signal already given up (a check that outlived its command): never start
      // asking, or the loop would outlive close() and write into the pipe of an exited Chromium.
      if (stop?.aborted) return settle(() => reject(new Error("given up")));
      stop?.addEventListener("abort", () => settle(() => reject(new Error("given up"))), { once: true });
      const ask = () => {
        if (settled) return;
        if (Date.now() > deadline) return settle(() => reject(tooLate("a page shown in the tab")));
        if (gone) return settle(() => reject(gone));
        for (const session of pageSessions()) {
          if (inFlight.has(session)) continue;
          inFlight.add(session);
          send<{ result: { value?: string } }>(
            "Runtime.evaluate",
            { expression: "document.prerendering ? 'prerendering' : document.visibilityState", returnByValue: true },
            session,
            asking.signal,
          ).then(
            ({ result }) => {
              inFlight.delete(session);
              if (result.value === "visible") settle(() => resolve(session));
            },
            () => inFlight.delete(session), // a page that has gone away, or a question given up
          );
        }
        setTimeout(ask, 100);
      };
      ask();
    });

  /**
   * Runs a command on the shown page. When the tab shows another page while the command is pending
   * (a prerender activating: the old page may be frozen and never answer), or the page goes away,
   * it runs it again on the page shown then.
   */
  const onShownPage = async <T>(method: string, params: Record<string, unknown>): Promise<T> => {
    for (;;) {
      const session = await currentPage();
      const attempt = new AbortController();
      const moved = (async () => {
        while (!attempt.signal.aborted) {
          await sleep(250);
          const shown = await currentPage(attempt.signal).catch(() => session);
          if (shown !== session) return true;
        }
        return false;
      })();
      try {
        const outcome = await Promise.race([
          send<T>(method, params, session, attempt.signal).then((value) => ({ value })),
          moved.then((isMoved) => (isMoved ? null : new Promise<never>(() => {}))),
        ]);
        if (outcome) return outcome.value;
      } catch (error) {
        if (!/Session with given id not found|Inspected target navigated or closed/i.test(String(error))) throw error;
      } finally {
        attempt.abort();
      }
    }
  };

  return {
    events,
    page: (method, params = {}) => onShownPage(method, params),
    evaluate: async <T>(expression: string) => {
      const { result, exceptionDetails } = await onShownPage<{ result: { value: T }; exceptionDetails?: { text: string } }>(
        "Runtime.evaluate",
        { expression, returnByValue: true, awaitPromise: true },
      );
      if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
      return result.value;
    },
    close: async () => {
      // Let Chromium shut down its own helper processes before its profile folder is removed.
      const exited =
        chrome.exitCode !== null || chrome.signalCode !== null ? Promise.resolve() : new Promise((resolve) => chrome.once("exit", resolve));
      // Closing is not an exit the commands still asking (a poll, a page's visibility) should report.
      gone ??= new Error("Chromium was closed by the test");
      if (!toChrome.destroyed) toChrome.write(`${JSON.stringify({ id: (nextId += 1), method: "Browser.close", params: {} })}\0`);
      const timer = setTimeout(() => chrome.kill(), 5_000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
