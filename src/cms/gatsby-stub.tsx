/**
 * What the site's components import from "gatsby", for the editor's previews (esbuild aliases
 * `gatsby` here when it bundles src/cms/). The previews run outside Gatsby: a link is a plain
 * anchor, page queries are inert, and the site settings are the ones in content/settings.yaml
 * when the editor was built (the footer's words that links read, such as "opens in a new tab").
 */
import type { AnchorHTMLAttributes } from "react";

declare const __CMS_SITE_SETTINGS__: unknown;

export const graphql = (..._parts: unknown[]): undefined => undefined;

export const withPrefix = (path: string): string => path;

export function useStaticQuery<T>(): T {
  return { site: { siteMetadata: { siteUrl: "" } }, settingsYaml: __CMS_SITE_SETTINGS__ } as T;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
