// Draws a page's share picture with sharp: the site's mark and name, then the title as large as fits, in the site's colours.
// The site's font is the system UI font, which a build machine may not have: Noto Sans (the stack's own fallback), Noto Sans
// Arabic and Noto Emoji come from npm, so every machine draws the same picture; Pango (in sharp) shapes Arabic and sets it right to left.
// Everything but the title is the same on every page of a language: it is drawn once, and each page only lays out and paints its title.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import zlib from "node:zlib";
import sharp from "sharp";
import { SHARE_PICTURE, type ShareDrawing } from "../../src/lib/share-picture";

const require_ = createRequire(path.join(process.cwd(), "package.json"));
const fontFile = (pkg: string, file: string) => require_.resolve(`${pkg}/${file}`);

export const FONTS = {
  latin: { family: "Noto Sans", file: fontFile("@expo-google-fonts/noto-sans", "700Bold/NotoSans_700Bold.ttf") },
  arabic: { family: "Noto Sans Arabic", file: fontFile("@expo-google-fonts/noto-sans-arabic", "700Bold/NotoSansArabic_700Bold.ttf") },
  emoji: { family: "Noto Emoji", file: fontFile("@expo-google-fonts/noto-emoji", "700Bold/NotoEmoji_700Bold.ttf") },
};

// Bump when the layout or the encoding below changes: the colours, the mark, the fonts and sharp are part of the design key by their contents.
const LAYOUT_VERSION = 4;

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
  hash.update(JSON.stringify([LAYOUT_VERSION, design, sharp.versions]));
  for (const font of Object.values(FONTS)) hash.update(fs.readFileSync(font.file));
  return hash.digest("hex").slice(0, 16);
}

const { width: WIDTH, height: HEIGHT } = SHARE_PICTURE;
const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const TITLE_TOP = 212;
const ROOM = HEIGHT - 88 - TITLE_TOP;
// Largest first; a title too long at the smallest is cut at a word with "…" (never cut mid-line by the picture's edge).
const TITLE_SIZES = [88, 76, 68, 60, 52, 46];
const SMALLEST = TITLE_SIZES.at(-1)!;
// More than fits five lines at the smallest size, and a line Pango can still lay out (at most 32,767 pixels wide).
const MOST_GRAPHEMES = 480;
const ELLIPSIS = "…";

/** The title as Pango can take it: control characters and line breaks as spaces, runs of spaces as one. */
export const drawableText = (title: string) =>
  title
    .replace(/[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\uFFFE\uFFFF]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

const graphemes = (text: string, language: string) => [...new Intl.Segmenter(language, { granularity: "grapheme" }).segment(text)];

/**
 * The first `count` graphemes of `text` and "…": cut before the word the count ends in, unless that leaves less than half
 * (a single long word, a name of 300 letters), then within it.
 */
export function cutText(text: string, count: number, language: string): string {
  const all = graphemes(text, language);
  if (all.length <= count) return text;
  const end = all[Math.max(1, count)]!.index;
  let boundary = 0;
  for (const { index } of new Intl.Segmenter(language, { granularity: "word" }).segment(text)) {
    if (index > end) break;
    boundary = index;
  }
  const kept = text.slice(0, boundary >= end / 2 ? boundary : end).replace(/[\s,.;:\-–—،؛]+$/u, "");
  return `${kept}${ELLIPSIS}`;
}

/** Covered pixels of a line or a block of text: 0 none, 255 full. */
type Mask = { data: Buffer; width: number; height: number };

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
// Both scripts' families for any title: an Arabic title may hold a Latin name and the reverse; the emoji come last.
const families = (dir: ShareDrawing["dir"]) =>
  (dir === "rtl" ? [FONTS.arabic, FONTS.latin, FONTS.emoji] : [FONTS.latin, FONTS.arabic, FONTS.emoji]).map((f) => f.family).join(",");

async function render(markup: string, font: string, width?: number): Promise<Mask> {
  const { data, info } = await sharp({ text: { text: markup, font, width, dpi: 72, wrap: "word-char", align: "left" } })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

// A mark of the page's direction first: Pango sets a paragraph in the direction of its first letter, and an Arabic title that
// starts with a Latin name is still an Arabic title.
const layOut = (text: string, size: number, dir: ShareDrawing["dir"], wrapped: boolean) =>
  render(`${dir === "rtl" ? "\u200F" : "\u200E"}${escape(text)}`, `${families(dir)} Bold ${size}`, wrapped ? TEXT_WIDTH : undefined);

export type FittedTitle = { text: string; size: number; mask: Mask };

/**
 * The title as large as it fits on its lines, or cut with "…" at the smallest size. One line at the smallest size says how wide
 * the title is: a size whose lines cannot hold that width is not tried (wrapping only adds to it), so a title takes the size it
 * took when every size was tried, in two or three layouts instead of up to six.
 */
export async function fitTitle(title: string, dir: ShareDrawing["dir"], language: string): Promise<FittedTitle> {
  await registerFonts();
  const text = cutText(drawableText(title), MOST_GRAPHEMES, language);
  if (text === "") return { text, size: SMALLEST, mask: { data: Buffer.alloc(0), width: 0, height: 0 } };
  const line = await layOut(text, SMALLEST, dir, false);
  for (const size of TITLE_SIZES) {
    const scale = size / SMALLEST;
    const lines = Math.floor(ROOM / (line.height * scale));
    if (line.width * scale > lines * TEXT_WIDTH * 1.02) continue;
    const mask = size === SMALLEST && line.width <= TEXT_WIDTH ? line : await layOut(text, size, dir, true);
    if (mask.height <= ROOM) return { text, size, mask };
  }
  // As many graphemes as the smallest size's lines hold, by the line's width, then fewer until it fits.
  const count = graphemes(text, language).length;
  let keep = Math.floor((count * Math.floor(ROOM / line.height) * TEXT_WIDTH) / line.width);
  for (;;) {
    const shorter = cutText(text, keep, language);
    const mask = await layOut(shorter, SMALLEST, dir, true);
    if (mask.height <= ROOM || keep <= 1) return { text: shorter, size: SMALLEST, mask };
    keep = Math.min(keep - 1, Math.floor(graphemes(shorter, language).length * 0.9));
  }
}

let registered: Promise<unknown> | undefined;
// Pango finds a family only once its file was passed; every font must be known before the first title that needs it.
const registerFonts = () =>
  (registered ??= Promise.all(
    Object.values(FONTS).map((f) =>
      sharp({ text: { text: "a", fontfile: f.file, font: f.family } })
        .png()
        .toBuffer(),
    ),
  ));

const MARK_SIZE = 76;
// The template's own colours, and how finely the title's edges are shaded: at most 256 colours in all, so the picture is a
// palette PNG (10 to 25 kB, against 40 to 70 kB with every colour).
const TEMPLATE_COLORS = 48;
const MOST_LEVELS = 16;

/** The picture without its title, as palette indices a row (each row after its PNG filter byte), and how to paint ink on it. */
type Template = {
  rows: Uint8Array;
  palette: Buffer;
  levels: number;
  /** The palette index of ink at coverage level k (1 … levels − 1) over the colour of index i: `inked[i * levels + k]`. */
  inked: Uint8Array;
};

const ROW = WIDTH + 1;
const titleBox = { left: MARGIN, right: WIDTH - MARGIN, top: TITLE_TOP, bottom: TITLE_TOP + ROOM };

/** Decoration on the end side, away from the words (a soft disc and a ring, as on the site's heroes), a bar over the title, a band below. */
function backdrop(dir: ShareDrawing["dir"], colors: Design["colors"]): string {
  const rtl = dir === "rtl";
  const cx = rtl ? 70 : WIDTH - 70;
  const barX = rtl ? WIDTH - MARGIN - 120 : MARGIN;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <rect width="${WIDTH}" height="${HEIGHT}" fill="${colors.page}"/>
      <circle cx="${cx}" cy="-20" r="250" fill="${colors.soft}"/>
      <circle cx="${cx}" cy="-20" r="330" fill="none" stroke="${colors.line}" stroke-width="3"/>
      <rect x="${barX}" y="${TITLE_TOP - 44}" width="120" height="10" rx="5" fill="${colors.brand}"/>
      <rect y="${HEIGHT - 24}" width="${WIDTH}" height="24" fill="${colors.strong}"/>
    </svg>`;
}

async function drawTemplate({ brand, logoWord, dir }: ShareDrawing, { colors, mark }: Design): Promise<Template> {
  const rtl = dir === "rtl";
  const name = `<span foreground="${colors.ink}">${escape(brand)}</span> <span foreground="${colors.brand}">${escape(logoWord)}</span>`;
  const [markPixels, named] = await Promise.all([
    sharp(Buffer.from(mark)).resize(MARK_SIZE, MARK_SIZE).png().toBuffer(),
    sharp({ text: { text: name, font: `${families(dir)} Bold 44`, width: TEXT_WIDTH - MARK_SIZE - 24, dpi: 72, rgba: true } })
      .png()
      .toBuffer({ resolveWithObject: true }),
  ]);
  const markLeft = rtl ? WIDTH - MARGIN - MARK_SIZE : MARGIN;
  const nameLeft = rtl ? markLeft - 24 - named.info.width : MARGIN + MARK_SIZE + 24;
  const quantized = await sharp(Buffer.from(backdrop(dir, colors)))
    .composite([
      { input: markPixels, left: markLeft, top: 64 },
      { input: named.data, left: nameLeft, top: 64 + Math.round((MARK_SIZE - named.info.height) / 2) },
    ])
    .png({ palette: true, colours: TEMPLATE_COLORS, dither: 0 })
    .toBuffer();
  const pixels = await sharp(quantized).removeAlpha().raw().toBuffer();

  const colorsSeen = new Map<number, number>();
  const palette: number[] = [];
  const indexOf = (r: number, g: number, b: number) => {
    const key = (r << 16) | (g << 8) | b;
    let index = colorsSeen.get(key);
    if (index === undefined) {
      index = palette.length / 3;
      colorsSeen.set(key, index);
      palette.push(r, g, b);
    }
    return index;
  };
  const rows = new Uint8Array(ROW * HEIGHT);
  const underTitle = new Set<number>();
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const at = (y * WIDTH + x) * 3;
      const index = indexOf(pixels[at]!, pixels[at + 1]!, pixels[at + 2]!);
      rows[y * ROW + 1 + x] = index;
      if (y >= titleBox.top && y < titleBox.bottom && x >= titleBox.left && x < titleBox.right) underTitle.add(index);
    }
  // Ink over each colour the title may cover, at as many levels as the palette has room for.
  const own = palette.length / 3;
  const levels = Math.min(MOST_LEVELS, 2 + Math.floor((256 - own - 1) / underTitle.size));
  const ink = rgb(colors.ink);
  const inked = new Uint8Array(own * levels);
  for (const under of underTitle)
    for (let k = 1; k < levels; k++) {
      const mix = (c: number) => Math.round((palette[under * 3 + c]! * (levels - 1 - k) + ink[c]! * k) / (levels - 1));
      inked[under * levels + k] = indexOf(mix(0), mix(1), mix(2));
    }
  return { rows, palette: Buffer.from(palette), levels, inked };
}

const templates = new Map<string, Promise<Template>>();
// The same for every page of a language: drawn once.
function template(drawing: ShareDrawing, design: Design): Promise<Template> {
  const key = JSON.stringify([drawing.brand, drawing.logoWord, drawing.dir, design]);
  let made = templates.get(key);
  if (!made) templates.set(key, (made = drawTemplate(drawing, design)));
  return made;
}

const rgb = (hex: string) => {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, "$&$&") : hex;
  return [1, 3, 5].map((at) => parseInt(full.slice(at, at + 2), 16));
};

/** Ink through the title's mask onto a copy of the template's rows, within the title's box. */
function paint({ rows, levels, inked }: Template, mask: Mask, left: number): Uint8Array {
  const out = rows.slice();
  for (let y = 0; y < mask.height && titleBox.top + y < titleBox.bottom; y++) {
    const row = (titleBox.top + y) * ROW + 1;
    for (let x = Math.max(0, titleBox.left - left); x < mask.width && left + x < titleBox.right; x++) {
      const level = ((mask.data[y * mask.width + x]! * (levels - 1) + 127) / 255) | 0;
      if (level === 0) continue;
      const at = row + left + x;
      out[at] = inked[out[at]! * levels + level]!;
    }
  }
  return out;
}

const deflate = promisify(zlib.deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function chunk(type: string, data: Uint8Array): Buffer[] {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(type)));
  return [head, Buffer.from(data.buffer, data.byteOffset, data.byteLength), crc];
}

// sharp writes a palette PNG only through its quantizer (30 ms a picture, five times all the rest): the palette is known here,
// so the file is written as the PNG specification lays it out, its rows (filter byte 0, "none") compressed by Node's zlib.
async function palettePng(rows: Uint8Array, palette: Buffer): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits an index, colour type 3 (a palette), compression, filter and interlace methods 0
  const data = await deflate(rows, { level: 3 });
  return Buffer.concat([
    SIGNATURE,
    ...chunk("IHDR", header),
    ...chunk("PLTE", palette),
    ...chunk("IDAT", data),
    ...chunk("IEND", new Uint8Array(0)),
  ]);
}

/** The picture: the template of its language, its title painted in the ink colour. */
export async function drawSharePicture(drawing: ShareDrawing, design: Design): Promise<Buffer> {
  await registerFonts();
  const [made, title] = await Promise.all([template(drawing, design), fitTitle(drawing.title, drawing.dir, drawing.language)]);
  const left = drawing.dir === "rtl" ? WIDTH - MARGIN - title.mask.width : MARGIN;
  return palettePng(paint(made, title.mask, left), made.palette);
}
