// Production pages without Gatsby's or React's browser runtime; `gatsby develop` keeps it for the live preview.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import { withPrefix, type GatsbySSR } from "gatsby";
import type { ReactNode } from "react";
import { pageScript, speculationRules } from "./page-scripts";
import { isProductionHtml, isRuntimeElement, PAGE_SCRIPT_KEY, withoutRuntimeAttributes } from "./runtime";

function polyfills(): readonly { supported: string; module: boolean; publicName: string }[] {
  if (typeof STATIC_PAGES_POLYFILLS === "undefined") {
    throw new Error("static-pages: the polyfill names are missing (gatsby-node.ts onCreateWebpackConfig defines them for build-html).");
  }
  return STATIC_PAGES_POLYFILLS;
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  if (!isProductionHtml()) return;
  const loads = polyfills().map((p) => ({ supported: p.supported, module: p.module, url: withPrefix(`/${p.publicName}`) }));
  setHeadComponents([
    <script key={PAGE_SCRIPT_KEY} dangerouslySetInnerHTML={{ __html: pageScript(loads) }} />,
    <script
      key="static-pages-speculation-rules"
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: speculationRules(withPrefix("/*")) }}
    />,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (!isProductionHtml()) return;
  const page = (nodes: ReactNode[]) => nodes.filter((node) => !isRuntimeElement(node)).map(withoutRuntimeAttributes);
  replaceHeadComponents(page(getHeadComponents() as ReactNode[]));
  replacePostBodyComponents(page(getPostBodyComponents() as ReactNode[]));
};
