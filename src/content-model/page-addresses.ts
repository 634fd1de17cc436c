// A created page's address beyond its form: the site's own addresses, another page's, and links to an old one. The check and the editor share these.
import { parseMarkdown } from "../lib/markdown";
import { routeOfLink } from "./problems";
import { contentFiles, entryFields, reservedAddresses, typedEntryName, type ContentFile, type Fields } from "./registry";

export function reservedAddressMessage(address: string): string | undefined {
  if (!Object.hasOwn(reservedAddresses, address)) return undefined;
  return `"${address}" is taken: /${address}/ is ${reservedAddresses[address]}. Choose another address for this page.`;
}

export function sharedAddressMessage(address: string, other: string): string {
  return `"${address}" is already the address of ${other}. Two pages cannot share an address: give this page another one.`;
}

export type KnownPage = { file: string; address: string; body?: string };

/** A file whose `address` gives a page its address: a list's words, the search page's, the people's. */
export const givesAddress = (spec: ContentFile) =>
  spec.root === "object" && spec.fields.address?.type === "string" && spec.fields.address.format === "address";

/** The pages those files give, from their content: a created page may not take their addresses either. */
export function addressedFiles(content: Readonly<Record<string, unknown>>, contentPath = "content"): KnownPage[] {
  return contentFiles.filter(givesAddress).flatMap((spec) => {
    const address = (content[spec.file] as { address?: unknown } | undefined)?.address;
    return typeof address === "string" && address !== "" ? [{ file: `${contentPath}/${spec.file}`, address }] : [];
  });
}

// The editor names a new page's file `<address>-1.md` when `<address>.md` is taken.
export function pageAddressProblem(file: string, address: string, pages: readonly KnownPage[], isNew = false): string | undefined {
  const reserved = reservedAddressMessage(address);
  if (reserved) return reserved;
  const name = file.slice(file.lastIndexOf("/") + 1);
  if (isNew && name !== `${address}.md` && /-\d+\.md$/.test(name))
    return sharedAddressMessage(address, file.replace(/[^/]*$/, `${address}.md`));
  const other = pages.find((page) => page.file !== file && page.address === address);
  return other ? sharedAddressMessage(address, other.file) : undefined;
}

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
      return value.flatMap((entry, i) =>
        linksIn(entryFields(field, entry) ?? {}, entry, route, [
          ...at,
          field.types ? typedEntryName(field, i, entry) : `${name} #${i + 1}`,
        ]),
      );
    }
    return [];
  });
}

function markdownLinksTo(body: string, route: string): boolean {
  return parseMarkdown(body).some((token) =>
    (token.children ?? []).some((child) => {
      if (child.type !== "link_open") return false;
      const href = String(child.attrGet("href") ?? "");
      return href.startsWith("/") && !href.startsWith("//") && routeOfLink(href) === route;
    }),
  );
}

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

export function renameProblem(from: string, to: string, links: readonly string[]): string | undefined {
  if (from === to || links.length === 0) return undefined;
  return (
    `the page is still linked at its address /${from} from ${links.join("; ")}. ` +
    `Change ${links.length === 1 ? "that link" : "those links"} to /${to} first, then the address (links from the footer made by footerList follow the page by themselves).`
  );
}
