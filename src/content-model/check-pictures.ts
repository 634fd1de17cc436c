// The picture files content names (picture fields, pictures in Markdown): each must exist under static/, be a JPEG, PNG, WebP or AVIF whatever its name, and weigh at most 10 MB; a narrow one is a warning.
import fs from "node:fs";
import path from "node:path";
import { declared, locate, type Shape } from "./check-yaml";
import type { ContentModel, LoadedEntry, LoadedFile } from "./load";
import type { Problem } from "./problems";
import { formats, MAX_PICTURE_BYTES, SHARE_PICTURE, type Field, type Fields } from "./registry";
import { LARGEST_WIDTH, staticFile } from "../images/pipeline";
import { probePicture } from "../images/probe";
import { markdownPictures } from "../lib/markdown";

type Found = { src: string; minWidth: number; at: Omit<Problem, "message"> };

/** The pictures in a file's picture fields; a link preview (cropped to 1200 × 630) needs no more than that width. */
function fieldPictures(
  shape: Shape,
  loaded: LoadedFile | (LoadedEntry & { front: NonNullable<LoadedEntry["front"]> }),
  data: unknown,
): Found[] {
  const entries = shape.root === "list" && Array.isArray(data) ? data.map((e, i) => [e, [i]] as const) : [[data, []] as const];
  const parsed = "front" in loaded ? loaded.front : loaded;
  return entries.flatMap(([entry, base]) =>
    [...declared(shape.fields, entry, [...base])].flatMap(({ field, value, path: at }): Found[] => {
      if (field.type === "string" && field.format === "markdown" && typeof value === "string")
        return markdownPictures(value).map(({ src, line }) => ({
          src,
          minWidth: LARGEST_WIDTH,
          at: { file: loaded.display, ...locate(shape, parsed, at, line) },
        }));
      if (field.type !== "string" || field.format !== "image" || typeof value !== "string" || value.trim() === "") return [];
      const parent = shareParent(
        shape.fields,
        at.filter((s): s is string => typeof s === "string"),
      );
      return [
        { src: value, minWidth: parent ? SHARE_PICTURE.width : LARGEST_WIDTH, at: { file: loaded.display, ...locate(shape, parsed, at) } },
      ];
    }),
  );
}

/** Whether the picture at these field names sits in a link-preview group. */
function shareParent(fields: Fields, names: string[]): boolean {
  let current: Fields | undefined = fields;
  let share = false;
  for (const name of names.slice(0, -1)) {
    const field: Field | undefined = current?.[name];
    if (field?.type === "object") share = Boolean(field.share);
    current = field?.type === "object" || field?.type === "objectList" ? field.fields : undefined;
  }
  return share;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function checkFile(src: string, staticDir: string, minWidth: number): { problem?: string; warning?: string } {
  const file = staticFile(staticDir, src);
  const shown = `static${src}`;
  if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile())
    return {
      problem: `the picture "${src}" does not exist: there is no file ${shown}. Upload it again in the browser editor, or check the spelling (capital letters count).`,
    };
  const size = fs.statSync(file).size;
  if (size > MAX_PICTURE_BYTES)
    return {
      problem: `the picture ${shown} is ${megabytes(size)}; the limit is ${megabytes(MAX_PICTURE_BYTES)}. Export it smaller (about 2400 pixels wide is plenty) and upload it again.`,
    };
  const head = Buffer.alloc(Math.min(size, 256 * 1024));
  const fd = fs.openSync(file, "r");
  fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  const probe = probePicture(head);
  if (!probe || probe.format === "svg")
    return {
      problem: `the picture ${shown} is ${probe ? "an SVG drawing, which the site does not publish (it can carry scripts); export it as PNG" : "not a JPEG, PNG, WebP or AVIF picture, whatever its name says; open it in an image editor and export it as JPEG"}, then upload it again.`,
    };
  if (probe.width !== undefined && probe.width < minWidth)
    return {
      warning: `the picture ${shown} is ${probe.width} pixels wide; at least ${minWidth} looks sharp on large and high-density screens (it is shown as it is).`,
    };
  return {};
}

/** Every picture content names, in every language: picture fields, and pictures in entries' Markdown. */
export function checkPictures(model: ContentModel, staticDir = path.join(model.dir, "..", "static")) {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const found = model.content.flatMap((content) => [
    ...content.files.flatMap((file) => (file.data === undefined ? [] : fieldPictures(file.spec, file, file.data))),
    ...Object.values(content.entries).flatMap((entries) =>
      entries.flatMap((entry) => {
        if (!entry.front) return [];
        const shape: Shape = { fields: entry.folder.fields, root: "object", description: "" };
        const inText = markdownPictures(entry.body).map(({ src, line }) => ({
          src,
          minWidth: LARGEST_WIDTH,
          at: { file: entry.display, line: line + entry.bodyLine - 1, field: "Markdown" },
        }));
        return [...fieldPictures(shape, { ...entry, front: entry.front }, entry.data), ...inText];
      }),
    ),
  ]);
  const image = new RegExp(formats.image.pattern);
  // A picture named in several languages is read once.
  const checked = new Map<string, ReturnType<typeof checkFile>>();
  for (const { src, minWidth, at } of found) {
    if (!image.test(src)) continue;
    const key = `${src}\0${minWidth}`;
    const result = checked.get(key) ?? checkFile(src, staticDir, minWidth);
    checked.set(key, result);
    if (result.problem) problems.push({ ...at, message: result.problem });
    if (result.warning) warnings.push({ ...at, message: result.warning });
  }
  return { problems, warnings };
}
