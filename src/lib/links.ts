/**
 * How content links become hrefs. Content names routes as the spec does ("/about"); the site is
 * built with `trailingSlash: "always"`, so internal links get the slash here and never cost a
 * redirect on static hosts.
 */

/** True for a route of this site (starts with a single "/"), false for http(s):, mailto: and tel: links. */
export function isInternal(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}

/** "/about" → "/about/", "/contact#form" → "/contact/#form"; external links unchanged. */
export function toHref(to: string): string {
  if (!isInternal(to)) return to;
  const [path = "/", fragment] = to.split("#", 2);
  const withSlash = path.endsWith("/") ? path : `${path}/`;
  return fragment === undefined ? withSlash : `${withSlash}#${fragment}`;
}

/** True when a link to `to` points at the page whose pathname (without any path prefix) is `pathname`. */
export function isCurrentPage(pathname: string, to: string): boolean {
  if (!isInternal(to)) return false;
  return toHref(pathname.split("#")[0] ?? "/") === toHref(to.split("#")[0] ?? "/");
}

/** Links that leave the site open in a new tab; mail and phone links hand over to an app instead. */
export function opensNewTab(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

/** Removes a path prefix ("/repo/about/" → "/about/" for prefix "/repo/"); used to compare with content routes. */
export function stripPrefix(pathname: string, prefix: string): string {
  if (prefix === "/" || prefix === "") return pathname;
  const base = prefix.endsWith("/") ? prefix : `${prefix}/`;
  if (pathname === base.slice(0, -1)) return "/";
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}
