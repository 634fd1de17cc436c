/** @jest-environment node */
/**
 * public/_headers for a site with many pages (articles, tag pages, languages): Cloudflare Pages
 * reads only its first 100 rules, so the pages share rules, one per depth.
 */
import fs from "node:fs";
import path from "node:path";
import { cloudflareLimits, renderHeaders, type BuildFiles } from "../headers";

const template = fs.readFileSync(path.resolve(__dirname, "../../../static/_headers"), "utf8");

/** The path lines of a _headers file, in order, with the header lines under each. */
function rules(headers: string): { path: string; headers: string[] }[] {
  const out: { path: string; headers: string[] }[] = [];
  for (const line of headers.split("\n")) {
    if (line.startsWith("/")) out.push({ path: line, headers: [] });
    else if (/^\s+\S/.test(line)) out.at(-1)?.headers.push(line.trim());
  }
  return out;
}

/** A site with 160 articles, a tag page each, and the usual pages, listed as the build finds them (alphabetically). */
const manyPages: BuildFiles = {
  htmlPages: [
    "/404.html",
    "/about/",
    ...Array.from({ length: 160 }, (_, i) => `/articles/post-${String(i).padStart(3, "0")}/`),
    ...Array.from({ length: 160 }, (_, i) => `/articles/tags/tag-${String(i).padStart(3, "0")}/`),
    "/articles/",
    "/contact/",
    "/",
    "/services/",
  ].sort(),
  hashedAssets: ["/dialog-closedby-polyfill-55b3a2ee3755a8d3666f.js", "/invokers-polyfill-78e5173bd0870f11e287.js"],
};

const headers = renderHeaders(template, "object-src 'none'", manyPages);
const all = rules(headers);

it("covers every page with one rule per depth: the same number of rules for 8 pages or 5,000, in any number of languages", () => {
  expect(all.map((rule) => rule.path)).toEqual([
    "/*",
    "/admin/*",
    "/admin/:file",
    "/admin/:folder/:file",
    "/static/*",
    "/pictures/*",
    ...manyPages.hashedAssets,
    "/",
    "/404.html",
    "/:p1/",
    "/:p1/:p2/",
    "/:p1/:p2/:p3/",
  ]);
  const more = {
    ...manyPages,
    htmlPages: [...manyPages.htmlPages, ...["de", "ar", "fr"].flatMap((code) => manyPages.htmlPages.map((p) => `/${code}${p}`))],
  };
  expect(rules(renderHeaders(template, "object-src 'none'", more)).map((rule) => rule.path)).toEqual([
    ...all.map((rule) => rule.path).slice(0, -3),
    "/:p1/",
    "/:p1/404.html",
    "/:p1/:p2/",
    "/:p1/:p2/:p3/",
    "/:p1/:p2/:p3/:p4/",
  ]);
  expect(cloudflareLimits(headers)).toEqual([]);
});

it("sends the header policy on every response and revalidation on every page; the editor keeps its own policy", () => {
  expect(all.find((rule) => rule.path === "/*")?.headers).toContain("Content-Security-Policy: object-src 'none'");
  for (const pattern of ["/", "/404.html", "/:p1/", "/:p1/:p2/:p3/"])
    expect([pattern, all.find((rule) => rule.path === pattern)?.headers]).toEqual([
      pattern,
      ["Cache-Control: public, max-age=0, must-revalidate"],
    ]);
  expect(all.find((rule) => rule.path === "/admin/*")?.headers).toContainEqual(
    expect.stringMatching(/^Content-Security-Policy: default-src 'self'; /),
  );
  expect(all.find((rule) => rule.path === "/pictures/*")?.headers).toEqual(["Cache-Control: public, max-age=31536000, immutable"]);
});

it("warns when a _headers file has more rules than Cloudflare reads", () => {
  const many = Array.from({ length: 101 }, (_, i) => `/rule-${i}\n  X-Test: ${i}`).join("\n");
  expect(cloudflareLimits(many)).toEqual(["has 101 rules; Cloudflare Pages reads only the first 100."]);
});
