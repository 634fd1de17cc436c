/**
 * Checks one content file's YAML text against its declared schema (`schema.ts`) and returns
 * every problem at once, each with the file, line, entry and field an editor needs to fix it.
 *
 * Used by the build (the local `validate-content` plugin), by `npm run check:content` and by tests.
 * It works on the YAML syntax tree rather than on parsed values so that it can give line numbers,
 * see the difference between `42` and `"42"`, and see keys that GraphQL would silently drop.
 *
 * YAML syntax mistakes editors often make (a tab, a second ": " in a value, a value starting
 * with @, an unclosed quote, "-id" without a space) are reported with a plain-words fix, and then
 * repaired in memory the way the fix says, so the rest of the file is still checked and every
 * problem in it is reported in one go. Other syntax errors stop the check of that file.
 */
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode, type YAMLMap, type YAMLSeq } from "yaml";
import { withoutByteOrderMark } from "./text";
import { idFor } from "./ids";
import { iconAliases, iconNames } from "./icon-names";
import { countProblem } from "./ranges";
import { LAYOUT_IDS } from "../lib/layout-ids";
import { isLanguageCode, LANGUAGE_CODE_PATTERN } from "../lib/languages";
import { siteRoutes, type ContentFile, type Field, type Fields, type Range, type StringField } from "./schema";

export type Problem = {
  /** The file as the editor knows it, for example `content/services.yaml`. */
  file: string;
  line?: number;
  /** The list entry the problem is in, for example `#3 "Mobile App Development"` or `nav #2 "About"`. */
  entry?: string;
  /** The field, with the groups it is in, for example `subTitle` or `hero > cta > to`. */
  field?: string;
  /** What is wrong, and how to fix it. */
  message: string;
};

/** `content/steps.yaml:5: entry #2 "Design": description: is missing. Add a line …` (the file, line, entry and field an editor looks for). */
export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  const entry = p.entry ? ` entry ${p.entry}:` : "";
  const field = p.field ? ` ${p.field}:` : "";
  return `${where}:${entry}${field} ${p.message}`;
}

/** One path segment of a page address (the `address` format without its anchors). */
const addressPattern = "[a-z0-9]+(?:-[a-z0-9]+)*";

/**
 * The patterns of the string formats (see `StringFormat` in schema.ts), as JSON Schema `pattern`
 * strings. The JSON Schemas (`json-schema.ts`) use exactly these, so the editor's live check and
 * the build's check accept the same values.
 */
export const formatPatterns = {
  url: "^https?://[^\\s/$.?#][^\\s]*$",
  email: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
  tel: "^tel:\\+?[0-9][0-9-]{3,}$",
  id: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
  address: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
  date: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$",
  /** A language's code (BCP 47): a language, then a script and a region where they matter ("de", "pt-BR", "zh-Hant"). */
  language: LANGUAGE_CODE_PATTERN,
  /**
   * A site address (optionally with a trailing slash and/or a #fragment) or an http(s):, mailto: or
   * tel: URL. Which addresses exist (the built-in routes and the created pages) is checked apart,
   * against the content folder (`routes` in `validateContentSource`).
   */
  link:
    "^(?:" +
    [
      `/(?:${addressPattern}(?:/${addressPattern})*/?)?(?:#[A-Za-z][\\w-]*)?`,
      "https?://[^\\s/$.?#][^\\s]*",
      "mailto:[^\\s@?]+@[^\\s@?]+\\.[^\\s@?]+(?:\\?\\S*)?",
      "tel:\\+?[0-9][0-9-]{3,}",
    ].join("|") +
    ")$",
  /**
   * A page of this site by its address, as the browser editor's choice writes it ("/", "/about",
   * "/careers"): no trailing slash, no #fragment. Which pages exist is checked apart, as for links.
   */
  route: `^/(?:${addressPattern})?$`,
  /** Any text with at least one visible character. */
  text: "\\S",
  /** A service card's id (content/services.yaml): which ids exist is checked apart, against the content folder. */
  service: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
  /** A picture file under static/images/, by its address from the site root (SVG is refused: it can carry scripts). */
  image: "^/images/[^\\s?#]+\\.(?:[Jj][Pp][Ee]?[Gg]|[Pp][Nn][Gg]|[Ww][Ee][Bb][Pp]|[Aa][Vv][Ii][Ff])$",
} as const;

const patterns = {
  url: new RegExp(formatPatterns.url),
  email: new RegExp(formatPatterns.email),
  tel: new RegExp(formatPatterns.tel),
  id: new RegExp(formatPatterns.id),
  address: new RegExp(formatPatterns.address),
  date: new RegExp(formatPatterns.date),
  language: new RegExp(formatPatterns.language),
  link: new RegExp(formatPatterns.link),
  route: new RegExp(formatPatterns.route),
  service: new RegExp(formatPatterns.service),
  image: new RegExp(formatPatterns.image),
};

const routeList = siteRoutes.join(", ");

/**
 * What the check says about a value in the wrong format: the problem (written after the value in
 * quotes) and the fix. The browser editor at /admin/ shows the same words (`formatMessage`), so an
 * editor reads the same message there as in `npm run check:content` and the build's log.
 */
export const formatProblems = {
  link: {
    problem: "is neither a page of this site nor a full web address.",
    fix: `Use one of the site's routes (${routeList}, or a page you created, such as /privacy-policy) or an address starting with https://, http://, mailto: or tel:.`,
  },
  route: {
    problem: "is not the address of a page of this site.",
    fix: `Choose one of the site's pages (${routeList}, or a page you created, such as /careers): a / and the page's address, without the site's domain, a trailing slash or a #.`,
  },
  address: {
    problem: "is not a page address.",
    fix: "Use lowercase letters, digits and hyphens only, without slashes, for example privacy-policy (the page is then at /privacy-policy/).",
  },
  date: { problem: "is not a date.", fix: "Write it as year-month-day, for example 2026-11-20." },
  language: {
    problem: "is not a language code.",
    fix: "Write the code web browsers know the language by: two or three lowercase letters, and a region or script only where it matters, for example de, fr, ar or pt-BR.",
  },
  url: { problem: "is not a full web address.", fix: "Write it with https:// at the start, for example https://www.example.com/page." },
  email: { problem: "is not an e-mail address.", fix: "Write it like name@example.com (no mailto:, no spaces)." },
  tel: {
    problem: "is not a phone link.",
    fix: "Write it as tel: followed by the number without spaces or brackets: tel:+16465550142",
  },
  image: {
    problem: "is not a picture file the site can use.",
    fix: "Upload a JPEG, PNG, WebP or AVIF picture in the browser editor, or write the address of one in static/images/ from the site root, for example /images/uploads/team.jpg (SVG is not accepted).",
  },
  service: {
    problem: "is not the id of a service card.",
    fix: "Choose one of the services in content/services.yaml by its id (the browser editor lists them), for example web-development.",
  },
  id: {
    problem: "is not a valid id.",
    fix: "Use lowercase letters, digits and dashes only, for example web-development. Ids name entries for the site's code; do not change an existing one.",
  },
} as const;

/** The check's message for a value in the wrong format, without the value ("This is not an e-mail address. Write it like …"). */
export function formatMessage(format: keyof typeof formatProblems): string {
  return `This ${formatProblems[format].problem} ${formatProblems[format].fix}`;
}

/** The check's words for an empty required field (the browser editor says "This field is empty, …" too). */
export const emptyProblem = "is empty, but the site needs it.";

/** "What it is: the card's heading." (ends the messages about a missing or empty field). */
export const whatItIs = (field: Field) => `What it is: ${inSentence(field.description)}.`;

/** True for a site route (with or without a trailing slash or #fragment) or an http(s):, mailto: or tel: URL. */
export function isValidLink(value: string): boolean {
  return patterns.link.test(value);
}

/** Edit distance (a swap of two neighbouring letters counts as one edit; case is ignored). */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** The known key (or value) an editor probably meant by `key`, if one is close enough. */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(key, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best !== undefined && bestDistance <= Math.max(1, Math.floor(best.length / 3))) return best;
  // A shortened name, such as "desc" for "description".
  const prefixed = key.length >= 3 ? known.filter((k) => k.toLowerCase().startsWith(key.toLowerCase())) : [];
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/**
 * Up to `count` known names nearest to `key` by edit distance (closest first), each close enough
 * to be a likely slip; or else the names that contain `key` ("cloud" → "cloud-upload" …).
 */
export function nearestKeys(key: string, known: readonly string[], count = 3): string[] {
  const near = known
    .map((candidate) => ({ candidate, d: distance(key, candidate) }))
    .filter(({ candidate, d }) => d <= Math.max(2, Math.floor(candidate.length / 3)))
    .sort((a, b) => a.d - b.d || a.candidate.localeCompare(b.candidate))
    .map(({ candidate }) => candidate);
  if (near.length > 0) return near.slice(0, count);
  return key.length >= 3 ? known.filter((k) => k.includes(key.toLowerCase())).slice(0, count) : [];
}

/** "jpe?g" → "[Jj][Pp][Ee]?[Gg]": a pattern that ignores case without the `i` flag (the editor's patterns take no flags). */
const caseless = (pattern: string) => pattern.replace(/[a-z]/gi, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);

/**
 * An alt text that is a file name ("IMG_2041.jpg", "team-photo.png", "DSC01234"): a word ending in a
 * picture file's extension, or a camera's file-name prefix followed by a digit. One pattern for the
 * check (`looksLikeFileName`) and the browser editor (cms-config.ts refuses what it matches).
 */
export const fileNamePattern =
  `^\\s*(?:[^\\s]+\\.(?:${["jpe?g", "png", "webp", "avif", "gif", "svg", "heic", "tiff?"].map(caseless).join("|")})\\s*$` +
  `|(?:${["IMG", "DSC", "DCIM", "PXL", "Screenshot"].map(caseless).join("|")})[-_ ]?\\d)`;

const fileNameRegExp = new RegExp(fileNamePattern);

export function looksLikeFileName(value: string): boolean {
  return fileNameRegExp.test(value);
}

/** What the check and the editor say about an alt text that is a file name (after the value in quotes, or "This"). */
export const fileNameAlt = {
  problem: "looks like a file name, not a description.",
  fix: 'Write what the picture shows, for example "Our team at the Brooklyn office"',
} as const;

/** "a", "b" or "c" */
const orList = (names: readonly string[]) =>
  names.length > 1
    ? `${names
        .slice(0, -1)
        .map((n) => `"${n}"`)
        .join(", ")} or "${names.at(-1)}"`
    : `"${names[0]}"`;

/**
 * What the check says about an icon name that is not a Lucide icon's current name (undefined when
 * it is one): Lucide's current name for an old one, or the nearest names.
 */
export function iconProblem(value: string): string | undefined {
  if (iconNames.includes(value)) return undefined;
  const renamed = iconAliases.get(value);
  if (renamed) return `"${value}" is an old name of this icon; write "${renamed}".`;
  const near = nearestKeys(value, iconNames);
  const guess = near.length > 0 ? ` Did you mean ${orList(near)}?` : "";
  return `"${value}" is not the name of a Lucide icon.${guess} Every icon and its name: https://lucide.dev/icons`;
}

/**
 * How a value should be written in quotes: single quotes, as the browser editor writes them (and
 * Prettier keeps them, see .prettierrc.json), or double quotes when the value has an apostrophe.
 */
export function quoted(value: string): string {
  if (!value.includes("'")) return `'${value}'`;
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** "The step's name." → "the step's name" (to use a field's description inside a sentence). */
const inSentence = (description: string) => `${description.charAt(0).toLowerCase()}${description.slice(1)}`.replace(/\.$/, "");

const truncate = (s: string, max = 40) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

// ---------------------------------------------------------------------------------------------
// Checking the syntax tree against the schema
// ---------------------------------------------------------------------------------------------

/** Where a node sits: the list entry it is in, and the groups of fields inside that entry. */
type Location = { entry?: string; path: string[] };

type Context = {
  file: string;
  /** The text that was parsed (with syntax mistakes repaired; same lines as the file). */
  text: string;
  lineCounter: LineCounter;
  problems: Problem[];
  /** The entry and field that each line with a key (or a list item) belongs to. */
  lines: Map<number, { entry?: string; field?: string }>;
  /** True when the tree is a broken file's partial tree: only `lines` is used. */
  broken: boolean;
  /** The addresses internal links may lead to ("/", "/about", "/privacy-policy"); unchecked when undefined. */
  routes?: readonly string[];
  /** The #fragments the check knows on those pages (`Anchors`); unchecked when undefined. */
  anchors?: Anchors;
  /** The ids of the service cards (content/services.yaml) a `service` value may name; unchecked when undefined. */
  services?: readonly string[];
  /** Addresses a link may name besides `routes`, which the messages do not offer (`ValidationOptions.linkable`). */
  linkable?: readonly string[];
};

/**
 * The places on a page a link's #fragment may name, as far as content decides them: `ids`, and
 * with `prefixes`, only fragments that start with one of them are checked (the Services page's
 * `#service-…` and `#section-…`: its other ids are the layout's, which the check does not know).
 */
export type PageAnchors = { ids: readonly string[]; prefixes?: readonly string[] };
/** The known places of each page, by its route ("/services"). */
export type Anchors = Readonly<Record<string, PageAnchors>>;

const fieldName = (loc: Location, name: string) => [...loc.path, name].join(" > ");

function lineOf(ctx: Context, node: YamlNode | null | undefined): number | undefined {
  return node?.range ? ctx.lineCounter.linePos(node.range[0]).line : undefined;
}

function report(ctx: Context, node: YamlNode | null | undefined, loc: Location, field: string | undefined, message: string) {
  ctx.problems.push({ file: ctx.file, line: lineOf(ctx, node), entry: loc.entry, field, message });
}

function remember(ctx: Context, node: YamlNode | null | undefined, loc: Location, field: string) {
  const line = lineOf(ctx, node);
  if (line !== undefined && !ctx.lines.has(line)) ctx.lines.set(line, { entry: loc.entry, field });
}

/** The value as written in the file (for example `0042`, not 42). */
function written(ctx: Context, node: YamlNode): string {
  return node.range ? ctx.text.slice(node.range[0], node.range[1]).trim() : "";
}

function describeValue(ctx: Context, node: YamlNode | null | undefined): string {
  if (node == null) return "empty";
  if (isMap(node)) return "a group of fields";
  if (isSeq(node)) return "a list";
  if (isAlias(node)) return "a reference to another value";
  if (isScalar(node)) {
    const v = node.value;
    if (v === null) return "empty";
    if (typeof v === "number") return `the number ${written(ctx, node)}`;
    if (typeof v === "boolean") return `the yes/no value ${written(ctx, node)}`;
    if (typeof v === "string") return `the text "${v}"`;
    return `the value ${String(v)}`;
  }
  return "something else";
}

function expectedType(field: Field): string {
  switch (field.type) {
    case "string":
      return "text";
    case "integer":
      return "a whole number";
    case "boolean":
      return "true or false";
    case "stringList":
      return "a list of texts (lines starting with '- ')";
    case "object":
      return "a group of fields (indented lines under it)";
    case "objectList":
      return "a list of entries (each starting with '- ')";
  }
}

function labelOf(ctx: Context, map: YAMLMap, labelField: string | undefined): string | undefined {
  const keys = ctx.broken ? ["id"] : labelField ? [labelField, "id"] : ["title", "label", "text", "id"];
  for (const key of keys) {
    const value = map.get(key);
    if (typeof value === "string" && value.trim() !== "") return truncate(value.trim());
  }
  return undefined;
}

function entryName(ctx: Context, prefix: string, index: number, map: YAMLMap | null, labelField?: string): string {
  const label = map ? labelOf(ctx, map, labelField) : undefined;
  const position = `${prefix}#${index + 1}`;
  return label ? `${position} "${label}"` : position;
}

function checkCount(ctx: Context, node: YAMLSeq, range: Range, loc: Location, field: string | undefined) {
  const problem = countProblem(node.items.length, range);
  if (problem) report(ctx, node, loc, field, problem);
}

/** `title: Step one: research` that YAML read as a group: the text as the editor meant it. */
function oneLineMapText(ctx: Context, node: YamlNode): string | undefined {
  if (!isMap(node) || node.flow || node.items.length !== 1 || !node.range) return undefined;
  const start = ctx.lineCounter.linePos(node.range[0]).line;
  const end = ctx.lineCounter.linePos(Math.max(node.range[0], node.range[1] - 1)).line;
  return start === end ? written(ctx, node) : undefined;
}

/**
 * What is wrong with a text whose `{{name}}`s the site fills in (`template` in schema.ts): a name it
 * does not know, or one of `names` left out. Undefined when it holds every one.
 */
export function templateProblem(value: string, names: readonly string[]): string | undefined {
  const written = [...value.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]!);
  const list = names.map((n) => `{{${n}}}`).join(" and ");
  // {author} with one bracket each side: meant as a value, shown as written.
  const single = /(?<!\{)\{\s*([^{}]*?)\s*\}(?!\})/.exec(value);
  if (single)
    return `"${value}" holds {${single[1]}} with single curly brackets, which the site shows as written. It fills in ${list}: write ${names.length === 1 ? "it" : "them"} with two brackets each side.`;
  const unknown = written.find((name) => !names.includes(name));
  if (unknown !== undefined)
    return `"${value}" holds {{${unknown}}}, which the site cannot fill in. It fills in ${list} only: write ${names.length === 1 ? "it" : "them"} exactly so, with the double curly brackets.`;
  const missing = names.filter((name) => !written.includes(name));
  if (missing.length > 0)
    return `"${value}" has no ${missing.map((n) => `{{${n}}}`).join(" or ")}: write ${missing.length === 1 ? "it" : "them"} where the site puts ${missing.length === 1 ? "the value" : "the values"} (the field's description says what each is).`;
  return undefined;
}

function checkString(ctx: Context, field: StringField, node: YamlNode, loc: Location, name: string, asListItem: boolean) {
  const problem = (message: string) => report(ctx, node, loc, name, message);
  const rewrite = (value: string) => (asListItem ? `- ${quoted(value)}` : `${name.split(" > ").pop()}: ${quoted(value)}`);
  if (!isScalar(node) || (node.value !== null && typeof node.value !== "string")) {
    const asText = oneLineMapText(ctx, node);
    if (asText !== undefined) {
      problem(
        `must be text, but the ": " in it makes YAML read it as a field and its value. Put the whole text in quotes: ${rewrite(asText)}`,
      );
    } else if ((isMap(node) || isSeq(node)) && node.flow) {
      const shown = written(ctx, node);
      problem(
        `must be text, but it starts with "${shown.charAt(0)}", which YAML reads as the start of ${isMap(node) ? "a group" : "a list"}. Put the whole value in quotes: ${rewrite(shown)}`,
      );
    } else if (isAlias(node)) {
      const shown = written(ctx, node);
      problem(
        `must be text, but it starts with "*", which YAML reads as a reference to another value. Put the whole value in quotes: ${rewrite(shown)}`,
      );
    } else if (isScalar(node)) {
      problem(`must be text, but it is ${describeValue(ctx, node)}. Put it in quotes: ${rewrite(written(ctx, node))}`);
    } else {
      problem(
        `must be text, but it is ${describeValue(ctx, node)}. Write the text on the same line, after "${name.split(" > ").pop()}: ".`,
      );
    }
    return;
  }
  const value = typeof node.value === "string" ? node.value : "";
  // "Rated #1 agency" unquoted: YAML reads " #1 agency" as a comment and the site shows "Rated".
  if ((field.format ?? "text") === "text" && node.type === "PLAIN" && node.range) {
    const end = ctx.text.indexOf("\n", node.range[1]);
    const rest = ctx.text.slice(node.range[1], end === -1 ? undefined : end).trimEnd();
    if (/^[ \t]+#/.test(rest)) {
      problem(
        `the text after " #" is read as a comment and left out of the site. Put the whole value in quotes: ${rewrite(`${value}${rest}`)} (or, if it is a note for editors, move it to a line of its own).`,
      );
      return;
    }
  }
  // An optional field left empty is the same as one left out (the browser editor writes it that way).
  if (value.trim() === "") {
    if (!field.allowEmpty && !field.optional) problem(emptyMessage(field, name, asListItem));
    return;
  }
  if (field.placeholders) {
    const unknown = [...value.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)]
      .map((m) => m[1] ?? "")
      .filter((name) => !field.placeholders!.includes(name));
    if (unknown.length > 0) {
      problem(
        `"{{${unknown[0]}}}" is not a value the site can fill in here. Use ${field.placeholders.map((n) => `{{${n}}}`).join(" or ")}, or write the words themselves.`,
      );
      return;
    }
  }
  if (field.altText && looksLikeFileName(value)) {
    problem(`"${value}" ${fileNameAlt.problem} ${fileNameAlt.fix} (or leave it empty, "", if the picture is decorative).`);
    return;
  }
  if (field.template) {
    const message = templateProblem(value, field.template);
    if (message) problem(message);
    return;
  }
  if (field.format === "icon") {
    const message = iconProblem(value);
    if (message) problem(message);
    return;
  }
  if (field.enum && !field.enum.includes(value)) {
    const guess = closestKey(value, field.enum);
    problem(`"${value}" is not one of the allowed values (${field.enum.join(", ")}).${guess ? ` Did you mean "${guess}"?` : ""}`);
    return;
  }
  switch (field.format) {
    case "link":
      if (patterns.link.test(value)) {
        if (ctx.routes) checkRoute(ctx, value, problem);
      } else {
        const route =
          value.startsWith("/") || /^[a-z-]+\/?$/.test(value)
            ? closestKey(value.replace(/\/$/, "").replace(/^(?!\/)/, "/"), siteRoutes)
            : undefined;
        const hint = route ? ` Did you mean ${route}?` : /^www\./.test(value) ? ` Did you mean https://${value}?` : "";
        problem(`"${value}" ${formatProblems.link.problem}${hint} ${formatProblems.link.fix}`);
      }
      break;
    case "route":
      if (patterns.route.test(value)) {
        if (ctx.routes) checkRoute(ctx, value, problem);
      } else {
        const route = closestKey(routeOfLink(value.replace(/^(?!\/)/, "/")), ctx.routes ?? siteRoutes);
        problem(`"${value}" ${formatProblems.route.problem}${route ? ` Did you mean ${route}?` : ""} ${formatProblems.route.fix}`);
      }
      break;
    case "url":
      if (!patterns.url.test(value)) {
        const fixed =
          !/\s/.test(value) && !/^[a-z]+:/i.test(value) && /\./.test(value)
            ? `Write it with https:// at the start: https://${value.replace(/^\/+/, "")}`
            : formatProblems.url.fix;
        problem(`"${value}" ${formatProblems.url.problem} ${fixed}`);
      }
      break;
    case "email":
      if (!patterns.email.test(value)) problem(`"${value}" ${formatProblems.email.problem} ${formatProblems.email.fix}`);
      break;
    case "tel": {
      if (!patterns.tel.test(value)) {
        const digits = value.replace(/^tel:/, "").replace(/[^\d+]/g, "");
        const fix =
          digits.replace(/\D/g, "").length >= 4 ? formatProblems.tel.fix.replace(/tel:\S+$/, `tel:${digits}`) : formatProblems.tel.fix;
        problem(`"${value}" ${formatProblems.tel.problem} ${fix}`);
      }
      break;
    }
    case "image":
      if (!patterns.image.test(value)) problem(`"${value}" ${formatProblems.image.problem} ${formatProblems.image.fix}`);
      break;
    case "service":
      if (!patterns.service.test(value) || (ctx.services && !ctx.services.includes(value))) {
        const guess = ctx.services ? closestKey(value, ctx.services) : undefined;
        const known = ctx.services ? ` The service cards' ids: ${ctx.services.join(", ")}.` : "";
        problem(
          `"${value}" ${formatProblems.service.problem}${guess ? ` Did you mean ${guess}?` : ""}${known} ${formatProblems.service.fix}`,
        );
      }
      break;
    case "address":
      if (!patterns.address.test(value)) problem(`"${value}" ${formatProblems.address.problem} ${addressFix(value)}`);
      break;
    case "language":
      if (!isLanguageCode(value)) problem(`"${value}" ${formatProblems.language.problem} ${formatProblems.language.fix}`);
      break;
    case "date":
      if (!patterns.date.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
        problem(`"${value}" ${formatProblems.date.problem} ${formatProblems.date.fix}`);
      }
      break;
    case "id":
      if (!patterns.id.test(value)) {
        const slug = value
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "");
        const fix = slug
          ? formatProblems.id.fix.replace("web-development", slug)
          : formatProblems.id.fix.replace(", for example web-development", "");
        problem(`"${value}" ${formatProblems.id.problem} ${fix}`);
      }
      break;
    default:
      break;
  }
}

/** The address an editor probably meant ("/Careers Page" → careers-page), in the fix. */
function addressFix(value: string): string {
  const slug = value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug
    ? formatProblems.address.fix.replace(/, for example .*$/, `: ${slug} (the page is then at /${slug}/).`)
    : formatProblems.address.fix;
}

/** "/about/#team" → "/about" (how a link names a page, without the slash and fragment). */
export function routeOfLink(value: string): string {
  const path = value.split("#", 1)[0] ?? "/";
  return path === "" || path === "/" ? "/" : path.replace(/\/$/, "");
}

/**
 * The message for an internal link to an address no page has (the page was deleted, or its
 * address changed), or to a place on a page that it does not have (`anchors`: the entry or
 * heading was removed, or its id changed); undefined when both exist. `routes` are the built-in
 * routes and the created pages' addresses, as "/privacy-policy".
 */
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

/** The message for a #fragment that names no place `known` has on the page `route`, or undefined. */
export function missingAnchorMessage(value: string, route: string, fragment: string, known: PageAnchors | undefined): string | undefined {
  if (!known || known.ids.includes(fragment)) return undefined;
  if (known.prefixes && !known.prefixes.some((prefix) => fragment.startsWith(prefix))) return undefined;
  const places = known.prefixes ? known.ids : known.ids.filter((id) => !LAYOUT_ANCHORS.has(id));
  const guess = closestKey(fragment, places) ?? nearestKeys(fragment, places, 1)[0];
  const where = route === "" ? "this page" : route;
  return (
    `"${value}" leads to #${fragment} on ${where}, but ${where} has no such place: the entry or heading was removed, or its name changed.` +
    `${guess ? ` Did you mean #${guess}?` : ""} ${places.length > 0 ? `The places on ${where}: ${places.map((id) => `#${id}`).join(", ")}.` : `${where} has no headings to link to.`}`
  );
}

/** Ids of a created page's layout (the main content, the menu): valid fragments, not offered as places. */
const LAYOUT_ANCHORS = new Set(LAYOUT_IDS);

function checkRoute(ctx: Context, value: string, problem: (message: string) => void) {
  if (ctx.linkable?.includes(routeOfLink(value))) return;
  const message = missingRouteMessage(value, ctx.routes ?? [], ctx.anchors);
  if (message) problem(message);
}

function emptyMessage(field: Field, name: string, asListItem: boolean): string {
  const after = asListItem ? "- " : `${name.split(" > ").pop()}: `;
  const what = field.type === "string" ? "the text" : expectedType(field);
  return `${emptyProblem} Write ${what} after "${after}". ${whatItIs(field)}`;
}

function checkField(ctx: Context, field: Field, node: YamlNode | null, loc: Location, name: string, asListItem = false) {
  const problem = (message: string) => report(ctx, node, loc, name, message);
  if (node === null || (isScalar(node) && node.value === null)) {
    if (field.type === "string" && (field.allowEmpty || field.optional)) return;
    problem(emptyMessage(field, name, asListItem));
    return;
  }
  switch (field.type) {
    case "string":
      checkString(ctx, field, node, loc, name, asListItem);
      return;
    case "integer":
      if (!isScalar(node) || typeof node.value !== "number" || !Number.isInteger(node.value)) {
        problem(
          `must be a whole number, but it is ${describeValue(ctx, node)}. Write digits only, without quotes, for example ${name.split(" > ").pop()}: 2025`,
        );
      } else if (
        (field.minimum !== undefined && node.value < field.minimum) ||
        (field.maximum !== undefined && node.value > field.maximum)
      ) {
        problem(`${node.value} is out of range; use a number from ${field.minimum} to ${field.maximum}.`);
      }
      return;
    case "boolean":
      if (!isScalar(node) || typeof node.value !== "boolean") {
        problem(`must be true or false, but it is ${describeValue(ctx, node)}. Write true or false, without quotes.`);
      }
      return;
    case "stringList": {
      if (!isSeq(node)) {
        problem(`must be ${expectedType(field)}, but it is ${describeValue(ctx, node)}.`);
        return;
      }
      checkCount(ctx, node, field.range, loc, name);
      node.items.forEach((item, i) => {
        const itemName = `${name} #${i + 1}`;
        remember(ctx, item as YamlNode, loc, itemName);
        const itemField: StringField = { type: "string", format: field.format ?? "text", description: field.description };
        checkField(ctx, itemField, item as YamlNode | null, loc, itemName, true);
      });
      return;
    }
    case "object":
      if (!isMap(node)) {
        problem(`must be ${expectedType(field)}, but it is ${describeValue(ctx, node)}.`);
        return;
      }
      checkMap(ctx, field.fields, node, { entry: loc.entry, path: [...loc.path, name.split(" > ").pop()!] });
      return;
    case "objectList":
      if (!isSeq(node)) {
        problem(`must be ${expectedType(field)}, but it is ${describeValue(ctx, node)}.`);
        return;
      }
      checkCount(ctx, node, field.range, loc, name);
      checkEntries(ctx, field.fields, node, `${loc.entry ? `${loc.entry} > ` : ""}${name} `, undefined, field.range.noun[0]);
      return;
  }
}

function checkMap(ctx: Context, fields: Fields, map: YAMLMap, loc: Location) {
  const known = Object.keys(fields);
  const present = new Map<string, number | undefined>();
  for (const pair of map.items) {
    const keyNode = pair.key as YamlNode | null;
    if (isScalar(keyNode)) present.set(String(keyNode.value), present.get(String(keyNode.value)) ?? lineOf(ctx, keyNode));
  }
  const seen = new Set<string>();
  /** Missing fields that a misspelled key already points to (one message is enough). */
  const explained = new Set<string>();
  const where =
    loc.path.length > 0
      ? `under "${loc.path[loc.path.length - 1]}:"`
      : loc.entry
        ? "to this entry"
        : "at the top level of the file (not indented)";
  for (const pair of map.items) {
    const keyNode = pair.key as YamlNode | null;
    const key = isScalar(keyNode) ? String(keyNode.value) : keyNode ? written(ctx, keyNode) : "";
    const name = fieldName(loc, key);
    remember(ctx, keyNode, loc, name);
    if (seen.has(key)) {
      report(
        ctx,
        keyNode,
        loc,
        name,
        `appears twice here (first on line ${present.get(key)}). Keep one of the two lines and delete the other.`,
      );
      continue;
    }
    const field = fields[key];
    if (!field) {
      const guess = closestKey(key, known);
      let message: string;
      if (guess && present.has(guess)) {
        message = `is not a field the site knows, and "${guess}" is already here. Delete this line (or merge it into ${guess}).`;
      } else if (guess) {
        message = `is not a field the site knows. Did you mean "${guess}"? Rename "${key}" to "${guess}".`;
        explained.add(guess);
      } else {
        message = `is not a field the site knows, so its value would be ignored. The fields here are: ${known.join(", ")}. Rename it to one of these, or delete the line.`;
      }
      report(ctx, keyNode, loc, name, message);
      continue;
    }
    seen.add(key);
    const value = pair.value as YamlNode | null;
    // `themeColor: #eef7f0` unquoted: YAML reads everything from "#" as a comment, so the value is empty.
    if (field.type === "string" && !field.allowEmpty && keyNode?.range && (value === null || (isScalar(value) && value.value === null))) {
      const end = ctx.text.indexOf("\n", keyNode.range[1]);
      const rest = ctx.text.slice(keyNode.range[1], end === -1 ? undefined : end).trim();
      const comment = /^:\s*(#.*)$/.exec(rest)?.[1];
      if (comment) {
        report(
          ctx,
          keyNode,
          loc,
          name,
          `a value that starts with "#" is read as a comment, so the field is empty. Put the value in quotes: ${key}: ${quoted(comment)}`,
        );
        continue;
      }
    }
    checkField(ctx, field, value, loc, name);
  }
  for (const [name, field] of Object.entries(fields)) {
    if (seen.has(name) || field.optional || explained.has(name)) continue;
    const shape =
      field.type === "object"
        ? ", with its fields indented under it"
        : field.type === "objectList" || field.type === "stringList"
          ? ", with its entries indented under it"
          : "";
    report(
      ctx,
      map,
      loc,
      fieldName(loc, name),
      `is missing. Add a line "${name}: …" ${where}${shape}. What it is: ${inSentence(field.description)}.`,
    );
  }
}

function checkEntries(ctx: Context, fields: Fields, seq: YAMLSeq, prefix: string, labelField: string | undefined, noun: string) {
  const idField = fields.id?.type === "string" ? fields.id : undefined;
  /** The entries with an id, in order: where each id was first seen, and every id in the list (for suggestions). */
  const ids = new Map<string, { entry: string; line: number | undefined }>();
  const allIds = new Set<string>();
  for (const item of seq.items) {
    const id = isMap(item) ? item.get("id") : undefined;
    if (typeof id === "string" && id !== "") allIds.add(id);
  }
  seq.items.forEach((item, index) => {
    const node = item as YamlNode | null;
    const map = isMap(node) ? node : null;
    const entry = entryName(ctx, prefix, index, map, labelField);
    if (!map) {
      report(
        ctx,
        node,
        { entry, path: [] },
        undefined,
        `must be a group of fields (${Object.keys(fields).join(", ")}), each on its own line, but it is ${describeValue(ctx, node)}.`,
      );
      return;
    }
    checkMap(ctx, fields, map, { entry, path: [] });
    const id = map.get("id");
    if (!idField || typeof id !== "string" || id === "") return;
    const idNode = map.get("id", true) as YamlNode | undefined;
    const first = ids.get(id);
    if (!first) {
      ids.set(id, { entry, line: lineOf(ctx, idNode) });
      return;
    }
    const source = idField.derivedFrom ? map.get(idField.derivedFrom) : undefined;
    const suggestion = idFor(source, allIds, noun);
    allIds.add(suggestion);
    report(ctx, idNode, { entry, path: [] }, "id", duplicateIdMessage(id, first.entry, first.line, suggestion, idField.derivedFrom));
  });
}

/**
 * Two entries with the same id: names the other one, and how to fix it (the entry that had it first
 * keeps it, so links to it keep working; this one gets its own).
 */
export function duplicateIdMessage(
  id: string,
  firstEntry: string,
  firstLine: number | undefined,
  suggestion: string,
  from = "title",
): string {
  return (
    `"${id}" is also the id of entry ${firstEntry}${firstLine ? ` (line ${firstLine})` : ""}, and no two entries may share one. ` +
    `Give this entry its own: id: ${suggestion} (made from its ${from}), or delete this line and the site makes one. Entry ${firstEntry.replace(/ ".*$/, "")} keeps "${id}".`
  );
}

function checkRoot(ctx: Context, spec: ContentFile, root: YamlNode | null) {
  const none: Location = { path: [] };
  if (root === null || (isScalar(root) && root.value === null)) {
    ctx.problems.push({
      file: ctx.file,
      line: 1,
      message: "the file is empty. Restore its content from the previous version of the file.",
    });
    return;
  }
  if (spec.root === "list") {
    if (!isSeq(root)) {
      report(
        ctx,
        root,
        none,
        undefined,
        `must be a list of entries, each starting with "- " at the start of the line, but it is ${describeValue(ctx, root)}.`,
      );
      return;
    }
    checkCount(ctx, root, spec.range, none, undefined);
    checkEntries(ctx, spec.fields, root, "", spec.labelField, spec.range.noun[0]);
  } else if (!isMap(root)) {
    report(ctx, root, none, undefined, `must be a group of fields ("name: value" lines), but it is ${describeValue(ctx, root)}.`);
  } else {
    checkMap(ctx, spec.fields, root, none);
  }
}

// ---------------------------------------------------------------------------------------------
// YAML syntax mistakes
// ---------------------------------------------------------------------------------------------

/** A syntax problem, on the line the editor has to change. */
type SyntaxIssue = { line: number; message: string };

/** `  - title: value` → indent `  - `, key `title`, value `value` (a trailing comment stays in the value). */
const keyValueLine = /^(\s*(?:- +)?)([A-Za-z_][\w-]*):[ \t]+(\S.*?)\s*$/;
const listItemLine = /^(\s*- +)(\S.*?)\s*$/;
/** Characters a value may not start with unless it is in quotes. */
const reservedStart = /^[@`&%|>!?]/;

/** How the `key: value` on this line would have to be written, with the reason; undefined when quoting is not the fix. */
function quoteFix(lineText: string, errorMessage: string): { message: string; repaired: string } | undefined {
  const kv = keyValueLine.exec(lineText);
  const item = kv ? undefined : listItemLine.exec(lineText);
  const prefix = kv ? `${kv[1]}${kv[2]}: ` : item?.[1];
  const raw = kv ? kv[3] : item?.[2];
  if (prefix === undefined || raw === undefined) return undefined;
  const shown = (value: string) => `${prefix.trimStart()}${quoted(value)}`;
  const fix = (message: string, value: string) => ({ message, repaired: `${prefix}${quoted(value)}` });
  const first = raw.charAt(0);

  if (first === "'" && /Unexpected scalar at node end/.test(errorMessage)) {
    const inner = raw.slice(1).replace(/'$/, "");
    return fix(
      `an apostrophe inside a value in single quotes ('…') ends the value too early. Use double quotes instead: ${shown(inner)}`,
      inner,
    );
  }
  if (first === '"' && /Unexpected scalar at node end/.test(errorMessage)) {
    return fix(`the text goes on after the closing quote mark. Put the whole value in quotes: ${shown(raw)}`, raw);
  }
  if ((first === "[" || first === "{") && /Unexpected|Missing|Flow/.test(errorMessage)) {
    return fix(
      `the value starts with "${first}", which YAML reads as the start of ${first === "[" ? "a list" : "a group"}. Put the whole value in quotes: ${shown(raw)}`,
      raw,
    );
  }
  if (first === '"' || first === "'") return undefined;
  if (kv && (/: /.test(raw) || /:$/.test(raw))) {
    return fix(
      `the value contains ": ", which YAML reads as the start of another field. Put the whole value in quotes: ${shown(raw)}`,
      raw,
    );
  }
  if (reservedStart.test(raw) || (first === "*" && /alias|anchor/i.test(errorMessage))) {
    return fix(`a value cannot start with "${first}" unless it is in quotes. Put the whole value in quotes: ${shown(raw)}`, raw);
  }
  return undefined;
}

/** The line where the quoted value that never closes starts (YAML reports the end of the file). */
function unclosedQuoteLine(lines: string[], errorLine: number): number | undefined {
  for (let i = Math.min(errorLine, lines.length) - 1; i >= 0; i--) {
    const m = /^\s*(?:- +)?(?:[A-Za-z_][\w-]*:[ \t]+)?(["'])(.*)$/.exec(lines[i] ?? "");
    if (!m) continue;
    const [, q, rest = ""] = m;
    const closed = q === '"' ? /(^|[^\\])(\\\\)*"/.test(rest) : /'(?!')/.test(rest.replace(/''/g, ""));
    if (!closed) return i + 1;
  }
  return undefined;
}

/** Describes an unrepaired YAML error in words an editor can act on. */
function explainSyntaxError(code: string, message: string, line: number, lines: string[]): SyntaxIssue {
  const firstLine = message.split("\n")[0]?.replace(/ at line \d+, column \d+.*$/, "") ?? message;
  if (code === "BAD_INDENT") {
    return {
      line,
      message:
        "this line does not line up with the lines around it. Fields of the same group must start in the same column: indent it with the same number of spaces as the others.",
    };
  }
  if (code === "BLOCK_AS_IMPLICIT_KEY" || code === "MULTILINE_IMPLICIT_KEY") {
    // "heading: x" followed by a line indented further: the mistake is on the next line.
    const next = lines.findIndex((l, i) => i >= line && l.trim() !== "" && !l.trim().startsWith("#"));
    if (next >= 0) {
      return {
        line: next + 1,
        message:
          "this line is indented further than the line above it. Fields of the same group must start in the same column: use the same number of spaces for both lines.",
      };
    }
  }
  if (code === "MULTIPLE_DOCS") {
    return { line, message: 'a line with "---" splits the file in two; a content file must be one piece. Delete the "---" line.' };
  }
  return {
    line,
    message: `is not valid YAML (${firstLine}). Look for a missing quote mark, a ": " in a value that is not in quotes, or wrong indentation on this line or the one above.`,
  };
}

/**
 * Finds the syntax mistakes in `source`. Mistakes with a certain fix are reported with that fix
 * and repaired in the returned text (same lines), so the rest of the file can still be checked.
 */
function findSyntaxIssues(source: string): {
  text: string;
  issues: SyntaxIssue[];
  fatal: boolean;
  lineCounter: LineCounter;
  root: YamlNode | null;
} {
  const lines = source.split(/\r?\n/);
  const issues: SyntaxIssue[] = [];
  const parse = () => {
    const lineCounter = new LineCounter();
    const doc = parseDocument(lines.join("\n"), { lineCounter, prettyErrors: false, uniqueKeys: false });
    return { doc, lineCounter };
  };
  let { doc, lineCounter } = parse();

  // Tabs: YAML's own errors for a tab are confusing (often "Unexpected scalar…") and can hide
  // the lines after it; report every tab-indented line, and read the file with spaces instead.
  if (doc.errors.length > 0) {
    let changed = false;
    lines.forEach((text, i) => {
      const m = /^([ \t]*\t[ \t]*)(\S.*)$/.exec(text);
      if (!m) return;
      issues.push({
        line: i + 1,
        message:
          "this line is indented with a tab, but YAML only allows spaces. Replace the tab with spaces (two per level), lined up with the lines around it.",
      });
      lines[i] = `${m[1]!.replace(/\t/g, "  ")}${m[2]}`;
      changed = true;
    });
    if (changed) ({ doc, lineCounter } = parse());
  }

  // Quoting mistakes and "-id": fix the line and parse again, until nothing more can be fixed.
  for (let round = 0; round < 200 && doc.errors.length > 0; round++) {
    let changed = false;
    for (const error of doc.errors) {
      const line = lineCounter.linePos(error.pos[0]).line;
      if (error.code === "MISSING_CHAR" && /quote/i.test(error.message)) {
        const start = unclosedQuoteLine(lines, line);
        if (start !== undefined && !issues.some((i) => i.line === start)) {
          const text = lines[start - 1]!;
          const q = /^\s*(?:- +)?(?:[A-Za-z_][\w-]*:[ \t]+)?(["'])/.exec(text)![1]!;
          issues.push({
            line: start,
            message: `the quote mark (${q}) that starts this value is never closed. Add ${q} at the end of the value, or remove the one at the start.`,
          });
          lines[start - 1] = `${text.trimEnd()}${q}`;
          changed = true;
          break;
        }
        continue;
      }
      if (issues.some((i) => i.line === line)) continue;
      const text = lines[line - 1] ?? "";
      const dash = /^(\s*)-([^\s-].*)$/.exec(text);
      if (dash && error.code === "UNEXPECTED_TOKEN") {
        issues.push({ line, message: `a list entry starts with a dash and a space. Write "- ${dash[2]}".` });
        lines[line - 1] = `${dash[1]}- ${dash[2]}`;
        changed = true;
        break;
      }
      const fix = quoteFix(text, error.message);
      if (fix) {
        issues.push({ line, message: fix.message });
        lines[line - 1] = fix.repaired;
        changed = true;
        break;
      }
    }
    if (!changed) break;
    ({ doc, lineCounter } = parse());
  }

  // What is left cannot be repaired with confidence. YAML's later errors are mostly echoes of the
  // first one, so report that one, and say that the rest of the file was not checked.
  const fatal = doc.errors.length > 0;
  const error = doc.errors[0];
  if (error) {
    const issue = explainSyntaxError(error.code, error.message, lineCounter.linePos(error.pos[0]).line, lines);
    issue.message += " (The rest of the file is checked once YAML can read it.)";
    issues.push(issue);
  }
  return { text: lines.join("\n"), issues, fatal, lineCounter, root: doc.contents as YamlNode | null };
}

export type ValidationResult = { problems: Problem[]; data: unknown };

/**
 * Validates the YAML text of one declared content file.
 * `displayPath` is how messages name the file (for example `content/services.yaml`).
 */
export type ValidationOptions = {
  /**
   * The addresses that exist: the built-in routes and the created pages' ("/privacy-policy").
   * Given, every internal link must lead to one of them (validate-dir.ts passes them).
   */
  routes?: readonly string[];
  /** The places on those pages that #fragments may name (validate-dir.ts passes them, site-pages.ts makes them). */
  anchors?: Anchors;
  /** The service cards' ids a `service` value may name (the language's content/services.yaml). */
  services?: readonly string[];
  /**
   * Addresses a link may name besides `routes`, which a message about a link to a missing page does
   * not offer: the lists with no published entry yet, which the header's links may name (the site
   * leaves such a link out until the list has an entry).
   */
  linkable?: readonly string[];
};

export function validateContentSource(
  spec: ContentFile,
  written: string,
  displayPath: string,
  options: ValidationOptions = {},
): ValidationResult {
  // A leading byte-order mark is not content, and the YAML parser misreads a list after it (text.ts).
  const source = withoutByteOrderMark(written);
  const { text, issues, fatal, lineCounter, root } = findSyntaxIssues(source);
  const ctx: Context = {
    file: displayPath,
    text,
    lineCounter,
    problems: [],
    lines: new Map(),
    broken: fatal,
    routes: options.routes,
    anchors: options.anchors,
    services: options.services,
    linkable: options.linkable,
  };
  checkRoot(ctx, spec, root);

  const problems: Problem[] = issues.map((issue) => {
    const where = ctx.lines.get(issue.line);
    const key = where ? undefined : /^\s*(?:- +)?([A-Za-z_][\w-]*):/.exec(source.split(/\r?\n/)[issue.line - 1] ?? "")?.[1];
    return { file: displayPath, line: issue.line, entry: where?.entry, field: where?.field ?? key, message: issue.message };
  });
  // A broken file's partial tree is only used to name the entry and field of its syntax problems.
  if (!fatal) problems.push(...ctx.problems);
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  let data: unknown;
  if (problems.length === 0) {
    try {
      data = parseDocument(source).toJS();
    } catch (error) {
      problems.push({ file: displayPath, message: `could not be read: ${(error as Error).message}` });
    }
  }
  return { problems, data };
}
