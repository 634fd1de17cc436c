/**
 * Parent addresses: every address above a published page answers. A page shows the entries of a list file that have pages
 * of their own (people: /team/<id>/), so their folder (/team/) redirects to that section, and each entry's page links back to it.
 */
import { listedAt, type SitePlan } from "./publish";
import type { Redirect } from "./redirects";
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
