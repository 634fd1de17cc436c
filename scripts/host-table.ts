/**
 * Writes README's "Deploy" host table from what the build tests observed: each host's test
 * (test/build/{netlify,cloudflare,vercel,nginx,host-table}.test.ts) leaves its row in
 * node_modules/.cache/vireo-host-facts/<host>.json, and checks README's row against it. After a change that moves a
 * fact, run the build tests (`npm test`, or `npx jest --selectProjects build` after a build), then:
 *
 *   npm run docs:hosts
 *
 * The table goes between the two markers in README.md, formatted with the repository's Prettier.
 */
import fs from "node:fs";
import prettier from "prettier";
import { HOSTS, TABLE_END, TABLE_START, factsDir, readHostFacts, readmeFile, renderTable } from "../test/build/support/host-facts";

async function main() {
  const rows = readHostFacts();
  const missing = HOSTS.filter((host) => !rows.some((row) => row.host === host));
  if (missing.length > 0) {
    throw new Error(
      `No observed facts for ${missing.join(", ")} in ${factsDir}: run the build tests first (npx jest --selectProjects build).`,
    );
  }
  const readme = fs.readFileSync(readmeFile, "utf8");
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md needs the two markers:\n${TABLE_START}\n${TABLE_END}`);
  const updated = `${readme.slice(0, start + TABLE_START.length)}\n\n${renderTable(rows)}\n\n${readme.slice(end)}`;
  const options = (await prettier.resolveConfig(readmeFile)) ?? {};
  const formatted = await prettier.format(updated, { ...options, filepath: readmeFile });
  if (formatted === readme) console.log("README.md: the host table is up to date.");
  else {
    fs.writeFileSync(readmeFile, formatted);
    console.log("README.md: host table written from the build tests' observations.");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
