/**
 * Checks one content file's YAML text against its declared schema (`schema.ts`) and returns
 * every problem at once, each with the file, line, entry and field an editor needs to fix it.
 *
 * Used by the build (the local `validate-content` plugin), by `npm run check:content` and by tests.
 * It works on the YAML syntax tree rather than on parsed values so that it can give line numbers,
 * see the difference between `42` and `"42"`, and see keys that GraphQL would silently drop.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode, type YAMLMap } from "yaml";
import { siteRoutes, type ContentFile, type Field, type Fields } from "./schema";

export type Problem = {
  /** The file as the editor knows it, for example `content/services.yaml`. */
  file: string;
  line?: number;
  /** The entry the problem is in, for example `#3 "Mobile App Development"` or `footer`. */
  entry?: string;
  /** The field, for example `subTitle`. */
  field?: string;
  /** What is wrong, and how to fix it. */
  message: string;
};

/** `content/services.yaml:12: entry #3 "Web Development": subTitle: is missing; add …` */
export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  const entry = p.entry ? ` entry ${p.entry}:` : "";
  const field = p.field ? ` ${p.field}:` : "";
  return `${where}:${entry}${field} ${p.message}`;
}

const routeList = siteRoutes.join(", ");
const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const urlPattern = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const telPattern = /^tel:\+?[0-9][0-9-]{3,}$/;

/** True for a site route (with or without a trailing slash or #fragment) or an http(s):, mailto: or tel: URL. */
export function isValidLink(value: string): boolean {
  if (urlPattern.test(value) || telPattern.test(value)) return true;
  if (value.startsWith("mailto:")) return emailPattern.test(value.slice("mailto:".length).split("?")[0] ?? "");
  const [path = "", fragment] = value.split("#", 2);
  if (fragment !== undefined && !/^[A-Za-z][\w-]*$/.test(fragment)) return false;
  const normalized = path.length > 1 ? path.replace(/\/$/, "") : path;
  return (siteRoutes as readonly string[]).includes(normalized);
}

/** Edit distance, to suggest the known key an editor probably meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

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
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

function describeValue(node: YamlNode | null | undefined): string {
  if (node == null) return "empty";
  if (isMap(node)) return "a group of fields";
  if (isSeq(node)) return "a list";
  if (isScalar(node)) {
    const v = node.value;
    if (v === null) return "empty";
    if (typeof v === "number") return `the number ${String(v)}`;
    if (typeof v === "boolean") return `the yes/no value ${String(v)}`;
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
    case "stringList":
      return "a list of texts (lines starting with '- ')";
    case "object":
      return "a group of fields (indented lines under it)";
    case "objectList":
      return "a list of entries (each starting with '- ')";
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

type Context = { file: string; lineOf: (node: YamlNode | null | undefined) => number | undefined; problems: Problem[] };

function labelOf(map: YAMLMap, labelField: string | undefined): string | undefined {
  for (const key of labelField ? [labelField, "id"] : ["title", "label", "text", "id"]) {
    const value = map.get(key);
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
}

function entryName(prefix: string, index: number, map: YAMLMap | null, labelField?: string): string {
  const label = map ? labelOf(map, labelField) : undefined;
  const position = `${prefix}#${index + 1}`;
  return label ? `${position} "${label}"` : position;
}

function checkCount(
  ctx: Context,
  node: YamlNode,
  count: number | undefined,
  minItems: number | undefined,
  length: number,
  where: { entry?: string; field?: string },
  what: string,
) {
  if (count !== undefined && length !== count) {
    const fix =
      length < count
        ? `add ${plural(count - length, "entry")} back`
        : `remove ${plural(length - count, "entry")}`;
    ctx.problems.push({
      file: ctx.file,
      line: ctx.lineOf(node),
      ...where,
      message: `has ${plural(length, "entry")} but the site needs exactly ${count} ${what} (the page layout is designed for ${count}); ${fix}.`,
    });
  } else if (minItems !== undefined && length < minItems) {
    ctx.problems.push({
      file: ctx.file,
      line: ctx.lineOf(node),
      ...where,
      message: `needs at least ${plural(minItems, "entry")}; add one as a line starting with '- '.`,
    });
  }
}

function checkString(ctx: Context, field: Extract<Field, { type: "string" }>, node: YamlNode, entry: string | undefined, name: string) {
  const problem = (message: string) => ctx.problems.push({ file: ctx.file, line: ctx.lineOf(node), entry, field: name, message });
  if (!isScalar(node) || (node.value !== null && typeof node.value !== "string")) {
    const shown = isScalar(node) ? String(node.value) : "…";
    problem(
      `must be text, but it is ${describeValue(node)}. ` +
        (isScalar(node) ? `Put the value in quotes: ${name}: "${shown}".` : `Write it on the same line as ${name}:.`),
    );
    return;
  }
  const value = typeof node.value === "string" ? node.value : "";
  if (value.trim() === "") {
    if (!field.allowEmpty) problem(`is empty. Write the text after "${name}: ", or restore the previous text.`);
    return;
  }
  if (field.enum && !field.enum.includes(value)) {
    const guess = closestKey(value, field.enum);
    problem(`"${value}" is not one of the allowed values (${field.enum.join(", ")})${guess ? `. Did you mean "${guess}"?` : "."}`);
    return;
  }
  switch (field.format) {
    case "link":
      if (!isValidLink(value))
        problem(
          `"${value}" is neither a page of this site nor a full link. Use one of the site's routes (${routeList}) or an address starting with https://, http://, mailto: or tel:.`,
        );
      break;
    case "url":
      if (!urlPattern.test(value)) problem(`"${value}" is not a full web address. Write it with https:// at the start, for example https://www.example.com/page.`);
      break;
    case "email":
      if (!emailPattern.test(value)) problem(`"${value}" is not an e-mail address. Write it like name@example.com.`);
      break;
    case "tel":
      if (!telPattern.test(value)) problem(`"${value}" is not a phone link. Write it as tel: followed by the digits, for example tel:+16465550142.`);
      break;
    case "id":
      if (!idPattern.test(value)) problem(`"${value}" is not a valid id. Use lowercase letters, digits and dashes, for example web-development.`);
      break;
    default:
      break;
  }
}

function checkField(ctx: Context, field: Field, node: YamlNode | null, entry: string | undefined, name: string) {
  const problem = (message: string) => ctx.problems.push({ file: ctx.file, line: ctx.lineOf(node), entry, field: name, message });
  if (node === null || (isScalar(node) && node.value === null)) {
    if (field.type === "string" && field.allowEmpty) return;
    problem(`is empty. Write ${expectedType(field)} after "${name}:".`);
    return;
  }
  switch (field.type) {
    case "string":
      checkString(ctx, field, node, entry, name);
      return;
    case "integer":
      if (!isScalar(node) || typeof node.value !== "number" || !Number.isInteger(node.value)) {
        problem(`must be a whole number, but it is ${describeValue(node)}. Write digits only, without quotes, for example ${name}: 2025.`);
      } else if ((field.minimum !== undefined && node.value < field.minimum) || (field.maximum !== undefined && node.value > field.maximum)) {
        problem(`${node.value} is out of range; use a number from ${field.minimum} to ${field.maximum}.`);
      }
      return;
    case "stringList": {
      if (!isSeq(node)) {
        problem(`must be ${expectedType(field)}, but it is ${describeValue(node)}.`);
        return;
      }
      checkCount(ctx, node, field.count, field.minItems, node.items.length, { entry, field: name }, "entries");
      node.items.forEach((item, i) => {
        checkField(ctx, { type: "string", format: "text", description: field.description }, item as YamlNode, entry, `${name}[${i + 1}]`);
      });
      return;
    }
    case "object":
      if (!isMap(node)) {
        problem(`must be ${expectedType(field)}, but it is ${describeValue(node)}.`);
        return;
      }
      checkMap(ctx, field.fields, node, entry ? `${entry} > ${name}` : name);
      return;
    case "objectList":
      if (!isSeq(node)) {
        problem(`must be ${expectedType(field)}, but it is ${describeValue(node)}.`);
        return;
      }
      checkCount(ctx, node, field.count, field.minItems, node.items.length, { entry, field: name }, "entries");
      checkEntries(ctx, field.fields, node.items as YamlNode[], entry ? `${entry} > ${name} ` : `${name} `, undefined);
      return;
  }
}

function checkMap(ctx: Context, fields: Fields, map: YAMLMap, entry: string | undefined) {
  const known = Object.keys(fields);
  const seen = new Set<string>();
  for (const pair of map.items) {
    const keyNode = pair.key as YamlNode | null;
    const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
    const field = fields[key];
    if (!field) {
      const guess = closestKey(key, known);
      ctx.problems.push({
        file: ctx.file,
        line: ctx.lineOf(keyNode),
        entry,
        field: key,
        message: guess
          ? `unknown field. Did you mean "${guess}"? Rename it to ${guess}.`
          : `unknown field; it would be ignored. Known fields here: ${known.join(", ")}.`,
      });
      continue;
    }
    seen.add(key);
    checkField(ctx, field, pair.value as YamlNode | null, entry, key);
  }
  for (const [name, field] of Object.entries(fields)) {
    if (!seen.has(name) && !field.optional) {
      ctx.problems.push({
        file: ctx.file,
        line: ctx.lineOf(map),
        entry,
        field: name,
        message: `is missing. Add a line "${name}: …" here (${field.description.charAt(0).toLowerCase()}${field.description.slice(1)}).`,
      });
    }
  }
}

function checkEntries(ctx: Context, fields: Fields, items: YamlNode[], prefix: string, labelField: string | undefined) {
  const ids = new Map<string, { index: number; line: number | undefined }>();
  items.forEach((item, index) => {
    const map = isMap(item) ? item : null;
    const entry = entryName(prefix, index, map, labelField);
    if (!map) {
      ctx.problems.push({
        file: ctx.file,
        line: ctx.lineOf(item),
        entry,
        message: `must be a group of fields (${Object.keys(fields).join(", ")}), but it is ${describeValue(item)}.`,
      });
      return;
    }
    checkMap(ctx, fields, map, entry);
    const id = map.get("id");
    if ("id" in fields && typeof id === "string" && id !== "") {
      const first = ids.get(id);
      const idNode = map.get("id", true) as YamlNode | undefined;
      if (first) {
        ctx.problems.push({
          file: ctx.file,
          line: ctx.lineOf(idNode),
          entry,
          field: "id",
          message: `"${id}" is already used by entry #${first.index + 1}${first.line ? ` (line ${first.line})` : ""}. Every id in this file must be different.`,
        });
      } else {
        ids.set(id, { index, line: ctx.lineOf(idNode) });
      }
    }
  });
}

/** Explains a YAML syntax error in words an editor can act on. */
function syntaxHint(code: string, lineText: string): string {
  if (/\t/.test(lineText.match(/^\s*/)?.[0] ?? "")) return "The line is indented with a tab; YAML needs spaces. Replace the tab with spaces.";
  if (/: .*: /.test(lineText) || /^\s*-?\s*[\w-]+: [^"'].*:\s*$/.test(lineText) || code === "BLOCK_AS_IMPLICIT_KEY")
    return 'A value that contains ": " must be in quotes, for example title: "Step one: research".';
  if (code === "BAD_INDENT" || code === "MISSING_CHAR") return "Check the indentation: fields of one entry must line up, using spaces.";
  if (code === "DUPLICATE_KEY") return "A field appears twice in the same entry; keep one.";
  return "Check this line and the one above it for a missing quote, a stray colon or wrong indentation.";
}

export type ValidationResult = { problems: Problem[]; data: unknown };

/**
 * Validates the YAML text of one declared content file.
 * `displayPath` is how messages name the file (for example `content/services.yaml`).
 */
export function validateContentSource(spec: ContentFile, source: string, displayPath: string): ValidationResult {
  const lineCounter = new LineCounter();
  const lines = source.split(/\r?\n/);
  const problems: Problem[] = [];
  const ctx: Context = {
    file: displayPath,
    problems,
    lineOf: (node) => (node?.range ? lineCounter.linePos(node.range[0]).line : undefined),
  };

  // Tabs: report each line plainly (the parser's own message is about "indentation" in general).
  lines.forEach((text, i) => {
    if (/^ *\t/.test(text)) {
      problems.push({ file: displayPath, line: i + 1, message: "is indented with a tab; YAML needs spaces. Replace the tab with spaces." });
    }
  });

  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const line = error.linePos?.[0].line ?? lineCounter.linePos(error.pos[0]).line;
      if (problems.some((p) => p.line === line)) continue;
      const firstLine = error.message.split("\n")[0]?.replace(/ at line \d+, column \d+.*$/, "") ?? "";
      problems.push({
        file: displayPath,
        line,
        message: `is not valid YAML (${firstLine}). ${syntaxHint(error.code, lines[line - 1] ?? "")}`,
      });
    }
    return { problems, data: undefined };
  }
  if (problems.length > 0) return { problems, data: undefined };

  const root = doc.contents as YamlNode | null;
  if (spec.root === "list") {
    if (!isSeq(root)) {
      problems.push({
        file: displayPath,
        line: ctx.lineOf(root) ?? 1,
        message: `must be a list of entries, each starting with '- ', but it is ${describeValue(root)}.`,
      });
    } else {
      checkCount(ctx, root, spec.count, undefined, root.items.length, {}, "entries");
      checkEntries(ctx, spec.fields, root.items as YamlNode[], "", spec.labelField);
    }
  } else if (!isMap(root)) {
    problems.push({ file: displayPath, line: ctx.lineOf(root) ?? 1, message: `must be a group of fields, but it is ${describeValue(root)}.` });
  } else {
    checkMap(ctx, spec.fields, root, undefined);
  }

  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { problems, data: problems.length === 0 ? doc.toJS() : undefined };
}
