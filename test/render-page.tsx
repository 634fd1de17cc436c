/**
 * Renders a page component, or its Head, with query data shaped from the real content files and
 * the context gatsby-node.ts gives the page (`pageContext`: the newest entries Home shows …).
 */
import type { ComponentType } from "react";
import { render } from "@testing-library/react";
import type { HeadProps, PageProps } from "gatsby";

export function renderPage<D>(Page: ComponentType<PageProps<D>>, data: D, pathname: string, pageContext: object = {}) {
  const props = { data, location: { pathname }, path: pathname, uri: pathname, params: {}, pageContext } as unknown as PageProps<D>;
  return render(<Page {...props} />);
}

export function renderHead<D>(Head: ComponentType<HeadProps<D>>, data: D, pathname: string, pageContext: object = {}) {
  const props = { data, location: { pathname }, params: {}, pageContext } as unknown as HeadProps<D>;
  return render(<Head {...props} />);
}
