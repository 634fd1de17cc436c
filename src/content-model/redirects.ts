/**
 * The redirects editors keep in content/redirects.yaml: what the check refuses of them (a loop, a chain, an old
 * address a page has, a new one no page has), and the checked list the build gives the host.
 */
import { locate } from "./check-yaml";
import { dataOf, defaultContent, type ContentModel } from "./load";
import { missingRouteMessage, routeOfLink, type Problem } from "./problems";
import { pagesOf, type SitePlan } from "./publish";
import { findContentFile, formats, reservedAddresses, type ContentFile } from "./registry";

export type Redirect = { from: string; to: string; status: 301 | 302 };
type Written = { index: number; from: string; to?: string; kind?: unknown; gone: boolean };

const spec = findContentFile("redirects.yaml") as ContentFile;
const fromPattern = new RegExp(formats.path.pattern);
const toPattern = new RegExp(formats.target.pattern);

/** The default language's redirects whose old address is one; the others are the shape check's. */
function written(model: ContentModel): Written[] {
  const list = (dataOf(defaultContent(model), spec.file) as { redirects?: unknown } | undefined)?.redirects;
  return (Array.isArray(list) ? list : []).flatMap((entry: Record<string, unknown> | null, index): Written[] => {
    const { from, to, kind, gone } = entry ?? {};
    if (typeof from !== "string" || !fromPattern.test(from)) return [];
    return [{ index, from, to: typeof to === "string" ? to : undefined, kind, gone: gone === true }];
  });
}

/** The redirects the host serves, as written (each applies under every language's prefix too). */
export const redirectsOf = (model: ContentModel): Redirect[] =>
  written(model).flatMap(({ from, to, kind, gone }) =>
    gone || to === undefined ? [] : [{ from, to, status: kind === "temporary" ? 302 : 301 }],
  );

/** The old addresses confirmed gone: no redirect, and the deploy accepts that their pages disappeared. */
export const goneAddresses = (model: ContentModel): string[] => written(model).flatMap((r) => (r.gone ? [r.from] : []));

/** `/old/` and `/old` are one address. */
export const keyOf = (address: string) => (address === "/" || address.endsWith("*") ? address : address.replace(/\/+$/, ""));
/** Whether the old address `from` (a key) covers `route`: itself, or with /*, every address under it. */
export function covers(from: string, route: string): boolean {
  if (!from.endsWith("*")) return from === route;
  const under = from.slice(0, -1);
  return route.startsWith(under) || route === under.replace(/\/$/, "");
}

/** Where `r` sends `route`: its new address, with what its * matched for :splat. */
const onward = (r: Written, route: string) => r.to!.replace(":splat", route.slice(keyOf(r.from).length - 1));

export function redirectProblems(model: ContentModel, plan: SitePlan): Problem[] {
  const file = defaultContent(model)?.files.find((f) => f.spec === spec);
  if (!file) return [];
  const problems: Problem[] = [];
  const at = (r: Written, field: "from" | "to") => ({ file: file.display, ...locate(spec, file, ["redirects", r.index, field]) });
  const report = (r: Written, field: "from" | "to", message: string) => problems.push({ ...at(r, field), message });
  const named = (r: Written) => `redirect #${r.index + 1} (line ${at(r, "from").line})`;
  const published = new Set([...plan.languages.flatMap((l) => l.routes), ...pagesOf(plan).map((p) => keyOf(p.context.route))]);
  const publishedList = [...published];
  const redirects = written(model);
  const first = new Map<string, Written>();
  for (const r of redirects) {
    const key = keyOf(r.from);
    const twin = first.get(key);
    // An exact address is looked up; only a wildcard is matched against every page (1,500 redirects × 7,000 pages).
    const hidden = key.endsWith("*") ? publishedList.filter((route) => covers(key, route)) : published.has(key) ? [key] : [];
    const reserved = reservedAddresses[key.split("/")[1] ?? ""];
    if (twin)
      report(
        r,
        "from",
        `"${r.from}" is also the old address of ${named(twin)}${twin.from === r.from ? "" : ` ("${twin.from}": with or without the last /, it is one address)`}, and one address can lead to one place only. Keep one of the two and delete the other.`,
      );
    else if (hidden.length > 0)
      report(
        r,
        "from",
        key.endsWith("*")
          ? `"${r.from}" covers published pages (${hidden.slice(0, 3).join(", ")}${hidden.length > 3 ? " …" : ""}): a redirect and a page cannot share an address. Make the old address narrower, or take those pages down first.`
          : `"${r.from}" is the address of a published page: a redirect and a page cannot share an address. Delete this redirect, or take the page down first (delete it, or change its address).`,
      );
    else if (reserved)
      report(r, "from", `"${r.from}" is where the site keeps ${reserved}, which a redirect would hide. Delete this redirect.`);
    // A refused old address leads nowhere: a redirect to it is checked as a link.
    if (!twin && hidden.length === 0 && !reserved) first.set(key, r);
  }
  // An exact redirect is found by its key; the wildcards are tried in the file's order (the map's).
  const wildcards = [...first].flatMap(([key, r]) => (key.endsWith("*") ? [{ key, r }] : []));
  const next = (route: string) => first.get(route) ?? wildcards.find(({ key }) => covers(key, route))?.r;
  const internal = (r: Written) => r.to !== undefined && r.to.startsWith("/") && !r.to.includes(":splat");
  for (const r of redirects) {
    if (r.gone && r.to !== undefined)
      report(
        r,
        "to",
        `is written, but the old address is marked gone (gone: true), which leads nowhere. Delete this line, or the line "gone: true" to redirect it.`,
      );
    if (r.gone || r.to === undefined || !toPattern.test(r.to)) continue;
    if (r.to.includes(":splat") && !r.from.endsWith("*")) {
      report(
        r,
        "to",
        `"${r.to}" holds :splat, which stands for what a * at the end of the old address matched, but "${r.from}" has none. End the old address with /* or write the new address in full.`,
      );
      continue;
    }
    if (!internal(r)) continue;
    const path = [r];
    for (let on = next(routeOfLink(r.to!)); on && !path.includes(on); on = on.gone || !internal(on) ? undefined : next(routeOfLink(on.to!)))
      path.push(on);
    const last = path.at(-1)!;
    const loops = last !== r && internal(last) && next(routeOfLink(last.to!)) === r;
    if (path.length === 1 && next(routeOfLink(r.to!)) === r)
      report(
        r,
        "to",
        `"${r.to}" is the old address itself, so visitors would never arrive anywhere. Point it at the page that replaced it.`,
      );
    else if (loops)
      report(
        r,
        "to",
        `leads in a loop (${[...path, r].map((p) => p.from).join(" → ")}), so visitors would never arrive anywhere. Point it at the page that replaced it, and change the other redirects of the loop.`,
      );
    else if (path.length > 1)
      report(
        r,
        "to",
        last.gone
          ? `"${r.to}" is marked gone by ${named(path[1]!)}, so visitors would arrive nowhere. Point it at a page that exists, or mark this old address gone too.`
          : `"${r.to}" is itself redirected by ${named(path[1]!)}, so visitors would be sent on twice. Point it straight at ${onward(last, routeOfLink(path.at(-2)!.to!))}.`,
      );
    else
      for (const language of plan.languages) {
        const missing = missingRouteMessage(r.to!, language.routes, language.anchors);
        if (!missing) continue;
        report(r, "to", language.isDefault ? missing : `In ${language.language.name} (under /${language.language.code}/): ${missing}`);
        break;
      }
  }
  return problems;
}
