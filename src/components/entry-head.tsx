import { EntryStructuredData } from "./entry-structured-data";
import { Seo } from "./seo";

type EntryHeadProps = {
  pageContext: unknown;
  pathname: string;
  type: "BlogPosting" | "Article";
  route: string;
  title: string;
  description: string;
  date: string;
  updated?: string | null;
  cover?: {
    readonly alt?: string | null;
    readonly card?: { readonly src: string; readonly width: number; readonly height: number } | null;
  } | null;
  tags?: readonly string[] | null;
  author?: string | null;
  about?: string | null;
};

export function EntryHead({
  pageContext,
  pathname,
  type,
  route,
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
        route={route}
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
