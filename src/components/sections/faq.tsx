import { graphql } from "gatsby";
import { Icon } from "../icon";
import { SectionHeading } from "../section-heading";
import { absoluteUrl } from "../seo";
import { StructuredData } from "../structured-data";
import type { SectionProps } from "./section-frame";
import { useMarkdownHtml } from "../entry-body";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { toHref } from "../../lib/links";
import { placeholderValues, renderPortableMarkdown } from "../../lib/markdown";

/** Each question opens to its answer by HTML alone (<details>), so it works without script and with find-in-page. */
export function FaqSection({ section, headingId }: SectionProps<Queries.FaqSectionFragment>) {
  const html = useMarkdownHtml();
  return (
    <>
      <SectionHeading id={headingId} heading={section.heading} text={section.text} />
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-line border-y border-line">
        {section.items.map((item, index) => (
          <details key={`${index} ${item.question}`} className="group">
            {/* The native marker gives way to the chevron (Safari needs its own selector to hide it). */}
            <summary className="flex min-h-11 cursor-pointer list-none items-start justify-between gap-4 py-4 text-lg font-semibold hyphens-auto hover:text-brand-strong [&::-webkit-details-marker]:hidden">
              <span className="min-w-0">{item.question}</span>
              <Icon name="chevron-down" className="mt-1 shrink-0 text-brand group-open:rotate-180 motion-safe:transition-transform" />
            </summary>
            <div
              className="prose prose-site max-w-none pb-5 prose-a:decoration-2 prose-a:underline-offset-4 hover:prose-a:text-brand-strong"
              // Safe to set as HTML: src/lib/markdown.ts prints raw HTML in Markdown as text.
              dangerouslySetInnerHTML={{ __html: html(item.answer) }}
            />
          </details>
        ))}
      </div>
    </>
  );
}

type AnswerHtml = (markdown: string) => string;

/**
 * One FAQPage for all of a page's questions (Google reads one per page), each answer as HTML with absolute links:
 * https://developers.google.com/search/docs/appearance/structured-data/faqpage. Null without a question.
 */
export function faqStructuredData(sections: readonly Queries.FaqSectionFragment[], answerHtml: AnswerHtml) {
  const items = sections.flatMap((section) => section.items);
  if (items.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: answerHtml(item.answer).trim() },
    })),
  };
}

/** The FAQPage JSON-LD for a page's Head, with the answers as the page shows them (placeholders filled, its own links made absolute). */
export function FaqStructuredData({ sections }: { sections: readonly Queries.FaqSectionFragment[] }) {
  const settings = useSiteSettings();
  const values = placeholderValues(settings);
  const href = (to: string) => absoluteUrl(settings.siteUrl, toHref(settings.localize(to)));
  const data = faqStructuredData(sections, (markdown) => renderPortableMarkdown(markdown, { values, href }));
  return data ? <StructuredData data={data} /> : null;
}

export const query = graphql`
  fragment FaqSection on FaqSection {
    heading
    text
    items {
      question
      answer
    }
  }
`;
