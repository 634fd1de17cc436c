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

export async function launchTabBrowser(viewport: { width: number; height: number }): Promise<TabBrowser> {
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
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const toChrome = chrome.stdio[3] as Writable;
  const fromChrome = chrome.stdio[4] as Readable;

  let nextId = 0;
  const pending = new Map<number, { resolve: (m: Message) => void }>();
  const events: Message[] = [];
  let buffered = "";
  fromChrome.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    for (let end = buffered.indexOf("\0"); end !== -1; end = buffered.indexOf("\0")) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined && pending.has(message.id)) {
        pending.get(message.id)?.resolve(message);
        pending.delete(message.id);
      } else events.push(message);
    }
  });
  /** Sends a command; a page that is frozen (left for the back/forward cache) never answers, hence the time limit. */
  const send = async <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string, timeoutMs = 5_000): Promise<T> => {
    const id = (nextId += 1);
    let timer: NodeJS.Timeout | undefined;
    const reply = await new Promise<Message>((resolve, reject) => {
      pending.set(id, { resolve });
      timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      toChrome.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    }).finally(() => clearTimeout(timer));
    if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
    return reply.result as T;
  };

  // Attach to the tab, and through it (auto-attach) to the page it shows, prerendered pages included.
  const { targetInfos } = await send<{ targetInfos: { targetId: string; type: string }[] }>("Target.getTargets", {
    filter: [{ type: "tab" }],
  });
  const tab = targetInfos.find((t) => t.type === "tab");
  if (!tab) throw new Error("Chromium opened no tab");
  const { sessionId: tabSession } = await send<{ sessionId: string }>("Target.attachToTarget", { targetId: tab.targetId, flatten: true });
  await send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, tabSession);

  /** The session of the page the tab shows now: the most recently attached page that is not (any longer) a prerender. */
  const shownPage = async (): Promise<string | null> => {
    const attached = events.filter((e) => e.method === "Target.attachedToTarget" && e.sessionId === tabSession);
    const detached = new Set(events.filter((e) => e.method === "Target.detachedFromTarget").map((e) => e.params?.sessionId));
    for (const event of attached.reverse()) {
      const params = event.params as { sessionId: string; targetInfo: { type: string } };
      if (params.targetInfo.type !== "page" || detached.has(params.sessionId)) continue;
      try {
        const { result } = await send<{ result: { value?: string } }>(
          "Runtime.evaluate",
          { expression: "document.prerendering ? 'prerendering' : document.visibilityState", returnByValue: true },
          params.sessionId,
          1_000,
        );
        if (result.value === "visible") return params.sessionId;
      } catch {
        // A page that has gone away.
      }
    }
    return null;
  };
  /** The shown page, waiting out the moment of a prerender's activation, when neither page answers as shown. */
  const currentPage = async (): Promise<string> => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const session = await shownPage();
      if (session) return session;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("no page is shown in the tab");
  };

  for (let i = 0; i < 50 && !events.some((e) => e.method === "Target.attachedToTarget"); i += 1)
    await new Promise((r) => setTimeout(r, 100));

  /** Runs a command on the shown page, again on the next one if that page goes away meanwhile (a prerender activating). */
  const onShownPage = async <T>(method: string, params: Record<string, unknown>): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await send<T>(method, params, await currentPage());
      } catch (error) {
        if (attempt >= 5 || !/Session with given id not found|Inspected target navigated or closed|no answer within/i.test(String(error)))
          throw error;
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
      const exited = new Promise((resolve) => chrome.once("exit", resolve));
      toChrome.write(`${JSON.stringify({ id: (nextId += 1), method: "Browser.close", params: {} })}\0`);
      const timer = setTimeout(() => chrome.kill(), 5_000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
