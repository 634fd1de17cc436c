/**
 * What the site's components import from "gatsby", for the editor's previews (esbuild aliases
 * `gatsby` here when it bundles src/cms/). The previews run outside Gatsby: a link is a plain
 * anchor, page queries are inert, and the site settings are each language's settings.yaml as it was
 * when the editor was built (links read the footer's words from them, such as "opens in a new tab").
 */
import type { AnchorHTMLAttributes } from "react";
import { editorContent } from "./site-content";

export const graphql = (..._parts: unknown[]): undefined => undefined;

export const withPrefix = (path: string): string => path;

export function useStaticQuery<T>(): T {
  // Every language's settings, as the site's query has them (the default language's list the
  // languages); the preview's language picks its own (previews.tsx). No created pages in the
  // footer: the previews show no footer.
  const nodes = editorContent.languages.map(({ code }) => ({
    ...(editorContent.files[code]?.["settings.yaml"] as object),
    language: code,
  }));
  return {
    site: { siteMetadata: { siteUrl: "" } },
    allSettingsYaml: { nodes },
    allMarkdownPage: { nodes: [] },
  } as T;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
