/**
 * Writes the host tables from what the build tests observed: the full one in docs/deploying.md ("What each host
 * does with the same build") and README's short one. Each host's test
 * (test/build/{netlify,cloudflare,vercel,nginx,host-table}.test.ts) leaves its row in
 * node_modules/.cache/vireo-host-facts/<host>.json, and checks both tables' rows against it. After a change that moves
 * a fact, run the build tests (`npm test`, or `npx jest --selectProjects build` after a build), then:
 *
 *   npm run docs:hosts
 *
 * Each table goes between its two markers, formatted with the repository's Prettier.
 */
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { HOSTS, HOST_TABLES, factsDir, readHostFacts, renderTable, repo, tableBounds } from "../test/build/support/host-facts";

async function main() {
  const rows = readHostFacts();
  const missing = HOSTS.filter((host) => !rows.some((row) => row.host === host));
  if (missing.length > 0) {
    throw new Error(
      `No observed facts for ${missing.join(", ")} in ${factsDir}: run the build tests first (npx jest --selectProjects build).`,
    );
  }
  for (const table of HOST_TABLES) {
    const name = path.relative(repo, table.file);
    const text = fs.readFileSync(table.file, "utf8");
    const { from, to } = tableBounds(table, text);
    const updated = `${text.slice(0, from)}\n\n${renderTable(table, rows)}\n\n${text.slice(to)}`;
    const options = (await prettier.resolveConfig(table.file)) ?? {};
    const formatted = await prettier.format(updated, { ...options, filepath: table.file });
    if (formatted === text) console.log(`${name}: the host table is up to date.`);
    else {
      fs.writeFileSync(table.file, formatted);
      console.log(`${name}: host table written from the build tests' observations.`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
