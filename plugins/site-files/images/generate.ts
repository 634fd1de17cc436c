// Draws the icons and og-image.png into static/ from static/favicon.svg and the card below; run again after changing either:
//   npx tsx plugins/site-files/images/generate.ts [--chromium /usr/bin/chromium]
// The card's words are in the picture: keep shareImage.alt in content/settings.yaml in step.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";

const repo = path.resolve(__dirname, "..", "..", "..");
const staticDir = path.join(repo, "static");
const markSvg = fs.readFileSync(path.join(staticDir, "favicon.svg"), "utf8");

const colors = { page: "#eef7f0", soft: "#d9efe0", line: "#c7dfcf", brand: "#146c3c", strong: "#0d4f2b", ink: "#10231a", muted: "#3d5346" };

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

const ogCard = `
<div style="position:relative;width:1200px;height:630px;background:${colors.page};font-family:'Liberation Sans',Arial,sans-serif;overflow:hidden">
  <svg width="1200" height="630" viewBox="0 0 1200 630" style="position:absolute;inset:0">
    <circle cx="1000" cy="300" r="330" fill="${colors.soft}"/>
    <circle cx="1000" cy="300" r="236" fill="none" stroke="${colors.line}" stroke-width="2"/>
    <g transform="translate(850 150) scale(9.375)">
      <rect width="32" height="32" rx="8" fill="${colors.brand}"/>
      <path d="M9 22c0-8 5-13 14-13 0 9-5 14-13 14" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="M9.5 22.5 17 15" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>
    </g>
    <rect x="0" y="598" width="1200" height="32" fill="${colors.strong}"/>
  </svg>
  <div style="position:absolute;left:80px;top:0;bottom:32px;width:660px;display:flex;flex-direction:column;justify-content:center">
    <div style="font-size:76px;font-weight:700;letter-spacing:-1.5px;color:${colors.ink};line-height:1.05">Vireo <span style="color:${colors.brand}">Solutions</span></div>
    <div style="margin-top:28px;width:96px;height:8px;border-radius:4px;background:${colors.brand}"></div>
    <div style="margin-top:32px;font-size:40px;line-height:1.3;color:${colors.muted}">Websites, software and mobile apps that help your business grow online.</div>
  </div>
</div>`;

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
    await shoot(tab, ogCard, 1200, 630, "og-image.png");
  } finally {
    await browser.close();
  }
  for (const file of ["favicon.ico", "favicon-32x32.png", "apple-touch-icon.png", "icon-192.png", "icon-512.png", "og-image.png"]) {
    console.log(`static/${file}: ${fs.statSync(path.join(staticDir, file)).size} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
