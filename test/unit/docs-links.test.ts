/** @jest-environment node */
/**
 * The guides keep their links: in README.md, docs/*.md, CONTENT.md and bench/README.md, every relative link and
 * picture leads to a file or folder of the repository, and every `#anchor` into a Markdown file to one of its
 * headings, named as GitHub names them (github-slugger: GitHub's rules, duplicates numbered). Links to other sites
 * are not fetched. Every guide in docs/ is linked from README, so none is out of a newcomer's reach.
 */
import fs from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";
import MarkdownIt from "markdown-it";

const repo = path.resolve(__dirname, "..", "..");
const docsGuides = fs
  .readdirSync(path.join(repo, "docs"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `docs/${name}`);
const guides = ["README.md", ...docsGuides, "CONTENT.md", "bench/README.md"];

const markdown = new MarkdownIt();

type Link = { href: string; line: number };

/** The links and pictures of a Markdown text, with the line each is on (1-based). */
function linksOf(text: string): Link[] {
  const found: Link[] = [];
  let blockLine = 1;
  for (const block of markdown.parse(text, {})) {
    // A table cell's text has no line of its own: it is on its row's.
    if (block.map) blockLine = block.map[0] + 1;
    // An inline block's children carry no line either: count its line breaks from its first line.
    let line = blockLine;
    for (const token of block.children ?? []) {
      if (token.type === "softbreak" || token.type === "hardbreak") line += 1;
      const href = token.type === "link_open" ? token.attrGet("href") : token.type === "image" ? token.attrGet("src") : null;
      if (href !== null) found.push({ href: String(href), line });
    }
  }
  return found;
}

/** The ids GitHub gives a Markdown text's headings: from each heading's text, code included, markup left out. */
function headingIds(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const tokens = markdown.parse(text, {});
  const ids = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type !== "heading_open") return;
    const words = (tokens[i + 1]?.children ?? [])
      .filter((child) => child.type === "text" || child.type === "code_inline")
      .map((child) => child.content)
      .join("");
    ids.add(slugger.slug(words));
  });
  return ids;
}

/** A link to another site or another scheme (https:, mailto:): not checked here. */
const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith("//");

/**
 * The broken links of one guide, as "file:line: href: what is wrong". `read` gives another file's text (for its
 * headings), `exists` says whether a path (relative to the repository) is there.
 */
function brokenLinks(
  file: string,
  text: string,
  { read, exists }: { read: (file: string) => string; exists: (file: string) => boolean },
): string[] {
  const problems: string[] = [];
  const ids = new Map<string, Set<string>>();
  const idsOf = (target: string) => ids.get(target) ?? ids.set(target, headingIds(read(target))).get(target)!;
  for (const { href, line } of linksOf(text)) {
    if (isExternal(href)) continue;
    const hash = href.indexOf("#");
    const target = decodeURIComponent(hash < 0 ? href : href.slice(0, hash));
    const anchor = hash < 0 ? undefined : decodeURIComponent(href.slice(hash + 1));
    // On GitHub a path starting with "/" is the repository's root; any other is the guide's folder.
    const targetFile =
      target === ""
        ? file
        : path.posix.normalize(target.startsWith("/") ? target.slice(1) : path.posix.join(path.posix.dirname(file), target));
    const where = `${file}:${line}: ${href}`;
    if (targetFile.startsWith("..") || !exists(targetFile)) problems.push(`${where}: no such file`);
    else if (anchor !== undefined && targetFile.endsWith(".md") && !idsOf(targetFile).has(anchor))
      problems.push(`${where}: ${targetFile} has no heading with the id "${anchor}"`);
  }
  return problems;
}

const repository = {
  read: (file: string) => fs.readFileSync(path.join(repo, file), "utf8"),
  exists: (file: string) => fs.existsSync(path.join(repo, file.replace(/\/$/, ""))),
};

it.each(guides)("%s: every relative link leads to a file that exists, every #anchor to a heading of it", (file) => {
  expect(brokenLinks(file, repository.read(file), repository)).toEqual([]);
});

it("README links to every guide in docs/", () => {
  const linked = linksOf(repository.read("README.md")).map(({ href }) => href.split("#")[0]);
  expect(docsGuides.length).toBeGreaterThanOrEqual(6);
  expect(docsGuides.filter((guide) => !linked.includes(guide))).toEqual([]);
});

it("reports a missing file, a missing heading and a heading named other than GitHub names it, with its line, in a table too", () => {
  const files: Record<string, string> = {
    "docs/guide.md": "# Guide\n\n## The editor (`/admin/`) in production\n\n## Setup\n\n## Setup\n",
  };
  const fake = { read: (file: string) => files[file] ?? "", exists: (file: string) => file in files };
  const text = [
    "[fine](guide.md#the-editor-admin-in-production), [second Setup](guide.md#setup-1), [same file](#guide), [site](https://example.com/missing)",
    "",
    "[gone](gone.md) and",
    "![picture](screenshot.png)",
    "",
    "[no heading](guide.md#deploy), [wrong slug](guide.md#the-editor-/admin/-in-production)",
    "",
    "| where |",
    "| ----- |",
    "| [in a table](table.md) |",
  ].join("\n");
  files["docs/other.md"] = `# Guide\n\n${text}\n`;
  expect(brokenLinks("docs/other.md", fake.read("docs/other.md"), fake)).toEqual([
    "docs/other.md:5: gone.md: no such file",
    "docs/other.md:6: screenshot.png: no such file",
    'docs/other.md:8: guide.md#deploy: docs/guide.md has no heading with the id "deploy"',
    'docs/other.md:8: guide.md#the-editor-/admin/-in-production: docs/guide.md has no heading with the id "the-editor-/admin/-in-production"',
    "docs/other.md:12: table.md: no such file",
  ]);
});
