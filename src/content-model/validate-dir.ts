/**
 * Validates the whole `content/` folder: every declared file must exist and be valid, and no
 * undeclared YAML file may sit there (its data would reach GraphQL unchecked and untyped).
 * Node-only (reads the file system); used by the build plugin and `npm run check:content`.
 */
import fs from "node:fs";
import path from "node:path";
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode, type YAMLMap } from "yaml";
import { MAX_TITLE_LENGTH, pageTitle } from "../lib/page-title";
import { isAcceptableEndpoint } from "../lib/contact-form";
import { withIds } from "./ids";
import { contentFiles, findContentFile, type ContentFile, type Fields } from "./schema";
import { closestKey, validateContentSource, type Anchors, type Problem } from "./validate";
import { checkContentBytes } from "./validate-bytes";
import { withoutByteOrderMark } from "./text";
import { listFiles } from "../lib/list-files";
import { existingAnchors, existingRoutes, validateSitePages } from "./site-pages";

/**
 * Folders inside `content/` that hold no YAML content: the JSON Schemas (the build ignores them
 * too) and the created pages, which site-pages.ts checks.
 */
const ignoredFolders = new Set(["schemas", "site-pages"]);

const listYamlFiles = (dir: string) => listFiles(dir, { skip: [...ignoredFolders], match: /\.ya?ml$/i });

const knownFiles = () => contentFiles.map((f) => f.file);

/**
 * A content file's text, as every reader of content outside the check should read it: UTF-8,
 * without a leading byte-order mark (text.ts explains why the YAML parser needs that).
 */
export function readContentText(file: string): string {
  return withoutByteOrderMark(fs.readFileSync(file, "utf8"));
}

/**
 * Validates one file given its path relative to the content folder. Internal links are checked
 * against `routes`, the addresses that exist (by default the built-in routes and the folder's pages),
 * and their #fragments against `anchors`, the places content makes on them (`existingAnchors`).
 */
export function validateContentFile(
  contentDir: string,
  relativePath: string,
  displayPrefix = "content",
  routes: readonly string[] = existingRoutes(contentDir),
  anchors: Anchors = existingAnchors(contentDir),
): Problem[] {
  const display = `${displayPrefix}/${relativePath}`;
  const spec = findContentFile(relativePath);
  if (!spec) {
    const guess = closestKey(relativePath.replace(/\.ya?ml$/i, ".yaml"), knownFiles());
    return [
      {
        file: display,
        message:
          `is not one of the site's content files, so the site cannot use it.${guess ? ` Did you mean ${displayPrefix}/${guess}? Rename it.` : ""}` +
          ` The content files are: ${knownFiles().join(", ")}. Move any other file out of ${displayPrefix}/.`,
      },
    ];
  }
  const absolute = path.join(contentDir, relativePath);
  if (!fs.existsSync(absolute)) return [missingFile(spec.file, spec.description, displayPrefix)];
  const bytes = fs.readFileSync(absolute);
  // Bytes first: text in another encoding or with invisible control characters cannot be trusted
  // line by line; its other problems are reported once it is fixed.
  const byteProblems = checkContentBytes(bytes, display);
  if (byteProblems.length > 0) return byteProblems;
  const { problems } = validateContentSource(spec, bytes.toString("utf8"), display, { routes, anchors });
  if (problems.length === 0 && spec.file === "settings.yaml")
    return contactFormProblems(withoutByteOrderMark(bytes.toString("utf8")), display);
  return problems;
}

/** The rule between two settings the schema checks one by one: an endpoint needs its address. */
function contactFormProblems(source: string, display: string): Problem[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  const line = (node: unknown) => {
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    return range ? lineCounter.linePos(range[0]).line : undefined;
  };
  const delivery = doc.getIn(["contact", "formDelivery"]);
  const written = doc.getIn(["contact", "formEndpoint"]);
  // Left empty (as the browser editor writes an optional field nobody filled in) is left out.
  const endpoint = typeof written === "string" && written.trim() !== "" ? written : undefined;
  if (delivery === "endpoint" && endpoint === undefined) {
    return [
      {
        file: display,
        line: line(doc.getIn(["contact", "formDelivery"], true)),
        field: "contact > formEndpoint",
        message:
          'is missing: with "formDelivery: endpoint" the form needs the address it posts to. Add a line "formEndpoint: https://…" under contact ' +
          "(the form URL your form service gives you), or choose formDelivery: netlify or none.",
      },
    ];
  }
  if (endpoint !== undefined && !isAcceptableEndpoint(endpoint)) {
    return [
      {
        file: display,
        line: line(doc.getIn(["contact", "formEndpoint"], true)),
        field: "contact > formEndpoint",
        message: `"${endpoint}" is not an https:// address, so what visitors type would travel unencrypted. Use the https:// address your form service gives you.`,
      },
    ];
  }
  return [];
}

function missingFile(file: string, description: string, displayPrefix: string): Problem {
  return {
    file: `${displayPrefix}/${file}`,
    message:
      `is missing, but the site needs it (${description.charAt(0).toLowerCase()}${description.slice(1).replace(/\.$/, "")}). ` +
      `Restore it from the repository's history (git checkout HEAD -- ${displayPrefix}/${file}), or check that it was not renamed or moved.`,
  };
}

/** Validates every content file; returns all problems, in file then line order. */
export function validateContentDir(contentDir: string, displayPrefix = "content"): Problem[] {
  if (!fs.existsSync(contentDir) || !fs.statSync(contentDir).isDirectory()) {
    return [
      {
        file: displayPrefix,
        message: "does not exist or is not a folder. Content files live in the content/ folder at the root of the project.",
      },
    ];
  }
  const present = listYamlFiles(contentDir).sort();
  const problems: Problem[] = [];
  for (const spec of contentFiles) {
    const copies = present.filter((p) => findContentFile(p) === spec);
    if (copies.length === 0) problems.push(missingFile(spec.file, spec.description, displayPrefix));
    if (copies.length > 1) {
      problems.push({
        file: `${displayPrefix}/${spec.file}`,
        message: `exists ${copies.length} times (${copies.map((c) => `${displayPrefix}/${c}`).join(", ")}). Keep one and delete the others.`,
      });
    }
  }
  const routes = existingRoutes(contentDir);
  const anchors = existingAnchors(contentDir);
  for (const relativePath of present) problems.push(...validateContentFile(contentDir, relativePath, displayPrefix, routes, anchors));
  problems.push(...validateSitePages(contentDir, displayPrefix, routes, anchors));
  return problems.sort((a, b) => (a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1));
}

/** The page-title fields of a file's schema, as key paths ("title", "thanks > title"). */
function titlePaths(fields: Fields, prefix: string[] = []): string[][] {
  return Object.entries(fields).flatMap(([key, field]) => {
    if (field.type === "string" && field.pageTitle) return [[...prefix, key]];
    return field.type === "object" ? titlePaths(field.fields, [...prefix, key]) : [];
  });
}

/**
 * Entries written without an id (by hand: the browser editor always writes one): the build makes
 * it from the title (ids.ts), so it changes whenever the title does. Says which line keeps it.
 */
function missingIdWarnings(spec: ContentFile, root: YamlNode, lineCounter: LineCounter, display: string): Problem[] {
  const warnings: Problem[] = [];
  const lineOf = (node: YamlNode) => (node.range ? lineCounter.linePos(node.range[0]).line : undefined);
  const filled = withIds(spec, root.toJSON());
  const visitList = (fields: Fields, seq: YamlNode, data: unknown, prefix: string) => {
    if (!isSeq(seq) || !Array.isArray(data)) return;
    const id = fields.id?.type === "string" ? fields.id : undefined;
    seq.items.forEach((item, i) => {
      if (!isMap(item)) return;
      const entry = data[i] as Record<string, unknown> | undefined;
      const label = id?.derivedFrom ? item.get(id.derivedFrom) : undefined;
      const name = `${prefix}#${i + 1}${typeof label === "string" && label.trim() ? ` "${label.trim()}"` : ""}`;
      const written = item.get("id");
      if (id?.derivedFrom && (typeof written !== "string" || written.trim() === "") && typeof entry?.id === "string") {
        warnings.push({
          file: display,
          line: lineOf(item as YamlNode),
          entry: name,
          field: "id",
          message:
            `is missing, so every build makes it from the ${id.derivedFrom} ("${entry.id}"), and it changes whenever the ${id.derivedFrom} does. ` +
            `Add the line "id: ${entry.id}" to the entry to keep it (the browser editor adds it by itself).`,
        });
      }
      visitMap(fields, item as YamlNode, entry, `${name} > `);
    });
  };
  const visitMap = (fields: Fields, map: YamlNode, data: unknown, prefix: string) => {
    if (!isMap(map)) return;
    const record = (data ?? {}) as Record<string, unknown>;
    for (const [name, field] of Object.entries(fields)) {
      const node = map.get(name, true) as YamlNode | undefined;
      if (!node) continue;
      if (field.type === "object") visitMap(field.fields, node, record[name], prefix);
      if (field.type === "objectList") visitList(field.fields, node, record[name], `${prefix}${name} `);
    }
  };
  if (spec.root === "list") visitList(spec.fields, root, filled, "");
  else visitMap(spec.fields, root, filled, "");
  return warnings;
}

/**
 * Warnings that do not stop the build: page titles that, with the brand and suffix every title
 * gets, are longer than search results show (they cut the rest with "…"), and entries without an
 * id (their id follows their title). Files that cannot be read are left to `validateContentDir`,
 * which reports them.
 */
export function contentWarnings(contentDir: string, displayPrefix = "content"): Problem[] {
  const ids = contentFiles.flatMap((spec) => {
    try {
      const lineCounter = new LineCounter();
      const doc = parseDocument(readContentText(path.join(contentDir, spec.file)), { lineCounter });
      if (doc.errors.length > 0 || !doc.contents) return [];
      return missingIdWarnings(spec, doc.contents as YamlNode, lineCounter, `${displayPrefix}/${spec.file}`);
    } catch {
      return [];
    }
  });
  return [...titleWarnings(contentDir, displayPrefix), ...ids];
}

function titleWarnings(contentDir: string, displayPrefix: string): Problem[] {
  const read = (file: string) => {
    try {
      const lineCounter = new LineCounter();
      const doc = parseDocument(readContentText(path.join(contentDir, file)), { lineCounter });
      return doc.errors.length === 0 && isMap(doc.contents) ? { map: doc.contents as YAMLMap, lineCounter } : undefined;
    } catch {
      return undefined;
    }
  };
  const settings = read("settings.yaml")?.map;
  const brand = settings?.get("brand");
  const suffix = settings?.get("titleSuffix");
  if (typeof brand !== "string" || typeof suffix !== "string") return [];
  const warnings: Problem[] = [];
  for (const spec of contentFiles) {
    const paths = titlePaths(spec.fields);
    const file = paths.length > 0 ? read(spec.file) : undefined;
    if (!file) continue;
    for (const keys of paths) {
      const node = file.map.getIn(keys, true) as { value?: unknown; range?: [number, number, number] } | undefined;
      if (typeof node?.value !== "string") continue;
      const full = pageTitle(node.value, brand, suffix);
      if (full.length <= MAX_TITLE_LENGTH) continue;
      const over = full.length - MAX_TITLE_LENGTH;
      warnings.push({
        file: `${displayPrefix}/${spec.file}`,
        line: node.range ? file.lineCounter.linePos(node.range[0]).line : undefined,
        field: keys.join(" > "),
        message:
          `the page's full title "${full}" is ${full.length} characters; search results show about ${MAX_TITLE_LENGTH} and cut the rest. ` +
          `Shorten "${node.value}" by ${over} ${over === 1 ? "character" : "characters"} (" | ${brand} – ${suffix}" is added to every title).`,
      });
    }
  }
  return warnings;
}
