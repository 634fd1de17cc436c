/** @jest-environment node */
/**
 * The drawing itself: 1200 × 630 and small whatever the title (HOSTILE: what editors paste), a title too long for the
 * largest size shrinks and then is cut at a word with "…" rather than running off the picture, and Arabic is drawn
 * (the Arabic font has its glyphs).
 */
import sharp from "sharp";
import { designKey, drawSharePicture, fitTitle, siteDesign } from "../draw";
import type { ShareDrawing } from "../../../src/lib/share-picture";

jest.setTimeout(60_000);

const design = siteDesign();
const english: ShareDrawing = { title: "About Us", brand: "Vireo", logoWord: "Solutions", language: "en", dir: "ltr" };
const pixels = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

it("draws 1200 × 630 under 60 kB, even for a title far too long for three lines", async () => {
  const long = { ...english, title: "Datenschutzerklärung und Nutzungsbedingungen ".repeat(12).trim(), language: "de" };
  for (const png of [await drawSharePicture(english, design), await drawSharePicture(long, design)]) {
    const { width, height, format } = await sharp(png).metadata();
    expect([format, width, height]).toEqual(["png", 1200, 630]);
    expect(png.length).toBeLessThanOrEqual(60 * 1024);
  }
});

const LONG_TITLE = "Terms of the framework agreement for software development and digital services. ".repeat(130).slice(0, 10_000);
const LONG_WORD = "Donaudampfschifffahrtsgesellschaftskapitän".repeat(8).slice(0, 300);
const HOSTILE: [string, ShareDrawing][] = [
  ["10,000 characters", { ...english, title: LONG_TITLE }],
  [
    "10,000 Arabic characters",
    { ...english, title: "شروط الاتفاقية الإطارية لتطوير البرمجيات ".repeat(260).slice(0, 10_000), language: "ar", dir: "rtl" },
  ],
  ["one word of 300 letters", { ...english, title: LONG_WORD, language: "de" }],
  ["Arabic inside English", { ...english, title: "How we built تصميم المواقع for a bank in Dubai" }],
  ["English inside Arabic", { ...english, title: "كيف بنينا Design Systems مع React و TypeScript", language: "ar", dir: "rtl" }],
  ["emoji", { ...english, title: "Launch day 🚀🎉 for our clients 👩🏽‍💻 🇩🇪" }],
  ["characters Pango reads as markup", { ...english, title: `R&D <b>bold</b> & "quotes" > <span foreground="red">red</span> &amp; <` }],
  ["control characters", { ...english, title: "Tab\there\u0000null\u001b[31m red\u200b\u2028next line\r\n" }],
];

it.each(HOSTILE)("draws a title of %s: a 1200 × 630 PNG of at most 60 kB", async (_, drawing) => {
  const png = await drawSharePicture(drawing, design);
  const { width, height, format } = await sharp(png).metadata();
  expect([format, width, height]).toEqual(["png", 1200, 630]);
  expect(png.length).toBeLessThanOrEqual(60_000);
});

it("cuts a title too long for the picture at a word, ending with …", async () => {
  const { text } = await fitTitle(LONG_TITLE, "ltr", "en");
  expect(text.endsWith("…")).toBe(true);
  const kept = text.slice(0, -1);
  expect(LONG_TITLE.startsWith(kept)).toBe(true);
  expect(LONG_TITLE[kept.length]).toMatch(/[\s.]/);
  expect(kept.length).toBeGreaterThan(40);
});

it("cuts a single word too long for the picture within the word, ending with …", async () => {
  const { text } = await fitTitle(LONG_WORD, "ltr", "de");
  expect(text.endsWith("…")).toBe(true);
  expect(LONG_WORD.startsWith(text.slice(0, -1))).toBe(true);
  expect(text.length).toBeLessThan(LONG_WORD.length);
});

it("cuts a title that does not fit at the smallest size, so its end is not drawn", async () => {
  const words = "Datenschutzerklärung und Nutzungsbedingungen ".repeat(12).trim();
  const [cut, other] = await Promise.all([
    drawSharePicture({ ...english, title: words }, design).then(pixels),
    drawSharePicture({ ...english, title: `${words} Ende` }, design).then(pixels),
  ]);
  expect(cut.equals(other)).toBe(true);
});

it("draws an Arabic title right to left: another Arabic title is another picture", async () => {
  const arabic: ShareDrawing = { ...english, title: "من نحن", language: "ar", dir: "rtl" };
  const [one, two] = await Promise.all([
    drawSharePicture(arabic, design).then(pixels),
    drawSharePicture({ ...arabic, title: "دراسات الحالة" }, design).then(pixels),
  ]);
  expect(one.equals(two)).toBe(false);
});

it("names the design by the theme's colours", () => {
  const recoloured = { ...design, colors: { ...design.colors, brand: "#0f6a3a" } };
  expect(designKey(recoloured)).not.toBe(designKey(design));
});
