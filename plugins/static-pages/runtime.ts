// Not in gatsby-ssr.tsx because a gatsby-ssr file may export only Gatsby's APIs.
import type { ReactElement, ReactNode } from "react";
import { cloneElement, isValidElement } from "react";

export const PAGE_SCRIPT_KEY = "static-pages-script";

export function isProductionHtml(): boolean {
  return process.env.BUILD_STAGE === "build-html";
}

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

// data-href names the stylesheet of the build that last rendered the page, and Gatsby does not re-render a page when only the CSS
// changes, so warm and cold builds differed. Only webpack's CSS loader reads it, and no page runs that.
export function withoutRuntimeAttributes(node: ReactNode): ReactNode {
  if (!isValidElement(node) || node.type !== "style") return node;
  const props = node.props as Record<string, unknown>;
  if (props["data-identity"] !== "gatsby-global-css" || props["data-href"] === undefined) return node;
  return cloneElement(node as ReactElement<Record<string, unknown>>, { "data-href": undefined });
}
