/** @jest-environment node */
/** `npm run deploy:guard`: a deploy that drops a live address without a redirect or a gone line stops. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { startServer, type RunningServer } from "../../e2e/server";
import { freePort } from "../../test/loopback";
import { addressOf, droppedAddresses, main, parseSitemap } from "../deploy-guard";

const root = path.resolve(__dirname, "../..");
const previousPages = ["/", "/about/", "/old-page/", "/blog/first/"];
let tmp: string;
let content: string;
let publicDir: string;
let previous: RunningServer;

function writePages(dir: string, pages: readonly string[]) {
  for (const page of pages) {
    fs.mkdirSync(path.join(dir, page), { recursive: true });
    fs.writeFileSync(path.join(dir, page, "index.html"), `<!doctype html><title>${page}</title>`);
  }
}

beforeEach(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-guard-"));
  content = path.join(tmp, "content");
  fs.cpSync(path.join(root, "content"), content, { recursive: true });
  const live = path.join(tmp, "previous");
  writePages(live, previousPages);
  previous = await startServer({ root: live, port: 0, hostHeaders: false });
  const locs = previousPages.map((p) => `  <url><loc>https://www.example.com${p}</loc></url>`).join("\n");
  fs.writeFileSync(
    path.join(live, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs}\n</urlset>\n`,
  );
  publicDir = path.join(tmp, "public");
  writePages(publicDir, ["/", "/about/"]);
});
afterEach(async () => {
  await previous.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const writeRedirects = (yaml: string) => fs.writeFileSync(path.join(content, "redirects.yaml"), yaml);

async function guard(live = previous.url) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(["--live", live, "--public", publicDir], { log: (l) => out.push(l), error: (l) => err.push(l) }, content);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

it("stops a deploy that drops live addresses, naming each and saying what to write in redirects.yaml", async () => {
  const { code, out, err } = await guard();
  expect(out).toBe("");
  expect(err).toContain("deploy guard: these 2 addresses are on");
  expect(err).toMatch(/^ {2}\/old-page\/$/m);
  expect(err).toMatch(/^ {2}\/blog\/first\/$/m);
  expect(err).not.toMatch(/^ {2}\/about\/$/m);
  expect(err).toContain("redirects.yaml");
  expect(err).toContain("  - from: /old-page/\n    to: /its-new-page/");
  expect(err).toContain("  - from: /old-page/\n    gone: true");
  expect(code).toBe(1);
});

it("passes when a redirect covers one address and a folder redirect the other", async () => {
  writeRedirects("redirects:\n  - from: /old-page/\n    to: /about/\n  - from: /blog/*\n    to: /\n");
  const { code, out, err } = await guard();
  expect(err).toBe("");
  expect(out).toMatch(/^deploy guard: all 4 addresses .* are in the new build, redirected or marked gone\.$/);
  expect(code).toBe(0);
});

it("passes when the dropped addresses are marked gone", async () => {
  writeRedirects("redirects:\n  - from: /old-page\n    gone: true\n  - from: /blog/first/\n    gone: true\n");
  const { code, err } = await guard();
  expect(err).toBe("");
  expect(code).toBe(0);
});

it("passes when a page keeps a dropped address among its former addresses (the editor records them)", async () => {
  const terms = path.join(content, "site-pages", "terms-of-use.md");
  fs.writeFileSync(
    terms,
    fs.readFileSync(terms, "utf8").replace("address: terms-of-use\n", "address: terms-of-use\nformerAddresses:\n  - old-page\n"),
  );
  writeRedirects("redirects:\n  - from: /blog/first/\n    gone: true\n");
  const { code, err } = await guard();
  expect(err).toBe("");
  expect(code).toBe(0);
});

it("says in one line that there is nothing to compare when no live site answers, and passes", async () => {
  const closed = `http://127.0.0.1:${await freePort()}`;
  const { code, out, err } = await guard(closed);
  expect(err).toBe("");
  expect(out).toBe(`deploy guard: no live sitemap at ${closed}/sitemap.xml: nothing to compare (first deploy or offline).`);
  expect(code).toBe(0);
});

it("finds the sitemap through robots.txt and a sitemap index, under the site's path prefix", async () => {
  const site = path.join(tmp, "previous/repo");
  const live = `${previous.url}/repo`;
  fs.mkdirSync(site);
  const locs = previousPages.map((p) => `<url><loc>${live}${p}</loc></url>`).join("");
  fs.writeFileSync(path.join(site, "sitemap-0.xml"), `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs}</urlset>`);
  fs.writeFileSync(
    path.join(site, "sitemap-index.xml"),
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${live}/sitemap-0.xml</loc></sitemap></sitemapindex>`,
  );
  fs.writeFileSync(path.join(site, "robots.txt"), `User-agent: *\nAllow: /\nSitemap: ${live}/sitemap-index.xml\n`);
  const { code, err } = await guard(live);
  expect(err).toContain("these 2 addresses are on");
  expect(err).toMatch(/^ {2}\/old-page\/$/m);
  expect(err).toMatch(/^ {2}\/blog\/first\/$/m);
  expect(code).toBe(1);
});

describe("droppedAddresses", () => {
  const has = (pages: string[]) => (address: string) => pages.includes(address);
  const redirect = (from: string, to = "/") => ({ from, to, status: 301 as const });

  it("applies redirects and gone lines written for the default language under each other language's prefix", () => {
    const live = ["/de/old/", "/de/blog/x/", "/de/gone/", "/fr/old/", "/de/kept/"];
    expect(droppedAddresses(live, has(["/de/kept/"]), [redirect("/old"), redirect("/blog/*")], ["/gone/"], ["de"])).toEqual(["/fr/old/"]);
  });

  it("takes an address with or without its last slash as one, and a folder redirect's folder itself", () => {
    expect(droppedAddresses(["/old", "/blog/", "/blogs/"], has([]), [redirect("/old/"), redirect("/blog/*")], [], [])).toEqual(["/blogs/"]);
  });
});

it("reads sitemap addresses without the live site's path prefix", () => {
  const sitemap = parseSitemap(
    "<urlset><url><loc>https://o.github.io/repo/a/?x=1&amp;y=2</loc></url><url><loc>https://o.github.io/repo/</loc></url></urlset>",
  );
  expect(sitemap?.locs.map((loc) => addressOf(loc, "/repo"))).toEqual(["/a/", "/"]);
  expect(parseSitemap("<!doctype html><title>Not found</title>")).toBeUndefined();
});

it("runs in the GitHub Pages deploy after the build and before the upload, against the live address with its path", () => {
  type Step = { run?: string; uses?: string; env?: Record<string, string> };
  const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/deploy-pages.yml"), "utf8")) as {
    jobs: { build: { steps: Step[] } };
  };
  const steps = workflow.jobs.build.steps;
  const at = (found: (step: Step) => boolean) => steps.findIndex(found);
  const guardStep = at((s) => /npm run deploy:guard -- --live "\$LIVE_URL"/.test(s.run ?? ""));
  expect(steps[guardStep]?.env?.LIVE_URL).toBe("${{ steps.pages.outputs.base_url }}");
  expect(at((s) => /npm run build\b/.test(s.run ?? ""))).toBeLessThan(guardStep);
  expect(guardStep).toBeLessThan(at((s) => s.uses?.startsWith("actions/upload-pages-artifact") ?? false));
});
