import { graphql } from "gatsby";
import { useMarkdownHtml } from "../entry-body";
import { SectionHeading } from "../section-heading";
import type { SectionProps } from "./section-frame";

/** Markdown at reading width (the frame's narrow width), styled as a created page's text. */
export function TextSection({ section, headingId }: SectionProps<Queries.TextSectionFragment>) {
  // Under the section's own heading, the text's ## headings are one level below it.
  const html = useMarkdownHtml(section.pictures ?? [], section.heading ? 1 : 0)(section.body ?? "");
  return (
    <>
      {section.heading ? <SectionHeading id={headingId} heading={section.heading} align="start" /> : null}
      <div
        className={`prose prose-site max-w-none prose-headings:scroll-mt-24 prose-a:decoration-2 prose-a:underline-offset-4 hover:prose-a:text-brand-strong prose-pre:border prose-pre:border-line ${section.heading ? "mt-6" : ""}`}
        // Safe to set as HTML: src/lib/markdown.ts prints raw HTML in Markdown as text.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}

export const query = graphql`
  fragment TextSection on TextSection {
    heading
    body
    pictures {
      src
      picture {
        ...Picture
      }
    }
  }
`;
