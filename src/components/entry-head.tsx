import { EntryStructuredData } from "./entry-structured-data";
import { Seo } from "./seo";

type EntryHeadProps = {
  pageContext: unknown;
  pathname: string;
  /** Its schema.org type (BlogPosting, Article …). */
  type: string;
  entry: Pick<Queries.EntryPageFieldsFragment, "route" | "title" | "description" | "date" | "updated" | "cover">;
  tags?: readonly string[] | null;
  author?: string | null;
  about?: string | null;
};

export function EntryHead({ pageContext, pathname, type, entry, tags, author, about }: EntryHeadProps) {
  const { title, description, date, updated, cover } = entry;
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
    </Seo>
  );
}
