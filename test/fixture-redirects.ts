/**
 * Redirects as a site moved from an old one has them, for the articles fixtures (test/fixture-builds.ts
 * `articles-<n>-redirects`, bench/entries.ts `--redirects`) and the check's timing (bench/redirects-check.ts):
 * the old blog's addresses of the generated articles (/blog/<slug>/, /news/<year>/<slug>.html, /p/<number>/)
 * leading to their pages, a few old shop pages leading to another site (https://), and three wildcards (Cloudflare
 * Pages reads 100). Written as an editor migrating writes them: a CSV file given to `npm run redirects:import`.
 */
import fs from "node:fs";
import path from "node:path";
import type { GeneratedArticle } from "./fixture-articles";
import { main as importRedirects } from "../scripts/import-redirects";

/** The figure: 1,500 redirects fit every host's limits beside the site's own rules. */
export const REDIRECT_COUNT = 1500;

const WILDCARDS: readonly [string, string][] = [
  ["/category/*", "/articles/"],
  ["/author/*", "/about/"],
  ["/wp-content/uploads/*", "https://archive.example.com/uploads/:splat"],
];
const SHOP_PAGES = 20;

/** `count` redirects (old address, new address) to `articles` (newest first, as plannedArticles gives them). */
export function plannedRedirects(articles: readonly GeneratedArticle[], count = REDIRECT_COUNT): [string, string][] {
  if (articles.length === 0) throw new Error("redirects need at least one article to lead to");
  const shop = Array.from({ length: SHOP_PAGES }, (_, i): [string, string] => [
    `/shop/item-${i + 1}/`,
    `https://shop.example.com/products/${i + 1}`,
  ]);
  const exact = count - shop.length - WILDCARDS.length;
  // Each article's old blog address first, then its old news address, then numbered ones (/p/123/) until there are enough.
  const toArticles = Array.from({ length: Math.max(0, exact) }, (_, k): [string, string] => {
    const article = articles[k % articles.length]!;
    const round = Math.floor(k / articles.length);
    const from =
      round === 0
        ? `/blog/${article.address}/`
        : round === 1
          ? `/news/${article.date.slice(0, 4)}/${article.address}.html`
          : `/p/${k + 1}/`;
    return [from, `/articles/${article.address}/`];
  });
  return [...toArticles, ...shop, ...WILDCARDS].slice(0, count);
}

/**
 * Adds `count` redirects to `contentDir`'s redirects.yaml through `npm run redirects:import` (scripts/import-redirects.ts),
 * from a CSV file written beside the content folder. Throws with the import's words when it refuses.
 */
export function importFixtureRedirects(contentDir: string, articles: readonly GeneratedArticle[], count = REDIRECT_COUNT): void {
  const csv = path.join(path.dirname(contentDir), "old-urls.csv");
  const rows = plannedRedirects(articles, count).map(([from, to]) => `${from},${to}`);
  fs.writeFileSync(csv, `Old URL,New URL\n${rows.join("\n")}\n`);
  const said: string[] = [];
  const code = importRedirects([csv, "--content", contentDir], { log: (l) => said.push(l), error: (l) => said.push(l) });
  if (code !== 0) throw new Error(`npm run redirects:import refused the fixture's redirects:\n${said.join("\n")}`);
}
