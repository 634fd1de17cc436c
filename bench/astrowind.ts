/**
 * AstroWind (github.com/onwidget/astrowind, an Astro 5 + Tailwind template with a blog) with the
 * articles fixture's generated articles as its posts, for bench/entries.ts `--astrowind`: a
 * same-run figure from another static site generator beside ours.
 *
 * - **Source**: a git directory, ASTROWIND_GIT if set, else the snapshot at
 *   /work/.mirror/onwidget+astrowind/repo if there is one, else a shallow clone from GitHub into
 *   `$TMPDIR/vireo-bench/astrowind.git` (kept). Its HEAD is copied once into
 *   `$TMPDIR/vireo-bench/astrowind-<commit>/site/` and installed there with `npm ci` from the npm
 *   registry; later runs reuse that copy.
 * - **Offline changes** to the copy: the template's demo pages and posts take their pictures from
 *   images.unsplash.com and cdn.pixabay.com, which Astro fetches at build time (for their sizes, and
 *   pixabay's to optimise them); without a network the build stops at the first one. Every such
 *   address in src/ is replaced with the template's own ~/assets/images/default.png, so the build
 *   optimises a local picture where it would fetch one (always, online too, so that runs compare).
 * - **Posts**: the template's six demo posts removed, and the articles fixture's articles
 *   (test/fixture-articles.ts: the same titles, dates, tags, authors and Markdown) written into
 *   its posts folder (data/post under its src) with AstroWind's fields; the ones with a cover get one of its two large pictures.
 * - **Measured**: `astro build` cold (dist/, node_modules/.astro/ and .astro/ removed), then the newest
 *   post's text edited and `astro build` again with Astro's caches kept (Astro builds every page
 *   every time: "after one edit" is a whole build, its content and image caches warm), and a check
 *   that the edited post's page shows the new words.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { writeArticlesContent } from "../test/fixture-articles";
import { measuredRun, tail } from "./build-output";
import type { MemoryPeak, MemoryWatch } from "./memory";

const root = path.join(os.tmpdir(), "vireo-bench");
const MIRROR = "/work/.mirror/onwidget+astrowind/repo";
const REMOTE = "https://github.com/onwidget/astrowind.git";
/** The remote pictures the template's pages use, replaced by a local one (see above). */
const REMOTE_PICTURE = /https:\/\/(?:images\.unsplash\.com|plus\.unsplash\.com|cdn\.pixabay\.com)\/[^'"\s)]*/g;
const LOCAL_PICTURE = "~/assets/images/default.png";

export type AstroWindResult = {
  commit: string;
  /** Astro's own steps of the cold build, from its output (seconds). */
  coldPhases: { name: string; seconds: number }[];
  editPhases: { name: string; seconds: number }[];
  posts: number;
  pages: number | null;
  coldSeconds: number;
  editSeconds: number;
  coldMemory: MemoryPeak;
  editMemory: MemoryPeak;
  coldLoad: number;
  editLoad: number;
  editShown: boolean;
  /** Seconds of `npm ci` when this run installed the copy; null when it reused one. */
  installSeconds: number | null;
  folder: string;
  changes: string;
};

const git = (gitDir: string, args: string[]) =>
  spawnSync("git", [`--git-dir=${gitDir}`, ...args], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });

/** The git directory to copy AstroWind from; throws, saying what was tried, when there is none. */
function source(log: (line: string) => void): string {
  const chosen = process.env.ASTROWIND_GIT ?? (fs.existsSync(MIRROR) ? MIRROR : null);
  if (chosen) return chosen;
  const clone = path.join(root, "astrowind.git");
  if (fs.existsSync(path.join(clone, "HEAD"))) return clone;
  log(`  AstroWind: no ASTROWIND_GIT and no ${MIRROR}; cloning ${REMOTE} …`);
  fs.mkdirSync(root, { recursive: true });
  const cloned = spawnSync("git", ["clone", "--bare", "--depth", "1", REMOTE, clone], { encoding: "utf8", timeout: 300_000 });
  if (cloned.status !== 0) {
    fs.rmSync(clone, { recursive: true, force: true });
    throw new Error(
      `no AstroWind source: ASTROWIND_GIT is not set, ${MIRROR} does not exist, and git clone ${REMOTE} failed: ${tail(cloned.stderr ?? "", 3)}`,
    );
  }
  return clone;
}

/** Replaces the remote pictures in the copy's src/; returns how many addresses in how many files. */
function localPictures(site: string): { addresses: number; files: number } {
  let addresses = 0;
  let files = 0;
  for (const file of fs.readdirSync(path.join(site, "src"), { recursive: true, encoding: "utf8" })) {
    const full = path.join(site, "src", file);
    if (!/\.(astro|mdx?|ts|yaml)$/.test(file) || !fs.statSync(full).isFile()) continue;
    const text = fs.readFileSync(full, "utf8");
    const found = text.match(REMOTE_PICTURE)?.length ?? 0;
    if (!found) continue;
    fs.writeFileSync(full, text.replace(REMOTE_PICTURE, LOCAL_PICTURE));
    addresses += found;
    files += 1;
  }
  return { addresses, files };
}

/** The copy of AstroWind's HEAD, installed; made once per commit. */
function installedCopy(log: (line: string) => void): { site: string; commit: string; installSeconds: number | null; changes: string } {
  const gitDir = source(log);
  const head = git(gitDir, ["rev-parse", "HEAD"]);
  if (head.status !== 0) throw new Error(`${gitDir} is not a git directory: ${head.stderr.trim()}`);
  const commit = head.stdout.trim();
  const dir = path.join(root, `astrowind-${commit.slice(0, 12)}`);
  const site = path.join(dir, "site");
  const ready = path.join(dir, "ready.json");
  if (fs.existsSync(ready)) {
    const { changes } = JSON.parse(fs.readFileSync(ready, "utf8")) as { changes: string };
    return { site, commit, installSeconds: null, changes };
  }
  log(`  AstroWind: copying ${commit.slice(0, 12)} from ${gitDir} into ${site}, then npm ci (once per commit) …`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(site, { recursive: true });
  const tarFile = path.join(dir, "astrowind.tar");
  const archive = git(gitDir, ["archive", "--format=tar", `--output=${tarFile}`, commit]);
  if (archive.status !== 0) throw new Error(`git archive of AstroWind failed: ${archive.stderr}`);
  const untar = spawnSync("tar", ["-xf", tarFile, "-C", site], { encoding: "utf8" });
  fs.rmSync(tarFile, { force: true });
  if (untar.status !== 0) throw new Error(`tar failed on AstroWind's archive: ${untar.stderr}`);
  const replaced = localPictures(site);
  const changes = `${replaced.addresses} remote picture addresses in ${replaced.files} files of src/ replaced by ${LOCAL_PICTURE}`;
  const started = performance.now();
  const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: site,
    encoding: "utf8",
    timeout: 900_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (install.status !== 0)
    throw new Error(`npm ci in AstroWind's copy failed (exit ${install.status}): ${tail(`${install.stdout}\n${install.stderr}`, 8)}`);
  const installSeconds = (performance.now() - started) / 1000;
  fs.writeFileSync(ready, JSON.stringify({ commit, installedAt: new Date().toISOString(), installSeconds, changes }, null, 2));
  return { site, commit, installSeconds, changes };
}

type Post = { file: string; address: string };

/** The articles fixture's articles as AstroWind posts (the fields of its content config); returns them, newest first. */
function writePosts(site: string, count: number): Post[] {
  const postDir = path.join(site, "src", "data", "post");
  fs.rmSync(postDir, { recursive: true, force: true });
  fs.mkdirSync(postDir, { recursive: true });
  const generated = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-astrowind-posts-"));
  try {
    const articles = writeArticlesContent(generated, count);
    // Articles name their author by id; AstroWind shows the name.
    const people = parse(fs.readFileSync(path.join(generated, "people.yaml"), "utf8")) as { id: string; name: string }[];
    articles.forEach((article, i) => {
      const text = fs.readFileSync(path.join(generated, "articles", article.file), "utf8");
      const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(text) ?? [];
      const data = parse(front) as { description: string; author: string; tags: string[]; cover?: unknown };
      const lines = [
        "---",
        `publishDate: ${article.date}T00:00:00Z`,
        `title: ${JSON.stringify(article.title)}`,
        `excerpt: ${JSON.stringify(data.description)}`,
        ...(data.cover ? [`image: ${i % 20 === 0 ? LOCAL_PICTURE : "~/assets/images/hero-image.png"}`] : []),
        `category: ${JSON.stringify(data.tags[0])}`,
        "tags:",
        ...data.tags.map((tag) => `  - ${JSON.stringify(tag)}`),
        `author: ${JSON.stringify(people.find((person) => person.id === data.author)?.name ?? data.author)}`,
        "---",
        "",
      ];
      // AstroWind's posts are at /<address> (its permalink '/%slug%'), not under /articles/.
      fs.writeFileSync(path.join(postDir, article.file), `${lines.join("\n")}${body.replaceAll("](/articles/", "](/")}`);
    });
    return articles.map((a) => ({ file: a.file, address: a.address }));
  } finally {
    fs.rmSync(generated, { recursive: true, force: true });
  }
}

const astroBuild = (site: string, watch: MemoryWatch) =>
  measuredRun(watch, path.join(site, "node_modules", ".bin", "astro"), ["build"], { cwd: site, env: { ASTRO_TELEMETRY_DISABLED: "1" } });

/** "36 page(s) built in 26.66s". */
const builtPages = (output: string) => {
  const found = /(\d+) page\(s\) built in/.exec(output);
  return found ? Number(found[1]) : null;
};

/**
 * Astro's steps from its output: the ones it times ("✓ Completed in 8.00s." under its heading), and
 * the integrations' astro:build:done hooks (AstroWind's sitemap and astro-compress, which minifies
 * every HTML, CSS and JS file), from the clock times between the last step and "page(s) built".
 */
export function astroPhases(output: string): { name: string; seconds: number }[] {
  const clock = (line: string) => {
    const [h, m, sec] = line.slice(0, 8).split(":").map(Number);
    return h! * 3600 + m! * 60 + sec!;
  };
  const lines = output.split("\n");
  const phases: { name: string; seconds: number }[] = [];
  let lastDone: string | null = null;
  for (const [heading, name] of [
    ["Building static entrypoints", "static entrypoints (Vite)"],
    ["generating static routes", "pages"],
    ["generating optimized images", "images"],
  ] as const) {
    const at = lines.findIndex((line) => line.includes(heading));
    const done = at === -1 ? -1 : lines.findIndex((line, i) => i > at && /✓ Completed in/.test(line));
    const found = done === -1 ? null : /Completed in (\d+(?:\.\d+)?)(ms|s)\b/.exec(lines[done]!);
    if (!found) continue;
    phases.push({ name, seconds: Number(found[1]) / (found[2] === "ms" ? 1000 : 1) });
    lastDone = lines[done]!;
  }
  const built = lines.find((line) => /page\(s\) built in/.test(line));
  if (lastDone && built && /^\d\d:\d\d:\d\d/.test(lastDone) && /^\d\d:\d\d:\d\d/.test(built))
    phases.push({ name: "astro:build:done hooks (sitemap, astro-compress)", seconds: (clock(built) - clock(lastDone) + 86_400) % 86_400 });
  return phases;
}

/** AstroWind with `count` posts, built cold and again after one post's edit. Throws, saying which step failed. */
export function measureAstroWind(count: number, watch: MemoryWatch, log: (line: string) => void): AstroWindResult {
  const { site, commit, installSeconds, changes } = installedCopy(log);
  const posts = writePosts(site, count);
  for (const cache of ["dist", path.join("node_modules", ".astro"), ".astro"])
    fs.rmSync(path.join(site, cache), { recursive: true, force: true });
  log(`\n[AstroWind ${commit.slice(0, 12)}, ${count} posts] cold build in ${site} (dist/, node_modules/.astro/, .astro/ removed) …`);
  const cold = astroBuild(site, watch);
  fs.writeFileSync(path.join(site, "..", "build-cold.log"), cold.output);
  if (cold.status !== 0) throw new Error(`AstroWind's cold build failed (exit ${cold.status}):\n${tail(cold.output)}`);
  const newest = posts[0]!;
  const file = path.join(site, "src", "data", "post", newest.file);
  const words = `A closing note added after publishing, saved at ${new Date().toISOString()}.`;
  fs.writeFileSync(file, `${fs.readFileSync(file, "utf8").trimEnd()}\n\n${words}\n`);
  log(`  edited src/data/post/${newest.file}; astro build again …`);
  const edit = astroBuild(site, watch);
  fs.writeFileSync(path.join(site, "..", "build-edit.log"), edit.output);
  if (edit.status !== 0) throw new Error(`AstroWind's build after the edit failed (exit ${edit.status}):\n${tail(edit.output)}`);
  const page = path.join(site, "dist", newest.address, "index.html");
  const editShown = fs.existsSync(page) && fs.readFileSync(page, "utf8").includes(words);
  log(
    `  AstroWind: cold ${cold.seconds.toFixed(1)} s, after one edit ${edit.seconds.toFixed(1)} s; /${newest.address} ${editShown ? "shows" : "does NOT show"} the new words`,
  );
  return {
    commit,
    coldPhases: astroPhases(cold.output),
    editPhases: astroPhases(edit.output),
    posts: count,
    pages: builtPages(cold.output),
    coldSeconds: cold.seconds,
    editSeconds: edit.seconds,
    coldMemory: cold.memory,
    editMemory: edit.memory,
    coldLoad: cold.load,
    editLoad: edit.load,
    editShown,
    installSeconds,
    folder: path.dirname(site),
    changes,
  };
}
