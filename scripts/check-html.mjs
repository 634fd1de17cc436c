/**
 * `npm run test:html`: every page of the build in public/ through html-validate, with its
 * `recommended` and `document` presets (.htmlvalidate.mjs says which rules are off, and why).
 * Prints each problem with its file, line and rule, then "N passed, M failed"; exits 1 on any.
 *
 * html-validate 11 needs Node.js 22.22 or newer (24.8+ on the 24 line); on an older Node this
 * says so and fails, instead of crashing inside the tool.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22) || (major === 24 && minor < 8) || major === 23) {
  console.error(
    `html-validate needs Node.js 22.22+ or 24.8+, but this is Node.js ${process.versions.node}, so the HTML of the pages cannot be checked.\n` +
      "Install Node.js 24 (CI's .ci/run does), or run this check with a newer node: /path/to/node24/bin/node scripts/check-html.mjs",
  );
  console.error("html-validate: 0 passed, 1 failed");
  process.exit(1);
}

const { HtmlValidate, FileSystemConfigLoader, formatterFactory } = await import("html-validate");

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.resolve(repo, process.argv[2] ?? "public");

/** Every page Gatsby built (HTML outside its _gatsby/ fragments and data folders). */
function pages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["_gatsby", "~partytown", "page-data", "static"].includes(entry.name) ? [] : pages(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`${path.relative(repo, publicDir) || "."}/index.html is missing: build the site first (npm run build).`);
  process.exit(1);
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
const files = pages(publicDir).sort();
const reports = [];
for (const file of files) reports.push(await validator.validateFile(file));
const failed = reports.filter((r) => !r.valid);
if (failed.length > 0) {
  const stylish = formatterFactory("stylish");
  console.error(stylish(failed.flatMap((r) => r.results)));
}
files.forEach((file, i) => {
  const report = reports[i];
  const name = path.relative(repo, file);
  console.log(report.valid ? `  ✓ ${name}` : `  ✘ ${name}: ${report.errorCount} errors, ${report.warningCount} warnings`);
});
console.log(`html-validate: ${files.length - failed.length} passed, ${failed.length} failed`);
process.exitCode = failed.length > 0 ? 1 : 0;
