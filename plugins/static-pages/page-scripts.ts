/**
 * The little a production page carries instead of Gatsby's browser runtime (gatsby-ssr.tsx puts
 * it in every page's <head>; plugins/site-files hashes it into the Content-Security-Policy):
 *
 * - Speculation Rules: same-site links are prerendered when the visitor shows intent (hover or
 *   pointer-down, "moderate" eagerness), so following one feels instant without a client router.
 * - One small classic script that
 *   - loads a polyfill only in a browser that lacks a declarative control the mobile menu uses
 *     (`command`/`commandfor` on buttons, `closedby` on dialogs); where the platform has them
 *     it loads nothing;
 *   - closes a menu the back/forward cache restored open: a visitor who chose a link in the
 *     menu and comes back with Back sees the page, not the menu they left it with.
 *
 * Pure functions of their inputs: gatsby-ssr.tsx calls them for every page, the tests directly.
 */

/** What the page script needs to know of a polyfill (polyfills.ts lists them). */
export type PolyfillLoad = {
  /** A JavaScript expression that is true when the browser needs no polyfill. */
  supported: string;
  /** Where it is served, with the path prefix. */
  url: string;
  /** ES module (loaded with type="module") or classic script. */
  module: boolean;
};

/**
 * The page's one script: the polyfill loader and the back/forward-cache fix. Hand-written ES5
 * (about 500 bytes) so that it runs, and fails safe, in any browser that runs scripts at all.
 * Closing the restored dialog also finishes its slide-out transition, so it does not play on return.
 */
export function pageScript(polyfills: readonly PolyfillLoad[]): string {
  const loads = polyfills.map((p) => `${p.supported}||l(${JSON.stringify(p.url)}${p.module ? ",1" : ""});`).join("");
  return (
    '(function(d){function l(s,m){var e=d.createElement("script");e.src=s;if(m)e.type="module";d.head.appendChild(e)}' +
    loads +
    'addEventListener("pageshow",function(e){e.persisted&&d.querySelectorAll("dialog[open]").forEach(function(g){' +
    "g.close();g.getAnimations&&g.getAnimations().forEach(function(a){a.finish()})})})})(document)"
  );
}

/**
 * Prerender same-site links on hover or pointer-down: `sitePattern` is the site's URL pattern,
 * "/*" (or "/prefix/*" under a path prefix). Not the current page (a link to it reloads
 * it; a prerender of the page you are on would be thrown away), not links that open a new tab.
 * https://developer.chrome.com/docs/web-platform/prerender-pages
 */
export function speculationRules(sitePattern: string): string {
  return JSON.stringify({
    prerender: [
      {
        source: "document",
        where: {
          and: [{ href_matches: sitePattern }, { not: { selector_matches: '[aria-current="page"], [target="_blank"]' } }],
        },
        eagerness: "moderate",
      },
    ],
  });
}
