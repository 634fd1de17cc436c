/** @jest-environment node */
/**
 * The drawing itself: 1200 × 630 and small whatever the title, a title too long for the largest size shrinks and then is
 * cut with "…" rather than running off the picture, and Arabic is drawn (the Arabic font has its glyphs).
 */
import sharp from "sharp";
import { designKey, drawSharePicture, siteDesign } from "../draw";
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
