/**
 * The pictures the landing pages name (/images/landing/: test/fixtures/landing/, and the launch pages of the
 * long-content and languages fixtures), made with sharp when a fixture is prepared (test/fixture-builds.ts):
 * client logos of the shapes editors upload (a wide wordmark, a square badge, a tall crest, a dark mark on a
 * clear background) and a workshop photo.
 *
 * Command line: `npx tsx test/landing-pictures.ts <folder>` writes them into <folder> (a copy's static/images/landing/).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { photoJpeg } from "./pictures";

/** Where the files go in a copy of the site. */
export const LANDING_PICTURES = "static/images/landing";

type Logo = { file: string; name: string; width: number; height: number; colour: string; background?: string };

/** Wide enough for the check (1600 px, src/images/pipeline.ts), in the proportions of real logos. */
export const landingLogos: readonly Logo[] = [
  { file: "northwind.png", name: "Northwind", width: 1600, height: 400, colour: "#0b5394", background: "#ffffff" },
  { file: "contoso.png", name: "Contoso", width: 1600, height: 1600, colour: "#b45309" },
  { file: "fabrikam.png", name: "Fabrikam", width: 1600, height: 2400, colour: "#6d28d9", background: "#f5f3ff" },
  { file: "tailspin.png", name: "Tailspin Travel", width: 3200, height: 400, colour: "#0f766e" },
  { file: "adatum.png", name: "Adatum", width: 1600, height: 533, colour: "#111827" },
  { file: "litware.png", name: "Litware", width: 1600, height: 640, colour: "#be123c", background: "#fff1f2" },
];

/** A logo: a round mark and the name beside it (under it, when the logo is not wide), the name sized to fit. */
function logoSvg({ name, width, height, colour, background }: Logo): string {
  const wide = width >= 2 * height;
  const mark = wide ? height * 0.7 : Math.min(width, height) * 0.45;
  const [cx, cy] = wide ? [height / 2, height / 2] : [width / 2, height * 0.4];
  const room = wide ? width - height * 1.1 : width * 0.9;
  // DejaVu Sans Bold's letters are about 0.7 of its size wide.
  const font = Math.min(wide ? height * 0.45 : height * 0.15, room / (0.7 * name.length));
  const [tx, ty, anchor] = wide ? [height * 1.05, height / 2 + font * 0.35, "start"] : [width / 2, height * 0.8, "middle"];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    ${background ? `<rect width="100%" height="100%" fill="${background}"/>` : ""}
    <circle cx="${cx}" cy="${cy}" r="${mark / 2}" fill="${colour}"/>
    <text x="${tx}" y="${ty}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${font}" fill="${colour}" text-anchor="${anchor}">${name}</text>
  </svg>`;
}

/** Writes the logos and the workshop photo into `folder`. */
export async function writeLandingPictures(folder: string): Promise<void> {
  fs.mkdirSync(folder, { recursive: true });
  for (const logo of landingLogos)
    fs.writeFileSync(
      path.join(folder, logo.file),
      await sharp(Buffer.from(logoSvg(logo)))
        .png()
        .toBuffer(),
    );
  fs.writeFileSync(path.join(folder, "workshop.jpg"), await photoJpeg(1600, 900, 7));
}

if (require.main === module) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("Usage: npx tsx test/landing-pictures.ts <folder>");
    process.exit(1);
  }
  writeLandingPictures(path.resolve(folder)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
