// What the check says: a problem names the file, line, entry and field, and its message says how to fix it.
import distance from "damerau-levenshtein";
import { iconAliases, iconNames } from "./icon-names";
import type { Anchors, PageAnchors } from "./publish";
import { LAYOUT_IDS } from "../lib/layout-ids";
import { PLACEHOLDER } from "../lib/markdown";

export type Problem = {
  /** As the editor knows it: "content/services.yaml". */
  file: string;
  line?: number;
  /** `#3 "Mobile App Development"`, `nav #2 "About"`. */
  entry?: string;
  /** With its groups: `hero > cta > to`. */
  field?: string;
  message: string;
};

/** `content/steps.yaml:5: entry #2 "Design": description: is missing. Add …` */
export function formatProblem(p: Problem): string {
  return `${p.line ? `${p.file}:${p.line}` : p.file}:${p.entry ? ` entry ${p.entry}:` : ""}${p.field ? ` ${p.field}:` : ""} ${p.message}`;
}

/** Edits between two names, case ignored; swapping two neighbouring letters is one. */
const editsBetween = (a: string, b: string) => distance(a.toLowerCase(), b.toLowerCase()).steps;

/** The known name an editor probably meant: close enough, or the only one starting with what was typed ("desc"). */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const [best] = [...known].sort((a, b) => editsBetween(key, a) - editsBetween(key, b));
  if (best !== undefined && editsBetween(key, best) <= Math.max(1, Math.floor(best.length / 3))) return best;
  const prefixed = key.length >= 3 ? known.filter((k) => k.toLowerCase().startsWith(key.toLowerCase())) : [];
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/** Up to `count` near names, nearest first; else the names containing what was typed ("cloud" → "cloud-upload"). */
export function nearestKeys(key: string, known: readonly string[], count = 3): string[] {
  const near = known
    .map((candidate) => ({ candidate, d: editsBetween(key, candidate) }))
    .filter(({ candidate, d }) => d <= Math.max(2, Math.floor(candidate.length / 3)))
    .sort((a, b) => a.d - b.d || a.candidate.localeCompare(b.candidate))
    .map(({ candidate }) => candidate);
  if (near.length > 0) return near.slice(0, count);
  return key.length >= 3 ? known.filter((k) => k.includes(key.toLowerCase())).slice(0, count) : [];
}

const orList = (names: readonly string[]) =>
  names.length > 1
    ? `${names
        .slice(0, -1)
        .map((n) => `"${n}"`)
        .join(", ")} or "${names.at(-1)}"`
    : `"${names[0]}"`;

/** Undefined for a Lucide name; Lucide's current name for an old one; else the nearest names. */
export function iconProblem(value: string): string | undefined {
  if (iconNames.includes(value)) return undefined;
  const renamed = iconAliases.get(value);
  if (renamed) return `"${value}" is an old name of this icon; write "${renamed}".`;
  const near = nearestKeys(value, iconNames);
  return `"${value}" is not the name of a Lucide icon.${near.length > 0 ? ` Did you mean ${orList(near)}?` : ""} Every icon and its name: https://lucide.dev/icons`;
}

/** In single quotes as the editor writes them, or double quotes around an apostrophe. */
export const quoted = (value: string) => (value.includes("'") ? `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"` : `'${value}'`);

/** "/about/#team" → "/about". */
export function routeOfLink(value: string): string {
  const path = value.split("#", 1)[0] ?? "/";
  return path === "" || path === "/" ? "/" : path.replace(/\/$/, "");
}

/** An internal link to an address no page has, or to a place its page does not have; undefined when both exist. */
export function missingRouteMessage(value: string, routes: readonly string[], anchors?: Anchors): string | undefined {
  if (!value.startsWith("/") || value.startsWith("//")) return undefined;
  const route = routeOfLink(value);
  if (!routes.includes(route)) {
    const guess = closestKey(route, routes);
    return (
      `"${value}" leads to ${route}, but no page of this site has that address: the page was deleted or its address changed.` +
      `${guess ? ` Did you mean ${guess}?` : ""} Link to one of the pages that exist (${routes.join(", ")}), or create the page again.`
    );
  }
  const fragment = value.includes("#") ? value.slice(value.indexOf("#") + 1) : "";
  return fragment ? missingAnchorMessage(value, route, fragment, anchors?.[route]) : undefined;
}

/** A #fragment no place of `route` has ("" for the same page). */
export function missingAnchorMessage(value: string, route: string, fragment: string, known: PageAnchors | undefined): string | undefined {
  if (!known || known.ids.includes(fragment)) return undefined;
  if (known.prefixes && !known.prefixes.some((prefix) => fragment.startsWith(prefix))) return undefined;
  // The layout's ids (main, the menu) are valid fragments, but no place to offer.
  const places = known.prefixes ? known.ids : known.ids.filter((id) => !LAYOUT_IDS.includes(id));
  const guess = closestKey(fragment, places) ?? nearestKeys(fragment, places, 1)[0];
  const where = route === "" ? "this page" : route;
  return (
    `"${value}" leads to #${fragment} on ${where}, but ${where} has no such place: the entry or heading was removed, or its name changed.` +
    `${guess ? ` Did you mean #${guess}?` : ""} ${places.length > 0 ? `The places on ${where}: ${places.map((id) => `#${id}`).join(", ")}.` : `${where} has no headings to link to.`}`
  );
}

/** Two entries with one id: the first keeps it (links to it keep working), this one gets its own. */
export function duplicateIdMessage(id: string, firstEntry: string, firstLine: number | undefined, suggestion: string, from = "title") {
  return (
    `"${id}" is also the id of entry ${firstEntry}${firstLine ? ` (line ${firstLine})` : ""}, and no two entries may share one. ` +
    `Give this entry its own: id: ${suggestion} (made from its ${from}), or delete this line and the site makes one. Entry ${firstEntry.replace(/ ".*$/, "")} keeps "${id}".`
  );
}

/** A text's `{{name}}`s against the ones the site fills in: one it does not know, or one `required` (all, or those named) left out. */
export function placeholderProblem(value: string, names: readonly string[], required: boolean | readonly string[]): string | undefined {
  const written = [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  const list = names.map((n) => `{{${n}}}`).join(" and ");
  const them = names.length === 1 ? "it" : "them";
  const unknown = written.find((name) => !names.includes(name));
  if (required === false)
    return unknown === undefined
      ? undefined
      : `"{{${unknown}}}" is not a value the site can fill in here. Use ${names.map((n) => `{{${n}}}`).join(" or ")}, or write the words themselves.`;
  const single = /(?<!\{)\{\s*([^{}]*?)\s*\}(?!\})/.exec(value);
  if (single)
    return `"${value}" holds {${single[1]}} with single curly brackets, which the site shows as written. It fills in ${list}: write ${them} with two brackets each side.`;
  if (unknown !== undefined)
    return `"${value}" holds {{${unknown}}}, which the site cannot fill in. It fills in ${list} only: write ${them} exactly so, with the double curly brackets.`;
  const missing = (required === true ? names : required).filter((name) => !written.includes(name));
  if (missing.length === 0) return undefined;
  const one = missing.length === 1;
  return `"${value}" has no ${missing.map((n) => `{{${n}}}`).join(" or ")}: write ${one ? "it" : "them"} where the site puts ${one ? "the value" : "the values"} (the field's description says what each is).`;
}
