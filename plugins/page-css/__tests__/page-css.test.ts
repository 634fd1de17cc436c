/** @jest-environment node */
/**
 * A page keeps the rules its own markup can use, with every state (hover, focus, an open menu, the media queries)
 * of the elements it has, and nothing else of the page around them changes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPruner, pruneKey, prunePageCss, signatures, untouchedPages } from "../page-css";

const stylesheet = [
  "html{-webkit-text-size-adjust:100%}",
  "html:has(dialog[open]){overflow:hidden}",
  ":root{--color-brand:#146c3c}",
  "body{margin:0}",
  ".card{padding:1rem}",
  ".card:hover{color:red}",
  ":where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}",
  ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
  ".link:focus-visible{outline:2px solid}",
  ".panel:is([open],:popover-open,:open){translate:0}",
  "@media (min-width:64rem){.lg\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}}",
  "@media (min-width:64rem){.lg\\:grid-cols-4{grid-template-columns:repeat(4,minmax(0,1fr))}}",
  ".prose :where(p):not(:where(.not-prose *)){margin:1em 0}",
  ".unused{color:blue}",
  "@keyframes spin{to{rotate:1turn}}",
  "@keyframes fade{to{opacity:0}}",
  ".spinner{animation:spin 1s}",
].join("");

const page = (css: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<style data-href="/styles.0123456789abcdef0123.css" data-identity="gatsby-global-css">${css}</style>` +
  "<title>T</title></head><body><main>" +
  '<ul class="lg:grid-cols-3 space-y-2"><li class="card"><a class="link" href="/about/">About &amp; us</a></li></ul>' +
  '<dialog class="panel" closedby="any"><p>Menu</p></dialog><span class="spinner"></span>' +
  "</main></body></html>";

const styleOf = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

describe("prunePageCss", () => {
  const pruner = createPruner((message) => {
    throw new Error(`unexpected warning: ${message}`);
  });

  it("keeps the rules of the elements the page has, with their states and media queries, and drops the rest", async () => {
    const pruned = await prunePageCss(page(stylesheet), stylesheet, pruner);
    const css = styleOf(pruned?.html ?? "");
    for (const kept of [
      "html{-webkit-text-size-adjust:100%}",
      "html:has(dialog[open]){overflow:hidden}",
      ":root{--color-brand:#146c3c}",
      "body{margin:0}",
      ".card{padding:1rem}",
      ".card:hover{color:red}",
      ":where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}",
      ".link:focus-visible{outline:2px solid}",
      ".panel:is([open],:popover-open,:open){translate:0}",
      ".lg\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}",
      "@keyframes spin",
    ])
      expect(css).toContain(kept);
    for (const dropped of [".space-y-4", ".lg\\:grid-cols-4", ".prose", ".unused", "@keyframes fade"]) expect(css).not.toContain(dropped);
    expect(pruned?.bytesBefore).toBe(Buffer.byteLength(stylesheet));
    expect(pruned?.bytesAfter).toBe(Buffer.byteLength(css));
  });

  it("changes nothing but the stylesheet's text", async () => {
    const html = page(stylesheet);
    const pruned = (await prunePageCss(html, stylesheet, pruner))?.html ?? "";
    const [beforeStyle, afterStyle] = html.split(styleOf(html));
    expect(pruned.startsWith(beforeStyle ?? "-")).toBe(true);
    expect(pruned.endsWith(afterStyle ?? "-")).toBe(true);
    expect(pruned).toContain("About &amp; us");
  });

  it("cuts from the whole stylesheet it is given, not from what the page holds (a page a warm build did not render again)", async () => {
    const stale = page(".card{padding:2rem}");
    const css = styleOf((await prunePageCss(stale, stylesheet, pruner))?.html ?? "");
    expect(css).toContain(".card{padding:1rem}");
    expect(css).toContain("html:has(dialog[open])");
    expect(css).not.toContain("2rem");
  });

  it("leaves a page without the site's stylesheet alone", async () => {
    expect(await prunePageCss("<!DOCTYPE html><html><body><p>x</p></body></html>", stylesheet, pruner)).toBeNull();
  });
});

/**
 * A warm build cuts again only the pages something wrote to since it started, and only when the
 * build before finished cutting every page from the same stylesheet with the same code.
 */
describe("untouchedPages", () => {
  let dir: string;
  const file = (name: string) => path.join(dir, name);
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-css-"));
    for (const name of ["a.html", "b.html", "c.html"]) fs.writeFileSync(file(name), `<p>${name}</p>`);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("keeps the pages nothing wrote to, and cuts a rewritten one and a new one again", () => {
    const key = pruneKey(stylesheet);
    const atStart = signatures([file("a.html"), file("b.html"), file("c.html")]);
    // Gatsby rewrites b.html (the same length, as a one-letter edit would be) and adds d.html.
    const later = Date.now() / 1000 + 5;
    fs.writeFileSync(file("b.html"), "<p>B.html</p>");
    fs.utimesSync(file("b.html"), later, later);
    fs.writeFileSync(file("d.html"), "<p>d.html</p>");
    const now = signatures(["a.html", "b.html", "c.html", "d.html"].map(file));
    expect([...untouchedPages(atStart, now, key, key)].map((f) => path.basename(f)).sort()).toEqual(["a.html", "c.html"]);
  });

  it("cuts every page again after the stylesheet changed, or after a build that did not finish (no key)", () => {
    const files = ["a.html", "b.html"].map(file);
    const same = signatures(files);
    expect(untouchedPages(same, same, pruneKey(stylesheet), pruneKey(`${stylesheet}.new{color:red}`)).size).toBe(0);
    expect(untouchedPages(same, same, null, pruneKey(stylesheet)).size).toBe(0);
    expect(untouchedPages(same, same, pruneKey(stylesheet), pruneKey(stylesheet)).size).toBe(2);
  });
});
