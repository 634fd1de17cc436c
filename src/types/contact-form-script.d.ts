/**
 * The contact form's script (src/scripts/contact-form.js, minified), defined by gatsby-node.ts
 * (onCreateWebpackConfig) for the renderers; undefined in unit tests, where the form renders without it.
 */
declare const CONTACT_FORM_SCRIPT: string | undefined;
