/**
 * An article renamed in the content editor keeps its old address: the editor (src/cms/admin.tsx)
 * adds the address the site was built with to the article's former addresses when the address
 * field changes, and the build redirects each of them to the new one (src/content-model/redirects.ts).
 * The editor is built for a copy of the content with one article (e2e/support/cms-build.ts) and
 * driven in its local mode (e2e/support/cms.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { loadContent } from "../src/content-model/load";
import { planSite } from "../src/content-model/publish";
import { hostRedirects } from "../src/content-model/redirects";
import {
  answerGitHubStatus,
  openEntry,
  openLocalRepository,
  readContentFiles,
  readLocalRepository,
  save,
  savedProblems,
} from "./support/cms";
import { copyContent, serveEditorFor } from "./support/cms-build";
import { allow404For, anyOf, expect, test } from "./support/test";

const file = "content/articles/launch-notes.md";
const article = [
  "---",
  "title: Launch notes",
  "description: What we learnt launching a client's site in a week.",
  "address: launch-notes",
  "date: 2026-10-30",
  "author: jonas-weber",
  "---",
  "",
  "We show working software every week.",
  "",
].join("\n");

// The editor asks the site whether the article is published at its address (for "View on Live Site"): this copy is not built.
test.use({
  allowedConsole: anyOf(...["launch-notes", "launching-in-a-week", "a-site-in-a-week"].map((a) => allow404For(`/articles/${a}/`))),
});

test("an article whose address changes in the editor keeps the old one as a former address, which the site redirects to the new one @once", async ({
  page,
}) => {
  // The editor's build for this copy (esbuild and Tailwind, ~10 s alone, longer beside the other tests).
  test.setTimeout(240_000);
  const dir = copyContent("cms-former-");
  fs.mkdirSync(path.join(dir, "content", "articles"), { recursive: true });
  fs.writeFileSync(path.join(dir, file), article);
  // The shipped content has no people; an article needs its author.
  fs.writeFileSync(
    path.join(dir, "content", "people.yaml"),
    "- id: jonas-weber\n  name: Jonas Weber\n  role: Writer\n  bio: Writes about building websites.\n",
  );
  const server = await serveEditorFor(dir);
  try {
    await answerGitHubStatus(page);
    const original = readContentFiles(path.join(dir, "content"));
    await openLocalRepository(page, original, `${server.url}/admin/`);

    await openEntry(page, "articles", "launch-notes");
    const address = page.getByRole("textbox", { name: "Address", exact: true });
    await expect(address).toHaveValue("launch-notes");
    await address.fill("launching-in-a-week");
    await save(page);

    let saved = await readLocalRepository(page);
    const text = saved[file] ?? "";
    expect(text).toContain("address: launching-in-a-week\n");
    expect(text).toMatch(/\nformerAddresses:\n {2}- launch-notes\n/);
    // The text and the other fields are as they were.
    expect(text).toContain("title: Launch notes\n");
    expect(text).toContain("\nWe show working software every week.\n");
    expect(savedProblems(saved)).toEqual([]);

    // Renamed again before the next build: the address the site has now joins the list too.
    await openEntry(page, "articles", "launch-notes");
    await expect(address).toHaveValue("launching-in-a-week");
    await address.fill("a-site-in-a-week");
    await save(page);
    saved = await readLocalRepository(page);
    expect(saved[file]).toMatch(/\nformerAddresses:\n {2}- launch-notes\n {2}- launching-in-a-week\n/);
    expect(savedProblems(saved)).toEqual([]);

    // What the build gives every host: both old addresses lead to the new one, for good.
    const copy = path.join(dir, "saved");
    for (const [name, body] of Object.entries(saved)) {
      fs.mkdirSync(path.dirname(path.join(copy, name)), { recursive: true });
      fs.writeFileSync(path.join(copy, name), body);
    }
    const model = loadContent(path.join(copy, "content"), "content");
    const articles = hostRedirects(model, planSite(model, "2026-12-01")).filter((r) => r.from.startsWith("/articles/"));
    expect(articles).toEqual([
      { from: "/articles/launch-notes/", to: "/articles/a-site-in-a-week/", status: 301 },
      { from: "/articles/launching-in-a-week/", to: "/articles/a-site-in-a-week/", status: 301 },
    ]);
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
