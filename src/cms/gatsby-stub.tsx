// "gatsby" for the editor's previews (esbuild aliases it here): plain links, inert queries, settings as built.
import type { AnchorHTMLAttributes } from "react";
import { editorContent } from "./site-content";

export const graphql = (..._parts: unknown[]): undefined => undefined;

export const withPrefix = (path: string): string => path;

export function useStaticQuery<T>(): T {
  // No created pages: the previews show no footer.
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
