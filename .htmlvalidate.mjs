/**
 * html-validate (npm run test:html) for every built page: the `recommended` and `document`
 * presets. A rule is changed only where Gatsby or React writes the markup, or where the rule
 * cannot see what makes the markup right; each change says why. https://html-validate.org/rules/
 */
export default {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes every void element self-closed (<meta/>, <link/>, <input/>): check for one style, React's.
    "void-style": ["error", { style: "selfclose" }],
    // React writes a few attributes with its camelCase prop names (charSet, autoComplete, encType, srcSet); HTML ignores case.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // Gatsby's root element is <div id="___gatsby">: ids still must be unique and without spaces.
    "valid-id": ["error", { relaxed: true }],
    // Gatsby's focus wrapper and route announcer carry inline styles (hashed in the CSP); our components never do.
    "no-inline-style": "off",
    // React writes boolean and empty attributes as name="" (defer="", hidden=""), which is valid HTML.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // Only files from other origins need integrity hashes; the site's own scripts come from itself over HTTPS, pinned by the CSP.
    "require-sri": ["error", { target: "crossorigin" }],
    // Phone links get the whitespace-nowrap class (src/components/site-link.tsx) or the token utility (nowrap, src/styles/global.css) rather than non-breaking characters, which would end up in a copied number.
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap", "token"] }],
    // The menu dialog comes before the page's h1 in the document, and its title is an h2 (html-validate starts a dialog at the heading after the previous one); every page's h1 is checked by the browser tests.
    "heading-level": ["error", { minSectioningRootInitialRank: "h2" }],
    // The three navigations named "Main" (desktop bar, menu dialog, no-script fallback) are never displayed together, so assistive technology meets one at a time; CSS is what html-validate cannot see.
    "unique-landmark": "off",
  },
};
