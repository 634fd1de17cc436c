/**
 * `npm run deploy:guard [-- --live https://www.example.com] [--public public]`, after the build and before
 * publishing: every address the live site's sitemap lists must still be in the new build, or be covered by a
 * redirect or a "gone" line of content/redirects.yaml. Otherwise it names them and exits 1, so a deploy never
 * drops a live address silently. Without a live sitemap (first deploy, offline) it says so in one line and passes.
 */
import fs from "node:fs";
import path from "node:path";
import { contentModel, defaultContent, settingsOf, siteContentDir } from "../src/content-model/load";
import { covers, goneAddresses, hostRedirects, keyOf, type Redirect } from "../src/content-model/redirects";
import { planSite } from "../src/content-model/publish";

const TIMEOUT_MS = 10_000;

/** The language-less address a redirect written for the default language answers at `/de/…`. */
function withoutLanguage(address: string, languages: readonly string[]): string | undefined {
  const code = languages.find((c) => address === `/${c}` || address.startsWith(`/${c}/`));
  return code === undefined ? undefined : address.slice(code.length + 1) || "/";
}

/**
 * The published addresses (paths without the site's prefix) the new build drops unannounced: no page or file
 * at them, and no redirect or gone line covering them, as written or under a language's prefix (`languages`:
 * the codes of every language but the default).
 */
export function droppedAddresses(
  liveUrls: readonly string[],
  hasPage: (address: string) => boolean,
  redirects: readonly Redirect[],
  gone: readonly string[],
  languages: readonly string[],
): string[] {
  const froms = [...redirects.map((r) => r.from), ...gone].map(keyOf);
  const covered = (address: string) => froms.some((from) => covers(from, keyOf(address)));
  return [...new Set(liveUrls)].filter((address) => {
    if (hasPage(address) || covered(address)) return false;
    const bare = withoutLanguage(address, languages);
    return bare === undefined || !covered(bare);
  });
}

/** Whether `public/` has `address`: its `index.html`, or the file itself (`/feed.xml`). */
export function pageIn(publicDir: string): (address: string) => boolean {
  const root = path.resolve(publicDir);
  return (address) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(address);
    } catch {
      decoded = address;
    }
    const file = path.join(root, decoded);
    if (file !== root && !file.startsWith(root + path.sep)) return false;
    const isFile = (f: string) => fs.existsSync(f) && fs.statSync(f).isFile();
    return isFile(path.join(file, "index.html")) || isFile(file);
  };
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** A sitemap's `<loc>` addresses and whether it is an index of sitemaps; undefined when it is no sitemap. */
export function parseSitemap(xml: string): { index: boolean; locs: string[] } | undefined {
  const index = /<sitemapindex[\s>]/.test(xml);
  if (!index && !/<urlset[\s>]/.test(xml)) return undefined;
  return { index, locs: [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) => unescapeXml(m[1]!)) };
}

/** A URL's path with the live site's path prefix (`/repo` on GitHub Pages) taken off. */
export function addressOf(url: string, prefix: string): string {
  const pathname = new URL(url).pathname;
  const bare = prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)) ? pathname.slice(prefix.length) : pathname;
  return bare || "/";
}

async function fetchText(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "follow" });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

/** The live site's sitemap URLs: /sitemap.xml, or robots.txt's `Sitemap:`, an index followed one level. */
export async function liveSitemap(live: string): Promise<string[] | undefined> {
  let sitemap = parseSitemap((await fetchText(`${live}/sitemap.xml`)) ?? "");
  if (!sitemap) {
    const named = /^\s*sitemap:\s*(\S+)/im.exec((await fetchText(`${live}/robots.txt`)) ?? "")?.[1];
    sitemap = named ? parseSitemap((await fetchText(new URL(named, `${live}/`).href)) ?? "") : undefined;
  }
  if (!sitemap?.index) return sitemap?.locs;
  const children = await Promise.all(sitemap.locs.map(async (loc) => parseSitemap((await fetchText(loc)) ?? "")));
  // Part of a sitemap would pass every address it leaves out: the same as none.
  if (children.some((child) => !child || child.index)) return undefined;
  return children.flatMap((child) => child!.locs);
}

export function droppedMessage(dropped: readonly string[], live: string, redirectsFile: string): string {
  const [example = "/old-address/"] = dropped;
  return [
    `deploy guard: ${dropped.length === 1 ? "this address is" : `these ${dropped.length} addresses are`} on ${live} today, but the new build has no page there and no redirect for it:`,
    ...dropped.map((address) => `  ${address}`),
    "",
    `Visitors and search engines following a link to ${dropped.length === 1 ? "it" : "them"} would find nothing. For each, add to ${redirectsFile} either a redirect to the page that replaced it:`,
    `  - from: ${example}`,
    `    to: /its-new-page/`,
    `or, if the page is gone for good on purpose, a line that says so:`,
    `  - from: ${example}`,
    `    gone: true`,
    `Then publish again.`,
  ].join("\n");
}

type Output = { log: (line: string) => void; error: (line: string) => void };

export async function main(
  args: readonly string[] = process.argv.slice(2),
  out: Output = { log: console.log, error: console.error },
  contentDir = siteContentDir(),
): Promise<number> {
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  };
  const model = contentModel(contentDir);
  const siteUrl = settingsOf<{ siteUrl?: string }>(defaultContent(model))?.siteUrl;
  const live = (option("live") || process.env.SITE_URL || siteUrl || "").replace(/\/+$/, "");
  const publicDir = path.resolve(option("public") ?? "public");
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    out.error(`deploy guard: no build in ${publicDir} (no index.html): run \`npm run build\` first.`);
    return 1;
  }
  let urls: string[] | undefined;
  let prefix = "";
  try {
    prefix = live ? new URL(live).pathname.replace(/\/+$/, "") : "";
    urls = live ? await liveSitemap(live) : undefined;
  } catch {
    urls = undefined;
  }
  if (!urls) {
    out.log(
      `deploy guard: no live sitemap at ${live ? `${live}/sitemap.xml` : "(no siteUrl)"}: nothing to compare (first deploy or offline).`,
    );
    return 0;
  }
  const addresses = urls.flatMap((url) => {
    try {
      return [addressOf(url, prefix)];
    } catch {
      return [];
    }
  });
  const languages = model.languages.slice(1).map((l) => l.code);
  const dropped = droppedAddresses(addresses, pageIn(publicDir), hostRedirects(model, planSite(model)), goneAddresses(model), languages);
  if (dropped.length > 0) {
    out.error(droppedMessage(dropped, live, `${model.displayPrefix}/redirects.yaml`));
    return 1;
  }
  out.log(`deploy guard: all ${addresses.length} addresses of ${live}/sitemap.xml are in the new build, redirected or marked gone.`);
  return 0;
}

if (require.main === module) void main().then((code) => (process.exitCode = code));
