// `react-dom/server` for the previews (esbuild aliases it here): React 18's renderer fails on Sveltia CMS's React 19 as soon as
// it loads. The previews have no picture renditions, the one thing the site's components render with it (sections/text.tsx).
export function renderToStaticMarkup(): string {
  throw new Error("The editor's previews render no picture renditions.");
}
