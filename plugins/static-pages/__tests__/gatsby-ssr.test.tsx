/** @jest-environment node */
/**
 * plugins/static-pages' server rendering, called as Gatsby 5's static-entry.js calls it: in `gatsby build` a page keeps its
 * own elements, loses Gatsby's browser runtime and gets the page script and Speculation Rules; `gatsby develop` is untouched.
 */
import type { ReactNode } from "react";
import { isValidElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { onPreRenderHTML, onRenderBody } from "../gatsby-ssr";

type Globals = { STATIC_PAGES_POLYFILLS?: unknown };

/** What Gatsby puts in the head and at the end of the body of a built page. */
function gatsbyComponents() {
  const head: ReactNode[] = [
    <meta key="generator" name="generator" content="Gatsby 5.16.1" />,
    <style key="css" data-href="/styles.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: "body{color:red}" }} />,
    <title key="title">About</title>,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <script key="ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"@type":"Organization"}' }} />,
    <link key="preload" as="script" rel="preload" href="/app-0123456789abcdef0123.js" />,
    <link key="prefetch" as="script" rel="prefetch" href="/component---src-pages-about-tsx-0123456789abcdef0123.js" />,
    <link key="page-data" as="fetch" rel="preload" href="/page-data/about/page-data.json" crossOrigin="anonymous" />,
  ];
  const body: ReactNode[] = [
    <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/about/";' }} />,
    // Gatsby 5 puts its script tags into a slice, rendered by ServerSliceRenderer.
    <div key="slice" {...{ sliceId: "_gatsby-scripts" }} />,
    <script key="chunk-mapping" id="gatsby-chunk-mapping" dangerouslySetInnerHTML={{ __html: "window.___chunkMapping={};" }} />,
    <script key="/app.js" src="/app-0123456789abcdef0123.js" async />,
    <script key="/polyfill.js" src="/polyfill-0123456789abcdef0123.js" noModule />,
  ];
  return { head, body };
}

function runPreRender(head: ReactNode[], body: ReactNode[]) {
  const result = { head: undefined as ReactNode[] | undefined, body: undefined as ReactNode[] | undefined };
  onPreRenderHTML?.(
    {
      getHeadComponents: () => head,
      replaceHeadComponents: (nodes: ReactNode[]) => (result.head = nodes),
      getPreBodyComponents: () => [],
      replacePreBodyComponents: () => undefined,
      getPostBodyComponents: () => body,
      replacePostBodyComponents: (nodes: ReactNode[]) => (result.body = nodes),
      pathname: "/about/",
    } as unknown as Parameters<NonNullable<typeof onPreRenderHTML>>[0],
    { plugins: [] },
  );
  return result;
}

function runRenderBody() {
  const added: ReactNode[] = [];
  onRenderBody?.(
    {
      setHeadComponents: (nodes: ReactNode[]) => added.push(...nodes),
      setHtmlAttributes: () => undefined,
      pathname: "/about/",
    } as unknown as Parameters<NonNullable<typeof onRenderBody>>[0],
    { plugins: [] },
  );
  return added;
}

const markup = (nodes: ReactNode[]) => renderToStaticMarkup(<>{nodes}</>);

const stage = process.env.BUILD_STAGE;
afterEach(() => {
  process.env.BUILD_STAGE = stage;
  delete (globalThis as Globals).STATIC_PAGES_POLYFILLS;
});

describe("in `gatsby build`", () => {
  beforeEach(() => {
    process.env.BUILD_STAGE = "build-html";
    (globalThis as Globals).STATIC_PAGES_POLYFILLS = [
      { supported: '"command"in HTMLButtonElement.prototype', module: false, publicName: "invokers-polyfill-0123456789abcdef0123.js" },
    ];
  });

  it("drops Gatsby's runtime scripts, its script slice and its preloads, and keeps the page's own head", () => {
    const { head, body } = gatsbyComponents();
    const result = runPreRender(head, body);
    const html = markup([...(result.head ?? []), ...(result.body ?? [])]);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/pagePath|___chunkMapping|page-data|as="script"|as="fetch"/);
    expect(result.body).toEqual([]);
    expect(result.head?.map((n) => (isValidElement(n) ? n.key : null))).toEqual(["generator", "css", "title", "icon", "ld"]);
  });

  it("keeps the inline stylesheet but not the name of the stylesheet file it came from, which only the runtime reads", () => {
    const { head } = gatsbyComponents();
    const html = markup(runPreRender(head, []).head ?? []);
    expect(html).toContain('<style data-identity="gatsby-global-css">body{color:red}</style>');
    expect(html).not.toContain("data-href");
  });

  it("adds one inline script and the Speculation Rules to the head", () => {
    const html = markup(runRenderBody());
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => (m[1] ?? "").trim());
    expect(scripts).toEqual(["", 'type="speculationrules"']);
    expect(html).toContain('"/invokers-polyfill-0123456789abcdef0123.js"');
    // The page's own script survives the runtime filter.
    const { head } = runPreRender(runRenderBody(), []);
    expect(head).toHaveLength(2);
  });

  it("fails the build with a clear message when the polyfill names were not handed over", () => {
    delete (globalThis as Globals).STATIC_PAGES_POLYFILLS;
    expect(() => runRenderBody()).toThrow(/static-pages: the polyfill names are missing/);
  });
});

describe("in `gatsby develop`", () => {
  beforeEach(() => {
    process.env.BUILD_STAGE = "develop-html";
  });

  it("leaves Gatsby's runtime and the page's head alone", () => {
    const { head, body } = gatsbyComponents();
    const result = runPreRender(head, body);
    expect(result).toEqual({ head: undefined, body: undefined });
  });

  it("adds no script of its own", () => {
    expect(runRenderBody()).toEqual([]);
  });
});
