/**
 * The page script and the Speculation Rules, run and read as a browser would (jsdom lacks the
 * declarative dialog controls, like the browsers the polyfills are for).
 */
import { pageScript, speculationRules } from "../page-scripts";
import { POLYFILLS } from "../polyfills";

const loads = POLYFILLS.map((p, i) => ({ supported: p.supported, module: p.module, url: `/vireo/${p.packageName}-${i}.js` }));

/** The listeners each run adds to window (pageshow …), removed after each test so none outlives it. */
const windowListeners: Parameters<typeof window.addEventListener>[] = [];

function run(script: string) {
  const add = jest.spyOn(window, "addEventListener");
  try {
    new Function(script)();
  } finally {
    windowListeners.push(...(add.mock.calls as Parameters<typeof window.addEventListener>[]));
    add.mockRestore();
  }
}

afterEach(() => {
  for (const [type, listener, options] of windowListeners.splice(0)) window.removeEventListener(type, listener, options);
  document.head.querySelectorAll("script").forEach((s) => s.remove());
  document.body.innerHTML = "";
});

describe("the page script", () => {
  it("loads each polyfill once where the browser lacks its feature, a module as a module", () => {
    expect("command" in HTMLButtonElement.prototype).toBe(false);
    expect("closedBy" in HTMLDialogElement.prototype).toBe(false);
    run(pageScript(loads));
    const added = [...document.head.querySelectorAll("script")].map((s) => [s.getAttribute("src"), s.type]);
    expect(added).toEqual([
      ["/vireo/invokers-polyfill-0.js", ""],
      ["/vireo/dialog-closedby-polyfill-1.js", "module"],
    ]);
  });

  it("loads nothing in a browser that has the features", () => {
    Object.defineProperty(HTMLButtonElement.prototype, "command", { configurable: true, value: "" });
    Object.defineProperty(HTMLDialogElement.prototype, "closedBy", { configurable: true, value: "any" });
    try {
      run(pageScript(loads));
      expect(document.head.querySelectorAll("script")).toHaveLength(0);
    } finally {
      delete (HTMLButtonElement.prototype as { command?: string }).command;
      delete (HTMLDialogElement.prototype as { closedBy?: string }).closedBy;
    }
  });

  it("closes a menu that the back/forward cache restored open, and only then", () => {
    run(pageScript([]));
    document.body.innerHTML = '<dialog id="mobile-menu"></dialog>';
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    dialog.showModal();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(dialog.open).toBe(true);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(dialog.open).toBe(false);
  });

  it("is small: under 1 kB", () => {
    expect(Buffer.byteLength(pageScript(loads))).toBeLessThan(1000);
  });
});

describe("the Speculation Rules", () => {
  const rules = JSON.parse(speculationRules("/vireo/*")) as {
    prerender: { source: string; where: { and: [{ href_matches: string }, { not: { selector_matches: string } }] }; eagerness: string }[];
  };

  it("prerender the site's own links, on intent (moderate), from the document's links", () => {
    expect(rules.prerender).toHaveLength(1);
    const [rule] = rules.prerender;
    expect(rule?.source).toBe("document");
    expect(rule?.eagerness).toBe("moderate");
    expect(rule?.where.and[0].href_matches).toBe("/vireo/*");
  });

  it("leave out the link to the current page and links that open a new tab", () => {
    document.body.innerHTML =
      '<a href="/vireo/about/" aria-current="page">About</a><a href="/vireo/services/">Services</a><a href="/vireo/" target="_blank">x</a>';
    const selector = rules.prerender[0]?.where.and[1].not.selector_matches ?? "";
    expect([...document.querySelectorAll(`a:not(${selector})`)].map((a) => a.textContent)).toEqual(["Services"]);
  });
});
