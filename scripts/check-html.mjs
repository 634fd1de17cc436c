/**
 * `npm run test:html`: every page of the build in public/ through html-validate, with its
 * `recommended` and `document` presets (.htmlvalidate.mjs says which rules are off, and why), and
 * the pages of the fixture builds the browser tests made (test/fixture-builds.ts: the Netlify and
 * endpoint form markup, the thank-you page, the pictures), when they exist. Folders given as arguments
 * replace both.
 * Prints each problem with its file, line and rule, then "N passed, M failed"; exits 1 on any.
 *
 * html-validate 11 needs Node.js 22.22 or newer (24.8+ on the 24 line); on an older Node this
 * says so and fails, instead of crashing inside the tool.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22) || (major === 24 && minor < 8) || major === 23) {
  console.error(
    `html-validate needs Node.js 22.22+ or 24.8+, but this is Node.js ${process.versions.node}, so the HTML of the pages cannot be checked.\n` +
      "Install Node.js 24 (CI's .ci/run does), or run this check with a newer node: /path/to/node24/bin/node scripts/check-html.mjs",
  );
  console.error("html-validate: 0 passed, 1 failed");
  process.exit(1);
}

const { HtmlValidate, StaticConfigLoader, formatterFactory } = await import("html-validate");
// The project's configuration, whatever folder the pages are in (html-validate would look for one beside them).
const { default: config } = await import("../.htmlvalidate.mjs");

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Where the fixtures were built (the longest texts with the Netlify form; the endpoint form with the
// pictures): asked of test/fixture-builds.ts itself (through tsx), not worked out again here.
const { longContentPublic, picturesPublic } = await tsImport("../test/fixture-builds.ts", import.meta.url);
const fixtureDirs = [longContentPublic, picturesPublic()].filter((dir) => fs.existsSync(dir));
const folders =
  process.argv.length > 2 ? process.argv.slice(2).map((dir) => path.resolve(dir)) : [path.join(repo, "public"), ...fixtureDirs];

/**
 * Every HTML file in the build: the pages and the content editor's page (admin/). No folder is
 * skipped: the build publishes no HTML fragments (Gatsby's _gatsby/ slices stay out of public/,
 * plugins/site-files/unpublished.ts), so any HTML file here is one a visitor can open.
 */
const { listFiles } = await tsImport("../src/lib/list-files.ts", import.meta.url);
const pages = (dir) => listFiles(dir, { match: /\.html$/ }).map((file) => path.join(dir, file));

for (const folder of folders) {
  if (!fs.existsSync(path.join(folder, "index.html"))) {
    console.error(`${path.relative(repo, folder) || "."}/index.html is missing: build the site first (npm run build).`);
    process.exit(1);
  }
}

/**
 * Problems in markup another open issue is rewriting, accepted here until it lands: each is matched
 * by rule and element, and an entry that no longer matches anything fails the check, so it is
 * removed as soon as the fix arrives.
 */
/** @type {{ rule: string; selector: RegExp; why: string }[]} */
const pending = [];

const validator = new HtmlValidate(new StaticConfigLoader({ ...config, root: true }));
const files = folders.flatMap((folder) => pages(folder));
const reports = [];
const used = new Set();
for (const file of files) {
  const report = await validator.validateFile(file);
  for (const result of report.results) {
    result.messages = result.messages.filter((m) => {
      const entry = pending.find((p) => p.rule === m.ruleId && p.selector.test(m.selector ?? ""));
      if (entry) used.add(entry);
      return !entry;
    });
    result.errorCount = result.messages.filter((m) => m.severity === 2).length;
    result.warningCount = result.messages.filter((m) => m.severity === 1).length;
  }
  report.results = report.results.filter((r) => r.messages.length > 0);
  report.errorCount = report.results.reduce((n, r) => n + r.errorCount, 0);
  report.warningCount = report.results.reduce((n, r) => n + r.warningCount, 0);
  report.valid = report.errorCount === 0;
  reports.push(report);
}
for (const entry of pending) {
  if (used.has(entry)) console.log(`  (accepted until fixed: ${entry.rule} at ${entry.selector}: ${entry.why})`);
}
const stale = pending.filter((entry) => !used.has(entry));
for (const entry of stale)
  console.error(`scripts/check-html.mjs: the pending exception for ${entry.rule} (${entry.why}) matches nothing any more: delete it.`);
const failed = reports.filter((r) => !r.valid);
if (failed.length > 0) {
  const stylish = formatterFactory("stylish");
  console.error(stylish(failed.flatMap((r) => r.results)));
}
files.forEach((file, i) => {
  const report = reports[i];
  const variant = fixtureDirs.find((dir) => file.startsWith(dir));
  const name = variant ? `(${path.basename(path.dirname(variant))}) ${path.relative(variant, file)}` : path.relative(repo, file);
  console.log(report.valid ? `  ✓ ${name}` : `  ✘ ${name}: ${report.errorCount} errors, ${report.warningCount} warnings`);
});
console.log(`html-validate: ${files.length - failed.length} passed, ${failed.length} failed`);
process.exitCode = failed.length > 0 || stale.length > 0 ? 1 : 0;
