/**
 * Picture files for tests, made with sharp at test time (no big binaries in the repository), and
 * the one set of pictures the picture fixture build (test/fixture-builds.ts) and the content gate's
 * copy (test/build/content-gate.test.ts) both put into a copy of the site:
 *
 * - a photo: a smooth scene with a fine grain, so that its files weigh what a phone photo's do
 *   (a 4000 × 3000 JPEG of about 2 MB; about 24 kB as an 800-pixel AVIF), unlike a plain gradient,
 *   which compresses to almost nothing and would flatter the bench. The grain comes from a seeded
 *   generator, so the same call gives the same bytes (and the picture cache stays warm);
 * - a PNG with transparency.
 *
 * Command line: `npx tsx test/pictures.ts <folder>` writes the set's files into <folder> (the
 * fixture build calls it from its synchronous `prepare`).
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument, stringify } from "yaml";
import sharp from "sharp";
import { yamlStringifyOptions } from "../src/content-model/cms-config";

/** A small deterministic random generator (mulberry32): the same seed, the same numbers. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function photoJpeg(width = 4000, height = 3000, seed = 1): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  const hue = (seed * 47) % 128;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = ((y * 255) / height + hue) % 256;
      raw[i + 2] = 128 + 100 * Math.sin((x + y + seed * 500) / 300);
    }
  }
  // The grain, drawn at a quarter of the size and scaled up, so some of it survives in the small copies.
  const grainWidth = Math.ceil(width / 4);
  const grainHeight = Math.ceil(height / 4);
  const next = random(seed);
  const grain = Buffer.alloc(grainWidth * grainHeight * 3);
  for (let i = 0; i < grain.length; i++) {
    // Roughly normal (the sum of three uniform numbers), around mid-grey.
    grain[i] = Math.max(0, Math.min(255, Math.round(128 + 25 * (next() + next() + next() - 1.5) * 2)));
  }
  const texture = await sharp(grain, { raw: { width: grainWidth, height: grainHeight, channels: 3 } })
    .blur(0.8)
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .composite([{ input: texture, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function transparentPng(width = 1800, height = 1200): Promise<Buffer> {
  const circle = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#146c3c"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: circle }])
    .png()
    .toBuffer();
}

/** Where the set's files go in a copy of the site, and their addresses on the site. */
export const UPLOADS = "static/images/uploads";
const address = (file: string) => `/images/uploads/${file}`;

/**
 * The set: a 4000 × 3000 Home hero photo, an About photo (also About's link-preview picture), a
 * picture on each of the eight service cards (the first a PNG with transparency, marked
 * decorative), and a photo inside a created page's Markdown (the Privacy Policy).
 */
export const fixturePictures = {
  hero: { file: "hero.jpg", alt: "Two developers at a whiteboard, planning a website" },
  team: { file: "team.jpg", alt: "The team around a table in the Brooklyn office" },
  services: [
    { file: "service-logo.png", alt: "" },
    ...[2, 3, 4, 5, 6, 7, 8].map((n) => ({ file: `service-${n}.jpg`, alt: `A project of service ${n} on a laptop screen` })),
  ],
  office: { file: "office.jpg", alt: "A desk with a laptop by the office window" },
} as const;

/** Writes the set's files into `folder` (a copy's static/images/uploads/). */
export async function writeFixturePictures(folder: string): Promise<void> {
  fs.mkdirSync(folder, { recursive: true });
  const write = async (file: string, bytes: Promise<Buffer>) => fs.writeFileSync(path.join(folder, file), await bytes);
  await write(fixturePictures.hero.file, photoJpeg(4000, 3000, 1));
  await write(fixturePictures.team.file, photoJpeg(3000, 2000, 2));
  await write(fixturePictures.office.file, photoJpeg(2400, 1600, 3));
  await write(fixturePictures.services[0].file, transparentPng());
  for (const [i, service] of fixturePictures.services.entries()) {
    if (i > 0) await write(service.file, photoJpeg(2400, 1600, 10 + i));
  }
}

/** Changes one YAML content file of `contentDir`, written as the browser editor writes it. */
export function editYaml(contentDir: string, file: string, change: (data: Record<string, unknown>) => void) {
  const absolute = path.join(contentDir, file);
  const data = parseDocument(fs.readFileSync(absolute, "utf8")).toJS() as Record<string, unknown>;
  change(data);
  fs.writeFileSync(absolute, stringify(data, yamlStringifyOptions));
}

/** The Privacy Policy's first paragraph, which the set's Markdown picture follows. */
const PRIVACY_FIRST_PARAGRAPH = /^(This policy explains how .*)$/m;

/** Puts the set into the content of `contentDir` (a copy of content/). */
export function addPicturesToContent(contentDir: string): void {
  const picture = ({ file, alt }: { file: string; alt: string }) => ({ src: address(file), alt });
  // A built-in page's first section is its hero.
  const hero = (page: Record<string, unknown>) => (page.sections as Record<string, unknown>[])[0]!;
  editYaml(contentDir, "pages/home.yaml", (home) => {
    hero(home).picture = picture(fixturePictures.hero);
  });
  editYaml(contentDir, "pages/about.yaml", (about) => {
    hero(about).picture = picture(fixturePictures.team);
    about.shareImage = picture(fixturePictures.team);
  });
  const servicesFile = path.join(contentDir, "services.yaml");
  const services = parseDocument(fs.readFileSync(servicesFile, "utf8")).toJS() as Record<string, unknown>[];
  if (services.length !== fixturePictures.services.length) {
    throw new Error(
      `content/services.yaml has ${services.length} services; test/pictures.ts has pictures for ${fixturePictures.services.length}`,
    );
  }
  services.forEach((service, i) => (service.image = picture(fixturePictures.services[i]!)));
  fs.writeFileSync(servicesFile, stringify(services, yamlStringifyOptions));
  addMarkdownPicture(contentDir, fixturePictures.office);
}

/** Puts a picture of the uploads folder into the Privacy Policy's Markdown (a created page), after its first paragraph. */
export function addMarkdownPicture(contentDir: string, { file, alt }: { file: string; alt: string }): void {
  const privacy = path.join(contentDir, "site-pages", "privacy-policy.md");
  const text = fs.readFileSync(privacy, "utf8");
  if (!PRIVACY_FIRST_PARAGRAPH.test(text))
    throw new Error("content/site-pages/privacy-policy.md no longer starts with its first paragraph; update test/pictures.ts");
  fs.writeFileSync(privacy, text.replace(PRIVACY_FIRST_PARAGRAPH, `$1\n\n![${alt}](${address(file)})`));
}

if (require.main === module) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("Usage: npx tsx test/pictures.ts <folder>");
    process.exit(1);
  }
  writeFixturePictures(path.resolve(folder)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
