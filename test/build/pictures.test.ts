/**
 * The picture pipeline on a real build: a copy of the site whose Home hero has a 4000 × 3000 JPEG
 * photo, whose About hero has the same photo, and whose eight service cards have pictures (one a
 * PNG with transparency). Renditions exist at the expected widths in AVIF, WebP and the fallback;
 * the pages offer them in that order; the originals are not published; and a second build after
 * a text edit reuses the processed pictures (both build times are printed).
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument, stringify } from "yaml";
import { yamlStringifyOptions } from "../../src/content-model/cms-config";
import { RENDITION_WIDTHS } from "../../src/images/pipeline";
import { photoJpeg, transparentPng } from "../pictures";
import { buildSite, copySite, tail } from "../site-build";

jest.setTimeout(1_200_000);

let site: string;
const publicDir = () => path.join(site, "public");
const html = (route: string) => fs.readFileSync(path.join(publicDir(), route, "index.html"), "utf8");
const firstBuild = { seconds: 0 };

function edit(file: string, change: (data: unknown) => void) {
  const absolute = path.join(site, "content", file);
  const data = parseDocument(fs.readFileSync(absolute, "utf8")).toJS() as unknown;
  change(data);
  fs.writeFileSync(absolute, stringify(data, yamlStringifyOptions));
}

beforeAll(async () => {
  site = copySite("pictures-");
  const uploads = path.join(site, "static/images/uploads");
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, "hero.jpg"), await photoJpeg());
  fs.writeFileSync(path.join(uploads, "logo.png"), await transparentPng());
  edit("pages/home.yaml", (d) => {
    (d as { hero: Record<string, unknown> }).hero.image = { src: "/images/uploads/hero.jpg", alt: "Two developers at a whiteboard" };
  });
  edit("pages/about.yaml", (d) => {
    (d as { hero: Record<string, unknown> }).hero.photo = { src: "/images/uploads/hero.jpg", alt: "The team in the office" };
  });
  edit("services.yaml", (d) => {
    (d as Record<string, unknown>[]).forEach((service, i) => {
      service.image =
        i === 0 ? { src: "/images/uploads/logo.png", alt: "" } : { src: "/images/uploads/hero.jpg", alt: `Service ${i + 1} at work` };
    });
  });
  const build = buildSite(site);
  if (build.status !== 0) throw new Error(`The picture fixture did not build:\n${tail(build.output)}`);
  firstBuild.seconds = build.seconds;
});

afterAll(() => {
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

it("makes AVIF, WebP and JPEG renditions of the photo at every width, and PNG for the transparent picture", () => {
  const files = fs.readdirSync(path.join(publicDir(), "pictures"));
  for (const ext of ["avif", "webp", "jpg"]) {
    const widths = files.filter((f) => f.startsWith("hero-") && f.endsWith(`.${ext}`)).map((f) => Number(/-(\d+)\.\w+$/.exec(f)![1]));
    expect([ext, widths.sort((a, b) => a - b)]).toEqual([ext, [...RENDITION_WIDTHS]]);
  }
  expect(files.filter((f) => f.startsWith("logo-") && f.endsWith(".png"))).toHaveLength(RENDITION_WIDTHS.length);
  expect(files.filter((f) => f.startsWith("logo-") && f.endsWith(".jpg"))).toEqual([]);
});

it("publishes the renditions only, not the original uploads", () => {
  expect(fs.existsSync(path.join(publicDir(), "images"))).toBe(false);
});

it("offers AVIF, then WebP, then the fallback; the hero first and eagerly, the cards lazily", () => {
  const home = html("");
  const hero = /<picture>([\s\S]*?)<\/picture>/.exec(home)![1]!;
  expect([...hero.matchAll(/type="([^"]+)"/g)].map((m) => m[1])).toEqual(["image/avif", "image/webp"]);
  expect(hero).toMatch(/<img[^>]*fetchpriority="high"/);
  expect(hero).toMatch(/<img[^>]*loading="eager"/);
  expect(hero).toMatch(/<img[^>]*width="4000" height="3000"/);
  expect(hero).toMatch(/alt="Two developers at a whiteboard"/);
  const cards = [...html("services").matchAll(/<img[^>]*>/g)].map((m) => m[0]);
  expect(cards).toHaveLength(8);
  for (const card of cards) expect(card).toMatch(/loading="lazy"/);
  expect(cards[0]).toMatch(/alt=""/);
});

it("reuses the processed pictures when only text changed", () => {
  const cache = path.join(site, ".cache", "pictures");
  const stamps = () =>
    fs
      .readdirSync(cache)
      .flatMap((dir) => fs.readdirSync(path.join(cache, dir)).map((f) => [`${dir}/${f}`, fs.statSync(path.join(cache, dir, f)).mtimeMs]));
  const before = stamps();
  edit("pages/home.yaml", (d) => {
    (d as { hero: { heading: string } }).hero.heading = "A heading edited after the first build";
  });
  const build = buildSite(site);
  if (build.status !== 0) throw new Error(`The rebuild failed:\n${tail(build.output)}`);
  console.log(`picture fixture: first build ${firstBuild.seconds.toFixed(0)} s, after a text edit ${build.seconds.toFixed(0)} s`);
  expect(html("")).toContain("A heading edited after the first build");
  expect(stamps()).toEqual(before);
  expect(fs.readdirSync(path.join(publicDir(), "pictures")).length).toBeGreaterThan(0);
});
