/**
 * netlify.toml and the build's public/_headers and public/_redirects, read by Netlify's own code,
 * offline: @netlify/config (what Netlify's build runs to resolve a site's configuration; it parses
 * both files with @netlify/headers-parser and @netlify/redirect-parser) and netlify-redirector
 * (Netlify's redirect engine compiled to WebAssembly, which netlify-cli's `netlify dev` matches
 * requests with). Run in a child process: the packages are ES modules and WebAssembly.
 *
 *   node netlify-config.mjs <repositoryRoot> [--site <folder>] <path>…
 *
 * `--site`: a fixture's copy of the site (test/site-build.ts), whose public/ is published with the
 * repository's netlify.toml. Prints one JSON object: { build, headers, redirects, logs, matches:
 * { <path>: match | null } }. The matcher knows rules, not files: Netlify applies a rule that is not
 * forced only where no file answers the path ("shadowing"); the caller works that out.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { resolveConfig } from "@netlify/config";

const require = createRequire(import.meta.url);
const redirector = require("netlify-redirector");

const [repositoryRoot, ...rest] = process.argv.slice(2);
if (!repositoryRoot) throw new Error("usage: node netlify-config.mjs <repositoryRoot> [--site <folder>] <path>…");
const site = rest[0] === "--site" ? rest[1] : undefined;
const paths = site ? rest.slice(2) : rest;

// offline: no API calls (no site, no token); buffer: collect the warnings instead of printing them.
const { config, logs, configPath, headersPath, redirectsPath } = await resolveConfig({
  config: path.join(repositoryRoot, "netlify.toml"),
  repositoryRoot: site ?? repositoryRoot,
  cwd: site ?? repositoryRoot,
  offline: true,
  buffer: true,
  mode: "cli",
  context: "production",
});

// The shape netlify-redirector reads: the rule's `from` as `path`, its `query` as `params` (as netlify-cli
// hands it over before it moved to @netlify/redirect-matcher, which is not published on npm).
const rules = config.redirects.map(({ from, query, conditions = {}, ...rest }) => ({ ...rest, path: from, params: query, conditions }));
const matcher = await redirector.parseJSON(JSON.stringify(rules), {});
const matches = Object.fromEntries(
  paths.map((path) => [
    path,
    matcher.match({ scheme: "https", host: "example.netlify.app", path, query: "", getHeader: () => "", getCookie: () => "" }) ?? null,
  ]),
);

console.log(
  JSON.stringify({
    configPath,
    headersPath,
    redirectsPath,
    build: config.build,
    plugins: config.plugins.map(({ package: name }) => name),
    headers: config.headers,
    redirects: config.redirects,
    logs,
    matches,
  }),
);
