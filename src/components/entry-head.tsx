import { EntryStructuredData } from "./entry-structured-data";
import { Seo } from "./seo";
import { entryRoute } from "../lib/entries";

type EntryHeadProps = {
  /** Head's `pageContext` and `location.pathname`. */
  pageContext: unknown;
  pathname: string;
  /** schema.org's type: BlogPosting for an article, Article for a case study. */
  type: "BlogPosting" | "Article";
  /** The list's address (content) and the entry's own. */
  listAddress: string;
  address: string;
  title: string;
  description: string;
  /** The days it was published and last updated (YYYY-MM-DD). */
  date: string;
  updated?: string | null;
  /** Its cover, cropped by the build for link previews (`...ShareImage`). */
  cover?: {
    readonly alt?: string | null;
    readonly card?: { readonly src: string; readonly width: number; readonly height: number } | null;
  } | null;
  tags?: readonly string[] | null;
  author?: string | null;
  /** The client a case study is about. */
  about?: string | null;
};

/**
 * A dated entry's head: its title, description, canonical and alternates, its own link-preview
 * picture (its cover), the Open Graph `article` facts, and its JSON-LD beside the company's.
 */
export function EntryHead({
  pageContext,
  pathname,
  type,
  listAddress,
  address,
  title,
  description,
  date,
  updated,
  cover,
  tags,
  author,
  about,
}: EntryHeadProps) {
  return (
    <Seo
      pageContext={pageContext}
      title={title}
      description={description}
      pathname={pathname}
      image={cover}
      article={{ publishedTime: date, modifiedTime: updated, tags }}
    >
      <EntryStructuredData
        type={type}
        route={entryRoute(listAddress, address)}
        headline={title}
        description={description}
        published={date}
        updated={updated}
        author={author}
        image={cover?.card?.src}
        keywords={tags}
        about={about}
      />
    </Seo>
  );
}
