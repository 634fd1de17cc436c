/**
 * Picture files for tests, made with sharp at test time (no big binaries in the repository):
 * a 4000 × 3000 JPEG photo (smooth colour, like a real photo rather than noise) and a PNG with
 * transparency.
 */
import sharp from "sharp";

export async function photoJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128 + 100 * Math.sin((x + y) / 300);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
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
