/**
 * The rules for a created page's address that need more than its form (`address` in validate.ts):
 * the addresses the site keeps for itself (`reservedAddresses` in schema.ts), another page's, and
 * the links that still lead to a page's old address when it changes. In the check's words, shared
 * by the content check (site-pages.ts) and the browser editor, which refuses such a save
 * (src/cms/admin.tsx). Plain functions of the data: the editor's bundle uses them too.
 */
import { parseMarkdown } from "../lib/markdown";
import { contentFiles, reservedAddresses, type Fields } from "./schema";
import { routeOfLink } from "./validate";

/** The check's words for an address the site keeps for itself; undefined for any other. */
export function reservedAddressMessage(address: string): string | undefined {
  if (!Object.hasOwn(reservedAddresses, address)) return undefined;
  return `"${address}" is taken: /${address}/ is ${reservedAddresses[address]}. Choose another address for this page.`;
}

/** The check's words for an address that `other` (a page's file, as content/site-pages/careers.md) has already. */
export function sharedAddressMessage(address: string, other: string): string {
  return `"${address}" is already the address of ${other}. Two pages cannot share an address: give this page another one.`;
}

/** A created page as the editor knows it: its file (from the repository root) and address, and its text. */
export type KnownPage = { file: string; address: string; body?: string };

/**
 * Why the page in `file` may not be saved with `address` (undefined when it may): an address the
 * site keeps, or one another page in `pages` has. A new page's file is named after its address,
 * and the editor names it `<address>-1.md` when a page's file has that name already: then that
 * page has the address (or had it when it was created).
 */
export function pageAddressProblem(file: string, address: string, pages: readonly KnownPage[], isNew = false): string | undefined {
  const reserved = reservedAddressMessage(address);
  if (reserved) return reserved;
  const name = file.slice(file.lastIndexOf("/") + 1);
  if (isNew && name !== `${address}.md` && /-\d+\.md$/.test(name))
    return sharedAddressMessage(address, file.replace(/[^/]*$/, `${address}.md`));
  const other = pages.find((page) => page.file !== file && page.address === address);
  return other ? sharedAddressMessage(address, other.file) : undefined;
}

/** Where a link in a content file's data sits, as the check names fields ("nav #5 > to"). */
function linksIn(fields: Fields, data: unknown, route: string, at: string[] = []): string[] {
  if (!data || typeof data !== "object" || Array.isArray(data)) return [];
  return Object.entries(fields).flatMap(([name, field]) => {
    const value = (data as Record<string, unknown>)[name];
    const here = [...at, name];
    if (field.type === "string" && (field.format === "link" || field.format === "route")) {
      return typeof value === "string" && value.startsWith("/") && routeOfLink(value) === route ? [here.join(" > ")] : [];
    }
    if (field.type === "object") return linksIn(field.fields, value, route, here);
    if (field.type === "objectList" && Array.isArray(value)) {
      return value.flatMap((entry, i) => linksIn(field.fields, entry, route, [...at, `${name} #${i + 1}`]));
    }
    return [];
  });
}

/** True when the Markdown `body` has a link to `route` (with or without a slash or #fragment). */
function markdownLinksTo(body: string, route: string): boolean {
  return parseMarkdown(body).some((token) =>
    (token.children ?? []).some((child) => {
      if (child.type !== "link_open") return false;
      const href = String(child.attrGet("href") ?? "");
      return href.startsWith("/") && !href.startsWith("//") && routeOfLink(href) === route;
    }),
  );
}

/**
 * The links in content to `route` ("/careers"), as "content/settings.yaml: nav #5 > to" and
 * "content/site-pages/terms-of-use.md: the text": in the content files' data (`content`, by path in
 * content/) and in the pages' text. Footer links made by `footerList` are not among them: they
 * follow the page.
 */
export function linksTo(
  route: string,
  content: Readonly<Record<string, unknown>>,
  pages: readonly KnownPage[],
  contentPath = "content",
): string[] {
  const files = contentFiles.flatMap((spec) => {
    const data = content[spec.file];
    const places =
      spec.root === "list"
        ? (Array.isArray(data) ? data : []).flatMap((entry, i) => linksIn(spec.fields, entry, route, [`#${i + 1}`]))
        : linksIn(spec.fields, data, route);
    return places.map((place) => `${contentPath}/${spec.file}: ${place}`);
  });
  const texts = pages
    .filter((page) => page.body !== undefined && markdownLinksTo(page.body, route))
    .map((page) => `${page.file}: the text`);
  return [...files, ...texts];
}

/**
 * Why a page's address may not change from `from` to `to` (undefined when it may): content still
 * links to the old one, and would lead nowhere.
 */
export function renameProblem(from: string, to: string, links: readonly string[]): string | undefined {
  if (from === to || links.length === 0) return undefined;
  return (
    `the page is still linked at its address /${from} from ${links.join("; ")}. ` +
    `Change ${links.length === 1 ? "that link" : "those links"} to /${to} first, then the address (links from the footer made by footerList follow the page by themselves).`
  );
}
