/**
 * Builds the site with another contact-form delivery than the content's (settings.yaml says
 * `formDelivery: none`), for the browser tests of the delivering modes (e2e/contact-delivery.spec.ts):
 *
 * - `endpoint`: the form posts to the tests' receiver on 127.0.0.1 (`formEndpoint`);
 * - `netlify`: Netlify Forms markup and the thank-you page.
 *
 * The content is the real content/ with only the settings changed (a fixture made from it, so it
 * cannot drift), passed to Gatsby with CONTENT_DIR. The site is built in a copy of the project in
 * the system's temp folder (the repository's own public/ and .cache/ are never touched), and each
 * variant's output is kept in `<variant>/public/` there. A variant is rebuilt only when a build
 * input changed since, or its settings differ.
 *
 * Command line: `npx tsx scripts/build-variant.ts endpoint netlify`
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { newestBuildInput } from "../test/build-inputs";

const repo = path.resolve(__dirname, "..");
/**
 * Outside the project: Gatsby does not compile its own runtime under a node_modules/ path, and a
 * build of the project itself may empty its .cache/. One folder per checkout, kept between runs so
 * that the variants build warm.
 */
export const variantsDir = path.join(os.tmpdir(), `vireo-variants-${crypto.createHash("sha256").update(repo).digest("hex").slice(0, 8)}`);
const siteCopy = path.join(variantsDir, "site");
const copied = ["package.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "postcss.config.js", "src", "plugins", "static"];

/** Where the tests' form receiver listens (its address is built into the endpoint variant). */
export function receiverPort(): number {
  return Number(process.env.E2E_PORT ?? 9347) + 2;
}

/** The e2e port + 3 serves the endpoint variant (+ 1 is the long-content build, + 2 the receiver). */
export function variantPort(): number {
  return Number(process.env.E2E_PORT ?? 9347) + 3;
}

export const variants = {
  endpoint: (settings: string) =>
    replaceDelivery(settings, `formDelivery: endpoint\n  formEndpoint: http://127.0.0.1:${receiverPort()}/messages`),
  netlify: (settings: string) => replaceDelivery(settings, "formDelivery: netlify"),
} as const;
export type VariantName = keyof typeof variants;

function replaceDelivery(settings: string, lines: string): string {
  const pattern = /^ {2}formDelivery: none\n {2}formEndpoint: ''$/m;
  if (!pattern.test(settings))
    throw new Error(
      'content/settings.yaml no longer has "  formDelivery: none" and "  formEndpoint: \'\'"; update scripts/build-variant.ts',
    );
  return settings.replace(pattern, `  ${lines}`);
}

export const variantPublicDir = (name: VariantName) => path.join(variantsDir, name, "public");

function run(name: VariantName, contentDir: string): void {
  for (const entry of copied) {
    fs.rmSync(path.join(siteCopy, entry), { recursive: true, force: true });
    fs.cpSync(path.join(repo, entry), path.join(siteCopy, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}__tests__`) && !source.endsWith("gatsby-types.d.ts"),
    });
  }
  const modules = path.join(siteCopy, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(repo, "node_modules"), modules, "dir");
  // A plain build: no path prefix or other site address from the caller's environment.
  const { PATH_PREFIX: _prefix, SITE_URL: _url, ...env } = process.env;
  const result = spawnSync(path.join(repo, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: siteCopy,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...env, GATSBY_TELEMETRY_DISABLED: "1", CONTENT_DIR: contentDir },
  });
  if (result.status !== 0) {
    throw new Error(`gatsby build of the ${name} variant failed:\n${`${result.stdout}${result.stderr}`.split("\n").slice(-40).join("\n")}`);
  }
  const out = variantPublicDir(name);
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(path.join(siteCopy, "public"), out, { recursive: true });
}

/** Builds the variant when needed; returns its output folder. */
export function buildVariant(name: VariantName, log: (message: string) => void = console.error): string {
  const contentDir = path.join(variantsDir, name, "content");
  const settings = variants[name](fs.readFileSync(path.join(repo, "content", "settings.yaml"), "utf8"));
  const stampFile = path.join(variantsDir, name, "stamp.json");
  const newest = newestBuildInput().mtimeMs;
  let stamp: { settings: string; builtAt: number } | null = null;
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile, "utf8"));
  } catch {
    stamp = null;
  }
  const out = variantPublicDir(name);
  if (stamp && stamp.settings === settings && stamp.builtAt > newest && fs.existsSync(path.join(out, "index.html"))) return out;

  log(`[e2e] building the ${name} variant of the site …`);
  const started = Date.now();
  fs.rmSync(contentDir, { recursive: true, force: true });
  fs.cpSync(path.join(repo, "content"), contentDir, { recursive: true });
  fs.writeFileSync(path.join(contentDir, "settings.yaml"), settings);
  run(name, contentDir);
  fs.writeFileSync(stampFile, JSON.stringify({ settings, builtAt: Date.now() }));
  log(`[e2e] built the ${name} variant in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return out;
}

if (require.main === module) {
  try {
    const names = process.argv.slice(2);
    for (const name of names) {
      if (!(name in variants)) throw new Error(`Unknown variant "${name}"; known: ${Object.keys(variants).join(", ")}`);
      buildVariant(name as VariantName);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
