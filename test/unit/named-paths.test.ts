/** @jest-environment node */
/**
 * Comments and guides name only paths that exist: a comment or a document that names a file since moved or deleted
 * sends its reader looking for nothing. Checked: the comments of the tracked sources (found by the TypeScript parser,
 * so `//` in a string, a regular expression or a URL is not one; `#` comments in shell scripts), and the guides' whole
 * text. A path is a word that starts with a tracked top-level folder and a slash (`src/`, `plugins/`, `.github/`…), or a
 * bare TypeScript or shell file name (`registry.ts`), which must be some tracked file's. Not checked: patterns and
 * placeholders (`*`, `<lang>`, `${…}`, `…`), what .gitignore lists (public/, src/gatsby-types.d.ts), the language
 * folders of a site in several languages (content/de/… is fine when content/… exists), and the folders editors fill.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { entryFolders } from "../../src/content-model/registry";

const repo = path.resolve(__dirname, "..", "..");
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: repo, encoding: "utf8" }).split("\0").filter(Boolean);
const files = new Set(tracked);
const folders = new Set(tracked.flatMap((file) => [...file.matchAll(/\//g)].map((slash) => file.slice(0, slash.index))));
const tops = [...new Set(tracked.filter((file) => file.includes("/")).map((file) => `${file.split("/")[0]}/`))];

const sources = tracked.filter(
  (file) =>
    (/^(src|plugins|scripts|test|e2e|bench)\//.test(file) || /^(gatsby-[\w-]+\.tsx?|[\w.-]+\.config\.(ts|js|mjs))$/.test(file)) &&
    /\.(ts|tsx|js|mjs|cjs|sh)$/.test(file) &&
    fs.existsSync(path.join(repo, file)), // not deleted since the last commit
);
const guides = tracked.filter((file) => /^(README|CONTENT|docs\/[^/]+|bench\/README|test\/fixtures\/content\/README)\.md$/.test(file));

/** The text with everything but its comments blanked out, line breaks kept (so lines and columns stay). */
function commentsOnly(file: string, text: string): string {
  const kept = text.replace(/[^\n]/g, " ").split("");
  const keep = (from: number, to: number) => kept.splice(from, to - from, ...text.slice(from, to).split(""));
  if (file.endsWith(".sh")) {
    let offset = 0;
    for (const line of text.split("\n")) {
      const hash = /(^|\s)#/.exec(line.replace(/'[^']*'|"(\\.|[^"\\])*"/g, (quoted) => "_".repeat(quoted.length)));
      if (hash) keep(offset + hash.index, offset + line.length);
      offset += line.length + 1;
    }
    return kept.join("");
  }
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  // Every comment is trivia before a token: on a line before it (leading), or after the token before it (trailing).
  // A JSX text is no token: `//` in it is text.
  const visit = (node: ts.Node): void => {
    if (ts.isJSDoc(node) || node.kind === ts.SyntaxKind.JsxText) return;
    const children = node.getChildren(source);
    if (children.length === 0)
      for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.pos) ?? [])])
        keep(range.pos, range.end);
    children.forEach(visit);
  };
  visit(source);
  return kept.join("");
}

const basenames = new Set(tracked.map((file) => path.posix.basename(file)));
/** The folders editors fill (empty in a fresh clone, some of them): a file named in them is an example, as careers.md. */
// The entry folders come from the registry: a collection the shipped content has none of yet has no folder.
const editorsFolders = ["static/images/", ...entryFolders.map((folder) => `content/${folder.folder}/`)];
/** Words that look like paths and are not: a list of HTML attributes, a file of an npm package (the HTTP Observatory). */
const notPaths = new Set(["src/href/srcset/content", "src/scanner/index.js"]);

/** Whether a path names something tracked: a file (a bare name: one anywhere), a folder (with or without its slash). */
function exists(name: string): boolean {
  const bare = name.replace(/\/$/, "");
  if (files.has(bare) || folders.has(bare) || basenames.has(bare) || notPaths.has(bare)) return true;
  if (editorsFolders.some((place) => `${bare}/`.startsWith(place) || place.startsWith(`${bare}/`))) return true;
  const language = /^content\/[a-z]{2,3}(\/|$)(.*)$/.exec(bare);
  return language !== null && (language[2] === "" || exists(`content/${language[2]}`));
}

type Named = { where: string; name: string };

/** The paths a text names: under a top-level folder, a bare source file's name, `./` or `../` from a guide's folder. */
function namedPaths(file: string, text: string, { guide }: { guide: boolean }): Named[] {
  const named: Named[] = [];
  text.split("\n").forEach((line, i) => {
    for (const [word] of line.matchAll(/\S+/g)) {
      if (/[*<>{}$…]/.test(word)) continue;
      for (const [token] of word.matchAll(/[\w.@/-]+/g)) {
        const trimmed = token.replace(/\.+$/, "");
        const name = guide && /^\.\.?\//.test(trimmed) ? path.posix.join(path.posix.dirname(file), trimmed) : trimmed;
        if (tops.some((top) => name.startsWith(top)) || /^[a-z][\w.-]*\.(tsx?|sh)$/.test(name))
          named.push({ where: `${file}:${i + 1}`, name });
      }
    }
  });
  return named;
}

/** The named paths that are neither tracked nor gitignored, as `file:line: "path"`. */
function missing(named: Named[]): string[] {
  const absent = named.filter(({ name }) => !exists(name));
  const asked = [...new Set(absent.map(({ name }) => name))].join("\n");
  const ignored = new Set(
    spawnSync("git", ["check-ignore", "--no-index", "--stdin"], { cwd: repo, input: asked, encoding: "utf8" }).stdout.split("\n"),
  );
  return absent.filter(({ name }) => !ignored.has(name)).map(({ where, name }) => `${where}: "${name}"`);
}

const read = (file: string) => fs.readFileSync(path.join(repo, file), "utf8");

it("every path a source's comment names exists", () => {
  expect(sources.length).toBeGreaterThan(200);
  expect(missing(sources.flatMap((file) => namedPaths(file, commentsOnly(file, read(file)), { guide: false })))).toEqual([]);
});

it("every path a guide names exists", () => {
  expect(guides.length).toBeGreaterThanOrEqual(8);
  expect(missing(guides.flatMap((file) => namedPaths(file, read(file), { guide: true })))).toEqual([]);
});

it("reads comments only, not strings, regular expressions, JSX text or URLs, and lets patterns and ignored paths be", () => {
  const text = [
    'const a = "// src/in-a-string.ts", b = `/* src/in-a-template.ts */`; // src/gone.ts and https://x.org/src/no.ts',
    "/** See src/lib/links.ts, content/de/pages/about.yaml, plugins/ src/*.ts, <src/x>, src/gatsby-types.d.ts, gone.ts. */",
    'const c = /\\/\\/ x/, d = "src/in-a-regex-line.ts"; // Node.js, content/site-pages/careers.md',
    "const e = <p>// src/in-jsx-text.ts {/* src/in-jsx.ts */}</p>;",
  ].join("\n");
  const file = "src/lib/example.tsx";
  expect(missing(namedPaths(file, commentsOnly(file, text), { guide: false }))).toEqual([
    'src/lib/example.tsx:1: "src/gone.ts"',
    'src/lib/example.tsx:2: "gone.ts"',
    'src/lib/example.tsx:4: "src/in-jsx.ts"',
  ]);
  expect(missing(namedPaths("docs/x.md", "[a](../src/lib/links.ts), [b](./gone/), `scripts/gone.sh:12`", { guide: true }))).toEqual([
    'docs/x.md:1: "docs/gone/"',
    'docs/x.md:1: "scripts/gone.sh"',
  ]);
});
