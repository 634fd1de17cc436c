/**
 * The redirects editors keep in content/redirects.yaml: what the check refuses of them (a loop, a chain, an old
 * address a page has, a new one no page has), and the checked list the build gives the host.
 */
import { locate } from "./check-yaml";
import { parentRedirects } from "./parents";
import { dataOf, defaultContent, lineOf, type ContentModel } from "./load";
import { missingRouteMessage, routeOfLink, type Problem } from "./problems";
import { pagesOf, type SitePlan } from "./publish";
import { findContentFile, formats, reservedAddresses, sitePages, type ContentFile, type EntryFolder } from "./registry";

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

/** A former address of a published page or entry (its formerAddresses), and where in which file it is written. */
type Moved = Redirect & { file: string; line?: number; entry?: string; own: string };

const textsOf = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : []);

function moved(model: ContentModel, plan: SitePlan): Moved[] {
  const language = plan.languages.find((l) => l.isDefault);
  const content = defaultContent(model);
  if (!language || !content) return [];
  const of = (folder: EntryFolder, name: string, data: Readonly<Record<string, unknown>>, base: string, route: string) => {
    const loaded = content.entries[folder.folder]?.find((e) => e.name === name);
    const former = Array.isArray(data.formerAddresses) ? data.formerAddresses : [];
    return former.flatMap((old, index): Moved[] =>
      typeof old === "string" && old !== ""
        ? [
            {
              from: `${base}/${old}/`,
              to: `${route}/`,
              status: 301,
              file: loaded?.display ?? name,
              line: loaded?.front && lineOf(loaded.front, ["formerAddresses", index]),
              own: `${route}/`,
            },
          ]
        : [],
    );
  };
  // A list file's entries with pages of their own (people): the file, line and entry come from the check's locator.
  const items = language.items.flatMap((item): Moved[] => {
    const file = content.files.find((f) => f.spec === item.spec);
    const list = dataOf(content, item.spec.file);
    const index = Array.isArray(list) ? list.findIndex((e: { id?: unknown } | null) => e?.id === item.id) : -1;
    const former = index < 0 ? [] : textsOf((list as Record<string, unknown>[])[index]?.formerAddresses);
    const base = item.route.slice(0, item.route.lastIndexOf("/"));
    return former.map((old, i) => {
      const at = file ? locate(item.spec, file, [index, "formerAddresses", i]) : {};
      return {
        from: `${base}/${old}/`,
        to: `${item.route}/`,
        status: 301,
        file: file?.display ?? item.spec.file,
        line: at.line,
        entry: at.entry,
        own: `${item.route}/`,
      };
    });
  });
  return [
    ...items,
    ...language.pages.flatMap((page) => of(sitePages, page.name, page as unknown as Record<string, unknown>, "", `/${page.address}`)),
    ...language.lists.flatMap((list) => list.entries.flatMap((entry) => of(list.folder, entry.name, entry.data, list.route, entry.route))),
  ];
}

/**
 * What the hosts serve: the redirects file's, each published page's and entry's former addresses, then the parent
 * addresses' (parents.ts) that none of those covers. An editor who redirects /team/ elsewhere (a team page of their own)
 * means it, so theirs wins; the check has nothing to refuse.
 */
export function hostRedirects(model: ContentModel, plan: SitePlan): Redirect[] {
  const written = [...redirectsOf(model), ...moved(model, plan).map(({ from, to, status }): Redirect => ({ from, to, status }))];
  const others = plan.languages.filter((l) => !l.isDefault).map((l) => l.language.code);
  // A redirect of the default language applies under each language's prefix too (plugins/site-files/redirects.ts).
  const unprefixed = (from: string) => {
    const code = others.find((c) => from.startsWith(`/${c}/`));
    return code ? from.slice(code.length + 1) : from;
  };
  const taken = (from: string) => written.some((r) => [from, unprefixed(from)].some((address) => covers(keyOf(r.from), keyOf(address))));
  return [...written, ...parentRedirects(plan).filter((r) => !taken(r.from))];
}

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
  const problems: Problem[] = [];
  const at = (r: Written, field: "from" | "to") => ({ file: file!.display, ...locate(spec, file!, ["redirects", r.index, field]) });
  const report = (r: Written, field: "from" | "to", message: string) => problems.push({ ...at(r, field), message });
  const named = (r: Written) => `redirect #${r.index + 1} (line ${at(r, "from").line})`;
  const underLanguages = plan.languages.flatMap((l) =>
    l.isDefault ? [] : l.routes.map((route) => `/${l.language.code}${route === "/" ? "" : route}`),
  );
  const published = new Set([
    ...plan.languages.flatMap((l) => l.routes),
    ...underLanguages,
    ...pagesOf(plan).map((p) => keyOf(p.context.route)),
  ]);
  const publishedList = [...published];
  const redirects = file ? written(model) : [];
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
    else {
      // An old address under another language's folder is that language's alone: a new address under the same folder
      // is checked in that language, any other in the default one.
      const own = plan.languages.find((l) => !l.isDefault && r.from.startsWith(`/${l.language.code}/`));
      const prefix = own ? `/${own.language.code}` : "";
      const inOwn = own !== undefined && (r.to === prefix || r.to!.startsWith(`${prefix}/`));
      const languages = own ? plan.languages.filter((l) => (inOwn ? l === own : l.isDefault)) : plan.languages;
      const to = inOwn ? r.to!.slice(prefix.length) || "/" : r.to!;
      for (const language of languages) {
        const missing = missingRouteMessage(to, language.routes, language.anchors);
        if (!missing) continue;
        report(r, "to", language.isDefault ? missing : `In ${language.language.name} (under /${language.language.code}/): ${missing}`);
        break;
      }
    }
  }
  problems.push(...movedProblems(model, plan, published, first, named));
  return problems;
}

// A former address leads to its page only if nothing else has it: a page, a line of the redirects file, another entry.
function movedProblems(
  model: ContentModel,
  plan: SitePlan,
  published: ReadonlySet<string>,
  written: ReadonlyMap<string, Written>,
  named: (r: Written) => string,
): Problem[] {
  const seen = new Map<string, Moved>();
  return moved(model, plan).flatMap((m): Problem[] => {
    const key = keyOf(m.from);
    const at = { file: m.file, line: m.line, entry: m.entry, field: "formerAddresses" };
    const redirect = written.get(key) ?? [...written.values()].find((r) => covers(keyOf(r.from), key));
    const twin = seen.get(key);
    const reserved = key.split("/").length === 2 ? reservedAddresses[key.slice(1)] : undefined;
    if (!twin) seen.set(key, m);
    const message =
      m.from === m.own
        ? `"${m.from}" is this page's address now, not a former one. Delete it from the former addresses.`
        : published.has(key)
          ? `"${m.from}" is the address of a published page: visitors there see that page, so this former address would never send anyone on. Delete it from the former addresses, or take that page down first.`
          : redirect
            ? `"${m.from}" is also the old address of ${named(redirect)} in content/redirects.yaml, and one address can lead to one place only. Delete it here or there.`
            : twin
              ? `"${m.from}" is also a former address of ${twin.file}, and one address can lead to one place only. Delete it from one of the two.`
              : reserved
                ? `"${m.from}" is where the site keeps ${reserved}, which a redirect would hide. Delete it from the former addresses.`
                : undefined;
    return message ? [{ ...at, message }] : [];
  });
}
