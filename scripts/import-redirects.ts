/**
 * `npm run redirects:import -- old-urls.csv [--content <folder>]`: adds the redirects of a two-column CSV file (old
 * address, new address; a header row such as `from,to` is skipped) to content/redirects.yaml (or the folder of
 * --content or CONTENT_DIR).
 *
 * A row whose old address the file has already is kept as it is when it leads to the same place, and refused when it
 * leads elsewhere. Any refused row (each named by its line) means nothing is written. The file is written the way the
 * browser editor writes it (scripts/format-content.ts); `npm run check:content` then checks the redirects' targets.
 */
import fs from "node:fs";
import path from "node:path";
import { isSeq, parseDocument } from "yaml";
import { yamlStringifyOptions } from "../src/content-model/cms-config";
import { dataOf, defaultContent, loadContent } from "../src/content-model/load";
import { findContentFile, formats, type ContentFile, type Range } from "../src/content-model/registry";
import { asEditorWrites } from "./format-content";

type Output = { log: (line: string) => void; error: (line: string) => void };
type Row = { line: number; cells: string[] };
type Entry = { from: string; to?: string; gone?: boolean; [field: string]: unknown };

const spec = findContentFile("redirects.yaml") as ContentFile;
const fromPattern = new RegExp(formats.path.pattern);
const toPattern = new RegExp(formats.target.pattern);
const count = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
/** `/old/` and `/old` are one address (as the content check has it). */
const keyOf = (address: string) => (address === "/" || address.endsWith("*") ? address : address.replace(/\/+$/, ""));

/** The records of a CSV file (RFC 4180: quoted cells may hold commas, "" and line breaks), each with the line it starts on. */
export function parseCsv(text: string): Row[] {
  const rows: Row[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const source = text.replace(/^\uFEFF/, "");
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== "") rows.push({ line: start, cells });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted && c === '"' && source[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) {
      if (c === "\n") line++;
      cell += c;
    } else if (c === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      endRow();
      start = ++line;
    } else cell += c;
  }
  if (cell !== "" || cells.length > 0) endRow();
  return rows.map((row) => ({ ...row, cells: row.cells.map((c) => c.trim()) }));
}

/** A first row of names ("from,to", "Old URL,New URL") rather than addresses. */
const isHeader = (cells: string[]) => cells.every((c) => !c.startsWith("/") && !/^[a-z]+:\/\//i.test(c));

/** What is wrong with a row on its own, if anything. */
function rowProblem(cells: string[]): string | undefined {
  if (cells.length !== 2)
    return `has ${count(cells.length, "cell", "cells")}; write two, separated by a comma: the old address, then the new one (quote a cell that holds a comma).`;
  const [from, to] = cells as [string, string];
  if (!from) return "the old address is empty.";
  if (!to) return "the new address is empty. (A page gone for good is marked gone: true in content/redirects.yaml.)";
  if (/^[a-z]+:\/\//i.test(from)) {
    let suggestion = "";
    try {
      suggestion = `: ${new URL(from).pathname}`;
    } catch {
      // Not a URL either: the general advice follows.
    }
    return `the old address "${from}" is a full address; write only the path${suggestion}.`;
  }
  if (!from.startsWith("/")) return `the old address "${from}" does not start with "/"; write it from the site's root, such as /${from}.`;
  if (!fromPattern.test(from)) return `the old address "${from}" ${formats.path.problem} ${formats.path.fix}`;
  if (/^http:\/\//i.test(to))
    return `the new address "${to}" starts with http://; write https:// (browsers warn before an address without it).`;
  if (!toPattern.test(to)) return `the new address "${to}" ${formats.target.problem} ${formats.target.fix}`;
  return undefined;
}

function parseArgs(args: readonly string[]): { csv?: string; content: string } {
  const options: { csv?: string; content: string } = { content: process.env.CONTENT_DIR ?? "content" };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--content") options.content = args[++i] ?? options.content;
    else if (!options.csv) options.csv = arg;
  }
  return options;
}

/** Imports the file; returns the exit code. */
export function main(args: readonly string[] = process.argv.slice(2), out: Output = console, cwd = process.cwd()): number {
  const { csv, content } = parseArgs(args);
  if (!csv) {
    out.error("Which file? Give a CSV file of old and new addresses, for example: npm run redirects:import -- old-urls.csv");
    return 2;
  }
  const posix = (file: string) => path.relative(cwd, file).split(path.sep).join("/") || ".";
  const csvFile = path.resolve(cwd, csv);
  const csvName = posix(csvFile);
  if (!fs.existsSync(csvFile)) {
    out.error(`${csvName} does not exist.`);
    return 2;
  }
  const dir = path.resolve(cwd, content);
  const display = posix(dir);
  const model = loadContent(dir, display);
  const file = defaultContent(model)?.files.find((f) => f.spec === spec);
  const yamlName = `${display}/${spec.file}`;
  const data = file ? dataOf(defaultContent(model), spec.file) : { redirects: [] };
  const list = (data as { redirects?: unknown } | undefined)?.redirects ?? [];
  if (!model.exists || !data || typeof data !== "object" || !Array.isArray(list)) {
    out.error(`${yamlName} could not be read. Run \`npm run check:content\` and fix what it says first.`);
    return 1;
  }
  const existing = list as Entry[];
  const known = new Map(existing.flatMap((entry) => (typeof entry?.from === "string" ? [[keyOf(entry.from), entry] as const] : [])));

  const rows = parseCsv(fs.readFileSync(csvFile, "utf8"));
  if (rows[0] && isHeader(rows[0].cells)) rows.shift();
  const refused: string[] = [];
  const added: Entry[] = [];
  const firstLine = new Map<string, number>();
  let already = 0;
  for (const { line, cells } of rows) {
    const refuse = (message: string) => refused.push(`${csvName}:${line}: ${message}`);
    const problem = rowProblem(cells);
    if (problem) {
      refuse(problem);
      continue;
    }
    const [from, to] = cells as [string, string];
    const key = keyOf(from);
    const twin = firstLine.get(key);
    if (twin !== undefined) {
      refuse(`"${from}" is also the old address of line ${twin}; one address can lead to one place only. Keep one of the two rows.`);
      continue;
    }
    firstLine.set(key, line);
    const entry = known.get(key);
    if (!entry) added.push({ from, to });
    else if (entry.to === to && entry.gone !== true) already++;
    else
      refuse(
        `"${from}" is in ${yamlName} already, ${entry.gone === true ? "marked gone" : `leading to "${entry.to}"`}; this row leads to "${to}". ` +
          `Change the row or the redirect in ${yamlName}, then run this again.`,
      );
  }
  const range = (spec.fields.redirects as { range: Range }).range;
  const total = existing.length + added.length;
  if (refused.length === 0 && total > range.max)
    refused.push(
      `${csvName}: ${yamlName} would have ${count(total, "redirect", "redirects")}; up to ${range.max.toLocaleString("en")} can be listed. ` +
        `Leave out ${(total - range.max).toLocaleString("en")}, or replace those under one folder with one "/folder/*" redirect.`,
    );
  if (refused.length > 0) {
    for (const message of refused) out.error(message);
    out.error(`\nNothing was written: ${count(refused.length, "row was", "rows were")} refused. Fix the lines above, then run this again.`);
    return 1;
  }

  if (added.length > 0) {
    // Appended to the file as written: the loader's data has the fields' defaults filled in (gone: false).
    const doc = parseDocument(file?.text ?? "redirects: []\n");
    const seq = doc.get("redirects", true);
    if (isSeq(seq)) for (const entry of added) seq.add(doc.createNode(entry));
    else doc.set("redirects", doc.createNode(added));
    const text = asEditorWrites(doc.toString(yamlStringifyOptions), spec);
    fs.writeFileSync(file?.absolute ?? path.join(dir, spec.file), text);
  }
  out.log(
    `${yamlName}: added ${count(added.length, "redirect", "redirects")}, ${count(already, "was", "were")} already there. ` +
      "Run `npm run check:content`: it checks that every new address is a page of the site.",
  );
  return 0;
}

if (require.main === module) process.exitCode = main();
