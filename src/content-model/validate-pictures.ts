/**
 * The pictures content names, checked as files (validate.ts checks the address as text): each
 * must exist under static/, be a JPEG, PNG, WebP or AVIF whatever its name says (an SVG is
 * refused: it can carry scripts and links; export it as PNG), weigh at most 10 MB, and, with a
 * warning only, be at least as wide as the largest rendition. Messages name the file, entry and
 * field, as the other checks do. `npm run check:content` and the build (plugins/validate-content)
 * run it after the content files themselves are valid.
 */
import fs from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument, isMap, isSeq, type Node as YamlNode, type YAMLMap } from "yaml";
import { LARGEST_WIDTH, staticFile } from "../images/pipeline";
import { probePicture } from "../images/probe";
import { contentFiles, MAX_PICTURE_BYTES, type Fields } from "./schema";
import type { Problem } from "./validate";
import { readContentText } from "./validate-dir";

type Found = { src: string; line?: number; entry?: string; field: string };

/** Every picture address in one file's tree, with where it is (entry and field, as the check names them). */
function findPictures(node: YamlNode | null, fields: Fields, lines: LineCounter, at: { entry?: string; field: string[] }): Found[] {
  if (!isMap(node)) return [];
  const map = node as YAMLMap;
  return Object.entries(fields).flatMap(([key, field]): Found[] => {
    const value = map.get(key, true) as YamlNode | undefined;
    if (!value) return [];
    if (field.type === "string" && field.format === "image") {
      const scalar = value as { value?: unknown; range?: [number, number, number] };
      if (typeof scalar.value !== "string" || scalar.value.trim() === "") return [];
      const line = scalar.range ? lines.linePos(scalar.range[0]).line : undefined;
      return [{ src: scalar.value, line, entry: at.entry, field: [...at.field, key].join(" > ") }];
    }
    if (field.type === "object") return findPictures(value, field.fields, lines, { ...at, field: [...at.field, key] });
    if (field.type === "objectList" && isSeq(value)) {
      return value.items.flatMap((item, i) =>
        findPictures(item as YamlNode, field.fields, lines, { entry: `${[...at.field, key].join(" > ")} #${i + 1}`, field: [] }),
      );
    }
    return [];
  });
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * Problems (they stop the check and the build) and warnings for every picture in `contentDir`;
 * addresses are looked up in `staticDir` (the site's static/, beside content/ unless said).
 * Files that do not parse are left to validate-dir.
 */
export function checkPictures(
  contentDir: string,
  displayPrefix = "content",
  staticDir = path.join(contentDir, "..", "static"),
): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  for (const spec of contentFiles) {
    const absolute = path.join(contentDir, spec.file);
    if (!fs.existsSync(absolute)) continue;
    const lines = new LineCounter();
    const doc = parseDocument(readContentText(absolute), { lineCounter: lines });
    if (doc.errors.length > 0) continue;
    const root = doc.contents as YamlNode | null;
    const found =
      spec.root === "list"
        ? isSeq(root)
          ? root.items.flatMap((item, i) => {
              const label = isMap(item) ? (item as YAMLMap).get(spec.labelField) : undefined;
              return findPictures(item as YamlNode, spec.fields, lines, {
                entry: `#${i + 1}${typeof label === "string" ? ` "${label}"` : ""}`,
                field: [],
              });
            })
          : []
        : findPictures(root, spec.fields, lines, { field: [] });
    for (const { src, line, entry, field } of found) {
      const where = { file: `${displayPrefix}/${spec.file}`, line, entry, field };
      const file = staticFile(staticDir, src);
      const shown = `static${src}`;
      if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        problems.push({
          ...where,
          message: `the picture "${src}" does not exist: there is no file ${shown}. Upload it again in the browser editor, or check the spelling (capital letters count).`,
        });
        continue;
      }
      const size = fs.statSync(file).size;
      if (size > MAX_PICTURE_BYTES) {
        problems.push({
          ...where,
          message: `the picture ${shown} is ${megabytes(size)}; the limit is ${megabytes(MAX_PICTURE_BYTES)}. Export it smaller (about 2400 pixels wide is plenty) and upload it again.`,
        });
        continue;
      }
      const head = Buffer.alloc(Math.min(size, 256 * 1024));
      const fd = fs.openSync(file, "r");
      fs.readSync(fd, head, 0, head.length, 0);
      fs.closeSync(fd);
      const probe = probePicture(head);
      if (!probe || probe.format === "svg") {
        problems.push({
          ...where,
          message: `the picture ${shown} is ${probe ? "an SVG drawing, which the site does not publish (it can carry scripts); export it as PNG" : "not a JPEG, PNG, WebP or AVIF picture, whatever its name says; open it in an image editor and export it as JPEG"}, then upload it again.`,
        });
        continue;
      }
      if (probe.width !== undefined && probe.width < LARGEST_WIDTH) {
        warnings.push({
          ...where,
          message: `the picture ${shown} is ${probe.width} pixels wide; at least ${LARGEST_WIDTH} looks sharp on large and high-density screens (it is shown as it is).`,
        });
      }
    }
  }
  return { problems, warnings };
}
