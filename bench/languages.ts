/**
 * `npm run bench:languages`: how the build's time grows with the number of languages. For one, two
 * and three languages (the real content; then German added; then German and Arabic, translated:
 * test/fixture-languages.ts), in a copy of the site each:
 *
 * 1. a cold build (no .cache/ or public/);
 * 2. one text of the default language edited (the Home page's hero heading), then a warm build, and a
 *    check that the page shows the new words.
 *
 * Prints one table: languages, pages built, cold and warm seconds. Builds use GATSBY_CPU_COUNT
 * from the environment, or 1 as `npm test` does. The figures depend on how busy the machine is:
 * compare them within one run.
 *
 * npx tsx bench/languages.ts
 */
import fs from "node:fs";
import path from "node:path";
import { writeLanguagesContent } from "../test/fixture-languages";
import { buildSite, copySite, tail } from "../test/site-build";

const cpuCount = process.env.GATSBY_CPU_COUNT ?? "1";
const HOME = "pages/home.yaml";
const NEW_HEADLINE = "Software that grows with you";

type Row = { languages: string; pages: number; cold: number; warm: number; shown: boolean };

/** The content of `codes` (after the default) in the copy `site`: the translated fixture, trimmed to them. */
function writeContent(site: string, codes: readonly string[]): void {
  if (codes.length === 0) return;
  const content = path.join(site, "content");
  writeLanguagesContent(content);
  // The fixture has German and Arabic: drop the languages not asked for, from the folders and the settings.
  for (const code of ["de", "ar"].filter((c) => !codes.includes(c))) {
    fs.rmSync(path.join(content, code), { recursive: true, force: true });
    const settings = path.join(content, "settings.yaml");
    const lines = fs.readFileSync(settings, "utf8").split("\n");
    const at = lines.findIndex((line) => line.trim() === `- code: ${code}`);
    if (at !== -1) lines.splice(at, 2);
    fs.writeFileSync(settings, lines.join("\n"));
  }
}

const pagesIn = (dir: string): number =>
  fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("index.html") || f.endsWith("404.html")).length;

function measure(codes: readonly string[]): Row {
  const site = copySite(`languages-${codes.length + 1}-`);
  try {
    writeContent(site, codes);
    const env = { GATSBY_CPU_COUNT: cpuCount };
    const cold = buildSite(site, { env });
    if (cold.status !== 0) throw new Error(`cold build with ${codes.length + 1} languages failed:\n${tail(cold.output)}`);
    const home = path.join(site, "content", HOME);
    fs.writeFileSync(home, fs.readFileSync(home, "utf8").replace(/^( {2}heading: ).*$/m, `$1${NEW_HEADLINE}`));
    const warm = buildSite(site, { env });
    if (warm.status !== 0) throw new Error(`warm build with ${codes.length + 1} languages failed:\n${tail(warm.output)}`);
    const shown = fs.readFileSync(path.join(site, "public", "index.html"), "utf8").includes(NEW_HEADLINE);
    return {
      languages: ["en", ...codes].join(", "),
      pages: pagesIn(path.join(site, "public")),
      cold: cold.seconds,
      warm: warm.seconds,
      shown,
    };
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}

const rows = [[], ["de"], ["de", "ar"]].map((codes) => {
  console.log(`Building with ${["en", ...codes].join(", ")} …`);
  return measure(codes);
});
console.log(`\nGATSBY_CPU_COUNT=${cpuCount}`);
console.log("| languages | pages | cold | warm after one edit | edit shown |");
console.log("| --- | --- | --- | --- | --- |");
for (const r of rows)
  console.log(`| ${r.languages} | ${r.pages} | ${r.cold.toFixed(1)} s | ${r.warm.toFixed(1)} s | ${r.shown ? "yes" : "NO"} |`);
process.exitCode = rows.every((r) => r.shown) ? 0 : 1;
