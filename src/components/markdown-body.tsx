// Safe to set as HTML: src/lib/markdown.ts prints raw HTML in Markdown as text.
type MarkdownBodyProps = { html: string };

export function MarkdownBody({ html }: MarkdownBodyProps) {
  return (
    <div
      className="prose mt-10 prose-site max-w-none border-t border-line pt-8 prose-headings:scroll-mt-24 prose-a:decoration-2 prose-a:underline-offset-4 hover:prose-a:text-brand-strong prose-pre:border prose-pre:border-line"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
