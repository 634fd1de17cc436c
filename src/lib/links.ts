// The site is built with `trailingSlash: "always"`: internal links get the slash here and never cost
// a redirect on static hosts.

export function isInternal(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}

export function toHref(to: string): string {
  if (!isInternal(to)) return to;
  const [path = "/", fragment] = to.split("#", 2);
  // A file (the feed, rss.xml) keeps its name as it is.
  const withSlash = path.endsWith("/") || path.slice(path.lastIndexOf("/") + 1).includes(".") ? path : `${path}/`;
  return fragment === undefined ? withSlash : `${withSlash}#${fragment}`;
}

export function isCurrentPage(pathname: string, to: string): boolean {
  if (!isInternal(to)) return false;
  return toHref(pathname.split("#")[0] ?? "/") === toHref(to.split("#")[0] ?? "/");
}

export function opensNewTab(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

export function stripPrefix(pathname: string, prefix: string): string {
  if (prefix === "/" || prefix === "") return pathname;
  const base = prefix.endsWith("/") ? prefix : `${prefix}/`;
  if (pathname === base.slice(0, -1)) return "/";
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}
