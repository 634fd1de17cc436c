// A plural text's forms (src/lib/plural.ts) in a page's query: `readingTime { ...PluralForms }`.
import { graphql } from "gatsby";

export const query = graphql`
  fragment PluralForms on PluralText {
    zero
    one
    two
    few
    many
    other
  }
`;
