/** @jest-environment node */
/**
 * public/_headers for a site with many pages (articles, tag pages, languages): Cloudflare Pages
 * reads only its first 100 rules, so the rules every response needs come first and the pages'
 * rules last, shallowest first. A page past the 100th rule keeps the site's policy in its <meta>.
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

const headers = renderHeaders(template, "default-src 'self'", manyPages, (urlPath) => `default-src 'self'; page ${urlPath}`);
const all = rules(headers);
const read = all.slice(0, 100);

it("puts every rule that is not a page's before the pages, so Cloudflare's first 100 hold them all", () => {
  const notPages = all.filter((rule) => !manyPages.htmlPages.includes(rule.path)).map((rule) => rule.path);
  expect(notPages).toEqual(["/*", "/admin/*", "/static/*", "/pictures/*", ...manyPages.hashedAssets]);
  expect(all.slice(0, notPages.length).map((rule) => rule.path)).toEqual(notPages);
  // The editor keeps its own policy and the year-long caching stays where Cloudflare reads.
  expect(read.find((rule) => rule.path === "/admin/*")?.headers).toContainEqual(expect.stringMatching(/^Content-Security-Policy: /));
  expect(read.find((rule) => rule.path === "/pictures/*")?.headers).toEqual(["Cache-Control: public, max-age=31536000, immutable"]);
});

it("lists the pages shallowest first: the home page, the top-level pages and the lists before any article", () => {
  const pages = all.filter((rule) => manyPages.htmlPages.includes(rule.path)).map((rule) => rule.path);
  expect(pages.slice(0, 7)).toEqual(["/", "/404.html", "/about/", "/articles/", "/contact/", "/services/", "/articles/post-000/"]);
  expect(pages.at(-1)).toBe("/articles/tags/tag-159/");
  // Each page still gets its own policy.
  expect(all.find((rule) => rule.path === "/about/")?.headers).toContain("Content-Security-Policy: default-src 'self'; page /about/");
});

it("warns that Cloudflare drops the rules past the 100th, naming how many and which pages they are", () => {
  expect(all).toHaveLength(6 + manyPages.htmlPages.length);
  const [problem, ...others] = cloudflareLimits(headers);
  expect(others).toEqual([]);
  expect(problem).toMatch(/^has 332 rules; Cloudflare Pages reads only the first 100\. The 232 it drops are the deepest pages' /);
  expect(problem).toContain("/articles/post-088/, /articles/post-089/ …");
  expect(problem).toContain("<meta>");
});

it("does not warn for a site within the limits", () => {
  const few: BuildFiles = { htmlPages: ["/", "/about/", "/404.html"], hashedAssets: [] };
  expect(cloudflareLimits(renderHeaders(template, "default-src 'self'", few))).toEqual([]);
});
