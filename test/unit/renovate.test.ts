/** @jest-environment node */
/**
 * renovate.json, against this project's real dependencies: packages that move together arrive in one pull request each,
 * the lockfile is refreshed weekly. (Its syntax is Renovate's to check: `npx -p renovate renovate-config-validator --strict`.)
 */
import fs from "node:fs";
import path from "node:path";

type Rule = { groupName?: string; matchPackageNames?: string[]; allowedVersions?: string };
type Config = { extends: string[]; lockFileMaintenance: { enabled: boolean; schedule: string[] }; packageRules: Rule[] };

const root = path.resolve(__dirname, "../..");
const config = JSON.parse(fs.readFileSync(path.join(root, "renovate.json"), "utf8")) as Config;
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as Record<string, Record<string, string>>;
const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

/** Renovate's matchPackageNames: exact names and globs (`*` within one path segment). */
const matches = (pattern: string, name: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`).test(name);
const groupsOf = (name: string) =>
  config.packageRules.filter((r) => r.groupName && r.matchPackageNames?.some((p) => matches(p, name))).map((r) => r.groupName);

it.each([
  ["Gatsby", /gatsby/],
  ["Jest", /jest/],
  ["Playwright", /playwright/],
])("puts every %s package of package.json in that one group", (group, family) => {
  const members = dependencies.filter((name) => family.test(name));
  expect(members.length).toBeGreaterThan(0);
  for (const name of members) expect([name, groupsOf(name)]).toEqual([name, [group]]);
});

it("groups the packages that must match: Gatsby with its plugins, Jest with its environment and transform", () => {
  for (const name of ["gatsby", "gatsby-plugin-sitemap", "gatsby-transformer-yaml", "babel-preset-gatsby"])
    expect(groupsOf(name)).toEqual(["Gatsby"]);
  for (const name of ["jest", "jest-environment-jsdom", "babel-jest", "@types/jest"]) expect(groupsOf(name)).toEqual(["Jest"]);
  expect(groupsOf("@playwright/test")).toEqual(["Playwright"]);
  expect(groupsOf("react")).toEqual([]);
});

it("refreshes the lockfile once a week", () => {
  expect(config.lockFileMaintenance).toEqual(expect.objectContaining({ enabled: true, schedule: ["before 4am on monday"] }));
});

it("keeps Node's types on the Node version of .nvmrc", () => {
  const nvmrc = Number(fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim());
  expect(config.packageRules.find((r) => r.matchPackageNames?.includes("@types/node"))?.allowedVersions).toBe(`<${nvmrc + 1}`);
  expect(pkg.devDependencies?.["@types/node"]).toMatch(new RegExp(`^\\^${nvmrc}\\.`));
});
