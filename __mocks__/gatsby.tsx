/**
 * The one Gatsby mock for Jest: `Link` renders a plain anchor, `graphql` is inert and
 * `useStaticQuery` returns the site settings read from the real content file, so component
 * tests see what visitors see.
 * https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/#3-useful-mocks-to-complete-your-testing-environment
 */
import * as React from "react";
import { loadSettingsQuery } from "../test/content";

const gatsby = jest.requireActual("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, replace: _r, state: _st, onClick, ...rest },
  ref,
) {
  // Like Gatsby's Link: run the handler, then navigate client-side (here: record it) instead of loading a page.
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate(to);
  };
  // The children arrive through `rest`.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} href={to} onClick={handleClick} {...rest} />;
});

export const navigate = jest.fn();
export const graphql = jest.fn();
export const useStaticQuery = jest.fn(() => loadSettingsQuery());
export const withPrefix = jest.fn((path: string) => path);
export const Script = gatsby.Script;
