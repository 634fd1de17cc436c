// Defined by gatsby-node.ts (onCreateWebpackConfig); undefined in unit tests.
declare const CONTACT_FORM_SCRIPT: string | undefined;
