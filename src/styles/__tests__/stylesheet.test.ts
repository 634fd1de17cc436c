/** @jest-environment node */
/**
 * The site's stylesheet as Tailwind compiles it: class names from the pages' code only (not tests, scripts or docs),
 * the CMS previews' classes in the admin's stylesheet only, and the system font first.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const repo = path.resolve(__dirname, "../../..");

// Tailwind's PostCSS plugin registers module hooks, which Jest's sandbox refuses: compile in Node.
const COMPILE = `
const fs = require("node:fs");
const postcss = require("postcss");
const tailwind = require("@tailwindcss/postcss");
const [from, base] = process.argv.slice(1);
postcss([tailwind({ base })]).process(fs.readFileSync(from, "utf8"), { from }).then((r) => process.stdout.write(r.css));
`;

async function compile(file: string): Promise<string> {
  const from = path.join(repo, "src/styles", file);
  const { stdout } = await promisify(execFile)(process.execPath, ["-e", COMPILE, from, repo], { cwd: repo, maxBuffer: 1 << 24 });
  return stdout;
}

/** The class selectors of the utilities layer, unescaped (`sm:px-6`, `bg-page/95`). */
function utilities(css: string): Set<string> {
  const layer = css.slice(css.indexOf("@layer utilities"));
  return new Set([...layer.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => (m[1] as string).replace(/\\(.)/g, "$1")));
}

let site: string;
let admin: string;

beforeAll(async () => {
  [site, admin] = await Promise.all([compile("global.css"), compile("admin-preview.css")]);
}, 60_000);

test("the public CSS has the pages' utilities", () => {
  const classes = utilities(site);
  for (const name of ["sr-only", "bg-page/95", "sm:px-6", "lg:hidden", "token", "open:translate-x-0"]) expect(classes).toContain(name);
});

test("words from outside the page code do not become utilities", () => {
  const classes = utilities(site);
  // Utilities no component uses, which scanning tests, scripts and docs used to add.
  for (const name of ["filter", "table", "transform", "transition", "container", "truncate", "capitalize", "min-h-screen"]) {
    expect(classes).not.toContain(name);
  }
  expect(site).not.toMatch(/@property --tw-(blur|brightness|rotate-x|skew-x)\b/);
});

test("the CMS previews' classes reach the admin's stylesheet only", () => {
  expect(utilities(admin)).toContain("min-h-screen");
  expect(utilities(admin)).toContain("py-8");
  expect(utilities(site)).not.toContain("py-8");
});

test("the CMS previews stay in the light theme: the dark one (dark.css) is the public pages' only", () => {
  expect(admin).not.toMatch(/prefers-color-scheme|color-scheme/);
});

test("the font stack names system-ui first", () => {
  expect(site).toMatch(/--font-sans:\s*system-ui,/);
});
