// gatsby-transformer-yaml ships no types; this plugin only calls its onCreateNode.
declare module "gatsby-transformer-yaml/gatsby-node" {
  import type { GatsbyNode } from "gatsby";
  export const onCreateNode: NonNullable<GatsbyNode["onCreateNode"]>;
  export const shouldOnCreateNode: NonNullable<GatsbyNode["shouldOnCreateNode"]>;
}
