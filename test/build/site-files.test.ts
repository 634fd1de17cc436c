/**
 * The files next to the pages: sitemap.xml, robots.txt, the web app manifest, the icons and the
 * share image, as the build wrote them into public/.
 */
import fs from "node:fs";
import path from "node:path";
import { absolute, createdPages, keptListPages, pages, pngSize, publicDir, readPublic, searchPage, settings } from "./support/site";
import { listFiles } from "../../src/lib/list-files";

describe("sitemap.xml", () => {
  const xml = readPublic("sitemap.xml");
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("is a sitemap urlset listing exactly the four pages, the search page, the careers page and the indexed created pages, as absolute URLs", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const listed = [...pages, searchPage, ...keptListPages, ...createdPages.filter((page) => page.indexed)];
    expect(createdPages.length).toBeGreaterThan(0);
    expect([...urls].sort()).toEqual(listed.map((p) => absolute(p.route)).sort());
  });

  it("lists the pages in the order of their addresses, whatever order the build read their files in", () => {
    expect(urls).toEqual([...urls].sort());
  });

  it("leaves out the 404 page", () => {
    expect(xml).not.toMatch(/404/);
  });

  it("is the only sitemap (no leftover index for it to be confused with)", () => {
    expect(fs.readdirSync(publicDir).filter((f) => /^sitemap/.test(f))).toEqual(["sitemap.xml"]);
  });
});

describe("robots.txt", () => {
  const robots = readPublic("robots.txt");

  it("lets every crawler in and points to the sitemap's absolute URL", () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots.match(/^Sitemap: (.+)$/gm)).toEqual([`Sitemap: ${absolute("/sitemap.xml")}`]);
  });
});

describe("site.webmanifest", () => {
  const manifest = JSON.parse(readPublic("site.webmanifest")) as Record<string, unknown>;

  it("names the site and uses its colours, from content", () => {
    expect(manifest).toMatchObject({
      name: settings.siteName,
      short_name: settings.brand,
      theme_color: settings.themeColor,
      background_color: settings.backgroundColor,
      display: "standalone",
    });
  });

  it("lists 192 and 512 px PNG icons by relative URL (so they work under a path prefix), and the files match", () => {
    const icons = manifest.icons as { src: string; sizes: string; type: string }[];
    expect(icons.map((i) => i.sizes).sort()).toEqual(["192x192", "512x512"]);
    for (const icon of icons) {
      expect(icon.src).not.toMatch(/^\/|^https?:/);
      expect(icon.type).toBe("image/png");
      const { width, height } = pngSize(path.join(publicDir, icon.src));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(manifest.start_url).toBe("./");
  });
});

describe("icons and the share image", () => {
  it("has a 32 × 32 PNG favicon, a 180 × 180 Apple touch icon and an SVG favicon", () => {
    expect(pngSize(path.join(publicDir, "favicon-32x32.png"))).toEqual({ width: 32, height: 32 });
    expect(pngSize(path.join(publicDir, "apple-touch-icon.png"))).toEqual({ width: 180, height: 180 });
    const svg = readPublic("favicon.svg");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href="http/i);
  });

  it("has a favicon.ico holding 16, 32 and 48 px images", () => {
    const ico = fs.readFileSync(path.join(publicDir, "favicon.ico"));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const [size, length, offset] = [ico.readUInt8(entry), ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      expect(ico.subarray(offset + 1, offset + 4).toString("latin1")).toBe("PNG");
      return size;
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it("has a square logo", () => {
    const logo = pngSize(path.join(publicDir, settings.organization.logo));
    expect(logo.width).toBe(logo.height);
    expect(logo.width).toBeGreaterThanOrEqual(112);
  });
});

describe("what is not published", () => {
  const published = listFiles(publicDir);

  it("has no source maps or webpack.stats.json, and no script points to a map", () => {
    expect(published.filter((f) => /\.map$|(^|\/)webpack\.stats\.json$/.test(f))).toEqual([]);
    const scripts = published.filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) expect([file, readPublic(file).includes("sourceMappingURL")]).toEqual([file, false]);
  });

  it("keeps webpack.stats.json for the bench in .cache/debug-files/", () => {
    const debugDir = path.join(publicDir, "..", ".cache", "debug-files");
    expect(fs.existsSync(path.join(debugDir, "webpack.stats.json"))).toBe(true);
  });

  it("has no /404/ page (only 404.html, which hosts serve with status 404)", () => {
    expect(published).toContain("404.html");
    expect(published.filter((f) => f.startsWith("404/"))).toEqual([]);
  });
});
