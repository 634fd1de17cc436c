// Build-time pictures with sharp directly, not gatsby-plugin-sharp: no File nodes, no job queue, and
// no gatsby-plugin-image (it reveals images with a script; our pages run none). Renditions are
// cached in .cache/pictures/ under a key of bytes, settings and sharp version.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SHARE_PICTURE } from "../content-model/registry";
import { PICTURES_FOLDER, SHARE_PICTURE_MAX_BYTES } from "../lib/share-picture";

export const RENDITION_WIDTHS: readonly number[] = [400, 800, 1200, 1600];
export const LARGEST_WIDTH = 1600;

// Part of the cache key: changing a setting re-encodes every picture.
const ENCODERS = {
  // sharp's default 4:4:4 spent half a photo's bytes on invisible colour detail (800 px hero: 24.2 → 10.3 kB).
  avif: { quality: 50, effort: 2, chromaSubsampling: "4:2:0" },
  // Logos and drawings keep full colour resolution, for clean coloured edges and thin lines.
  avifWithAlpha: { quality: 50, effort: 2, chromaSubsampling: "4:4:4" },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9, palette: true, quality: 90 },
} as const;

export type PictureSource = { type: "image/avif" | "image/webp"; srcSet: string };

export type ProcessedPicture = {
  width: number;
  height: number;
  sources: PictureSource[];
  fallbackType: "image/jpeg" | "image/png";
  srcSet: string;
  src: string;
};

export type PipelineDirs = {
  staticDir: string;
  publicDir: string;
  cacheDir: string;
};

/** The site's own: static/, public/ and the renditions kept in .cache/pictures/ between builds. */
export const siteDirs = (): PipelineDirs => ({
  staticDir: path.resolve("static"),
  publicDir: path.resolve("public"),
  cacheDir: path.resolve(".cache", "pictures"),
});

export { PICTURES_FOLDER };

export function staticFile(staticDir: string, src: string): string | undefined {
  const file = path.resolve(staticDir, `.${decodeURI(src.split(/[?#]/)[0]!)}`);
  return file.startsWith(path.resolve(staticDir) + path.sep) ? file : undefined;
}

type Rendition = { format: keyof typeof ENCODERS; width: number; name: string };

export type SharePicture = { src: string; width: number; height: number };

const { width: SHARE_WIDTH, height: SHARE_HEIGHT } = SHARE_PICTURE;
const SHARE_ENCODER = { quality: 82, mozjpeg: true } as const;
const SHARE_MIN_QUALITY = 50;

const CACHE_VERSION = 2;

type Manifest<T> = { result: T; files: string[] };

const inFlight = new Map<string, Promise<unknown>>();

function baseName(file: string, bytes: Buffer, settings: unknown): string {
  const key = crypto
    .createHash("sha256")
    .update(bytes)
    .update(JSON.stringify({ settings, sharp: sharp.versions.sharp, cache: CACHE_VERSION }))
    .digest("hex")
    .slice(0, 10);
  const stem = path
    .basename(file, path.extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  return `${stem || "picture"}-${key}`;
}

// A picture's name, worked out once per build process: cards repeat one cover on many pages, and reading and hashing its bytes for each
// page took minutes and gigabytes at 5,000 articles.
const bases = new Map<string, string>();

function baseOf(file: string, settings: unknown): string {
  const stat = fs.statSync(file);
  const key = `${file}\0${stat.size}\0${stat.mtimeMs}\0${JSON.stringify(settings)}`;
  const known = bases.get(key);
  if (known) return known;
  const base = baseName(file, fs.readFileSync(file), settings);
  bases.set(key, base);
  return base;
}

export const cacheEntryOf = (published: string) => /^(.*-[0-9a-f]{10})-[^-]+$/.exec(published)?.[1];

function cached<T>(
  src: string,
  dirs: PipelineDirs,
  settings: unknown,
  encode: (bytes: Buffer, base: string, folder: string) => Promise<Manifest<T>>,
): Promise<T> {
  const file = staticFile(dirs.staticDir, src);
  if (!file || !fs.existsSync(file)) return Promise.reject(new Error(`Picture ${src}: no such file in static/.`));
  const base = baseOf(file, settings);
  const id = `${base}|${dirs.publicDir}`;
  let job = inFlight.get(id) as Promise<T> | undefined;
  if (!job) {
    job = (async () => {
      const folder = path.join(dirs.cacheDir, base);
      const manifestFile = path.join(folder, "picture.json");
      if (!fs.existsSync(manifestFile)) {
        // Renamed only when complete: Gatsby runs queries in several processes, none may read half a folder.
        const temporary = `${folder}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
        fs.mkdirSync(temporary, { recursive: true });
        try {
          const made = await encode(fs.readFileSync(file), base, temporary);
          fs.writeFileSync(path.join(temporary, "picture.json"), JSON.stringify(made));
          fs.renameSync(temporary, folder);
        } catch (error) {
          fs.rmSync(temporary, { recursive: true, force: true });
          // Another process finished the same picture first: use its folder.
          if (!fs.existsSync(manifestFile)) throw error;
        }
      }
      const { result, files } = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest<T>;
      const out = path.join(dirs.publicDir, PICTURES_FOLDER);
      fs.mkdirSync(out, { recursive: true });
      for (const name of files) fs.copyFileSync(path.join(folder, name), path.join(out, name));
      return result;
    })().catch((error: Error) => {
      inFlight.delete(id);
      throw new Error(`Picture ${src}: ${error.message}`);
    });
    inFlight.set(id, job);
  }
  return job;
}

export function processPicture(src: string, dirs: PipelineDirs): Promise<ProcessedPicture> {
  return cached(src, dirs, { RENDITION_WIDTHS, ENCODERS }, encodeRenditions);
}

export function processSharePicture(src: string, dirs: PipelineDirs): Promise<SharePicture> {
  return cached(src, dirs, { SHARE_WIDTH, SHARE_HEIGHT, SHARE_ENCODER, SHARE_PICTURE_MAX_BYTES }, encodeShare);
}

async function upright(bytes: Buffer) {
  const source = sharp(bytes, { failOn: "error" }).rotate();
  const { width: rawWidth, height: rawHeight, orientation, hasAlpha, format } = await source.metadata();
  if (!rawWidth || !rawHeight || !["jpeg", "png", "webp", "heif"].includes(format ?? "")) {
    throw new Error("not a JPEG, PNG, WebP or AVIF picture.");
  }
  // EXIF orientations 5–8 turn the picture a quarter: its width is the stored height.
  const turned = orientation !== undefined && orientation >= 5;
  return { source, width: turned ? rawHeight : rawWidth, height: turned ? rawWidth : rawHeight, hasAlpha: Boolean(hasAlpha) };
}

async function encodeRenditions(bytes: Buffer, base: string, folder: string): Promise<Manifest<ProcessedPicture>> {
  const { source, width, height, hasAlpha } = await upright(bytes);
  const widths = RENDITION_WIDTHS.filter((w) => w < width);
  if (widths.length === 0 || width < LARGEST_WIDTH) widths.push(Math.min(width, LARGEST_WIDTH));
  const fallback = hasAlpha ? "png" : "jpeg";
  const renditions: Rendition[] = [];
  for (const format of ["avif", "webp", fallback] as const) {
    for (const w of widths) {
      const name = `${base}-${w}.${format === "jpeg" ? "jpg" : format}`;
      await source
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .toFormat(format, ENCODERS[format === "avif" && hasAlpha ? "avifWithAlpha" : format])
        .toFile(path.join(folder, name));
      renditions.push({ format, width: w, name });
    }
  }
  const srcSet = (format: string) =>
    renditions
      .filter((r) => r.format === format)
      .map((r) => `/${PICTURES_FOLDER}/${r.name} ${r.width}w`)
      .join(", ");
  const result: ProcessedPicture = {
    width,
    height,
    sources: [
      { type: "image/avif", srcSet: srcSet("avif") },
      { type: "image/webp", srcSet: srcSet("webp") },
    ],
    fallbackType: fallback === "png" ? "image/png" : "image/jpeg",
    srcSet: srcSet(fallback),
    src: `/${PICTURES_FOLDER}/${renditions.find((r) => r.format === fallback)!.name}`,
  };
  return { result, files: renditions.map((r) => r.name) };
}

async function encodeShare(bytes: Buffer, base: string, folder: string): Promise<Manifest<SharePicture>> {
  const { source, width: sourceWidth, height: sourceHeight } = await upright(bytes);
  const width = Math.min(SHARE_WIDTH, sourceWidth, Math.floor((sourceHeight * SHARE_WIDTH) / SHARE_HEIGHT));
  const height = Math.round((width * SHARE_HEIGHT) / SHARE_WIDTH);
  const name = `${base}-share.jpg`;
  const resized = await source
    .clone()
    .resize({ width, height, fit: "cover", position: sharp.strategy.attention })
    // Link previews draw transparency black: a transparent picture gets the page's white.
    .flatten({ background: "#ffffff" })
    .toBuffer();
  // Chat apps fetch the preview over the reader's connection: the best quality that keeps it within the size a share picture may have.
  let encoded: Buffer = Buffer.alloc(0);
  for (let quality = SHARE_ENCODER.quality; quality >= SHARE_MIN_QUALITY; quality -= 8) {
    encoded = await sharp(resized)
      .jpeg({ ...SHARE_ENCODER, quality })
      .toBuffer();
    if (encoded.length <= SHARE_PICTURE_MAX_BYTES) break;
  }
  await fs.promises.writeFile(path.join(folder, name), encoded);
  return { result: { src: `/${PICTURES_FOLDER}/${name}`, width, height }, files: [name] };
}
