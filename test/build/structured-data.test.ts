/** @jest-environment node */
/**
 * The JSON-LD of every built page, judged by a validator someone else wrote (test/structured-data.ts:
 * Google's rules for the types it knows, schema.org's vocabulary for all): no error and no warning,
 * in the shipped site, the languages fixture (German and Arabic, with people and job openings) and the
 * long-content fixture (articles with an author, case studies, created pages, people, job openings). Each site names the types its pages must
 * carry, so a site that lost its articles could not pass by having nothing to validate.
 */
import fs from "node:fs";
import path from "node:path";
import { publicDir } from "./support/site";
import { languages, longContent } from "../fixture-builds";
import { ensureFixtureBuild } from "../site-build";
import { jsonLdTypes, validateStructuredData } from "../structured-data";
import { htmlFiles } from "../../plugins/site-files/headers";

jest.setTimeout(600_000);

const log = (message: string) => process.stderr.write(`${message}\n`);

const sites = [
  { name: "the shipped site", dir: () => publicDir, types: ["Organization"] },
  {
    name: "the languages fixture",
    dir: () => ensureFixtureBuild(languages, log),
    types: ["Organization", "JobPosting", "ProfilePage"],
  },
  {
    name: "the long-content fixture",
    dir: () => ensureFixtureBuild(longContent, log),
    types: ["Organization", "BlogPosting", "Article", "JobPosting", "ProfilePage"],
  },
];

describe.each(sites)("$name", ({ dir: built, types }) => {
  const dir = built();
  const pages = htmlFiles(dir).map((file) => ({ page: path.relative(dir, file), html: fs.readFileSync(file, "utf8") }));

  it("carries the structured data its content calls for", () => {
    const found = new Set(pages.flatMap(({ html }) => jsonLdTypes(html)));
    expect(types.filter((type) => !found.has(type))).toEqual([]);
  });

  it("has no error and no warning in any page's structured data", async () => {
    const issues = [];
    for (const { page, html } of pages) {
      issues.push(...(await validateStructuredData(html)).map((issue) => ({ page, ...issue })));
    }
    expect(issues).toEqual([]);
  });
});
