/**
 * The site in two languages on which each host's test checks the per-language 404 page: the
 * languages-copy fixture (test/fixture-builds.ts: the real content, then `npm run add-language -- de`
 * on the fixture's own copy). Built when stale, once for every host test: `npm test` builds it first
 * among the fixtures, beside the site's own build, and a host test that asks before it is done waits
 * for that build instead of making its own.
 */
import fs from "node:fs";
import path from "node:path";
import { COPIED_LANGUAGE, languagesCopy } from "../../fixture-builds";
import { ensureFixtureBuild, fixtureSite } from "../../site-build";

export type LanguagesSite = {
  /** The fixture's copy of the site (its vercel.json, deploy/generated/ …). */
  site: string;
  publicDir: string;
  /** The nginx includes its build wrote. */
  generated: string;
  /** The language other than the default ("de"): its pages are under /de/. */
  language: string;
  /** A file of its public/. */
  read: (file: string) => string;
  /** Which of its two 404 pages a body is ("/de/404.html", "/404.html"), or "another page". */
  notFoundPageOf: (body: string) => string;
};

export function languagesSite(): LanguagesSite {
  const publicDir = ensureFixtureBuild(languagesCopy, (message) => process.stderr.write(`${message}\n`));
  const site = fixtureSite(languagesCopy.name);
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  return {
    site,
    publicDir,
    generated: path.join(site, "deploy", "generated"),
    language: COPIED_LANGUAGE,
    read,
    notFoundPageOf: (body) => [`/${COPIED_LANGUAGE}/404.html`, "/404.html"].find((page) => read(page.slice(1)) === body) ?? "another page",
  };
}

/** The language an HTML page says it is in (`<html lang>`), to tell which 404 page was served. */
export const pageLanguage = (html: string) => /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1];
