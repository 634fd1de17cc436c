/**
 * The JSX runtime of the editor's previews (esbuild aliases `react/jsx-runtime` and `react` here
 * when it bundles src/cms/). Sveltia CMS renders preview templates with the React it bundles
 * (React 19) and exposes it as `globalThis.__SVELTIA_CMS_REACT__`; elements made by another copy
 * of React, such as the site's React 18, would be rejected. So the site's components, compiled
 * here, create their elements with the editor's React. The JSX runtime is provided, and the
 * context the site's components read their page's language from (src/hooks/use-language.tsx): the
 * components the previews use take props and call no other hooks.
 */
type ReactLike = {
  createElement: (type: unknown, props: unknown) => unknown;
  createContext: (value: unknown) => unknown;
  useContext: (context: unknown) => unknown;
};

function editorReact(): ReactLike {
  const react = (globalThis as { __SVELTIA_CMS_REACT__?: ReactLike }).__SVELTIA_CMS_REACT__;
  if (!react) throw new Error("The previews need Sveltia CMS's React: import @sveltia/cms before them.");
  return react;
}

/** React's Fragment is this well-known symbol in every version. */
export const Fragment = Symbol.for("react.fragment");

export function jsx(type: unknown, props: Record<string, unknown>, key?: unknown): unknown {
  return editorReact().createElement(type, key === undefined ? props : { ...props, key });
}

export const jsxs = jsx;

export const createContext = (value: unknown): unknown => editorReact().createContext(value);
export const useContext = (context: unknown): unknown => editorReact().useContext(context);
