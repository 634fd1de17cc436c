/**
 * The build-time image pipeline: one picture an editor chose (a file under static/, named in
 * content by its address on the site, such as /images/uploads/team.jpg) becomes AVIF and WebP
 * plus a JPEG (or, for a picture with transparency, PNG) fallback at a few widths, for the site's
 * own <Picture> component. Node only; called by the GraphQL resolver of every picture field
 * (gatsby-node.ts) and, later, by the Markdown pages' renderer for the images in a page's text.
 *
 * sharp directly rather than gatsby-plugin-sharp: the site needs no File nodes, no
 * gatsby-plugin-image (whose component reveals images with a script, and our pages run none) and
 * no job queue, only a function that any part of the build (or a test) can call with a path. It
 * is the same sharp Gatsby itself installs (package.json pins the version npm dedupes to).
 *
 * Renditions are cached in .cache/pictures/ under a key made of the file's bytes, the options and
 * sharp's version, so a build after a text edit copies them instead of encoding again; the
 * published names carry the same key (cache-busting), e.g. /pictures/team-3f9c0e1a2b-800.avif.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** Rendition widths in CSS pixels × density: a phone at 1x–3x up to a wide column on a 2x screen. */
export const RENDITION_WIDTHS: readonly number[] = [400, 800, 1200, 1600];
/** The largest rendition: a picture narrower than this is used at its own width (the check warns). */
export const LARGEST_WIDTH = 1600;

/** Encoder settings (part of the cache key: changing one re-encodes every picture). */
const ENCODERS = {
  avif: { quality: 50, effort: 2 },
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

const inFlight = new Map<string, Promise<ProcessedPicture>>();

/**
 * Processes one picture (or returns the cached result). Throws with the file's name when it cannot
 * be read; the content check has reported that already, with the entry and field.
 */
export function processPicture(src: string, dirs: PipelineDirs): Promise<ProcessedPicture> {
  const file = staticFile(dirs.staticDir, src);
  if (!file || !fs.existsSync(file)) return Promise.reject(new Error(`Picture ${src}: no such file in static/.`));
  const bytes = fs.readFileSync(file);
  const key = crypto
    .createHash("sha256")
    .update(bytes)
    .update(JSON.stringify({ RENDITION_WIDTHS, ENCODERS, sharp: sharp.versions.sharp }))
    .digest("hex")
    .slice(0, 10);
  const stem = path
    .basename(file, path.extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  const base = `${stem || "picture"}-${key}`;
  const id = `${base}|${dirs.publicDir}`;
  let job = inFlight.get(id);
  if (!job) {
    job = run(bytes, base, dirs).catch((error: Error) => {
      inFlight.delete(id);
      throw new Error(`Picture ${src}: ${error.message}`);
    });
    inFlight.set(id, job);
  }
  return job;
}

async function run(bytes: Buffer, base: string, dirs: PipelineDirs): Promise<ProcessedPicture> {
  const cached = path.join(dirs.cacheDir, base);
  const manifest = path.join(cached, "picture.json");
  let picture: ProcessedPicture;
  let renditions: Rendition[];
  if (fs.existsSync(manifest)) {
    ({ picture, renditions } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { picture: ProcessedPicture; renditions: Rendition[] });
  } else {
    ({ picture, renditions } = await encode(bytes, base, cached));
    fs.writeFileSync(manifest, JSON.stringify({ picture, renditions }));
  }
  const out = path.join(dirs.publicDir, PICTURES_FOLDER);
  fs.mkdirSync(out, { recursive: true });
  for (const { name } of renditions) fs.copyFileSync(path.join(cached, name), path.join(out, name));
  return picture;
}

async function encode(bytes: Buffer, base: string, cached: string): Promise<{ picture: ProcessedPicture; renditions: Rendition[] }> {
  // Turned upright by its EXIF orientation first, so width and height are the ones people see.
  const source = sharp(bytes, { failOn: "error" }).rotate();
  const { width: rawWidth, height: rawHeight, orientation, hasAlpha, format } = await source.metadata();
  if (!rawWidth || !rawHeight || !["jpeg", "png", "webp", "heif"].includes(format ?? "")) {
    throw new Error("not a JPEG, PNG, WebP or AVIF picture.");
  }
  const turned = orientation !== undefined && orientation >= 5;
  const width = turned ? rawHeight : rawWidth;
  const height = turned ? rawWidth : rawHeight;
  const widths = RENDITION_WIDTHS.filter((w) => w < width);
  if (widths.length === 0 || width < LARGEST_WIDTH) widths.push(Math.min(width, LARGEST_WIDTH));
  const fallback = hasAlpha ? "png" : "jpeg";
  fs.rmSync(cached, { recursive: true, force: true });
  fs.mkdirSync(cached, { recursive: true });
  const renditions: Rendition[] = [];
  for (const format of ["avif", "webp", fallback] as const) {
    for (const w of widths) {
      const name = `${base}-${w}.${format === "jpeg" ? "jpg" : format}`;
      await source
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .toFormat(format, ENCODERS[format])
        .toFile(path.join(cached, name));
      renditions.push({ format, width: w, name });
    }
  }
  const srcSet = (format: string) =>
    renditions
      .filter((r) => r.format === format)
      .map((r) => `/${PICTURES_FOLDER}/${r.name} ${r.width}w`)
      .join(", ");
  const picture: ProcessedPicture = {
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
  return { picture, renditions };
}
