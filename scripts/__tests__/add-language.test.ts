/** @jest-environment node */
/** `npm run add-language -- <code>`: one step adds a language, with its content ready to translate. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { main } from "../add-language";
import { checkContent } from "../../src/content-model/check";
import { loadContent } from "../../src/content-model/load";
import { formatProblem } from "../../src/content-model/problems";
import { siteRulesOf, withSiteRules } from "../../plugins/site-files/vercel";
import { base } from "../../vercel";

const root = path.resolve(__dirname, "../..");
let tmp: string;
let content: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "add-language-"));
  content = path.join(tmp, "content");
  fs.cpSync(path.join(root, "content"), content, { recursive: true });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(args, { log: (l) => out.push(l), error: (l) => err.push(l) }, tmp);
  return { code, out, err };
}

it("adds German to the settings, copies the content to translate, and says which files it made", () => {
  const { code, out, err } = run(["de"]);
  expect([code, err]).toEqual([0, []]);
  expect(out[0]).toBe("Added Deutsch (de) to content/settings.yaml (languages). Its pages will be at /de/.");
  expect(out).toContain("  content/de/settings.yaml");
  expect(out).toContain("  content/de/site-pages/privacy-policy.md");
  expect((parse(fs.readFileSync(path.join(content, "settings.yaml"), "utf8")) as { languages: unknown }).languages).toEqual([
    { code: "en", name: "English" },
    { code: "de", name: "Deutsch" },
  ]);
  const german = parse(fs.readFileSync(path.join(content, "de/settings.yaml"), "utf8")) as { languages?: unknown; locale: string };
  expect(german.languages).toBeUndefined();
  expect(german.locale).toBe("de_DE");
  // What it made passes the check; the check then asks for every text to be translated.
  const { problems, warnings } = checkContent(loadContent(content));
  expect(problems.map(formatProblem)).toEqual([]);
  expect(warnings.map(formatProblem)).toContain(
    `content/de/pages/about.yaml:5: entry section 1 (hero): heading: is still the default language's text ("Empowering Your Business with Innovative Solutions"). Translate it (or keep it, if it is the same in this language).`,
  );
});

it("names a right-to-left language in its own script, and takes another name when given", () => {
  expect(run(["ar"]).out[0]).toBe("Added العربية (ar) to content/settings.yaml (languages). Its pages will be at /ar/.");
  expect(run(["fr", "--name", "Français (France)"]).out[0]).toBe(
    "Added Français (France) (fr) to content/settings.yaml (languages). Its pages will be at /fr/.",
  );
});

it("refuses what it cannot add, and changes nothing", () => {
  const before = fs.readFileSync(path.join(content, "settings.yaml"), "utf8");
  expect(run([]).err).toEqual(["Which language? Give its code, for example: npm run add-language -- de"]);
  expect(run(["DE"]).err[0]).toMatch(/^"DE" is not a language code the site can use\./);
  expect(run(["en"]).err).toEqual(["The site has en already (content/settings.yaml, languages)."]);
  fs.writeFileSync(
    path.join(content, "site-pages/terms-of-use.md"),
    fs.readFileSync(path.join(content, "site-pages/terms-of-use.md"), "utf8").replace(/^address: .*$/m, "address: nl"),
  );
  expect(run(["nl"]).err[0]).toMatch(/^\/nl\/ is the address of content\/site-pages\/terms-of-use\.md/);
  expect(fs.readFileSync(path.join(content, "settings.yaml"), "utf8")).toBe(before);
  expect(fs.existsSync(path.join(content, "nl"))).toBe(false);
});

it("gives the language its own 404 page on Vercel: the config vercel.ts gives for the content has its rules, with nothing else to edit", () => {
  const rulesOf = () => withSiteRules(base, siteRulesOf(content));
  expect(rulesOf()).toEqual(base);
  const { code, out } = run(["de"]);
  expect(code).toBe(0);
  expect(out.join("\n")).not.toMatch(/vercel/i);
  expect(rulesOf().redirects).toEqual([...(base.redirects ?? []), { source: "/de/404.html", destination: "/de/404/", permanent: true }]);
  expect(rulesOf().rewrites).toEqual([{ source: "/de/(.*)", destination: "/de/404.html", statusCode: 404 }]);
  expect(run(["fr"]).code).toBe(0);
  expect(rulesOf().rewrites?.map((r) => r.source)).toEqual(["/de/(.*)", "/fr/(.*)"]);
  expect(fs.existsSync(path.join(tmp, "vercel.json"))).toBe(false);
});
