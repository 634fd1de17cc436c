import type { ComponentProps, ReactNode } from "react";
import type { HeadProps } from "gatsby";
import { EntryStructuredData } from "./entry-structured-data";
import { Seo } from "./seo";

type EntryHeadProps = {
  page: Pick<HeadProps, "location" | "pageContext">;
  /** Its schema.org type (BlogPosting, Article …). */
  type: string;
  entry: Pick<Queries.EntryPageFieldsFragment, "route" | "title" | "description" | "date" | "updated" | "cover">;
  tags?: readonly string[] | null;
  author?: ComponentProps<typeof EntryStructuredData>["author"];
  about?: string | null;
  /** Structured data of the entry's own type (a JobPosting) instead of an article's. */
  structured?: ReactNode;
};

export function EntryHead({ page, type, entry, tags, author, about, structured }: EntryHeadProps) {
  const { title, description, date, updated, cover } = entry;
  return (
    <Seo
      pageContext={page.pageContext}
      title={title}
      description={description}
      pathname={page.location.pathname}
      image={cover}
      article={{ publishedTime: date, modifiedTime: updated, tags }}
    >
      {structured ?? (
        <EntryStructuredData
          type={type}
          route={entry.route}
          headline={title}
          description={description}
          published={date}
          updated={updated}
          author={author}
          image={cover?.card?.src}
          keywords={tags}
          about={about}
        />
      )}
    </Seo>
  );
}
