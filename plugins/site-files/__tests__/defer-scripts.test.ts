/** @jest-environment node */
import { deferScripts, deferredScriptSources } from "../defer-scripts";

const page =
  '<!DOCTYPE html><html><body><div id="___gatsby">hero</div><script id="gatsby-script-loader">window.pagePath="/";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>';

describe("deferScripts", () => {
  it("replaces Gatsby's script tags with one loader that adds the same files after the first paint", () => {
    const html = deferScripts(page);
    expect(html).not.toMatch(/<script src=/);
    expect(deferredScriptSources(html)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect(html).toMatch(/<script>requestAnimationFrame\(function\(\)\{setTimeout\(/);
    // The loader stands where the first tag stood: after Gatsby's inline page data, before </body>.
    expect(html.indexOf("gatsby-script-loader")).toBeLessThan(html.indexOf("requestAnimationFrame"));
    expect(html.indexOf("requestAnimationFrame")).toBeLessThan(html.indexOf("</body>"));
  });

  it("leaves a page without Gatsby scripts unchanged", () => {
    const plain = "<html><body><p>no scripts</p></body></html>";
    expect(deferScripts(plain)).toBe(plain);
    expect(deferredScriptSources(plain)).toEqual([]);
  });

  it("keeps path-prefixed sources", () => {
    const prefixed = page.replace(/src="\//g, 'src="/vireo/');
    expect(deferredScriptSources(deferScripts(prefixed))).toEqual([
      "/vireo/webpack-runtime-1.js",
      "/vireo/framework-2.js",
      "/vireo/app-3.js",
    ]);
  });
});
