// Draws a page's share picture with sharp: the site's mark and name, then the title as large as fits, in the site's colours.
// The site's font is the system UI font, which a build machine may not have: Noto Sans (the stack's own fallback) and Noto Sans
// Arabic come from npm, so every machine draws the same picture; Pango (in sharp) shapes Arabic and sets it right to left.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import sharp from "sharp";
import { SHARE_PICTURE, type ShareDrawing } from "../../src/lib/share-picture";

const require_ = createRequire(path.join(process.cwd(), "package.json"));
const fontFile = (pkg: string, file: string) => require_.resolve(`${pkg}/${file}`);

export const FONTS = {
  latin: { family: "Noto Sans", file: fontFile("@expo-google-fonts/noto-sans", "700Bold/NotoSans_700Bold.ttf") },
  arabic: { family: "Noto Sans Arabic", file: fontFile("@expo-google-fonts/noto-sans-arabic", "700Bold/NotoSansArabic_700Bold.ttf") },
};

// Bump when the layout or the encoding below changes: the colours, the mark and the fonts are part of the design key by their contents.
const LAYOUT_VERSION = 3;

export type Design = { colors: Record<"page" | "soft" | "line" | "brand" | "strong" | "ink", string>; mark: string };

/** The site's colours from its theme (src/styles/global.css `@theme`) and its mark (static/favicon.svg). */
export function siteDesign(root = process.cwd()): Design {
  const css = fs.readFileSync(path.join(root, "src", "styles", "global.css"), "utf8");
  const theme = /@theme\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
  const token = (name: string) => {
    const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(theme)?.[1];
    if (!value) throw new Error(`share-pictures: src/styles/global.css has no --color-${name} in its @theme block`);
    return value;
  };
  return {
    colors: {
      page: token("page"),
      soft: token("brand-soft"),
      line: token("line"),
      brand: token("brand"),
      strong: token("brand-strong"),
      ink: token("ink"),
    },
    mark: fs.readFileSync(path.join(root, "static", "favicon.svg"), "utf8"),
  };
}

/** Names everything drawn that is not in a page's head: a change to any of it renames (and redraws) every picture. */
export function designKey(design: Design): string {
  const hash = crypto.createHash("sha256");
  hash.update(JSON.stringify([LAYOUT_VERSION, design]));
  for (const font of Object.values(FONTS)) hash.update(fs.readFileSync(font.file));
  return hash.digest("hex").slice(0, 16);
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const { width: WIDTH, height: HEIGHT } = SHARE_PICTURE;
const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const TITLE_TOP = 212;
const TITLE_BOTTOM = HEIGHT - 88;
// Largest first; a title too long at the smallest is cut at a word with "…" (never cut mid-line by the picture's edge).
const TITLE_SIZES = [88, 76, 68, 60, 52, 46];

type Text = { input: Buffer; raw: { width: number; height: number; channels: 4 }; width: number; height: number };

async function text(markup: string, size: number, dir: ShareDrawing["dir"], width = TEXT_WIDTH): Promise<Text> {
  const font = dir === "rtl" ? FONTS.arabic : FONTS.latin;
  // Both families are listed: an Arabic title may hold a Latin name, and each file is registered the first time it is passed.
  const families = dir === "rtl" ? `${FONTS.arabic.family},${FONTS.latin.family}` : `${FONTS.latin.family},${FONTS.arabic.family}`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${families} Bold ${size}`,
      fontfile: font.file,
      width,
      dpi: 72,
      rgba: true,
      wrap: "word-char",
      align: "left",
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 }, width: info.width, height: info.height };
}

let registered: Promise<unknown> | undefined;
// Pango finds a family only once its file was passed; the other script's font must be known before the first mixed title.
const registerFonts = () =>
  (registered ??= Promise.all(
    Object.values(FONTS).map((f) =>
      sharp({ text: { text: "a", fontfile: f.file, font: f.family } })
        .png()
        .toBuffer(),
    ),
  ));

async function fittedTitle(title: string, color: string, dir: ShareDrawing["dir"]): Promise<Text> {
  const room = TITLE_BOTTOM - TITLE_TOP;
  const markup = (words: string) => `<span foreground="${color}">${escape(words)}</span>`;
  for (const size of TITLE_SIZES) {
    const drawn = await text(markup(title), size, dir);
    if (drawn.height <= room) return drawn;
  }
  const size = TITLE_SIZES.at(-1)!;
  const words = title.split(/\s+/);
  for (let count = words.length - 1; count > 0; count -= 1) {
    const drawn = await text(markup(`${words.slice(0, count).join(" ")}…`), size, dir);
    if (drawn.height <= room) return drawn;
  }
  return text(markup(`${[...title].slice(0, 40).join("")}…`), size, dir);
}

const MARK_SIZE = 76;
const marks = new Map<string, Promise<[Buffer, Text]>>();
// The mark and the name are the same on every page of a language: drawn once.
function brandMark({ brand, logoWord, dir }: ShareDrawing, { colors, mark }: Design): Promise<[Buffer, Text]> {
  const key = JSON.stringify([brand, logoWord, dir, colors, mark]);
  let made = marks.get(key);
  if (!made) {
    const name = `<span foreground="${colors.ink}">${escape(brand)}</span> <span foreground="${colors.brand}">${escape(logoWord)}</span>`;
    made = Promise.all([
      sharp(Buffer.from(mark)).resize(MARK_SIZE, MARK_SIZE).png().toBuffer(),
      text(name, 44, dir, TEXT_WIDTH - MARK_SIZE - 24),
    ]);
    marks.set(key, made);
  }
  return made;
}

const backgrounds = new Map<string, Promise<Buffer>>();
// Decoration on the end side, away from the words: a soft disc and a ring, as on the site's heroes, a bar over the title
// and a strong band below. The same for every page of a direction: drawn once, kept as pixels.
function background(dir: ShareDrawing["dir"], { colors }: Design): Promise<Buffer> {
  const key = JSON.stringify([dir, colors]);
  let made = backgrounds.get(key);
  if (!made) {
    const rtl = dir === "rtl";
    const cx = rtl ? 70 : WIDTH - 70;
    const barX = rtl ? WIDTH - MARGIN - 120 : MARGIN;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <rect width="${WIDTH}" height="${HEIGHT}" fill="${colors.page}"/>
      <circle cx="${cx}" cy="-20" r="250" fill="${colors.soft}"/>
      <circle cx="${cx}" cy="-20" r="330" fill="none" stroke="${colors.line}" stroke-width="3"/>
      <rect x="${barX}" y="${TITLE_TOP - 44}" width="120" height="10" rx="5" fill="${colors.brand}"/>
      <rect y="${HEIGHT - 24}" width="${WIDTH}" height="24" fill="${colors.strong}"/>
    </svg>`;
    made = sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    backgrounds.set(key, made);
  }
  return made;
}

/** The picture as a 64-colour PNG (flat colours and text: 8 to 22 kB); quantizing at the lowest effort keeps it fast. */
export async function drawSharePicture(drawing: ShareDrawing, design: Design): Promise<Buffer> {
  await registerFonts();
  const { colors } = design;
  const rtl = drawing.dir === "rtl";
  const [mark, brand] = await brandMark(drawing, design);
  const title = await fittedTitle(drawing.title, colors.ink, drawing.dir);
  const markLeft = rtl ? WIDTH - MARGIN - MARK_SIZE : MARGIN;
  const brandLeft = rtl ? markLeft - 24 - brand.width : MARGIN + MARK_SIZE + 24;
  const atStart = (w: number) => (rtl ? WIDTH - MARGIN - w : MARGIN);
  return sharp(await background(drawing.dir, design), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([
      { input: mark, left: markLeft, top: 64 },
      { input: brand.input, raw: brand.raw, left: brandLeft, top: 64 + Math.round((MARK_SIZE - brand.height) / 2) },
      { input: title.input, raw: title.raw, left: atStart(title.width), top: TITLE_TOP },
    ])
    .png({ palette: true, colours: 64, effort: 1, dither: 0, compressionLevel: 6 })
    .toBuffer();
}
