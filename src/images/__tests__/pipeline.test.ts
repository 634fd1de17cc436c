/** @jest-environment node */
/**
 * The picture pipeline on real files (made with sharp here), without Gatsby: the renditions and their sizes,
 * a phone photo stored on its side, a file replaced under the same name, the cache, and the link-preview copy.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { reservedAddresses } from "../../content-model/registry";
import { cacheEntryOf, PICTURES_FOLDER, processPicture, processSharePicture, RENDITION_WIDTHS, type PipelineDirs } from "../pipeline";

// Encoding AVIF at every width takes a few CPU-seconds a picture: on a busy 2-core machine (the
// suite runs Jest beside the linters) that passed Jest's 5 s default; no test here waits for time.
jest.setTimeout(60_000);

let root: string;
let dirs: PipelineDirs;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-pipeline-"));
  dirs = { staticDir: path.join(root, "static"), publicDir: path.join(root, "public"), cacheDir: path.join(root, "cache") };
  fs.mkdirSync(path.join(dirs.staticDir, "images", "uploads"), { recursive: true });
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Writes a picture into static/images/uploads/ and returns its address on the site. */
async function upload(name: string, image: sharp.Sharp): Promise<string> {
  fs.writeFileSync(path.join(dirs.staticDir, "images", "uploads", name), await image.toBuffer());
  return `/images/uploads/${name}`;
}

const plain = (width: number, height: number, colour = { r: 20, g: 110, b: 60 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } });
const published = () => fs.readdirSync(path.join(dirs.publicDir, "pictures")).sort();
const sizeOf = async (url: string) => {
  const { width, height } = await sharp(path.join(dirs.publicDir, url)).metadata();
  return [width, height];
};

it("makes AVIF, WebP and JPEG at every width up to the largest, with the source's size", async () => {
  const picture = await processPicture(await upload("team.jpg", plain(2000, 1500).jpeg()), dirs);
  expect([picture.width, picture.height]).toEqual([2000, 1500]);
  expect(picture.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
  expect(picture.fallbackType).toBe("image/jpeg");
  for (const srcSet of [...picture.sources.map((s) => s.srcSet), picture.srcSet]) {
    expect(srcSet.split(", ").map((c) => Number(c.split(" ")[1]!.replace("w", "")))).toEqual([...RENDITION_WIDTHS]);
  }
  expect(published()).toHaveLength(RENDITION_WIDTHS.length * 3);
  expect(await sizeOf(picture.src)).toEqual([400, 300]);
});

it("keeps a transparent PNG's transparency in its fallback (PNG, not JPEG)", async () => {
  const src = await upload(
    "logo.png",
    sharp({ create: { width: 1700, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png(),
  );
  const picture = await processPicture(src, dirs);
  expect(picture.fallbackType).toBe("image/png");
  expect(picture.src).toMatch(/\.png$/);
  expect(published().filter((f) => f.endsWith(".jpg"))).toEqual([]);
});

it("turns a phone photo stored on its side upright: width and height as people see it", async () => {
  // Stored 1800 × 1200 with EXIF orientation 6 ("turn 90° clockwise to view"): a portrait photo.
  const src = await upload("phone.jpg", plain(1800, 1200).jpeg().withMetadata({ orientation: 6 }));
  const picture = await processPicture(src, dirs);
  expect([picture.width, picture.height]).toEqual([1200, 1800]);
  expect(await sizeOf(picture.src)).toEqual([400, 600]);
});

it("uses a smaller picture at its own width (never enlarged)", async () => {
  const picture = await processPicture(await upload("small.jpg", plain(900, 600).jpeg()), dirs);
  expect(picture.srcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["400w", "800w", "900w"]);
});

it("takes a picture it has made from the cache: no file is encoded again", async () => {
  const src = await upload("team.jpg", plain(1700, 1000).jpeg());
  const first = await processPicture(src, dirs);
  const folder = path.join(dirs.cacheDir, cacheEntryOf(path.basename(first.src))!);
  const times = () => fs.readdirSync(folder).map((f) => [f, fs.statSync(path.join(folder, f)).mtimeMs]);
  const before = times();
  fs.rmSync(dirs.publicDir, { recursive: true });
  // A new process (the next build) has no job in memory: only the cache folder.
  jest.resetModules();
  const { processPicture: again } = jest.requireActual<typeof import("../pipeline")>("../pipeline");
  expect(await again(src, dirs)).toEqual(first);
  expect(times()).toEqual(before);
  expect(published()).toHaveLength(RENDITION_WIDTHS.length * 3);
});

it("gives a file replaced under the same name new files with new names", async () => {
  const src = await upload("team.jpg", plain(1700, 1000).jpeg());
  const first = await processPicture(src, dirs);
  await upload("team.jpg", plain(1700, 1000, { r: 200, g: 40, b: 40 }).jpeg());
  const second = await processPicture(src, dirs);
  expect(second.src).not.toBe(first.src);
  expect(path.basename(second.src)).toMatch(/^team-[0-9a-f]{10}-400\.jpg$/);
});

it("makes the link-preview copy 1200 × 630, flattened onto white, from any shape of picture", async () => {
  const photo = await processSharePicture(await upload("hero.jpg", plain(4000, 3000).jpeg()), dirs);
  expect(photo).toEqual({ src: expect.stringMatching(/^\/pictures\/hero-[0-9a-f]{10}-share\.jpg$/), width: 1200, height: 630 });
  expect(await sizeOf(photo.src)).toEqual([1200, 630]);

  const transparent = await processSharePicture(
    await upload(
      "logo.png",
      sharp({ create: { width: 1600, height: 1600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png(),
    ),
    dirs,
  );
  const corner = await sharp(path.join(dirs.publicDir, transparent.src)).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
  expect([...corner]).toEqual([255, 255, 255]);

  // Smaller than 1200 wide: as large as it is, in the same shape.
  const small = await processSharePicture(await upload("small.jpg", plain(800, 600).jpeg()), dirs);
  expect([small.width, small.height]).toEqual([800, 420]);
  expect(await sizeOf(small.src)).toEqual([800, 420]);
});

it("refuses a file that is no picture, naming it", async () => {
  fs.writeFileSync(path.join(dirs.staticDir, "images", "uploads", "notes.jpg"), "not a picture");
  await expect(processPicture("/images/uploads/notes.jpg", dirs)).rejects.toThrow(/^Picture \/images\/uploads\/notes\.jpg: /);
  await expect(processPicture("/images/uploads/missing.jpg", dirs)).rejects.toThrow(
    "Picture /images/uploads/missing.jpg: no such file in static/.",
  );
});

it("publishes into a folder whose address no created page may take", () => {
  expect(Object.keys(reservedAddresses)).toContain(PICTURES_FOLDER);
});
