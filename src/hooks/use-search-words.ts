import { graphql, useStaticQuery } from "gatsby";
import { usePageLanguage } from "./use-language";
import { useSiteSettings } from "./use-site-settings";

type SearchWords = Queries.SearchWordsQuery["allSearchPageYaml"]["nodes"][number];

/** The page language's search words the header and every searched page need (its link, the kinds of page); undefined without a search page. */
export function useSearchWords(): (SearchWords & { route: string }) | undefined {
  const data = useStaticQuery<Queries.SearchWordsQuery>(graphql`
    query SearchWords {
      allSearchPageYaml {
        nodes {
          language
          address
          linkLabel
          kinds {
            page
            article
            caseStudy
          }
        }
      }
    }
  `);
  const { language } = useSiteSettings();
  const page = usePageLanguage();
  const words = data.allSearchPageYaml.nodes.find((node) => node.language === (page?.language ?? language.code));
  return words ? { ...words, route: `/${words.address}` } : undefined;
}
