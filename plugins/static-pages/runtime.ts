/**
 * Telling Gatsby's browser runtime apart from the page in what Gatsby's server renderer hands to
 * `onPreRenderHTML` (used by gatsby-ssr.tsx; a module of its own because a gatsby-ssr file may
 * export only Gatsby's APIs).
 */
import type { ReactElement, ReactNode } from "react";
import { cloneElement, isValidElement } from "react";

/** The React key of this plugin's own inline script, which is not the runtime. */
export const PAGE_SCRIPT_KEY = "static-pages-script";

/** True while `gatsby build` renders the HTML pages; false in `gatsby develop` (BUILD_STAGE "develop-html"). */
export function isProductionHtml(): boolean {
  return process.env.BUILD_STAGE === "build-html";
}

/**
 * Whether a head or body element is part of Gatsby's browser runtime: its script tags and
 * inline scripts (page path, chunk map, compilation hash), the `_gatsby-scripts` slice that holds
 * them in Gatsby 5, and preload or prefetch links for scripts and page data. The page's own head
 * elements (meta, links, JSON-LD, Speculation Rules, the inline CSS) are not.
 */
export function isRuntimeElement(node: ReactNode): boolean {
  if (!isValidElement(node)) return false;
  const props = node.props as Record<string, unknown>;
  if (props.sliceId === "_gatsby-scripts") return true;
  if (node.type === "script") {
    const type = typeof props.type === "string" ? props.type : "";
    return (type === "" || type === "module" || /javascript/i.test(type)) && node.key !== PAGE_SCRIPT_KEY;
  }
  if (node.type === "link") {
    const as = typeof props.as === "string" ? props.as : "";
    const href = typeof props.href === "string" ? props.href : "";
    return as === "script" || as === "fetch" || href.includes("/page-data/");
  }
  return false;
}

/**
 * The page's own head element without what only the runtime reads: Gatsby's inline site
 * stylesheet carries `data-href="/styles.<hash>.css"`, the file webpack's CSS loader in the browser
 * checks before it loads that stylesheet again. No page runs that loader and the build deletes the
 * file (plugins/site-files/unpublished.ts), so the attribute only names the stylesheet of the build
 * that last rendered the page. Gatsby 5 renders a page again when its data or its template's code
 * changes, not when the stylesheet alone does (a design token edit): such a page kept the previous
 * build's name, and a warm build's pages differed from a cold build's. The CSS itself is written
 * anew into every page, re-rendered or not, by plugins/page-css.
 */
export function withoutRuntimeAttributes(node: ReactNode): ReactNode {
  if (!isValidElement(node) || node.type !== "style") return node;
  const props = node.props as Record<string, unknown>;
  if (props["data-identity"] !== "gatsby-global-css" || props["data-href"] === undefined) return node;
  return cloneElement(node as ReactElement<Record<string, unknown>>, { "data-href": undefined });
}
