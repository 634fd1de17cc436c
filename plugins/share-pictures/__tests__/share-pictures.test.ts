/** @jest-environment node */
/**
 * What a built page's head asks for, and the cache: a warm build draws only the pictures whose inputs changed, copies the
 * others from .cache/share-pictures/, and refuses a name that does not match what the head says is drawn.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { publishPictures, wantedPicture, type Wanted } from "../share-pictures";
import { sharePictureName, type ShareDrawing } from "../../../src/lib/share-picture";

const design = "design-1";
const brandOf = () => ({ brand: "Vireo", logoWord: "Solutions" });
const wanted = (title: string, language = "en", dir: ShareDrawing["dir"] = "ltr"): Wanted => ({
  name: sharePictureName({ title, ...brandOf(), language, dir }, design),
  title,
  language,
  dir,
});

const page = (image: string, alt: string, html = '<html lang="ar" dir="rtl">') =>
  `<!DOCTYPE html>${html}<head><meta property="og:image" content="${image}" data-gatsby-head="true"/>` +
  `<meta property="og:image:alt" content="${alt}" data-gatsby-head="true"/></head><body><p>og:image</p></body></html>`;

describe("wantedPicture", () => {
  it("reads the name, the title (its alt text, entities decoded), the language and the direction", () => {
    expect(
      wantedPicture(page("https://example.com/vireo/pictures/share-0123456789abcdef0123.png", "Web &amp; App &quot;Dev&quot; &#x27;24")),
    ).toEqual({
      name: "share-0123456789abcdef0123.png",
      title: `Web & App "Dev" '24`,
      language: "ar",
      dir: "rtl",
    });
  });

  it("asks for nothing where the page shows an editor's picture", () => {
    expect(wantedPicture(page("https://example.com/pictures/team-0123456789-share.jpg", "The team"))).toBeUndefined();
    // An upload named like a drawn picture keeps its renditions' shape of name.
    expect(wantedPicture(page("https://example.com/pictures/share-0123456789-share.jpg", "Sharing"))).toBeUndefined();
  });
});

describe("publishPictures", () => {
  let root: string;
  let drawn: string[];
  const options = () => ({
    publicDir: path.join(root, "public"),
    cacheDir: path.join(root, "cache"),
    design,
    brandOf,
    draw: async (drawing: ShareDrawing) => {
      drawn.push(drawing.title);
      return Buffer.from(`picture of ${drawing.title} in ${drawing.language}`);
    },
  });
  const published = (w: Wanted) => fs.readFileSync(path.join(root, "public", "pictures", w.name), "utf8");

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "share-pictures-"));
    drawn = [];
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("draws each picture once, however many pages share it", async () => {
    const about = wanted("About Us");
    const result = await publishPictures([about, about, wanted("من نحن", "ar", "rtl")], options());
    expect(drawn.sort()).toEqual(["About Us", "من نحن"]);
    expect(result).toEqual({ drawn: expect.any(Array), copied: 0, kept: 0, pruned: 0 });
    expect(published(about)).toBe("picture of About Us in en");
  });

  it("on a warm build draws only the picture whose title changed", async () => {
    await publishPictures([wanted("About Us"), wanted("Services")], options());
    drawn = [];
    const result = await publishPictures([wanted("About Us"), wanted("Our Services")], options());
    expect(drawn).toEqual(["Our Services"]);
    expect(result).toMatchObject({ copied: 0, kept: 1 });
    expect(published(wanted("Our Services"))).toBe("picture of Our Services in en");
  });

  it("copies from the cache into an empty public/ without drawing again", async () => {
    await publishPictures([wanted("About Us")], options());
    fs.rmSync(path.join(root, "public"), { recursive: true });
    drawn = [];
    const result = await publishPictures([wanted("About Us")], options());
    expect([drawn, result.copied]).toEqual([[], 1]);
    expect(published(wanted("About Us"))).toBe("picture of About Us in en");
  });

  it("removes the pictures no page names any more from the cache and public/, and keeps the cache's record and others' files", async () => {
    await publishPictures([wanted("About Us"), wanted("Services")], options());
    const cacheDir = path.join(root, "cache");
    const pictures = path.join(root, "public", "pictures");
    fs.writeFileSync(path.join(cacheDir, "pages.json"), "{}");
    fs.writeFileSync(path.join(pictures, "team-0123456789-share.jpg"), "an editor's picture");
    const result = await publishPictures([wanted("Our Services")], options());
    expect(result.pruned).toBe(2);
    const drawnNames = (folder: string) =>
      fs
        .readdirSync(folder)
        .filter((name) => name.startsWith("share-"))
        .sort();
    expect(drawnNames(cacheDir)).toEqual([wanted("Our Services").name]);
    expect(drawnNames(pictures)).toEqual([wanted("Our Services").name]);
    expect(fs.readdirSync(cacheDir)).toContain("pages.json");
    expect(fs.readdirSync(pictures)).toContain("team-0123456789-share.jpg");
  });

  it("refuses a page whose picture's name does not match what it says is drawn", async () => {
    const stale = { ...wanted("About Us"), title: "About" };
    await expect(publishPictures([stale], options())).rejects.toThrow(
      /asks for share-[0-9a-f]{20}\.png, but "About" \(en\) would be drawn as/,
    );
  });
});
