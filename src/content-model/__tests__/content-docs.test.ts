/** @jest-environment node */
/** CONTENT.md is generated from registry.ts; only its examples may lag behind the content. */
import fs from "node:fs";
import path from "node:path";
import { renderContentDocs, shownOn, withoutExamples } from "../../../scripts/generate-content-docs";
import { problemsIn } from "../check";
import { formatProblem } from "../problems";
import { contentFiles } from "../registry";

const root = path.resolve(__dirname, "../../..");
const committed = fs.readFileSync(path.join(root, "CONTENT.md"), "utf8");

it("matches registry.ts (run `npx tsx scripts/generate-content-docs.ts` after changing it)", () => {
  expect(withoutExamples(committed)).toBe(withoutExamples(renderContentDocs(path.join(root, "content"))));
});

it("says which pages show every content file", () => {
  expect(Object.keys(shownOn).sort()).toEqual(contentFiles.map((f) => f.file).sort());
});

it("shows the check's real message in its example", () => {
  const [problem] = problemsIn(path.join(root, "test/fixtures/content/stray-colon"), "steps.yaml");
  const message = formatProblem(problem!).replace(/^[^:]+:\d+: /, "");
  expect(committed).toContain(message);
});
