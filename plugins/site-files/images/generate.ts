// Draws the icons into static/ from static/favicon.svg; run again after changing it (pages' share pictures: plugins/share-pictures):
//   npx tsx plugins/site-files/images/generate.ts [--chromium /usr/bin/chromium]
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";

const repo = path.resolve(__dirname, "..", "..", "..");
const staticDir = path.join(repo, "static");
const markSvg = fs.readFileSync(path.join(staticDir, "favicon.svg"), "utf8");

const colors = { brand: "#146c3c" };

// Full-bleed mark for the Apple icon: iOS rounds the corners itself.
const leafPaths = markSvg.replace(/^[\s\S]*?<rect[^>]*\/>/, "").replace(/<\/svg>\s*$/, "");

function page(body: string, width: number, height: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html,body{margin:0;padding:0;width:${width}px;height:${height}px;overflow:hidden;background:transparent}
    svg{display:block}
  </style></head><body>${body}</body></html>`;
}

const markAt = (size: number) => markSvg.replace(/width="32" height="32"/, `width="${size}" height="${size}"`);

const appleIcon = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">` +
  `<rect width="32" height="32" fill="${colors.brand}"/><g transform="translate(16 16) scale(0.78) translate(-16 -16)">${leafPaths}</g></svg>`;

async function shoot(pageHandle: Page, html: string, width: number, height: number, file: string): Promise<Buffer> {
  await pageHandle.setViewportSize({ width, height });
  await pageHandle.setContent(page(html, width, height));
  const png = await pageHandle.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
  if (file) fs.writeFileSync(path.join(staticDir, file), png);
  return png;
}

// PNGs inside the .ico, which every browser that reads .ico supports since Windows Vista.
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

async function main() {
  const flag = process.argv.indexOf("--chromium");
  const executablePath = flag > -1 ? process.argv[flag + 1] : (process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"] });
  try {
    const tab = await browser.newPage({ deviceScaleFactor: 1 });
    const icoImages: { size: number; png: Buffer }[] = [];
    for (const size of [16, 32, 48]) {
      icoImages.push({ size, png: await shoot(tab, markAt(size), size, size, size === 32 ? "favicon-32x32.png" : "") });
    }
    fs.writeFileSync(path.join(staticDir, "favicon.ico"), ico(icoImages));
    await shoot(tab, markAt(192), 192, 192, "icon-192.png");
    await shoot(tab, markAt(512), 512, 512, "icon-512.png");
    await shoot(tab, appleIcon(180), 180, 180, "apple-touch-icon.png");
  } finally {
    await browser.close();
  }
  for (const file of ["favicon.ico", "favicon-32x32.png", "apple-touch-icon.png", "icon-192.png", "icon-512.png"]) {
    console.log(`static/${file}: ${fs.statSync(path.join(staticDir, file)).size} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
