/**
 * The redirects on each host (redirects.ts), on the repository's own static/_redirects: what a visitor gets for a moved
 * address. Netlify's answers come from Netlify's own parser and matcher (test/build/support/netlify-config.mjs) reading
 * the rendered file; nginx's and Cloudflare's runs are in the build tests.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderRedirects } from "../languages";
import {
  redirectLimitProblems,
  redirectPage,
  redirectPageFile,
  renderNginxRedirects,
  renderRedirectLines,
  vercelRedirects,
  withRedirects,
  writeRedirectPages,
  type Redirect,
} from "../redirects";
import { renamed, renamedArticleRedirects } from "../../../test/renamed-article";

const repo = path.resolve(__dirname, "..", "..", "..");
const template = fs.readFileSync(path.join(repo, "static", "_redirects"), "utf8");

const redirects: Redirect[] = [
  { from: "/old/", to: "/about/", status: 301 },
  { from: "/blog/*", to: "/articles/:splat", status: 301 },
  { from: "/promo/", to: "https://shop.example.com/sale", status: 302 },
];
const written = (list: readonly Redirect[], languages: readonly string[]) =>
  withRedirects(renderRedirects(template, languages), renderRedirectLines(list, languages));

let folders: string[] = [];
const freshFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  folders = [];
});

const pageOptions = {
  defaultLanguage: "en",
  words: (lang: string) => ({ title: `moved (${lang})`, link: `go on (${lang})` }),
  href: (to: string) => to,
  canonical: (to: string) => `https://www.example.com${to}`,
};

type Match = { from: string; to: string; status: number; force: boolean } | null;

describe("public/_redirects, read by Netlify's own code", () => {
  // A site in French too.
  function netlify(paths: string[]) {
    const site = freshFolder();
    const publicDir = path.join(site, "public");
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, "_redirects"), written(redirects, ["fr"]));
    const script = path.join(repo, "test", "build", "support", "netlify-config.mjs");
    const result = spawnSync(process.execPath, [script, repo, "--site", site, ...paths], {
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, NETLIFY_AUTH_TOKEN: "", NETLIFY_SITE_ID: "" },
    });
    if (result.status !== 0) throw new Error(`Netlify's config resolution failed:\n${result.stderr}`);
    return JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "{}") as {
      logs: { stdout: string[]; stderr: string[] };
      matches: Record<string, Match>;
      redirectsPath: string;
    };
  }
  const answer = (match: Match | undefined) => match && { status: match.status, to: match.to, force: match.force };

  it("sends each moved address on, with and without its slash, under each language too", () => {
    const paths = ["/old/", "/old", "/fr/old/", "/fr/old", "/blog/x", "/blog/x/", "/blog", "/fr/blog/x/", "/promo/", "/promo"];
    const read = netlify([...paths, "/about/", "/fr/no-such-page/"]);
    expect(read.logs).toEqual({ stdout: [], stderr: [] });
    expect(paths.map((p) => [p, answer(read.matches[p])])).toEqual([
      ["/old/", { status: 301, to: "/about/", force: false }],
      ["/old", { status: 301, to: "/about/", force: false }],
      ["/fr/old/", { status: 301, to: "/fr/about/", force: false }],
      ["/fr/old", { status: 301, to: "/fr/about/", force: false }],
      ["/blog/x", { status: 301, to: "/articles/x", force: false }],
      ["/blog/x/", { status: 301, to: "/articles/x/", force: false }],
      ["/blog", { status: 301, to: "/articles/", force: false }],
      ["/fr/blog/x/", { status: 301, to: "/fr/articles/x/", force: false }],
      ["/promo/", { status: 302, to: "https://shop.example.com/sale", force: false }],
      ["/promo", { status: 302, to: "https://shop.example.com/sale", force: false }],
    ]);
    // The rest is as before: no rule for a page, the language's 404 page for an unknown address under its folder.
    expect(read.matches["/about/"]).toBeNull();
    expect(answer(read.matches["/fr/no-such-page/"])).toEqual({ status: 404, to: "/fr/404.html", force: false });
  });
});

describe("public/_redirects, as written", () => {
  const rules = (text: string) => text.split("\n").filter((line) => line.trim() && !line.trim().startsWith("#"));

  it("puts the redirects after the root's 404 rules and before every language's catch-all", () => {
    const lines = rules(written(redirects, ["fr", "de"]));
    const lastRedirect = Math.max(...lines.map((line, i) => (/\/(?:old|blog|promo)\b/.test(line) ? i : -1)));
    const firstCatchAll = lines.findIndex((line) => /^\/[a-z]{2}\/\*\s/.test(line));
    expect(lines.slice(0, 3).map((line) => line.split(/\s+/)[0])).toEqual(["/404", "/404.html", "/404"]);
    expect(lastRedirect).toBeGreaterThan(2);
    expect(firstCatchAll).toBeGreaterThan(lastRedirect);
  });

  it("is one line a redirect and language, so 1,500 redirects fit Cloudflare Pages' 2,000 rules", () => {
    const lines = renderRedirectLines([{ from: "/old/", to: "/about/", status: 301 }], ["fr"]).map((line) => line.split(/\s+/));
    expect(lines).toEqual([
      ["/old/", "/about/", "301"],
      ["/fr/old/", "/fr/about/", "301"],
    ]);
    const many = Array.from({ length: 1500 }, (_, i): Redirect => ({ from: `/old-${i}/`, to: "/about/", status: 301 }));
    expect(redirectLimitProblems(written(many, []), many.length)).toEqual([]);
  });

  it("is the template as before when there are no redirects, and needs the template's placeholder", () => {
    expect(rules(written([], ["fr"]))).toEqual(rules(renderRedirects(template, ["fr"])));
    expect(() => withRedirects("/404 /404.html 404!\n", [])).toThrow('no "# {{REDIRECTS}}" line');
  });

  it("leaves a redirect already under a language's folder to that language, and keeps the first of two for one address", () => {
    const lines = renderRedirectLines(
      [
        { from: "/fr/ancien/", to: "/fr/a-propos/", status: 301 },
        { from: "/old/", to: "/about/", status: 301 },
        { from: "/old/", to: "/elsewhere/", status: 302 },
      ],
      ["fr"],
    ).map((line) => line.split(/\s+/)[0]);
    expect(lines).toEqual(["/fr/ancien/", "/old/", "/fr/old/"]);
  });

  it("refuses what a host's file cannot carry, or an address that is the whole site or a language", () => {
    expect(() => renderRedirectLines([{ from: "/a b/", to: "/b/", status: 301 }], [])).toThrow("cannot carry");
    expect(() => renderNginxRedirects([{ from: "/a/", to: "/b/; return 200", status: 301 }], [])).toThrow("cannot carry");
    expect(() => renderRedirectLines([{ from: "/a/", to: "/b/:splat", status: 301 }], [])).toThrow("without a");
    expect(() => renderRedirectLines([{ from: "/*", to: "/b/", status: 301 }], [])).toThrow("whole site");
    expect(() => renderRedirectLines([{ from: "/fr/*", to: "/b/", status: 301 }], ["fr"])).toThrow("whole site");
  });
});

describe("the nginx include", () => {
  it("is comments only without redirects", () => {
    expect(
      renderNginxRedirects([], ["fr"])
        .split("\n")
        .filter((line) => line.trim() && !line.startsWith("#")),
    ).toEqual([]);
  });

  it("answers each address and its twin exactly, and a folder's addresses by a prefix location that keeps the rest", () => {
    const include = renderNginxRedirects(redirects, ["fr"]);
    expect(include).toContain("location = /old/ {\n    return 301 /about/$is_args$args;\n}");
    expect(include).toContain("location = /old {\n    return 301 /about/$is_args$args;\n}");
    expect(include).toContain("location = /fr/old/ {\n    return 301 /fr/about/$is_args$args;\n}");
    expect(include).toContain("location = /blog {\n    return 301 /articles/$is_args$args;\n}");
    expect(include).toContain("location ^~ /blog/ {\n    rewrite ^/blog/(.*)$ /articles/$1 permanent;\n}");
    expect(include).toContain("location ^~ /fr/blog/ {\n    rewrite ^/fr/blog/(.*)$ /fr/articles/$1 permanent;\n}");
    expect(include).toContain("location = /promo/ {\n    return 302 https://shop.example.com/sale$is_args$args;\n}");
  });

  it("sends to a section of a page with the query before its #fragment, and refuses a fragment a host's file cannot carry", () => {
    const include = renderNginxRedirects([{ from: "/team/", to: "/about/#team", status: 301 }], ["fr"]);
    expect(include).toContain("location = /team/ {\n    return 301 /about/$is_args$args#team;\n}");
    expect(include).toContain("location = /fr/team {\n    return 301 /fr/about/$is_args$args#team;\n}");
    expect(renderRedirectLines([{ from: "/team/", to: "/about/#team", status: 301 }], ["fr"])).toEqual([
      "/team/  /about/#team  301",
      "/fr/team/  /fr/about/#team  301",
    ]);
    expect(() => renderNginxRedirects([{ from: "/a/", to: "/b/#x;y", status: 301 }], [])).toThrow("cannot carry");
    expect(() => renderNginxRedirects([{ from: "/a/", to: "/b/#x#y", status: 301 }], [])).toThrow("cannot carry");
  });

  it("writes one block per location, the first, when two redirects would give an address two (nginx refuses that)", () => {
    const include = renderNginxRedirects(
      [
        { from: "/blog/", to: "/news/", status: 301 },
        { from: "/blog/*", to: "/articles/:splat", status: 301 },
        { from: "/old", to: "/about/", status: 302 },
        { from: "/old/", to: "/elsewhere/", status: 301 },
      ],
      [],
    );
    const heads = include.split("\n").filter((line) => line.startsWith("location"));
    expect(heads).toEqual(["location = /blog/ {", "location = /blog {", "location = /old {", "location = /old/ {", "location ^~ /blog/ {"]);
    expect(include).toContain("location = /blog {\n    return 301 /news/$is_args$args;\n}");
    expect(include).toContain("location = /old/ {\n    return 302 /about/$is_args$args;\n}");
  });
});

describe("Vercel's redirects (vercel.ts; test/build/vercel.test.ts runs them through Vercel's route table)", () => {
  it("gives each address and language with 301 or 302 (never permanent, which Vercel answers with 308), exact ones first", () => {
    expect(vercelRedirects(redirects, ["fr"])).toEqual([
      { source: "/old/", destination: "/about/", statusCode: 301 },
      { source: "/fr/old/", destination: "/fr/about/", statusCode: 301 },
      { source: "/promo/", destination: "https://shop.example.com/sale", statusCode: 302 },
      { source: "/fr/promo/", destination: "https://shop.example.com/sale", statusCode: 302 },
      { source: "/blog/:splat(.*)", destination: "/articles/:splat", statusCode: 301 },
      { source: "/fr/blog/:splat(.*)", destination: "/fr/articles/:splat", statusCode: 301 },
    ]);
  });

  it("matches an address written without its slash with it (Vercel adds it first), and a file name as written", () => {
    const list: Redirect[] = [
      { from: "/old", to: "/about/", status: 301 },
      { from: "/old.html", to: "/about/", status: 301 },
    ];
    expect(vercelRedirects(list, []).map((r) => r.source)).toEqual(["/old/", "/old.html"]);
    expect(() => vercelRedirects([{ from: "/a b/", to: "/b/", status: 301 }], [])).toThrow("cannot carry");
  });
});

describe("the refresh pages (GitHub Pages)", () => {
  it("sends the visitor on without a script, names the new address as canonical, is not indexed and has a visible link", () => {
    const html = redirectPage("/fr/a-propos/", {
      lang: "ar",
      words: { title: "Moved <here>", link: "Go on" },
      canonical: "https://www.example.com/fr/a-propos/",
    });
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.documentElement.getAttribute("lang")).toBe("ar");
    expect(doc.documentElement.getAttribute("dir")).toBe("rtl");
    expect(doc.title).toBe("Moved <here>");
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe("0; url=/fr/a-propos/");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.example.com/fr/a-propos/");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect([...doc.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["Go on", "/fr/a-propos/"]]);
    expect(doc.querySelector("script")).toBeNull();
  });

  it("goes where the host would serve the address", () => {
    expect(["/old/", "/old", "/old.html", "/a/b/"].map(redirectPageFile)).toEqual([
      "old/index.html",
      "old/index.html",
      "old.html",
      "a/b/index.html",
    ]);
  });

  it("writes one per exact address and language, returns the wildcards, and takes out those of redirects since removed", () => {
    const publicDir = freshFolder();
    const record = path.join(freshFolder(), "record.json");
    const first = writeRedirectPages(publicDir, record, redirects, ["fr"], pageOptions);
    expect(first.written.sort()).toEqual(["fr/old/index.html", "fr/promo/index.html", "old/index.html", "promo/index.html"]);
    expect(first.wildcards).toEqual([redirects[1]]);
    const french = fs.readFileSync(path.join(publicDir, "fr", "old", "index.html"), "utf8");
    expect(french).toContain('<html lang="fr" dir="ltr">');
    expect(french).toContain('url=/fr/about/"');
    expect(french).toContain('href="https://www.example.com/fr/about/"');
    expect(fs.readFileSync(path.join(publicDir, "promo", "index.html"), "utf8")).toContain('url=https://shop.example.com/sale"');

    // /promo/ is now a page of the site: it stays.
    fs.writeFileSync(path.join(publicDir, "promo", "index.html"), "<!DOCTYPE html><title>Promo</title>");
    const second = writeRedirectPages(publicDir, record, [redirects[0] as Redirect], [], pageOptions);
    expect(second.written).toEqual(["old/index.html"]);
    expect(second.removed.sort()).toEqual(["fr/old/index.html", "fr/promo/index.html"]);
    expect(fs.existsSync(path.join(publicDir, "fr"))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "promo", "index.html"))).toBe(true);
  });
});

describe("a renamed article on GitHub Pages (test/renamed-article.ts)", () => {
  it("leaves a refresh page at its old address, in each language, that sends visitors to the new one", () => {
    const publicDir = freshFolder();
    const { written } = writeRedirectPages(
      publicDir,
      path.join(freshFolder(), "record.json"),
      renamedArticleRedirects(),
      ["fr"],
      pageOptions,
    );
    for (const lang of ["", "/fr"]) {
      const file = `${lang}${renamed.from}index.html`.slice(1);
      expect(written).toContain(file);
      const doc = new DOMParser().parseFromString(fs.readFileSync(path.join(publicDir, file), "utf8"), "text/html");
      expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe(`0; url=${lang}${renamed.to}`);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`https://www.example.com${lang}${renamed.to}`);
      expect([...doc.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([`${lang}${renamed.to}`]);
    }
  });
});

describe("the hosts' limits", () => {
  const exact = (n: number): Redirect[] => Array.from({ length: n }, (_, i) => ({ from: `/old-${i}/`, to: "/about/", status: 301 }));
  const wildcards = (n: number): Redirect[] =>
    Array.from({ length: n }, (_, i) => ({ from: `/folder-${i}/*`, to: "/about/", status: 301 }));

  it("says nothing while Cloudflare Pages reads every line", () => {
    expect(redirectLimitProblems(written(exact(600), []), 600)).toEqual([]);
    expect(redirectLimitProblems(written(wildcards(20), ["fr"]), 20)).toEqual([]);
  });

  it("says, in an editor's words, when Cloudflare Pages would leave single addresses out", () => {
    // One line each, and the template's three.
    const [problem, ...rest] = redirectLimitProblems(written(exact(2000), []), 2000);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^Cloudflare Pages reads 2,000 rules for single addresses; the 2,000 redirects in content\/redirects\.yaml make 2,003 .*ignore the last 3\./,
    );
  });

  it("counts each language's copies and every line after the first wildcard as a wildcard, the languages' own included", () => {
    // 40 wildcards in two more languages: 120 rules with "*", then the languages' eight 404 lines.
    const [problem, ...rest] = redirectLimitProblems(written(wildcards(40), ["fr", "de"]), 40);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^Cloudflare Pages reads 100 rules with a "\*"; .* make 128, so Cloudflare would ignore the last 28, the languages' 404 pages among them\./,
    );
  });
});
