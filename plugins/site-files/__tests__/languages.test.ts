/** @jest-environment node */
/**
 * The hosts' rules per language (languages.ts), on the repository's own templates: what a site with
 * one language gets (nothing new), and what each language other than the default adds. Whether the
 * hosts do what the rules say is for the build tests (test/build/*, on each host's own code).
 */
import fs from "node:fs";
import path from "node:path";
import { LANGUAGE_PLACEHOLDER, renderNginxLanguages, renderRedirects, withVercelLanguages, type VercelJson } from "../languages";
import { base } from "../../../vercel";

const repo = path.resolve(__dirname, "..", "..", "..");
const template = fs.readFileSync(path.join(repo, "static", "_redirects"), "utf8");
// vercel.ts before the content's rules.
const vercelJson = base as VercelJson;

/** The rules of a _redirects file, without comments and blank lines, each as its words. */
const rules = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.trim() && !line.trim().startsWith("#"))
    .map((line) => line.trim().split(/\s+/));

describe("_redirects", () => {
  it("has only the root's rules for a site with one language, and every comment of the template", () => {
    const written = renderRedirects(template, []);
    expect(rules(written)).toEqual([
      ["/404", "/404.html", "404!"],
      ["/404.html", "/404.html", "404!"],
      ["/404", "/404/no-such-page", "200"],
    ]);
    const comments = (text: string) => text.split("\n").filter((line) => line.startsWith("#"));
    expect(comments(written)).toEqual(comments(template));
    expect(rules(written).flat().join(" ")).not.toContain(LANGUAGE_PLACEHOLDER);
  });

  it("adds each other language's lines after the root's, one language after the other, in the template's order", () => {
    expect(rules(renderRedirects(template, ["de", "pt-BR"])).slice(3)).toEqual([
      ["/de/404", "/de/404.html", "404!"],
      ["/de/404.html", "/de/404.html", "404!"],
      ["/de/404", "/de/404/no-such-page", "200"],
      ["/de/*", "/de/404.html", "404"],
      ["/pt-BR/404", "/pt-BR/404.html", "404!"],
      ["/pt-BR/404.html", "/pt-BR/404.html", "404!"],
      ["/pt-BR/404", "/pt-BR/404/no-such-page", "200"],
      ["/pt-BR/*", "/pt-BR/404.html", "404"],
    ]);
  });

  it("refuses a code that is not a language code (it goes into the hosts' files)", () => {
    expect(() => renderRedirects(template, ["de /evil"])).toThrow('"de /evil" is not a language code');
  });
});

describe("the nginx include", () => {
  it("is comments only for a site with one language", () => {
    const include = renderNginxLanguages([]);
    expect(include.split("\n").filter((line) => line.trim() && !line.startsWith("#"))).toEqual([]);
  });

  it("gives each other language's folder its own 404 page, answering 404 by name too", () => {
    const include = renderNginxLanguages(["de"]);
    expect(include).toContain(
      ["location /de/ {", "    error_page 404 /de/404.html;", "", "    location = /de/404.html {", "        internal;", "    }", "}"].join(
        "\n",
      ),
    );
    expect(include).not.toMatch(/add_header/);
  });
});

describe("Vercel's config (vercel.ts)", () => {
  it("is vercel.ts's own for a site with one language", () => {
    expect(withVercelLanguages(vercelJson, [])).toEqual(vercelJson);
  });

  it("gets a language's redirect of its 404.html and its rewrite to its 404 page with status 404, after the site's own rules", () => {
    const withGerman = withVercelLanguages(vercelJson, ["de"]);
    expect(withGerman.redirects).toEqual([
      ...(vercelJson.redirects ?? []),
      { source: "/de/404.html", destination: "/de/404/", permanent: true },
    ]);
    expect(withGerman.rewrites).toEqual([{ source: "/de/(.*)", destination: "/de/404.html", statusCode: 404 }]);
    // Everything else is as it was, in the same order of keys.
    expect(Object.keys(withGerman)).toEqual([...Object.keys(vercelJson), "rewrites"]);
    expect(withGerman.headers).toEqual(vercelJson.headers);
  });

  it("has the rules of exactly the languages given: adding one twice changes nothing, a removed one's rules go", () => {
    const site: VercelJson = { ...vercelJson, rewrites: [{ source: "/old/:path*", destination: "/new/:path*" }] };
    const two = withVercelLanguages(withVercelLanguages(site, ["de"]), ["de", "fr"]);
    expect(withVercelLanguages(two, ["de", "fr"])).toEqual(two);
    expect(two.rewrites?.map((r) => r.source)).toEqual(["/old/:path*", "/de/(.*)", "/fr/(.*)"]);
    const back = withVercelLanguages(two, ["fr"]);
    expect(back.rewrites?.map((r) => r.source)).toEqual(["/old/:path*", "/fr/(.*)"]);
    expect(back.redirects?.map((r) => r.source)).toEqual([...(vercelJson.redirects ?? []).map((r) => r.source), "/fr/404.html"]);
  });
});
