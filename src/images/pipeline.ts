/**
 * The build-time image pipeline: one picture an editor chose (a file under static/, named in
 * content by its address on the site, such as /images/uploads/team.jpg) becomes AVIF and WebP
 * plus a JPEG (or, for a picture with transparency, PNG) fallback at a few widths, for the site's
 * own <Picture> component; a page's link-preview picture becomes one 1200 × 630 JPEG. Node only;
 * called by the GraphQL resolvers of the picture fields and of the pictures in created pages'
 * Markdown (gatsby-node.ts).
 *
 * sharp directly rather than gatsby-plugin-sharp: the site needs no File nodes, no
 * gatsby-plugin-image (whose component reveals images with a script, and our pages run none) and
 * no job queue, only a function that any part of the build (or a test) can call with a path. It
 * is the same sharp Gatsby itself installs (package.json pins the version npm dedupes to).
 *
 * Renditions are cached in .cache/pictures/ under a key made of the file's bytes, the options and
 * sharp's version, so a build after a text edit copies them instead of encoding again; the
 * published names carry the same key (cache-busting), e.g. /pictures/team-3f9c0e1a2b-800.avif.
 * The build takes out of public/pictures/ what no page refers to any more (gatsby-node.ts).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SHARE_PICTURE } from "../content-model/schema";

/** Rendition widths in CSS pixels × density: a phone at 1x–3x up to a wide column on a 2x screen. */
export const RENDITION_WIDTHS: readonly number[] = [400, 800, 1200, 1600];
/** The largest rendition: a picture narrower than this is used at its own width (the check warns). */
export const LARGEST_WIDTH = 1600;

/** Encoder settings (part of the cache key: changing one re-encodes every picture). */
const ENCODERS = {
  // Photos: colour at half resolution (4:2:0), as the WebP and JPEG renditions have it. sharp's AVIF
  // default is 4:4:4, which spent about half of a photo's bytes on colour detail the eye does not
  // resolve (the pictures fixture's 800-pixel hero: 24.2 kB → 10.3 kB, the team photo 39.9 → 17.2 kB).
  avif: { quality: 50, effort: 2, chromaSubsampling: "4:2:0" },
  // Pictures with transparency (logos, drawings, screenshots): full colour resolution keeps their
  // coloured edges and thin lines clean.
  avifWithAlpha: { quality: 50, effort: 2, chromaSubsampling: "4:4:4" },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9, palette: true, quality: 90 },
} as const;

export type PictureSource = { type: "image/avif" | "image/webp"; srcSet: string };

/** What <Picture> renders: the sources in the order browsers try them, and the fallback <img>. */
export type ProcessedPicture = {
  /** The source's size (its aspect ratio is every rendition's). */
  width: number;
  height: number;
  sources: PictureSource[];
  /** The fallback's type, its srcset, and the smallest rendition as `src`. */
  fallbackType: "image/jpeg" | "image/png";
  srcSet: string;
  src: string;
};

export type PipelineDirs = {
  /** The site's static/ folder: a picture at /images/uploads/a.jpg is static/images/uploads/a.jpg. */
  staticDir: string;
  /** Where the published renditions go (public/). */
  publicDir: string;
  /** Where renditions are kept between builds (.cache/pictures). */
  cacheDir: string;
};

/** The folder of public/ the renditions are published in. */
export const PICTURES_FOLDER = "pictures";

/** The file under static/ a content value names ("/images/uploads/a.jpg"), or undefined when it leaves static/. */
export function staticFile(staticDir: string, src: string): string | undefined {
  const file = path.resolve(staticDir, `.${decodeURI(src.split(/[?#]/)[0]!)}`);
  return file.startsWith(path.resolve(staticDir) + path.sep) ? file : undefined;
}

type Rendition = { format: keyof typeof ENCODERS; width: number; name: string };

/** A page's link-preview picture (Open Graph, Twitter card): one JPEG cropped to the shape link previews show. */
export type SharePicture = { src: string; width: number; height: number };

const { width: SHARE_WIDTH, height: SHARE_HEIGHT } = SHARE_PICTURE;
const SHARE_ENCODER = { quality: 82, mozjpeg: true } as const;

/** The layout of a cache folder (picture.json): a new one makes every picture anew. */
const CACHE_VERSION = 2;

/** What the cache keeps for one job: the result, and the files to publish. */
type Manifest<T> = { result: T; files: string[] };

/** Jobs running in this process, so that two pages asking for one picture encode it once. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * The name every file made from `bytes` starts with: the source's name, made safe, and a key from
 * its bytes, the encoders' settings and sharp's version. A file replaced under the same name (an
 * editor uploading a new photo as team.jpg) gets a new key, so new files and new addresses.
 */
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

/** A published file's name → the name of its folder in the cache ("team-3f9c0e1a2b-800.avif" → "team-3f9c0e1a2b"). */
export const cacheEntryOf = (published: string) => /^(.*-[0-9a-f]{10})-[^-]+$/.exec(published)?.[1];

/**
 * Runs `encode` for the picture at `src` once: its files land in the cache (.cache/pictures/<base>/)
 * and are copied into public/pictures/. A later build, or another worker of this one, finds the
 * folder and only copies. The folder is written under a temporary name and renamed when complete,
 * so a worker never reads half of another's (Gatsby runs queries in several processes).
 */
function cached<T>(
  src: string,
  dirs: PipelineDirs,
  settings: unknown,
  encode: (bytes: Buffer, base: string, folder: string) => Promise<Manifest<T>>,
): Promise<T> {
  const file = staticFile(dirs.staticDir, src);
  if (!file || !fs.existsSync(file)) return Promise.reject(new Error(`Picture ${src}: no such file in static/.`));
  const bytes = fs.readFileSync(file);
  const base = baseName(file, bytes, settings);
  const id = `${base}|${dirs.publicDir}`;
  let job = inFlight.get(id) as Promise<T> | undefined;
  if (!job) {
    job = (async () => {
      const folder = path.join(dirs.cacheDir, base);
      const manifestFile = path.join(folder, "picture.json");
      if (!fs.existsSync(manifestFile)) {
        const temporary = `${folder}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
        fs.mkdirSync(temporary, { recursive: true });
        try {
          const made = await encode(bytes, base, temporary);
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

/**
 * Processes one picture into its renditions (or takes them from the cache). Throws with the file's
 * name when it cannot be read; the content check has reported that already, with the entry and field.
 */
export function processPicture(src: string, dirs: PipelineDirs): Promise<ProcessedPicture> {
  return cached(src, dirs, { RENDITION_WIDTHS, ENCODERS }, encodeRenditions);
}

/** A picture's link-preview copy: 1200 × 630 JPEG (or smaller, in that shape, from a smaller source), cropped around what stands out. */
export function processSharePicture(src: string, dirs: PipelineDirs): Promise<SharePicture> {
  return cached(src, dirs, { SHARE_WIDTH, SHARE_HEIGHT, SHARE_ENCODER }, encodeShare);
}

/** The source, turned upright by its EXIF orientation (a phone photo taken upright is stored on its side), with its size as people see it. */
async function upright(bytes: Buffer) {
  const source = sharp(bytes, { failOn: "error" }).rotate();
  const { width: rawWidth, height: rawHeight, orientation, hasAlpha, format } = await source.metadata();
  if (!rawWidth || !rawHeight || !["jpeg", "png", "webp", "heif"].includes(format ?? "")) {
    throw new Error("not a JPEG, PNG, WebP or AVIF picture.");
  }
  // Orientations 5–8 turn the picture a quarter: its width is the stored height.
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
  // As large as the source allows in the link-preview shape, at most 1200 × 630.
  const width = Math.min(SHARE_WIDTH, sourceWidth, Math.floor((sourceHeight * SHARE_WIDTH) / SHARE_HEIGHT));
  const height = Math.round((width * SHARE_HEIGHT) / SHARE_WIDTH);
  const name = `${base}-share.jpg`;
  await source
    .clone()
    .resize({ width, height, fit: "cover", position: sharp.strategy.attention })
    // Link previews draw transparency black: a transparent picture gets the page's white.
    .flatten({ background: "#ffffff" })
    .jpeg(SHARE_ENCODER)
    .toFile(path.join(folder, name));
  return { result: { src: `/${PICTURES_FOLDER}/${name}`, width, height }, files: [name] };
}
