/**
 * The pictures content names (picture fields, and pictures in created pages' Markdown), checked as
 * files (validate.ts and site-pages.ts check the address and alt text as text): each must exist
 * under static/, be a JPEG, PNG, WebP or AVIF whatever its name says (an SVG is refused: it can
 * carry scripts and links; export it as PNG), weigh at most 10 MB, and, with a warning only, be at
 * least as wide as the largest rendition (1200 pixels for a link-preview picture). Messages name
 * the file, entry and field, as the other checks do. `npm run check:content` and the build
 * (plugins/validate-content) run it beside the check of the content files, so every problem is
 * listed at once; an address that is no picture file's (validate.ts and site-pages.ts say so) and
 * a file that does not parse are left to those checks.
 */
import fs from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument, isMap, isSeq, type Node as YamlNode, type YAMLMap } from "yaml";
import { LARGEST_WIDTH, staticFile } from "../images/pipeline";
import { probePicture } from "../images/probe";
import { markdownPictures } from "../lib/markdown";
import { MAX_PICTURE_BYTES, SHARE_PICTURE, type Fields } from "./schema";
import { loadContent, type ContentModel, type LanguageContent } from "./load";
import { formatPatterns, type Problem } from "./validate";

/** One picture content names: its address, where it is (line, entry, field), and the width it should have at least. */
type Found = { src: string; line?: number; entry?: string; field: string; minWidth: number };

/** Every picture address in one file's tree, with where it is (entry and field, as the check names them). */
function findPictures(
  node: YamlNode | null,
  fields: Fields,
  lines: LineCounter,
  at: { entry?: string; field: string[]; minWidth?: number },
): Found[] {
  if (!isMap(node)) return [];
  const map = node as YAMLMap;
  return Object.entries(fields).flatMap(([key, field]): Found[] => {
    const value = map.get(key, true) as YamlNode | undefined;
    if (!value) return [];
    if (field.type === "string" && field.format === "image") {
      const scalar = value as { value?: unknown; range?: [number, number, number] };
      if (typeof scalar.value !== "string" || scalar.value.trim() === "") return [];
      const line = scalar.range ? lines.linePos(scalar.range[0]).line : undefined;
      return [{ src: scalar.value, line, entry: at.entry, field: [...at.field, key].join(" > "), minWidth: at.minWidth ?? LARGEST_WIDTH }];
    }
    if (field.type === "object") {
      // A link-preview picture is cropped to 1200 × 630: that width is enough.
      const minWidth = field.share ? SHARE_PICTURE.width : at.minWidth;
      return findPictures(value, field.fields, lines, { ...at, field: [...at.field, key], minWidth });
    }
    if (field.type === "objectList" && isSeq(value)) {
      return value.items.flatMap((item, i) =>
        findPictures(item as YamlNode, field.fields, lines, { entry: `${[...at.field, key].join(" > ")} #${i + 1}`, field: [] }),
      );
    }
    return [];
  });
}

/** The pictures of one YAML document (a content file, or a created page's front matter). */
function pictureFields(source: string, spec: { root: "list" | "object"; fields: Fields; labelField?: string }, lineOffset = 0): Found[] {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines });
  if (doc.errors.length > 0) return [];
  const root = doc.contents as YamlNode | null;
  const found =
    spec.root === "list"
      ? isSeq(root)
        ? root.items.flatMap((item, i) => {
            const label = isMap(item) && spec.labelField ? (item as YAMLMap).get(spec.labelField) : undefined;
            return findPictures(item as YamlNode, spec.fields, lines, {
              entry: `#${i + 1}${typeof label === "string" ? ` "${label}"` : ""}`,
              field: [],
            });
          })
        : []
      : findPictures(root, spec.fields, lines, { field: [] });
  return found.map((f) => ({ ...f, line: f.line === undefined ? undefined : f.line + lineOffset }));
}

/** Every picture a language's entries name (the pages editors created): in their front matter (shareImage) and in their Markdown. */
function entryPictures(content: LanguageContent): (Found & { file: string })[] {
  return Object.values(content.entries).flatMap((entries) =>
    entries.flatMap((entry) => {
      if (!entry.parts) return [];
      // The front matter starts on the file's line 2; the Markdown on `bodyLine`.
      const inFrontMatter = pictureFields(entry.parts.frontMatter, { root: "object", fields: entry.folder.fields }, 1);
      const inText = markdownPictures(entry.parts.body).map(({ src, line }) => ({
        src,
        line: line + entry.parts!.bodyLine - 1,
        field: "Markdown",
        minWidth: LARGEST_WIDTH,
      }));
      return [...inFrontMatter, ...inText].map((found) => ({ ...found, file: entry.display }));
    }),
  );
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** What is wrong with the file a picture names (a problem), or what could be better (a warning). */
function checkFile(src: string, staticDir: string, minWidth: number): { problem?: string; warning?: string } {
  const file = staticFile(staticDir, src);
  const shown = `static${src}`;
  if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    return {
      problem: `the picture "${src}" does not exist: there is no file ${shown}. Upload it again in the browser editor, or check the spelling (capital letters count).`,
    };
  }
  const size = fs.statSync(file).size;
  if (size > MAX_PICTURE_BYTES) {
    return {
      problem: `the picture ${shown} is ${megabytes(size)}; the limit is ${megabytes(MAX_PICTURE_BYTES)}. Export it smaller (about 2400 pixels wide is plenty) and upload it again.`,
    };
  }
  const head = Buffer.alloc(Math.min(size, 256 * 1024));
  const fd = fs.openSync(file, "r");
  fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  const probe = probePicture(head);
  if (!probe || probe.format === "svg") {
    return {
      problem: `the picture ${shown} is ${probe ? "an SVG drawing, which the site does not publish (it can carry scripts); export it as PNG" : "not a JPEG, PNG, WebP or AVIF picture, whatever its name says; open it in an image editor and export it as JPEG"}, then upload it again.`,
    };
  }
  if (probe.width !== undefined && probe.width < minWidth) {
    return {
      warning: `the picture ${shown} is ${probe.width} pixels wide; at least ${minWidth} looks sharp on large and high-density screens (it is shown as it is).`,
    };
  }
  return {};
}

/**
 * Problems (they stop the check and the build) and warnings for every picture the content names, in
 * every language: the content files' picture fields, and the created pages' share pictures and the
 * pictures in their Markdown. Addresses are looked up in `staticDir` (the site's static/, beside the
 * content folder unless said). Files that do not parse are left to validate-dir, which says why.
 */
export function checkPictures(
  model: ContentModel,
  staticDir = path.join(model.dir, "..", "static"),
): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const found: (Found & { file: string })[] = [];
  for (const content of model.content) {
    for (const loaded of content.files) {
      const pictures = pictureFields(
        loaded.text,
        loaded.spec.root === "list" ? { ...loaded.spec, labelField: loaded.spec.labelField } : loaded.spec,
      );
      found.push(...pictures.map((p) => ({ ...p, file: loaded.display })));
    }
    found.push(...entryPictures(content));
  }
  const picturePattern = new RegExp(formatPatterns.image);
  // A picture named in several languages (kept in step by the editor) is read once.
  const checked = new Map<string, ReturnType<typeof checkFile>>();
  for (const { src, file, line, entry, field, minWidth } of found) {
    if (!picturePattern.test(src)) continue;
    const key = `${src}\0${minWidth}`;
    const result = checked.get(key) ?? checkFile(src, staticDir, minWidth);
    checked.set(key, result);
    if (result.problem) problems.push({ file, line, entry, field, message: result.problem });
    if (result.warning) warnings.push({ file, line, entry, field, message: result.warning });
  }
  return { problems, warnings };
}

/** `checkPictures` for the content folder `contentDir` (for tests and scripts). */
export function checkPicturesIn(contentDir: string, displayPrefix = "content", staticDir?: string) {
  return checkPictures(loadContent(contentDir, displayPrefix), staticDir);
}
