export type PolyfillLoad = {
  supported: string;
  url: string;
  module: boolean;
};

// Hand-written ES5 (about 500 bytes), so it runs, and fails safe, in any browser. It closes a menu the back/forward cache restored
// open, finishing its slide-out transition so it does not play on return.
export function pageScript(polyfills: readonly PolyfillLoad[]): string {
  const loads = polyfills.map((p) => `${p.supported}||l(${JSON.stringify(p.url)}${p.module ? ",1" : ""});`).join("");
  return (
    '(function(d){function l(s,m){var e=d.createElement("script");e.src=s;if(m)e.type="module";d.head.appendChild(e)}' +
    loads +
    'addEventListener("pageshow",function(e){e.persisted&&d.querySelectorAll("dialog[open]").forEach(function(g){' +
    "g.close();g.getAnimations&&g.getAnimations().forEach(function(a){a.finish()})})})})(document)"
  );
}

// Not the current page (its prerender would be thrown away) nor links that open a new tab.
// https://developer.chrome.com/docs/web-platform/prerender-pages
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
