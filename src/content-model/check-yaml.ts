/**
 * One YAML text (a content file, or an entry's front matter) against its declared fields. Shapes and
 * formats are checked by ajv over the JSON Schema the editors' files are made from; each error is put
 * in an editor's words with the file, line, entry and field. YAML slips with a certain fix are
 * reported and repaired in memory, so the rest of the file is still checked.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { isAlias, isMap, isScalar, isSeq, type Node as YamlNode, type Pair, type YAMLMap } from "yaml";
import { iconNamesSchema, iconSchemaFileName, jsonSchemaFor } from "./json-schema";
import { checkMarkdown } from "./check-markdown";
import { sectionIssues } from "./check-sections";
import { parseYaml, type Parsed } from "./load";
import { idFor } from "./ids";
import {
  closestKey,
  duplicateIdMessage,
  iconProblem,
  missingRouteMessage,
  placeholderProblem,
  quoted,
  routeOfLink,
  type Problem,
} from "./problems";
import type { Anchors } from "./publish";
import { countProblem } from "./ranges";
import {
  entryFields,
  fileNameAlt,
  fileNamePattern,
  findContentFile,
  formats,
  pluralFormFields,
  retiredFields,
  siteRoutes,
  type Field,
  type Fields,
  type ObjectListField,
  type PluralField,
  type Range,
  type StringField,
  typedEntryName,
} from "./registry";
import { formCounts, formHasSeveralCounts, formUse, languageName, neededForms } from "./plural-words";
import { isCountryCode, isCurrencyCode } from "../lib/codes";
import { isLanguageCode } from "../lib/languages";
import { PLACEHOLDER } from "../lib/markdown";
import { slug } from "../lib/slug";

/** What a text is checked against: its fields, and for a list file its range and the field naming an entry. */
export type Shape = { fields: Fields; root: "list" | "object"; description: string; range?: Range; labelField?: string };

/** A list file's entries a reference may name: their ids, and their names (its labelField), in one order. */
export type Referable = { ids: readonly string[]; names: readonly string[] };
/** What exists, for links, #fragments and references (by list file); unchecked when left out. */
export type Existing = {
  routes?: readonly string[];
  anchors?: Anchors;
  references?: Readonly<Record<string, Referable>>;
  linkable?: readonly string[];
  /** The file's language, for the plural forms it needs (only "other" is checked without). */
  language?: string;
};

type Path = (string | number)[];
/** A value's place: its node, its declaration, and how messages name its entry and field. */
type At = {
  node: YamlNode | null | undefined;
  key?: YamlNode;
  field?: Field;
  fields?: Fields;
  entry?: string;
  names: string[];
  item: boolean;
  /** An entry of a list of typed entries (a section): the list. */
  typed?: ObjectListField;
  /** The nearest such entry around the value: its fields and node (a plan's price and its section's currency). */
  scope?: { fields: Fields; node: YamlNode };
};

const ajv = new Ajv({ allErrors: true, strict: false, discriminator: true });
addFormats(ajv, ["date"]);
ajv.addSchema(iconNamesSchema(), iconSchemaFileName);
const validators = new WeakMap<Fields, ValidateFunction>();

const truncate = (s: string) => (s.length > 40 ? `${s.slice(0, 39).trimEnd()}…` : s);
const inSentence = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`.replace(/\.$/, "");
const whatItIs = (field: Field) => `What it is: ${inSentence(field.description)}.`;
const fileNameRegExp = new RegExp(fileNamePattern);
export const looksLikeFileName = (value: string) => fileNameRegExp.test(value);

// ---------------------------------------------------------------------------------------------
// YAML slips: reported with their fix and repaired, line by line, until nothing more can be.
// ---------------------------------------------------------------------------------------------

type SyntaxIssue = { line: number; message: string };
const keyValueLine = /^(\s*(?:- +)?)([A-Za-z_][\w-]*):[ \t]+(\S.*?)\s*$/;
const listItemLine = /^(\s*- +)(\S.*?)\s*$/;

/** How the value on this line must be written, when quoting it is the fix. */
function quoteFix(text: string, error: string): { message: string; repaired: string } | undefined {
  const kv = keyValueLine.exec(text);
  const item = kv ? undefined : listItemLine.exec(text);
  const prefix = kv ? `${kv[1]}${kv[2]}: ` : item?.[1];
  const raw = kv ? kv[3] : item?.[2];
  if (prefix === undefined || raw === undefined) return undefined;
  const fix = (message: string, value: string) => ({
    message: `${message}: ${prefix.trimStart()}${quoted(value)}`,
    repaired: `${prefix}${quoted(value)}`,
  });
  const first = raw.charAt(0);
  if (first === "'" && /Unexpected scalar at node end/.test(error))
    return fix(
      "an apostrophe inside a value in single quotes ('…') ends the value too early. Use double quotes instead",
      raw.slice(1).replace(/'$/, ""),
    );
  if (first === '"' && /Unexpected scalar at node end/.test(error))
    return fix("the text goes on after the closing quote mark. Put the whole value in quotes", raw);
  if ((first === "[" || first === "{") && /Unexpected|Missing|Flow/.test(error))
    return fix(
      `the value starts with "${first}", which YAML reads as the start of ${first === "[" ? "a list" : "a group"}. Put the whole value in quotes`,
      raw,
    );
  if (first === '"' || first === "'") return undefined;
  if (kv && /: |:$/.test(raw))
    return fix(`the value contains ": ", which YAML reads as the start of another field. Put the whole value in quotes`, raw);
  if (/^[@`&%|>!?]/.test(raw) || (first === "*" && /alias|anchor/i.test(error)))
    return fix(`a value cannot start with "${first}" unless it is in quotes. Put the whole value in quotes`, raw);
  return undefined;
}

/** The line where a quoted value that never closes starts (YAML reports the end of the file). */
function unclosedQuote(lines: string[], before: number): { line: number; quote: string } | undefined {
  for (let i = Math.min(before, lines.length) - 1; i >= 0; i--) {
    const [, quote, rest = ""] = /^\s*(?:- +)?(?:[A-Za-z_][\w-]*:[ \t]+)?(["'])(.*)$/.exec(lines[i] ?? "") ?? [];
    if (!quote) continue;
    const closed = quote === '"' ? /(^|[^\\])(\\\\)*"/.test(rest) : /'(?!')/.test(rest.replace(/''/g, ""));
    if (!closed) return { line: i + 1, quote };
  }
  return undefined;
}

/** A slip YAML cannot be helped past, in words an editor can act on. */
function explain(code: string, message: string, line: number, lines: string[]): SyntaxIssue {
  if (code === "BAD_INDENT")
    return {
      line,
      message:
        "this line does not line up with the lines around it. Fields of the same group must start in the same column: indent it with the same number of spaces as the others.",
    };
  const next = lines.findIndex((l, i) => i >= line && l.trim() !== "" && !l.trim().startsWith("#"));
  if ((code === "BLOCK_AS_IMPLICIT_KEY" || code === "MULTILINE_IMPLICIT_KEY") && next >= 0)
    return {
      line: next + 1,
      message:
        "this line is indented further than the line above it. Fields of the same group must start in the same column: use the same number of spaces for both lines.",
    };
  if (code === "MULTIPLE_DOCS")
    return { line, message: 'a line with "---" splits the file in two; a content file must be one piece. Delete the "---" line.' };
  const first = message.split("\n")[0]?.replace(/ at line \d+, column \d+.*$/, "") ?? message;
  return {
    line,
    message: `is not valid YAML (${first}). Look for a missing quote mark, a ": " in a value that is not in quotes, or wrong indentation on this line or the one above.`,
  };
}

/** The text parsed, with each slip that has a certain fix reported and repaired; `fatal` when one remains. */
function readYaml(source: string): { parsed: Parsed; text: string; issues: SyntaxIssue[]; fatal: boolean } {
  const lines = source.split(/\r?\n/);
  const issues: SyntaxIssue[] = [];
  let parsed = parseYaml(lines.join("\n"));
  // YAML's own errors for a tab are confusing and can hide the lines after it.
  if (parsed.doc.errors.length > 0) {
    lines.forEach((text, i) => {
      const tab = /^([ \t]*\t[ \t]*)(\S.*)$/.exec(text);
      if (!tab) return;
      issues.push({
        line: i + 1,
        message:
          "this line is indented with a tab, but YAML only allows spaces. Replace the tab with spaces (two per level), lined up with the lines around it.",
      });
      lines[i] = `${tab[1]!.replace(/\t/g, "  ")}${tab[2]}`;
    });
    parsed = parseYaml(lines.join("\n"));
  }
  for (let round = 0; round < lines.length && parsed.doc.errors.length > 0; round++) {
    const repaired = parsed.doc.errors.some((error) => {
      const line = parsed.lines.linePos(error.pos[0]).line;
      if (error.code === "MISSING_CHAR" && /quote/i.test(error.message)) {
        const open = unclosedQuote(lines, line);
        if (!open || issues.some((i) => i.line === open.line)) return false;
        issues.push({
          line: open.line,
          message: `the quote mark (${open.quote}) that starts this value is never closed. Add ${open.quote} at the end of the value, or remove the one at the start.`,
        });
        lines[open.line - 1] = `${lines[open.line - 1]!.trimEnd()}${open.quote}`;
        return true;
      }
      if (issues.some((i) => i.line === line)) return false;
      const text = lines[line - 1] ?? "";
      const dash = /^(\s*)-([^\s-].*)$/.exec(text);
      const fix =
        dash && error.code === "UNEXPECTED_TOKEN"
          ? { message: `a list entry starts with a dash and a space. Write "- ${dash[2]}".`, repaired: `${dash[1]}- ${dash[2]}` }
          : quoteFix(text, error.message);
      if (!fix) return false;
      issues.push({ line, message: fix.message });
      lines[line - 1] = fix.repaired;
      return true;
    });
    if (!repaired) break;
    parsed = parseYaml(lines.join("\n"));
  }
  // YAML's later errors mostly echo its first: report that one.
  const error = parsed.doc.errors[0];
  if (error) {
    const issue = explain(error.code, error.message, parsed.lines.linePos(error.pos[0]).line, lines);
    issues.push({ ...issue, message: `${issue.message} (The rest of the file is checked once YAML can read it.)` });
  }
  return { parsed, text: lines.join("\n"), issues, fatal: Boolean(error) };
}

// ---------------------------------------------------------------------------------------------
// Where a value is, and how it is named
// ---------------------------------------------------------------------------------------------

class Checked {
  problems: Problem[] = [];
  /** The values (by path) that have a problem already: one problem a value. */
  done = new Set<string>();
  constructor(
    readonly shape: Shape,
    readonly parsed: Parsed,
    readonly text: string,
    readonly display: string,
    readonly existing: Existing,
    readonly broken: boolean,
  ) {}

  lineOf(node: YamlNode | null | undefined): number | undefined {
    return node?.range ? this.parsed.lines.linePos(node.range[0]).line + this.parsed.lineOffset : undefined;
  }

  report(
    at: At,
    path: Path,
    message: string,
    node: YamlNode | null | undefined = at.node,
    field = at.names.join(" > ") || undefined,
    line = this.lineOf(node),
  ) {
    const key = path.join("/");
    if (field !== undefined && this.done.has(`${key}:${field}`)) return;
    this.done.add(`${key}:${field}`);
    this.done.add(key);
    this.problems.push({ file: this.display, line, entry: at.entry, field, message });
  }

  /** The file's line of a line of a text: exact in a block (`body: |`), where the text's lines are the file's; else the field's. */
  lineInText(node: YamlNode | null | undefined, line: number): number | undefined {
    const start = this.lineOf(node);
    return start !== undefined && isScalar(node) && node.type === "BLOCK_LITERAL" ? start + line : start;
  }

  /** The value as written: `0042`, not 42. */
  written(node: YamlNode): string {
    return node.range ? this.text.slice(node.range[0], node.range[1]).trim() : "";
  }

  describe(node: YamlNode | null | undefined): string {
    if (node == null || (isScalar(node) && node.value === null)) return "empty";
    if (isMap(node)) return "a group of fields";
    if (isSeq(node)) return "a list";
    if (isAlias(node)) return "a reference to another value";
    const value = (node as { value?: unknown }).value;
    if (typeof value === "number") return `the number ${this.written(node)}`;
    if (typeof value === "boolean") return `the yes/no value ${this.written(node)}`;
    return typeof value === "string" ? `the text "${value}"` : `the value ${String(value)}`;
  }

  entryName(prefix: string, index: number, node: unknown, labelField?: string): string {
    const keys = this.broken ? ["id"] : labelField ? [labelField, "id"] : ["title", "label", "text", "id"];
    const label = isMap(node) ? keys.map((k) => (node as YAMLMap).get(k)).find((v) => typeof v === "string" && v.trim() !== "") : undefined;
    return `${prefix}#${index + 1}${typeof label === "string" ? ` "${truncate(label.trim())}"` : ""}`;
  }

  /** The value at an instance path, with its declaration and names. */
  resolve(path: Path): At {
    const { shape } = this;
    let at: At = { node: this.parsed.doc.contents as YamlNode | null, fields: shape.fields, names: [], item: false };
    let rest = path;
    if (shape.root === "list") {
      if (path.length === 0) return { ...at, fields: undefined };
      const node = isSeq(at.node) ? (at.node.items[path[0] as number] as YamlNode) : undefined;
      at = { node, fields: shape.fields, entry: this.entryName("", path[0] as number, node, shape.labelField), names: [], item: false };
      rest = path.slice(1);
    }
    for (const segment of rest) {
      if (typeof segment === "string") {
        const pair = isMap(at.node)
          ? ((at.node as YAMLMap).items.find((p) => isScalar(p.key) && p.key.value === segment) as Pair<YamlNode, YamlNode> | undefined)
          : undefined;
        const field = at.fields?.[segment];
        at = {
          ...at,
          node: pair?.value ?? null,
          key: pair?.key ?? undefined,
          field,
          fields:
            field?.type === "object" || field?.type === "objectList"
              ? field.fields
              : field?.type === "plural"
                ? pluralFormFields(field)
                : undefined,
          names: [...at.names, segment],
        };
        continue;
      }
      const node = isSeq(at.node) ? (at.node.items[segment] as YamlNode) : undefined;
      if (at.field?.type === "stringList") {
        const { format = "text", references, description } = at.field;
        const item: StringField = { type: "string", format, references, description };
        at = {
          ...at,
          node,
          key: undefined,
          field: item,
          names: [...at.names.slice(0, -1), `${at.names.at(-1)} #${segment + 1}`],
          item: true,
        };
      } else if (at.field?.type === "objectList" && at.field.types) {
        const type = { type: isMap(node) ? (node as YAMLMap).get("type") : undefined };
        const fields = entryFields(at.field, type);
        const entry = `${at.entry ? `${at.entry} > ` : ""}${typedEntryName(at.field, segment, type)}`;
        const scope = fields && node ? { fields, node } : at.scope;
        at = { node, fields, entry, names: [], item: false, typed: at.field, scope };
      } else {
        const prefix = `${at.entry ? `${at.entry} > ` : ""}${at.names.join(" > ")} `;
        at = { node, fields: at.fields, entry: this.entryName(prefix, segment, node), names: [], item: false, scope: at.scope };
      }
    }
    return at;
  }
}

// ---------------------------------------------------------------------------------------------
// ajv's errors in an editor's words
// ---------------------------------------------------------------------------------------------

function expectedType(field: Field): string {
  return {
    string: "text",
    integer: "a whole number",
    boolean: "true or false",
    stringList: "a list of texts (lines starting with '- ')",
    object: "a group of fields (indented lines under it)",
    objectList: "a list of entries (each starting with '- ')",
    plural: "a group of forms, one per kind of count (indented lines under it: one, other …)",
  }[field.type];
}

const lastName = (at: At) => at.names.at(-1)?.replace(/ #\d+$/, "") ?? "";
const rewrite = (at: At, value: string) => (at.item ? `- ${quoted(value)}` : `${lastName(at)}: ${quoted(value)}`);

function emptyMessage(at: At, field: Field): string {
  const after = at.item ? "- " : `${lastName(at)}: `;
  return `is empty, but the site needs it. Write ${field.type === "string" ? "the text" : expectedType(field)} after "${after}". ${whatItIs(field)}`;
}

/** A text that YAML read as something else, and how to write it. */
function notText(c: Checked, at: At): string {
  const node = at.node!;
  if (isMap(node) && !node.flow && node.items.length === 1 && node.range) {
    const start = c.parsed.lines.linePos(node.range[0]).line;
    const end = c.parsed.lines.linePos(Math.max(node.range[0], node.range[1] - 1)).line;
    if (start === end)
      return `must be text, but the ": " in it makes YAML read it as a field and its value. Put the whole text in quotes: ${rewrite(at, c.written(node))}`;
  }
  if ((isMap(node) || isSeq(node)) && node.flow) {
    const shown = c.written(node);
    return `must be text, but it starts with "${shown.charAt(0)}", which YAML reads as the start of ${isMap(node) ? "a group" : "a list"}. Put the whole value in quotes: ${rewrite(at, shown)}`;
  }
  if (isAlias(node))
    return `must be text, but it starts with "*", which YAML reads as a reference to another value. Put the whole value in quotes: ${rewrite(at, c.written(node))}`;
  if (isScalar(node)) return `must be text, but it is ${c.describe(node)}. Put it in quotes: ${rewrite(at, c.written(node))}`;
  return `must be text, but it is ${c.describe(node)}. Write the text on the same line, after "${lastName(at)}: ".`;
}

/** A value in the wrong format, with the fix made from it where one can be. */
function formatProblem(c: Checked, field: StringField, value: string): string {
  const format = field.format ?? "text";
  const { problem, fix } = formats[format];
  const said = (hint = "", own: string = fix) => `"${value}" ${problem}${hint} ${own}`;
  switch (format) {
    case "link": {
      const route =
        value.startsWith("/") || /^[a-z-]+\/?$/.test(value)
          ? closestKey(value.replace(/\/$/, "").replace(/^(?!\/)/, "/"), siteRoutes)
          : undefined;
      return said(route ? ` Did you mean ${route}?` : /^www\./.test(value) ? ` Did you mean https://${value}?` : "");
    }
    case "route": {
      const route = closestKey(routeOfLink(value.replace(/^(?!\/)/, "/")), c.existing.routes ?? siteRoutes);
      return said(route ? ` Did you mean ${route}?` : "");
    }
    case "url":
      return !/\s/.test(value) && !/^[a-z]+:/i.test(value) && /\./.test(value)
        ? `"${value}" ${problem} Write it with https:// at the start: https://${value.replace(/^\/+/, "")}`
        : said();
    case "tel": {
      const digits = value.replace(/^tel:/, "").replace(/[^\d+]/g, "");
      return said("", digits.replace(/\D/g, "").length >= 4 ? fix.replace(/tel:\S+$/, `tel:${digits}`) : fix);
    }
    case "reference":
      return referenceProblem(c, field, value);
    case "country":
    case "currency":
      return said();
    case "address":
      return said("", slug(value) ? fix.replace(/, for example .*$/, `: ${slug(value)} (the page is then at /${slug(value)}/).`) : fix);
    case "path":
      return said(
        /^https?:\/\//.test(value)
          ? ` Write only what follows the domain: ${value.replace(/^https?:\/\/[^/]*/, "") || "/"}`
          : /^[^/\s]/.test(value)
            ? ` Did you mean /${value}?`
            : "",
      );
    case "target":
      return value.startsWith("http://")
        ? `"${value}" is an http:// address, which browsers warn about and visitors leave. Write https://${value.slice(7)} (every site that matters has it).`
        : said();
    case "id":
      return said("", slug(value) ? fix.replace("web-development", slug(value)) : fix.replace(", for example web-development", ""));
    default:
      return said();
  }
}

/** A value naming no entry of its list file: a name written for an id (as authors once were) says what to write instead. */
function referenceProblem(c: Checked, field: StringField, value: string): string {
  const file = field.references ?? "";
  const spec = findContentFile(file);
  const [one, many] = spec?.root === "list" ? spec.range.noun : ["entry", "entries"];
  const known = c.existing.references?.[file];
  const where = `content/${file}`;
  const whose = many.endsWith("s") ? `${many}'` : `${many}'s`;
  const ids = known && known.ids.length > 0 ? ` The ${whose} ids: ${known.ids.join(", ")}.` : ` It has no ${many} yet.`;
  const named = known?.names.findIndex((name) => name.trim().toLowerCase() === value.trim().toLowerCase()) ?? -1;
  if (named >= 0)
    return `"${value}" is the name of ${an(one)} in ${where}, not their id: write ${known!.ids[named]} (the browser editor lists them).`;
  const guess = known ? closestKey(value, known.ids) : undefined;
  if (guess) return `"${value}" is not the id of ${an(one)} in ${where}. Did you mean ${guess}?${ids}`;
  const id = slug(value);
  return `"${value}" is not ${an(one)} in ${where}: it is chosen from the ${many} there, by id. ${
    id ? `Add ${value} to ${where} (the id is then ${id}) and write ${id} here, or choose one of them.` : "Choose one of them."
  }${ids}`;
}

const an = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

function fromError(c: Checked, error: ErrorObject): void {
  const path: Path = error.instancePath
    .split("/")
    .slice(1)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s.replace(/~1/g, "/").replace(/~0/g, "~")));
  const at = c.resolve(path);
  const { field, node } = at;
  if (error.keyword === "required" || error.keyword === "additionalProperties") return;
  if (error.keyword === "discriminator" && at.typed) return typeProblem(c, at, path);
  if (!field) {
    // The file's top level, or an entry of a list.
    if (path.length === 0) {
      const list = c.shape.root === "list";
      if (error.keyword === "type")
        c.report(
          at,
          path,
          list
            ? `must be a list of entries, each starting with "- " at the start of the line, but it is ${c.describe(node)}.`
            : `must be a group of fields ("name: value" lines), but it is ${c.describe(node)}.`,
        );
      else if (list && c.shape.range) c.report(at, path, countProblem(isSeq(node) ? node.items.length : 0, c.shape.range)!);
    } else if (error.keyword === "type")
      c.report(
        at,
        path,
        at.typed
          ? `must be a ${at.typed.range.noun[0]}: a group of fields, the first "type: …" (${typeNames(at.typed)}), each on its own line, but it is ${c.describe(node)}.`
          : `must be a group of fields (${Object.keys(at.fields ?? {}).join(", ")}), each on its own line, but it is ${c.describe(node)}.`,
      );
    return;
  }
  const value = isScalar(node) ? node.value : undefined;
  if (node == null || (isScalar(node) && value === null)) {
    // `themeColor: #eef7f0`: everything from "#" is a comment, so the value is empty.
    const rest = at.key?.range
      ? c.text.slice(at.key.range[1], (c.text.indexOf("\n", at.key.range[1]) + 1 || c.text.length + 1) - 1).trim()
      : "";
    const comment = /^:\s*(#.*)$/.exec(rest)?.[1];
    if (comment && field.type === "string")
      return c.report(
        at,
        path,
        `a value that starts with "#" is read as a comment, so the field is empty. Put the value in quotes: ${lastName(at)}: ${quoted(comment)}`,
        at.key,
      );
    return c.report(at, path, emptyMessage(at, field));
  }
  switch (field.type) {
    case "string":
      if (error.keyword === "type") return c.report(at, path, notText(c, at));
      if (typeof value !== "string") return;
      if (value.trim() === "") return c.report(at, path, emptyMessage(at, field));
      if (field.format === "icon") return c.report(at, path, iconProblem(value) ?? "");
      if (field.enum) {
        const guess = closestKey(value, field.enum);
        return c.report(
          at,
          path,
          `"${value}" is not one of the allowed values (${field.enum.join(", ")}).${guess ? ` Did you mean "${guess}"?` : ""}`,
        );
      }
      return c.report(at, path, formatProblem(c, field, value));
    case "integer":
      if (error.keyword === "type" && amountIn(at)) return c.report(at, path, notAnAmount(c, at, amountIn(at)!));
      if (error.keyword === "type")
        return c.report(
          at,
          path,
          `must be a whole number, but it is ${c.describe(node)}. Write digits only, without quotes, for example ${lastName(at)}: 2025`,
        );
      return c.report(at, path, `${String(value)} is out of range; use a number from ${field.minimum} to ${field.maximum}.`);
    case "boolean":
      return c.report(at, path, `must be true or false, but it is ${c.describe(node)}. Write true or false, without quotes.`);
    case "plural":
      if (error.keyword !== "type") return;
      return c.report(
        at,
        path,
        typeof value === "string" ? singleTextMessage(c, at) : `must be ${expectedType(field)}, but it is ${c.describe(node)}.`,
      );
    default:
      if (error.keyword === "type") return c.report(at, path, `must be ${expectedType(field)}, but it is ${c.describe(node)}.`);
      if ((field.type === "stringList" || field.type === "objectList") && isSeq(node))
        c.report(at, path, countProblem(node.items.length, field.range)!);
  }
}

const typeNames = (list: ObjectListField) => (list.types ?? []).map((t) => `${t.name} (${t.label})`).join(", ");

/** A typed entry (a section) whose `type` is missing or names no type: the nearest type, and every type. */
function typeProblem(c: Checked, at: At, path: Path) {
  const list = at.typed!;
  const [one] = list.range.noun;
  const pair = isMap(at.node) ? (at.node as YAMLMap).items.find((p) => isScalar(p.key) && p.key.value === "type") : undefined;
  const value = isScalar(pair?.value) ? pair.value.value : undefined;
  const names = (list.types ?? []).map((t) => t.name);
  const guess = typeof value === "string" ? closestKey(value, names) : undefined;
  const message =
    pair === undefined
      ? `is missing: each ${one} starts with a line "type: …" naming what it is. The types: ${typeNames(list)}.`
      : typeof value === "string" && value.trim() !== ""
        ? `"${value}" is not a type of ${one}.${guess ? ` Did you mean "${guess}"?` : ""} The types: ${typeNames(list)}.`
        : `must name the type of the ${one}, but it is ${c.describe(pair.value as YamlNode)}. The types: ${typeNames(list)}.`;
  c.report(at, [...path, "type"], message, (pair?.key as YamlNode | undefined) ?? at.node, "type");
}

/** The currency field of the section around a whole number, which is then an amount of it (a plan's price). */
function amountIn(at: At): { name: string; currency: unknown } | undefined {
  const name = Object.entries(at.scope?.fields ?? {}).find(([, f]) => f.type === "string" && f.format === "currency")?.[0];
  return name ? { name, currency: (at.scope!.node as YAMLMap).get(name) } : undefined;
}

/** "$99", "99.5", "1,200": the amount alone, as a whole number, the currency being its section's. */
function notAnAmount(c: Checked, at: At, { name, currency }: { name: string; currency: unknown }): string {
  const value = isScalar(at.node) ? at.node.value : undefined;
  const digits = typeof value === "number" ? value : Number(String(value ?? "").replace(/[^\d.]/g, ""));
  const amount = Number.isFinite(digits) && String(value ?? "").match(/\d/) ? Math.round(digits) : 99;
  return `must be the amount as a whole number, but it is ${c.describe(at.node)}. Write digits only, without quotes, a currency sign, separators or cents: ${lastName(at)}: ${amount}. The currency is the section's ${name} field${typeof currency === "string" ? ` (${currency})` : ""}.`;
}

/** Unknown and missing fields of one group, a misspelled key explaining the field it stands for. */
function checkKeys(c: Checked, path: Path, errors: ErrorObject[]) {
  const at = c.resolve(path);
  const fields = at.fields;
  if (!fields || !isMap(at.node)) return;
  const map = at.node as YAMLMap;
  const own = at.typed && at.names.length === 0;
  const known = [...(own ? ["type"] : []), ...Object.keys(fields)];
  const present = new Set(map.items.flatMap((p) => (isScalar(p.key) ? [String(p.key.value)] : [])));
  const explained = new Set<string>();
  for (const error of errors.filter((e) => e.keyword === "additionalProperties")) {
    const key = String(error.params.additionalProperty);
    const pair = map.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
    const retired = at.names.length === 0 && !at.entry ? retiredFields[c.display.split("/").at(-1) ?? ""]?.[key] : undefined;
    const guess = retired ? undefined : closestKey(key, known);
    if (guess && !present.has(guess)) explained.add(guess);
    const message = retired
      ? retired
      : guess && present.has(guess)
        ? `is not a field the site knows, and "${guess}" is already here. Delete this line (or merge it into ${guess}).`
        : guess
          ? `is not a field the site knows. Did you mean "${guess}"? Rename "${key}" to "${guess}".`
          : `is not a field the site knows, so its value would be ignored. The fields here are: ${known.join(", ")}. Rename it to one of these, or delete the line.`;
    c.report(at, [...path, key], message, pair?.key as YamlNode, [...at.names, key].join(" > "));
  }
  const where =
    at.names.length > 0
      ? `under "${at.names.at(-1)}:"`
      : at.entry
        ? `to this ${own ? at.typed!.range.noun[0] : "entry"}`
        : "at the top level of the file (not indented)";
  // A plural text's missing forms are named with the counts its language uses them for (checkPlural).
  for (const error of errors.filter((e) => e.keyword === "required" && at.field?.type !== "plural")) {
    const name = String(error.params.missingProperty);
    const field = fields[name];
    if (!field || explained.has(name)) continue;
    const shape =
      field.type === "object"
        ? ", with its fields indented under it"
        : field.type === "objectList" || field.type === "stringList"
          ? ", with its entries indented under it"
          : "";
    c.report(
      at,
      [...path, name],
      `is missing. Add a line "${name}: …" ${where}${shape}. ${whatItIs(field)}`,
      map,
      [...at.names, name].join(" > "),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// What a schema cannot say: repeated keys and ids, comments cutting text, placeholders, links, services
// ---------------------------------------------------------------------------------------------

/** Every declared value in the data, with its path. */
export function* declared(fields: Fields, data: unknown, path: Path): Generator<{ field: Field; value: unknown; path: Path }> {
  if (!data || typeof data !== "object" || Array.isArray(data)) return;
  for (const [name, field] of Object.entries(fields)) {
    const value = (data as Record<string, unknown>)[name];
    if (value === undefined) continue;
    yield { field, value, path: [...path, name] };
    if (field.type === "object") yield* declared(field.fields, value, [...path, name]);
    if (field.type === "plural") yield* declared(pluralFormFields(field), value, [...path, name]);
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) {
        const fields = field.type === "objectList" ? entryFields(field, item) : undefined;
        if (fields) yield* declared(fields, item, [...path, name, i]);
        if (field.type === "stringList")
          yield {
            field: { type: "string", format: field.format ?? "text", references: field.references, description: field.description },
            value: item,
            path: [...path, name, i],
          };
      }
    }
  }
}

function checkText(c: Checked, field: StringField, value: string, path: Path) {
  const at = c.resolve(path);
  const node = at.node;
  if (["text", "markdown"].includes(field.format ?? "text") && isScalar(node) && node.type === "PLAIN" && node.range) {
    // "Rated #1 agency" unquoted: YAML reads " #1 agency" as a comment.
    const end = c.text.indexOf("\n", node.range[1]);
    const rest = c.text.slice(node.range[1], end === -1 ? undefined : end).trimEnd();
    if (/^[ \t]+#/.test(rest))
      return c.report(
        at,
        path,
        `the text after " #" is read as a comment and left out of the site. Put the whole value in quotes: ${rewrite(at, `${value}${rest}`)} (or, if it is a note for editors, move it to a line of its own).`,
      );
  }
  if (value.trim() === "") return;
  const problem =
    (field.placeholders && placeholderProblem(value, field.placeholders.names, field.placeholders.required)) ||
    (field.altText && looksLikeFileName(value)
      ? `"${value}" ${fileNameAlt.problem} ${fileNameAlt.fix} (or leave it empty, "", if the picture is decorative).`
      : undefined) ||
    (field.format === "language" && !isLanguageCode(value)
      ? `"${value}" ${formats.language.problem} ${formats.language.fix}`
      : undefined) ||
    (field.format === "country" && !isCountryCode(value) ? `"${value}" is no country's code. ${formats.country.fix}` : undefined) ||
    (field.format === "currency" && !isCurrencyCode(value) ? `"${value}" is no currency's code. ${formats.currency.fix}` : undefined);
  if (problem) return c.report(at, path, problem);
  const { routes, anchors, references, linkable } = c.existing;
  if (field.format === "markdown")
    checkMarkdown(value, routes, anchors).forEach((issue, i) =>
      c.report(at, [...path, `markdown#${i}`], issue.message, node, at.names.join(" > "), c.lineInText(node, issue.line)),
    );
  if ((field.format === "link" || field.format === "route") && routes && !linkable?.includes(routeOfLink(value))) {
    const missing = missingRouteMessage(value, routes, anchors);
    if (missing) c.report(at, path, missing);
  }
  const known = field.references ? references?.[field.references] : undefined;
  if (field.format === "reference" && known && !known.ids.includes(value)) c.report(at, path, formatProblem(c, field, value));
}

/** The forms the file's language needs, each with the {{placeholders}} it must hold ({{count}} where it stands for several counts). */
function checkPlural(c: Checked, field: PluralField, value: unknown, path: Path) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return;
  const forms = value as Record<string, unknown>;
  const language = c.existing.language;
  const at = c.resolve(path);
  const name = lastName(at);
  for (const category of language ? neededForms(language) : (["other"] as const)) {
    const form = forms[category];
    const here = [...path, category];
    if (typeof form === "string" && form.trim() !== "") {
      const problem = placeholderProblem(form, ["count", ...field.placeholders], field.placeholders);
      const counted = [...form.matchAll(PLACEHOLDER)].some((m) => m[1] === "count");
      if (problem) c.report(c.resolve(here), here, problem);
      else if (language && formHasSeveralCounts(language, category) && !counted)
        c.report(
          c.resolve(here),
          here,
          `"${form}" has no {{count}}: ${formUse(language, category)}, so the form must say which: write {{count}} where the number goes.`,
        );
    } else
      c.report(
        at,
        here,
        `is missing: ${language ? `${sentence(formUse(language, category))} ` : ""}Add a line "${category}: …" under "${name}:", indented like its other forms, with the words for ${
          language
            ? formHasSeveralCounts(language, category)
              ? "those counts ({{count}} where the number goes)"
              : "that count"
            : "any count"
        }.`,
        at.key ?? at.node,
        [...at.names, category].join(" > "),
      );
  }
}

/** "… 203–210 …" ends a sentence as it is, any other text with a full stop. */
const sentence = (text: string) => (text.endsWith("…") ? text : `${text}.`);

/** An old single text where a plural text is now: what changed, and the forms to write instead. */
function singleTextMessage(c: Checked, at: At): string {
  const language = c.existing.language;
  const forms = language
    ? `${languageName(language)} uses ${neededForms(language)
        .map((category) => `${category} (${formCounts(language, category) || "fractions"})`)
        .join(", ")}`
    : "every language has other, and most one";
  return `is one text, but it now has a form for each kind of count a language tells apart ("1 result", "2 results"; Arabic has six). Write "${lastName(at)}:" alone on its line and under it, indented, a line for each form, with {{count}} where the number goes: ${forms}.`;
}

/** What one field says of its siblings: not below one (`atLeast`), or required as a yes/no sibling is on or off. */
function checkSiblings(c: Checked, fields: Fields, data: unknown, path: Path) {
  if (!data || typeof data !== "object" || Array.isArray(data)) return;
  const values = data as Record<string, unknown>;
  const label = (name: string) => fields[name]?.label ?? name;
  for (const [name, field] of Object.entries(fields)) {
    const value = values[name];
    const missing = value === undefined || value === null || value === "";
    const at = c.resolve(path);
    const here = [...at.names, name].join(" > ");
    if (missing && field.requiredIf && values[field.requiredIf] === true)
      c.report(at, [...path, name], `is missing: with ${field.requiredIf}: true it is needed. ${whatItIs(field)}`, at.node, here);
    else if (missing && field.requiredUnless && values[field.requiredUnless] !== true)
      c.report(at, [...path, name], `is missing: it is needed unless ${field.requiredUnless} is true. ${whatItIs(field)}`, at.node, here);
    const floor = field.atLeast ? values[field.atLeast] : undefined;
    if (missing || floor === undefined || typeof floor !== typeof value || c.done.has([...path, name].join("/"))) continue;
    if ((value as string | number) >= (floor as string | number)) continue;
    const what = `${label(field.atLeast!)} (${field.atLeast})`;
    c.report(
      c.resolve([...path, name]),
      [...path, name],
      typeof value === "number"
        ? `${value} is less than ${what}, ${String(floor)}: the range is upside down. Write the smaller figure in ${field.atLeast} and the larger here.`
        : `${String(value)} is before ${what}, ${String(floor)}. It must be the same day or later: check both days.`,
    );
  }
}

/** Two entries of one list with one id: the first keeps it. */
function checkIds(c: Checked, fields: Fields, list: unknown[], path: Path, noun: string) {
  const from = fields.id?.type === "string" ? fields.id.derivedFrom : undefined;
  if (!from) return;
  const all = new Set(list.flatMap((e) => (typeof (e as { id?: unknown })?.id === "string" ? [(e as { id: string }).id] : [])));
  const first = new Map<string, { entry: string; line: number | undefined }>();
  list.forEach((entry, i) => {
    const id = (entry as { id?: unknown })?.id;
    if (typeof id !== "string" || id === "") return;
    const at = c.resolve([...path, i, "id"]);
    const seen = first.get(id);
    if (!seen) return first.set(id, { entry: at.entry!, line: c.lineOf(at.node) });
    const suggestion = idFor((entry as Record<string, unknown>)[from], all, noun);
    all.add(suggestion);
    c.report(at, [...path, i, "id"], duplicateIdMessage(id, seen.entry, seen.line, suggestion, from));
  });
}

/** A key written twice in one group (YAML keeps the last). */
function checkRepeatedKeys(c: Checked, node: unknown, path: Path) {
  if (isSeq(node)) node.items.forEach((item, i) => checkRepeatedKeys(c, item, [...path, i]));
  if (!isMap(node)) return;
  const first = new Map<string, number | undefined>();
  for (const pair of (node as YAMLMap).items) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    if (first.has(key)) {
      const at = c.resolve(path);
      const message = `appears twice here (first on line ${first.get(key)}). Keep one of the two lines and delete the other.`;
      c.report(at, [...path, `${key}#twice`], message, pair.key as YamlNode, [...at.names, key].join(" > "));
    } else first.set(key, c.lineOf(pair.key as YamlNode));
    checkRepeatedKeys(c, pair.value, [...path, key]);
  }
}

/** Every problem of a YAML text; `lineOffset` is where it starts in its file (an entry's front matter: 1). */
export function checkYaml(
  shape: Shape,
  source: string,
  display: string,
  existing: Existing = {},
  lineOffset = 0,
  loaded?: Parsed,
): Problem[] {
  // The loader's parse serves when YAML read the text without a slip.
  const {
    parsed: read,
    text,
    issues,
    fatal,
  } = loaded && loaded.doc.errors.length === 0 ? { parsed: loaded, text: source, issues: [], fatal: false } : readYaml(source);
  const parsed = { ...read, lineOffset };
  const c = new Checked(shape, parsed, text, display, existing, fatal);
  const root = parsed.doc.contents as YamlNode | null;
  const syntax = issues.map((issue): Problem => {
    const lineText = text.split("\n")[issue.line - 1] ?? "";
    const key = /^\s*(?:- +)?([A-Za-z_][\w-]*):/.exec(lineText)?.[1];
    const place = placeOfLine(c, issue.line + lineOffset);
    return { file: display, line: issue.line + lineOffset, entry: place?.entry, field: place?.field ?? key, message: issue.message };
  });
  if (fatal) return syntax;
  if (root === null || (isScalar(root) && root.value === null)) {
    return [
      ...syntax,
      { file: display, line: 1 + lineOffset, message: "the file is empty. Restore its content from the previous version of the file." },
    ];
  }
  const data = parsed.doc.toJS() as unknown;
  let validate = validators.get(shape.fields);
  if (!validate) {
    validate = ajv.compile(jsonSchemaFor(shape));
    validators.set(shape.fields, validate);
  }
  checkRepeatedKeys(c, root, []);
  const errors = validate(data) ? [] : (validate.errors ?? []);
  const byObject = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    if (error.keyword !== "required" && error.keyword !== "additionalProperties") continue;
    byObject.set(error.instancePath, [...(byObject.get(error.instancePath) ?? []), error]);
  }
  for (const [instancePath, group] of byObject)
    checkKeys(
      c,
      instancePath
        .split("/")
        .slice(1)
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      group,
    );
  for (const error of errors) fromError(c, error);
  const entries = shape.root === "list" ? (Array.isArray(data) ? data : []) : [data];
  entries.forEach((entry, i) => {
    const base: Path = shape.root === "list" ? [i] : [];
    checkSiblings(c, shape.fields, entry, base);
    for (const { field, value, path } of declared(shape.fields, entry, base)) {
      if (field.type === "object") checkSiblings(c, field.fields, value, path);
      if (field.type === "objectList" && Array.isArray(value))
        value.forEach((entry, i) => checkSiblings(c, entryFields(field, entry) ?? {}, entry, [...path, i]));
      if (c.done.has(path.join("/"))) continue;
      if (field.type === "string" && typeof value === "string") checkText(c, field, value, path);
      if (field.type === "plural") checkPlural(c, field, value, path);
      if (field.type === "objectList" && Array.isArray(value)) checkIds(c, field.fields, value, path, field.range.noun[0]);
      if (field.type === "objectList" && Array.isArray(value))
        for (const issue of sectionIssues(field, value)) c.report(c.resolve([...path, ...issue.at]), [...path, ...issue.at], issue.message);
    }
  });
  if (shape.root === "list" && shape.range && Array.isArray(data)) checkIds(c, shape.fields, data, [], shape.range.noun[0]);
  return [...syntax, ...c.problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** How messages name the value at `path` of a parsed text; with `lineInText`, that line of a text (a picture in Markdown). */
export function locate(shape: Shape, parsed: Parsed, path: Path, lineInText?: number): { line?: number; entry?: string; field?: string } {
  const c = new Checked(shape, parsed, "", "", {}, false);
  const at = c.resolve(path);
  const line = lineInText === undefined ? c.lineOf(at.node ?? at.key) : c.lineInText(at.node, lineInText);
  return { line, entry: at.entry, field: at.names.join(" > ") || undefined };
}

/** The entry and field a line belongs to, for a YAML slip reported on it. */
function placeOfLine(c: Checked, line: number): { entry?: string; field?: string } | undefined {
  const found: { entry?: string; field?: string }[] = [];
  const visit = (node: unknown, path: Path) => {
    if (isSeq(node))
      node.items.forEach((item, i) => {
        const at = c.resolve([...path, i]);
        if (at.item && c.lineOf(item as YamlNode) === line) found.push({ entry: at.entry, field: at.names.join(" > ") });
        visit(item, [...path, i]);
      });
    if (isMap(node))
      for (const pair of (node as YAMLMap).items) {
        if (!isScalar(pair.key)) continue;
        const at = c.resolve([...path, String(pair.key.value)]);
        if (c.lineOf(pair.key as YamlNode) === line) found.push({ entry: at.entry, field: at.names.join(" > ") || undefined });
        visit(pair.value, [...path, String(pair.key.value)]);
      }
  };
  visit(c.parsed.doc.contents, []);
  return found[0];
}
