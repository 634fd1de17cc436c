/**
 * A copy of the site (code, configuration, content) in a temporary folder, and a real `gatsby
 * build` in it: for tests that build from changed content without touching the repository's own
 * .cache/ and public/ (test/build/content-gate.test.ts, e2e/cms-editing.spec.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const repo = path.resolve(__dirname, "..");
const copied = [
  "package.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "postcss.config.js",
  "src",
  "plugins",
  "static",
  "content",
];

/** Copies the site to a new temporary folder (node_modules linked) and returns the folder. */
export function copySite(prefix = "site-copy-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of copied) {
    fs.cpSync(path.join(repo, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}__tests__`) && !source.endsWith("gatsby-types.d.ts"),
    });
  }
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Runs `gatsby build` in `dir`; the output has Gatsby's wrapped lines joined back. */
export function buildSite(dir: string): { status: number | null; output: string } {
  const result = spawnSync(path.join(repo, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    timeout: 240_000,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`).replace(/\s+/g, " ");
  return { status: result.status, output };
}
