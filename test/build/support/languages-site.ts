/**
 * The site in several languages on which each host's test checks the per-language 404 page: the
 * languages fixture (test/fixture-builds.ts: the real content, `npm run add-language` for German and
 * Arabic on the fixture's own copy, then their translations). Built when stale, once for every host test: `npm test` builds it first
 * among the fixtures, beside the site's own build, and a host test that asks before it is done waits
 * for that build instead of making its own.
 */
import fs from "node:fs";
import path from "node:path";
import { languages } from "../../fixture-builds";
import { translatedLanguages } from "../../fixture-languages";
import { ensureFixtureBuild, fixtureSite } from "../../site-build";

export type LanguagesSite = {
  /** The fixture's copy of the site (its deploy/generated/ …). */
  site: string;
  /** Its content (what Vercel's config reads its languages from: vercel.ts). */
  contentDir: string;
  publicDir: string;
  /** The nginx includes its build wrote. */
  generated: string;
  /** A language other than the default ("de"): its pages are under /de/. */
  language: string;
  /** Every language other than the default, in the settings' order ("de", "ar"): each has its own rules. */
  others: readonly string[];
  /** A file of its public/. */
  read: (file: string) => string;
  /** Which of its two 404 pages a body is ("/de/404.html", "/404.html"), or "another page". */
  notFoundPageOf: (body: string) => string;
};

export function languagesSite(): LanguagesSite {
  const publicDir = ensureFixtureBuild(languages, (message) => process.stderr.write(`${message}\n`));
  const site = fixtureSite(languages.name);
  const language = translatedLanguages[0];
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  return {
    site,
    contentDir: languages.contentDir,
    publicDir,
    generated: path.join(site, "deploy", "generated"),
    language,
    others: translatedLanguages,
    read,
    notFoundPageOf: (body) => [`/${language}/404.html`, "/404.html"].find((page) => read(page.slice(1)) === body) ?? "another page",
  };
}

/** The language an HTML page says it is in (`<html lang>`), to tell which 404 page was served. */
export const pageLanguage = (html: string) => /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1];
