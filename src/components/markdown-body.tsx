/**
 * The body of a page an editor created: its Markdown, already rendered to HTML at build time
 * (src/lib/markdown.ts refuses raw HTML, so nothing here can hold a script), set in
 * @tailwindcss/typography's `prose` in the site's colours (`prose-site` in global.css). Used by the
 * page template and by the editor's preview, so both show the same thing.
 */
type MarkdownBodyProps = { html: string };

export function MarkdownBody({ html }: MarkdownBodyProps) {
  return (
    <div
      className="prose mt-10 prose-site max-w-none border-t border-line pt-8 prose-headings:scroll-mt-24 prose-a:decoration-2 prose-a:underline-offset-4 hover:prose-a:text-brand-strong prose-pre:border prose-pre:border-line"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
