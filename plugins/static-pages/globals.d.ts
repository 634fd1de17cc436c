/** Defined by gatsby-node.ts (onCreateWebpackConfig) in the server renderer of `gatsby build`. */
declare const STATIC_PAGES_POLYFILLS: readonly { supported: string; module: boolean; publicName: string }[] | undefined;
