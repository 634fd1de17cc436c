/**
 * Parent addresses: every address above a published page answers. A page shows the entries of a list file that have pages
 * of their own (people: /team/<id>/), so their folder (/team/) redirects to that section, and each entry's page links back to it.
 */
import { listedAt, type SitePlan } from "./publish";
import { covers, keyOf, redirectsOf, type Redirect } from "./redirects";
import type { ContentModel } from "./load";
import { localizedRoute } from "../lib/languages";

const withSlash = (route: string) => (route.endsWith("/") ? route : `${route}/`);

/**
 * The redirects of the parent addresses no page has, in each language: the folder of a list file's entries' pages to where a
 * page lists them (301). Where no page shows them, to the Home page (302, temporary: the permanent one replaces it as soon as
 * a page shows them, and browsers would otherwise keep sending visitors Home); a folder that is a page itself is left alone.
 */
export function parentRedirects(plan: SitePlan): Redirect[] {
  const defaultCode = plan.languages[0]?.language.code ?? "";
  return plan.languages.flatMap((language) => {
    const at = (route: string) => localizedRoute(route, language.language.code, defaultCode);
    const folders = new Map<string, Redirect>();
    for (const item of language.items) {
      const folder = item.route.slice(0, item.route.lastIndexOf("/"));
      if (folder === "" || folders.has(folder) || language.routes.includes(folder)) continue;
      const place = listedAt(language.sections, item.spec);
      folders.set(
        folder,
        place
          ? { from: at(withSlash(folder)), to: `${at(withSlash(place.route))}#${place.anchor}`, status: 301 }
          : { from: at(withSlash(folder)), to: at("/"), status: 302 },
      );
    }
    return [...folders.values()];
  });
}

/**
 * What the hosts serve: the editors' redirects, then the parent addresses' that none of them covers. An editor who redirects
 * /team/ elsewhere (a team page of their own) means it, so theirs wins; the check has nothing to refuse.
 */
export function hostRedirects(model: ContentModel, plan: SitePlan): Redirect[] {
  const written = redirectsOf(model);
  const others = plan.languages.filter((l) => !l.isDefault).map((l) => l.language.code);
  // An editor's redirect applies under each language's prefix too (plugins/site-files/redirects.ts).
  const unprefixed = (from: string) => {
    const code = others.find((c) => from.startsWith(`/${c}/`));
    return code ? from.slice(code.length + 1) : from;
  };
  const taken = (from: string) =>
    written.some((r) =>
      [from, unprefixed(from)].some((address) => covers(keyOf(r.from), keyOf(address)) || keyOf(r.from) === keyOf(address)),
    );
  return [...written, ...parentRedirects(plan).filter((r) => !taken(r.from))];
}
