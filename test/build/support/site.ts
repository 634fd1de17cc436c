/**
 * What the build tests compare the built site (public/) with: the content files, read with the
 * `yaml` package, and the site address the build used (SITE_URL overrides settings.yaml, exactly
 * as in gatsby-config.ts). The tests expect a normal build: `npx gatsby build`, no path prefix.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dataOf, defaultContent, loadContent } from "../../../src/content-model/load";
import { listFiles } from "../../../src/lib/list-files";
import { sitePagesOf } from "../../../src/content-model/publish";
import { listedFolders } from "../../../src/content-model/registry";

export const repo = path.resolve(__dirname, "..", "..", "..");
export const publicDir = path.join(repo, "public");
export const contentDir = path.resolve(repo, process.env.CONTENT_DIR ?? "content");

/** The content the build read (the default language's), through the site's one loader. */
const content = defaultContent(loadContent(contentDir));

export function readContent<T = Record<string, unknown>>(file: string): T {
  return dataOf(content, file) as T;
}

export type Settings = {
  brand: string;
  siteName: string;
  siteUrl: string;
  titleSuffix: string;
  defaultDescription: string;
  locale: string;
  themeColor: string;
  themeColorDark?: string;
  backgroundColor: string;
  contact: { email: string; phone: string; phoneLink: string; supportHours: string; formDelivery?: string; formEndpoint?: string };
  footer: { socialLinks: { url: string }[] };
  organization: {
    type: string;
    logo: string;
    contactType: string;
    availableLanguages: string[];
    hours: { days: string[]; opens: string; closes: string };
  };
};

export const settings = readContent<Settings>("settings.yaml");

/** The origin the build used for absolute URLs. */
export const siteUrl = (process.env.SITE_URL || settings.siteUrl).replace(/\/+$/, "");

export const absolute = (sitePath: string) => new URL(sitePath, `${siteUrl}/`).href;

/** The four indexable pages: their route, their built file and their content file. */
export const pages = [
  { route: "/", file: "index.html", content: "pages/home.yaml" },
  { route: "/about/", file: "about/index.html", content: "pages/about.yaml" },
  { route: "/services/", file: "services/index.html", content: "pages/services.yaml" },
  { route: "/contact/", file: "contact/index.html", content: "pages/contact.yaml" },
] as const;

/** The search page (pages/search.yaml), at its address. */
export const searchPage = (() => {
  const { address } = dataOf(content, "pages/search.yaml") as { address: string };
  return { route: `/${address}/`, file: `${address}/index.html` };
})();

/** The lists whose page is published with no entry (the careers page): route and built file. */
export const keptListPages = listedFolders
  .filter((folder) => folder.list.keptWhenEmpty)
  .map((folder) => {
    const { address } = dataOf(content, `pages/${folder.folder}.yaml`) as { address: string };
    return { route: `/${address}/`, file: `${address}/index.html` };
  });

/** The pages editors created (content/site-pages/*.md): route, built file, and front matter. */
export const createdPages = sitePagesOf(content).map((page) => ({
  route: `/${page.address}/`,
  file: `${page.address}/index.html`,
  copy: { title: page.title, description: page.description },
  indexed: page.indexed,
}));

/**
 * The 404 page: /404.html, what hosts serve for unknown paths. (Gatsby also renders it as the page
 * /404/, which would answer 200; the build leaves that copy out: plugins/site-files/unpublished.ts.)
 */
export const notFoundFiles = ["404.html"] as const;

export function readPublic(file: string): string {
  const full = path.join(publicDir, file);
  if (!fs.existsSync(full)) throw new Error(`public/${file} is missing: run \`npx gatsby build\` before the build tests`);
  return fs.readFileSync(full, "utf8");
}

/** The same title rule as the Seo component. */
export const fullTitle = (title: string) => `${title} | ${settings.brand} – ${settings.titleSuffix}`;

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Every page Gatsby built (every HTML file: the build publishes no fragments), as paths inside public/.
 * The content editor in admin/ is not one of them (plugins/cms-admin writes it; test/build/cms-admin.test.ts).
 */
export function builtHtmlFiles(dir = publicDir): string[] {
  return listFiles(dir, { skip: ["admin"], match: /\.html$/ });
}

/**
 * The Content-Security-Policy header every host sends with every response: the directives that limit
 * nothing a page loads (each page's own policy, with its hashes, is in its <meta>).
 */
export const HEADER_POLICY = "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; upgrade-insecure-requests";

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * Each page's own Content-Security-Policy, from the <meta> the build put into it, by the address a
 * visitor asks for: "/about/index.html" is "/about/", "/404.html" stays. `dir`: another build's public/.
 */
export function pagePolicies(dir = publicDir): Map<string, string> {
  const entries = builtHtmlFiles(dir).map((file) => {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(fs.readFileSync(path.join(dir, file), "utf8"));
    if (!meta) throw new Error(`${file} has no Content-Security-Policy <meta>: run the build first`);
    return [`/${file}`.replace(/(^|\/)index\.html$/, "$1"), decodeAttribute(meta[1] as string)] as const;
  });
  return new Map(entries);
}

/** The policy in the <meta> of the page at `urlPath` (see pagePolicies). */
export function pagePolicy(urlPath: string, dir?: string): string {
  const policy = pagePolicies(dir).get(urlPath);
  if (!policy) throw new Error(`the build wrote no Content-Security-Policy for ${urlPath}`);
  return policy;
}

/**
 * A picture as the build publishes one (src/images/pipeline.ts: name, hash of the file, width),
 * for the host tests: the real content has no photo, so public/pictures/ may not exist. Its bytes
 * are a real PNG (the site's 32-pixel icon).
 */
export const SAMPLE_PICTURE = "pictures/sample-0123456789-400.png";

/**
 * A folder to serve instead of public/ when a host test asks for a picture: public/'s folders as
 * symbolic links, its files (pages, icons, _headers …) and its pictures as copies (Cloudflare's
 * asset server skips a file that is a link), and SAMPLE_PICTURE. `remove` deletes the folder,
 * never public/.
 */
export function publicWithSamplePicture(): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-public-"));
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true })) {
    const from = path.join(publicDir, entry.name);
    if (entry.isFile()) fs.copyFileSync(from, path.join(root, entry.name));
    else if (entry.name !== "pictures") fs.symlinkSync(from, path.join(root, entry.name));
  }
  const built = path.join(publicDir, "pictures");
  if (fs.existsSync(built)) fs.cpSync(built, path.join(root, "pictures"), { recursive: true });
  fs.mkdirSync(path.join(root, "pictures"), { recursive: true });
  fs.copyFileSync(path.join(publicDir, "favicon-32x32.png"), path.join(root, SAMPLE_PICTURE));
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
