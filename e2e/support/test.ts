/**
 * The `test` every spec uses: Playwright's, plus a watch on the page for problems a visitor's
 * console would show. After each test it fails when the page logged a console error, threw an
 * uncaught exception, or React reported a hydration problem (also as a warning).
 *
 * Tests that load an unmatched address on purpose allow the browser's "status of 404" message
 * for that address with `test.use({ allowedConsole: allow404For(path) })`.
 */
import { test as base, expect, type ConsoleMessage, type Page, type Request } from "@playwright/test";

export { expect };

/** Words React uses for hydration problems (development and production builds). */
export const hydrationPattern = /Hydration|hydrat|did not match|Minified React error/i;

/**
 * Says which console messages are not problems, from their text and the URL they are about.
 * (Wrapped in an object: test.use would take a bare function for a fixture, and a two-element
 * array for a [value, options] pair.)
 */
export type AllowedConsole = { allows: (text: string, url: URL | null) => boolean };

/** A message is allowed when any of `filters` allows it. */
export function anyOf(...filters: AllowedConsole[]): AllowedConsole {
  return { allows: (text, url) => filters.some((f) => f.allows(text, url)) };
}

/** Allows messages whose text matches `pattern`, about any URL. */
export function allowText(pattern: RegExp): AllowedConsole {
  return { allows: (text) => pattern.test(text) };
}

export type Problem = { kind: string; text: string; url: string };

type Fixtures = {
  allowedConsole: AllowedConsole;
  /** What the page logged or threw that counts as a problem (checked after every test). */
  consoleProblems: Problem[];
  /** Every request the page made, from the first navigation on. */
  requests: Request[];
};

export function describeProblems(problems: Problem[]): string {
  return problems.map((p) => `  - ${p.kind} on ${p.url}: ${p.text}`).join("\n");
}

function isAllowed(message: ConsoleMessage, allowed: AllowedConsole): boolean {
  const text = message.text();
  if (hydrationPattern.test(text)) return false;
  let url: URL | null = null;
  try {
    url = new URL(message.location().url);
  } catch {
    url = null;
  }
  // Chromium asks for /favicon.ico by itself and logs its 404; "the site icon exists" in
  // routes.spec.ts reports that once instead of every test that happens to load the first page.
  if (url?.pathname === "/favicon.ico" && /status of 404/.test(text)) return true;
  return allowed.allows(text, url);
}

/**
 * Chromium's own report of a cross-document view transition it skipped because the next page was
 * shown before the old one's snapshot arrived (a starved CPU): the next page appears without the
 * fade. No script of the site starts a transition, and instant-navigation.spec.ts checks they run.
 */
function isSkippedNavigationTransition(error: Error): boolean {
  return error.name === "InvalidStateError" && error.message === "Transition was aborted because of invalid state. Page already revealed";
}

/** Records console errors, hydration warnings and uncaught exceptions of a page. */
export function watchConsole(page: Page, allowed: AllowedConsole = { allows: () => false }): Problem[] {
  const problems: Problem[] = [];
  page.on("console", (message) => {
    const type = message.type();
    if (type !== "error" && type !== "warning") return;
    if (type === "warning" && !hydrationPattern.test(message.text())) return;
    if (isAllowed(message, allowed)) return;
    const where = message.location().url;
    problems.push({ kind: `console.${type}`, text: where ? `${message.text()} (${where})` : message.text(), url: page.url() });
  });
  page.on("pageerror", (error) => {
    if (isSkippedNavigationTransition(error)) return;
    problems.push({ kind: "uncaught exception", text: `${error.name}: ${error.message}`, url: page.url() });
  });
  return problems;
}

export const test = base.extend<Fixtures>({
  allowedConsole: [{ allows: () => false }, { option: true }],
  consoleProblems: [
    async ({ page, allowedConsole }, provide) => {
      const problems = watchConsole(page, allowedConsole);
      await provide(problems);
      if (problems.length > 0) {
        throw new Error(`The page reported ${problems.length} problem(s) in the console:\n${describeProblems(problems)}`);
      }
    },
    { auto: true },
  ],
  requests: async ({ page }, provide) => {
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await provide(requests);
  },
});

/**
 * Allows the 404 message that loading the unmatched address `path` causes: the document itself
 * answers 404 (and nothing else may: built pages fetch no page data).
 */
export function allow404For(path: string): AllowedConsole {
  const bare = (p: string) => p.replace(/\/+$/, "") || "/";
  return {
    allows: (text, url) => /status of 404/.test(text) && url !== null && bare(url.pathname) === bare(path),
  };
}
