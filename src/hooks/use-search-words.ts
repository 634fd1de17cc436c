import { graphql, useStaticQuery } from "gatsby";
import { usePageLanguage } from "./use-language";
import { useSiteSettings } from "./use-site-settings";

type SearchWords = Queries.SearchWordsQuery["allSearchPageYaml"]["nodes"][number];

/**
 * The page language's search words the header and every searched page need: the search page's address and link, and what
 * results call a page or an entry of each list (its words file's entry > kind, by the list's address). Undefined without a search page.
 */
export function useSearchWords(): (SearchWords & { route: string; kindOf: (list?: string) => string | undefined }) | undefined {
  const data = useStaticQuery<Queries.SearchWordsQuery>(graphql`
    query SearchWords {
      allSearchPageYaml {
        nodes {
          language
          address
          linkLabel
          pageKind
        }
      }
      allEntryList {
        nodes {
          language
          address
          entry {
            kind
          }
        }
      }
    }
  `);
  const { language } = useSiteSettings();
  const page = usePageLanguage();
  const code = page?.language ?? language.code;
  const words = data.allSearchPageYaml.nodes.find((node) => node.language === code);
  const lists = data.allEntryList.nodes.filter((node) => node.language === code);
  const kindOf = (list?: string) => (list === undefined ? words?.pageKind : lists.find((l) => l.address === list)?.entry.kind);
  return words ? { ...words, route: `/${words.address}`, kindOf } : undefined;
}
