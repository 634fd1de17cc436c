import { contentSecurityPolicy, hashesFor, inlineSources, parsePolicy } from "../../site-files/csp";
import { SEARCHED, searchedChanges } from "../searched";

describe("which built pages site search indexes", () => {
  it("those whose <main> carries data-pagefind-body, whatever else mentions it", () => {
    expect(SEARCHED.test('<main id="main" tabindex="-1" class="flex-1" data-pagefind-body="" data-pagefind-meta="kind:Page">')).toBe(true);
    expect(SEARCHED.test('<main id="main" tabindex="-1" class="flex-1">')).toBe(false);
    expect(SEARCHED.test('<main id="main"><p>Add data-pagefind-body to a page</p></main>')).toBe(false);
  });
});

describe("whether a warm build indexes again", () => {
  const searched = ["index.html", "about/index.html", "articles/a/index.html"];

  it("not when no searched page changed, was added or was taken out", () => {
    expect(searchedChanges({ searched, before: searched, changed: ["articles/index.html"], indexExists: true })).toBeNull();
  });

  it("says why it does: no index yet, pages added, taken out or changed", () => {
    expect(searchedChanges({ searched, before: searched, changed: [], indexExists: false })).toBe("no index from an earlier build");
    expect(searchedChanges({ searched, before: undefined, changed: [], indexExists: true })).toBe("no index from an earlier build");
    expect(searchedChanges({ searched, before: searched.slice(1), changed: ["index.html"], indexExists: true })).toBe(
      "1 pages newly searched",
    );
    expect(searchedChanges({ searched: searched.slice(1), before: searched, changed: [], indexExists: true })).toBe("1 no longer searched");
    expect(searchedChanges({ searched, before: searched, changed: ["about/index.html"], indexExists: true })).toBe(
      "1 searched pages changed",
    );
  });
});

describe("the search page's Content-Security-Policy", () => {
  const policyOf = (html: string) =>
    parsePolicy(contentSecurityPolicy({ ...hashesFor([inlineSources(html)]), formAction: "mailto:x@example.com", forMeta: true }));

  it("lets Pagefind compile its WebAssembly, and the form open its web search, on a page with a search form only", () => {
    const search = policyOf('<form role="search" action="https://duckduckgo.com/" method="get" data-search="/"></form>');
    expect(search.get("script-src")).toContain("'wasm-unsafe-eval'");
    expect(search.get("connect-src")).toEqual(["'self'"]);
    expect(search.get("form-action")).toEqual(["mailto:", "https://duckduckgo.com"]);
    const other = policyOf('<form action="mailto:x@example.com" data-contact-form="none"></form>');
    expect(other.get("script-src")).not.toContain("'wasm-unsafe-eval'");
    expect(other.get("form-action")).toEqual(["mailto:"]);
  });
});
