/**
 * Gatsby's next build is incremental: it renders again only what changed, and reads back the build
 * state of the last one (page-data/, the static query results, the pages it does not re-render).
 * The build takes that state out of public/ (plugins/site-files/unpublished.ts); these builds show
 * it comes back: a content edit reaches the pages, a build with no change succeeds, and neither
 * publishes the state. A copy of the site is built (test/site-copy.ts), never the repository's own.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSite as build, copySite } from "../site-copy";

const everyFile = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? everyFile(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe("a warm rebuild", () => {
  let dir = "";
  const publicFiles = () =>
    everyFile(path.join(dir, "public"))
      .map((f) => path.relative(path.join(dir, "public"), f))
      .sort();
  const home = () => fs.readFileSync(path.join(dir, "public", "index.html"), "utf8");
  const built = (what: string) => {
    const { status, output } = build(dir);
    if (status !== 0) throw new Error(`the ${what} failed (exit ${status}):\n${output.slice(-3000)}`);
  };

  beforeAll(() => {
    dir = copySite("warm-rebuild-");
    built("first build");
  }, 300_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("shows a content edit on the page, and publishes no build state", () => {
    const steps = path.join(dir, "content", "steps.yaml");
    const text = fs.readFileSync(steps, "utf8");
    expect(text).toContain("  title: Research\n");
    fs.writeFileSync(steps, text.replace("  title: Research\n", "  title: Research and discovery\n"));
    built("rebuild after a content edit");
    expect(home()).toContain(">Research and discovery</");
    expect(publicFiles().filter((f) => /^(?:page-data|_gatsby|404)\//.test(f))).toEqual([]);
    expect(fs.existsSync(path.join(dir, ".cache", "unpublished", "page-data", "sq"))).toBe(true);
  }, 240_000);

  it("builds again with no change, publishing the same files", () => {
    const before = publicFiles();
    built("rebuild without a change");
    expect(publicFiles()).toEqual(before);
    expect(home()).toContain(">Research and discovery</");
  }, 240_000);
});
