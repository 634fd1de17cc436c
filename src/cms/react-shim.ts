// `react` for the previews: Sveltia CMS rejects elements not made by its own React 19 (`__SVELTIA_CMS_REACT__`).
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
