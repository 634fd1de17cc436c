/**
 * Which source module each byte of a minified file comes from, read from its source map
 * (version 3, as webpack writes them). No dependency: the mappings' Base64 VLQ is decoded here.
 */
import fs from "node:fs";

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment of a `mappings` string ("AAAA", "kGAAA" …) into its numbers. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Invalid Base64 VLQ character "${char}" in "${segment}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

type SourceMap = { version: number; sources: string[]; mappings: string; sections?: unknown };

export type ModuleBytes = {
  /** The source as the map names it, e.g. `webpack://company-site/./node_modules/react-dom/index.js`. */
  source: string;
  /** Bytes of the minified file generated from this source. */
  bytes: number;
  /** The generated code itself, for measuring it compressed. */
  code: string;
};

/** Bytes of `code` not covered by any mapping (webpack's glue, whitespace), under this name. */
export const UNMAPPED = "(no source: webpack glue)";

/**
 * Attributes every byte of `code` to the source its mapping segment points at. A segment covers
 * the generated text from its column up to the next segment on the same line (or the line's end).
 * Columns count UTF-16 code units, as JavaScript strings do; sizes are UTF-8 bytes.
 */
export function attribute(code: string, map: SourceMap): ModuleBytes[] {
  if (map.sections) throw new Error("Indexed source maps (sections) are not supported");
  const parts = new Map<number, string[]>();
  const add = (source: number, text: string): void => {
    if (text === "") return;
    const list = parts.get(source);
    if (list) list.push(text);
    else parts.set(source, [text]);
  };
  const lines = code.split("\n");
  const mappingLines = map.mappings.split(";");
  let sourceIndex = 0;
  lines.forEach((line, lineNo) => {
    const segments = (mappingLines[lineNo] ?? "").split(",").filter(Boolean);
    let column = 0;
    const starts: { column: number; source: number }[] = [];
    for (const segment of segments) {
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        starts.push({ column, source: sourceIndex });
      } else {
        starts.push({ column, source: -1 });
      }
    }
    add(-1, line.slice(0, starts[0]?.column ?? line.length));
    starts.forEach((start, i) => add(start.source, line.slice(start.column, starts[i + 1]?.column ?? line.length)));
    if (lineNo < lines.length - 1) add(-1, "\n");
  });
  return [...parts].map(([index, texts]) => {
    const text = texts.join("");
    return { source: index < 0 ? UNMAPPED : (map.sources[index] ?? `(source #${index})`), bytes: Buffer.byteLength(text), code: text };
  });
}

/**
 * Reads `file` and its source map (`mapFile`, by default `file.map`) and attributes the file's
 * bytes; the whole file as one entry when there is no map.
 */
export function modulesOf(file: string, mapFile = `${file}.map`): ModuleBytes[] {
  const code = fs.readFileSync(file, "utf8");
  if (!fs.existsSync(mapFile)) return [{ source: "(no source map)", bytes: Buffer.byteLength(code), code }];
  return attribute(code, JSON.parse(fs.readFileSync(mapFile, "utf8")) as SourceMap);
}

/**
 * A readable name for a module: the npm package for files under node_modules (the innermost
 * one, so `gatsby/node_modules/@gatsbyjs/reach-router/…` is `@gatsbyjs/reach-router`), Gatsby's
 * runtime for `.cache/`, and the repository path for the site's own code.
 */
export function packageOf(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  const nodeModules = clean.lastIndexOf("node_modules/");
  if (nodeModules >= 0) {
    const [first, second] = clean.slice(nodeModules + "node_modules/".length).split("/");
    return first?.startsWith("@") ? `${first}/${second ?? ""}` : (first ?? clean);
  }
  if (clean.startsWith(".cache/")) return "gatsby runtime (.cache/)";
  return clean;
}
