/**
 * Declares the GraphQL types of every content file. They are generated from the declared
 * schema in src/content-model/schema.ts (the same one the build's content check uses), and
 * every type is @dontInfer, so Gatsby never guesses a type from the data.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createSchemaCustomization
 */
import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "./src/content-model/graphql-types";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};
