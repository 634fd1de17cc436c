// Defined by gatsby-node.ts (onCreateWebpackConfig); undefined in unit tests.
declare const SEARCH_SCRIPT: string | undefined;
