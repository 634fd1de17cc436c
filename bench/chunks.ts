/**
 * What the JS of each route is made of: the largest packages (or modules) in the scripts the route
 * ships (the same files as the bench's "JS gzip -9": bench/sizes.ts, which reads the HTML and
 * webpack.stats.json), attributed byte by byte through the build's source maps (*.js.map). The build
 * keeps both out of public/, in .cache/debug-files/ (plugins/site-files/unpublished.ts).
 *
 * npx tsx bench/chunks.ts [--top 3] [--modules] [--only /about/]
 *
 * "parsed" = bytes of minified code in the shipped file; "gzip" = that code alone through gzip -9
 * (modules compress a little better inside their file, so these add up to more than the file's gzip).
 */
import path from "node:path";
import { KB, loadBudgets } from "./budgets";
import { DEFAULT_PUBLIC_DIR, debugFilesDir, gzipSize, measureRoute } from "./sizes";
import { modulesOf, packageOf, type ModuleBytes } from "./sourcemap";

type Options = { top: number; modules: boolean; only: string[] };

export type Contribution = { name: string; parsedBytes: number; gzipBytes: number; files: string[] };

function parseOptions(argv: string[]): Options {
  const options: Options = { top: 3, modules: false, only: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--top") options.top = Number(argv[(i += 1)]);
    else if (arg === "--modules") options.modules = true;
    else if (arg === "--only") options.only.push(String(argv[(i += 1)]));
    else
      throw new Error(
        `Unknown argument "${arg}". Usage: npx tsx bench/chunks.ts [--top 3] [--modules (source files, not packages)] [--only /about/]`,
      );
  }
  if (!Number.isInteger(options.top) || options.top < 1) throw new Error("--top needs a whole number ≥ 1");
  return options;
}

/** The route's JS grouped by package (or by module), largest first. */
export function contributions(files: string[], byModule: boolean, publicDir: string = DEFAULT_PUBLIC_DIR): Contribution[] {
  const groups = new Map<string, { parts: ModuleBytes[]; files: Set<string> }>();
  for (const file of files) {
    for (const module of modulesOf(path.join(publicDir, file), path.join(debugFilesDir(publicDir), `${file}.map`))) {
      const name = byModule ? module.source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, "") : packageOf(module.source);
      const group = groups.get(name) ?? { parts: [], files: new Set<string>() };
      group.parts.push(module);
      group.files.add(file);
      groups.set(name, group);
    }
  }
  return [...groups]
    .map(([name, { parts, files: inFiles }]) => {
      const code = parts.map((p) => p.code).join("\n");
      return {
        name,
        parsedBytes: parts.reduce((total, p) => total + p.bytes, 0),
        gzipBytes: code === "" ? 0 : gzipSize(code),
        files: [...inFiles],
      };
    })
    .sort((a, b) => b.parsedBytes - a.parsedBytes);
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} kB`;
}

/** `framework-7a9d….js` → `framework`, `component---src-pages-about-tsx-f91d….js` → `component---src-pages-about-tsx`. */
function chunkName(file: string): string {
  return file.replace(/-[0-9a-f]{16,20}\.m?js$/, "");
}

function main(): void {
  const options = parseOptions(process.argv.slice(2));
  const budgets = loadBudgets();
  const routes = options.only.length ? budgets.routes.filter((r) => options.only.includes(r.path)) : budgets.routes;
  console.log(
    `Largest ${options.modules ? "modules" : "packages"} in each route's JS (source maps in .cache/debug-files/; parsed = minified bytes, gzip = gzip -9 of that code alone; kB = ${KB} bytes)`,
  );
  for (const route of routes) {
    const sizes = measureRoute(route);
    const files = sizes.js.files.map((f) => f.file);
    const all = contributions(files, options.modules);
    console.log(`\n${route.label}  JS ${kb(sizes.js.gzipBytes)} gzip -9 (${kb(sizes.js.rawBytes)} parsed) in ${files.length} files:`);
    for (const file of sizes.js.files) console.log(`    ${kb(file.gzipBytes).padStart(9)} gzip  ${chunkName(file.file)}`);
    console.log(
      `  ${"parsed".padStart(9)}  ${"gzip".padStart(9)}  ${"share".padStart(5)}  ${options.modules ? "module" : "package"} (chunk)`,
    );
    for (const c of all.slice(0, options.top)) {
      const share = `${Math.round((100 * c.parsedBytes) / Math.max(1, sizes.js.rawBytes))}%`;
      console.log(
        `  ${kb(c.parsedBytes).padStart(9)}  ${kb(c.gzipBytes).padStart(9)}  ${share.padStart(5)}  ${c.name} (${c.files.map(chunkName).join(", ")})`,
      );
    }
  }
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
