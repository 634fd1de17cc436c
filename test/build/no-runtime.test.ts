/**
 * The built pages carry no Gatsby or React runtime: no script files, no preloads for them, none
 * of Gatsby's inline runtime scripts (page path, chunk map, compilation hash) and no reference to
 * page data. What a page runs is its one small inline script (the menu's polyfill loader and
 * back/forward-cache fix, plugins/static-pages), and the polyfills it names are in public/ under
 * the names it asks for. (Unit tests show `gatsby develop` keeps its runtime:
 * plugins/static-pages/__tests__/gatsby-ssr.test.tsx.)
 */
import fs from "node:fs";
import path from "node:path";
import { builtHtmlFiles, publicDir, readPublic } from "./support/site";
import { POLYFILLS } from "../../plugins/static-pages/polyfills";

const files = builtHtmlFiles();

/** Every <script> of a page: its attributes and its inline text. */
function scripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: (m[1] ?? "").trim(), body: m[2] ?? "" }));
}

it("has pages to check", () => {
  expect(files).toEqual(
    expect.arrayContaining(["index.html", "about/index.html", "services/index.html", "contact/index.html", "404.html"]),
  );
});

describe.each(files)("%s", (file) => {
  const html = readPublic(file);

  it("loads no script file and preloads none", () => {
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<link[^>]*\bas="(?:script|fetch)"/i);
    expect(html).not.toMatch(/rel="modulepreload"/i);
  });

  it("holds none of Gatsby's runtime code or data references", () => {
    for (const marker of [
      "window.pagePath",
      "___chunkMapping",
      "___webpackCompilationHash",
      "gatsby-script-loader",
      "page-data",
      "app-data",
      "slice-start",
    ]) {
      expect({ marker, found: html.includes(marker) }).toEqual({ marker, found: false });
    }
  });

  // The Contact page also has the contact form's own inline script (src/scripts/contact-form.js), the search page its own.
  const hasForm = html.includes("data-contact-form=") || html.includes("data-search=");

  it("runs only the page script (and on Contact the form's script); the rest are Speculation Rules and JSON-LD data", () => {
    const types = scripts(html).map((s) => /\btype="([^"]*)"/.exec(s.attributes)?.[1] ?? "classic script");
    const classic = hasForm ? ["classic script", "classic script"] : ["classic script"];
    expect(types.sort()).toEqual(["application/ld+json", ...classic, "speculationrules"]);
    if (hasForm) {
      const formScript = scripts(html).find((s) => s.attributes === "" && /form\[data-(?:contact-form|search)\]/.test(s.body))?.body ?? "";
      expect(Buffer.byteLength(formScript)).toBeGreaterThan(0);
      // The search page's carries the site's plural helper (src/lib/plural.ts) and shows ten results at a time: 2.6 kB, 1.3 kB gzipped.
      expect(Buffer.byteLength(formScript)).toBeLessThan(html.includes("data-search=") ? 3000 : 1500);
    }
    const pageScript = scripts(html).find((s) => s.attributes === "")?.body ?? "";
    expect(pageScript).toMatch(/^\(function\(d\)\{/);
    expect(Buffer.byteLength(pageScript)).toBeLessThan(1000);
  });
});

it("has the polyfills the page script names, as copies of the npm files", () => {
  const pageScript = scripts(readPublic("index.html")).find((s) => s.attributes === "")?.body ?? "";
  const named = [...pageScript.matchAll(/l\("\/([^"]+\.js)"/g)].map((m) => m[1] as string);
  expect(named).toHaveLength(POLYFILLS.length);
  POLYFILLS.forEach((polyfill, i) => {
    const name = named[i] as string;
    expect(name).toMatch(new RegExp(`^${polyfill.packageName}-[0-9a-f]{20}\\.js$`));
    const source = fs.readFileSync(path.join(process.cwd(), "node_modules", polyfill.packageName, polyfill.file));
    expect(fs.readFileSync(path.join(publicDir, name)).equals(source)).toBe(true);
  });
});
