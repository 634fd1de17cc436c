/**
 * What the site's components import from "gatsby", for the editor's previews (esbuild aliases
 * `gatsby` here when it bundles src/cms/). The previews run outside Gatsby: a link is a plain
 * anchor, page queries are inert, and the site settings are content/settings.yaml as it was when
 * the editor was built (links read the footer's words from it, such as "opens in a new tab").
 */
import type { AnchorHTMLAttributes } from "react";

declare const __CMS_CONTENT__: Record<string, unknown>;

export const graphql = (..._parts: unknown[]): undefined => undefined;

export const withPrefix = (path: string): string => path;

export function useStaticQuery<T>(): T {
  // The default language's settings (they list the languages). No created pages in the footer: the previews show no footer.
  const settings = __CMS_CONTENT__["settings.yaml"] as { languages?: { code: string }[] } | undefined;
  const language = settings?.languages?.[0]?.code;
  return {
    site: { siteMetadata: { siteUrl: "" } },
    allSettingsYaml: { nodes: [{ ...settings, language }] },
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
