/**
 * Each built page inlines only the CSS its own markup uses (plugins/page-css), and loses nothing
 * it does use: every class in a page's markup that the site's whole stylesheet styles is styled in
 * the page's own CSS too, whatever state or width the rule is for.
 */
import fs from "node:fs";
import path from "node:path";
import postcss from "postcss";
import { FULL_STYLESHEET } from "../../plugins/page-css/page-css";
import { builtHtmlFiles, createdPages, readPublic, repo } from "./support/site";

const unescape = (name: string) => name.replace(/\\(.)/g, "$1");

/** A selector without its pseudo-classes and pseudo-elements (and their arguments), and without a `:where(…)`/`:is(…)` around it all. */
function withoutStates(selector: string): string {
  let rest = selector.trim().replace(/^:(?:where|is)\((.*)\)$/, "$1");
  let out = "";
  for (let i = 0; i < rest.length; i += 1) {
    const char = rest[i] as string;
    if (char === "\\") {
      out += rest.slice(i, i + 2);
      i += 1;
    } else if (char === ":") {
      const name = /^::?[\w-]+/.exec(rest.slice(i))?.[0] ?? ":";
      i += name.length - 1;
      if (rest[i + 1] === "(") {
        let depth = 0;
        do {
          i += 1;
          if (rest[i] === "(") depth += 1;
          else if (rest[i] === ")") depth -= 1;
        } while (depth > 0 && i < rest.length);
      }
    } else out += char;
  }
  rest = out;
  return rest.replace(/\s*[>+~]\s*$/, "").trim();
}

/** Every class name a stylesheet's selectors name, unescaped (`lg\:grid-cols-3` → `lg:grid-cols-3`). */
function classesStyledBy(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const m of rule.selector.matchAll(/\.((?:\\.|[\w-])+)/g)) names.add(unescape(m[1] as string));
  });
  return names;
}

/**
 * The classes a stylesheet styles on their own: some rule's selector is that one class, give or
 * take states (`:hover`, `:focus-visible`, `open:`) and a media query; an element with the class
 * needs that rule, whatever else the page holds. (`aria-[current=page]:underline` also needs the
 * attribute, which a page without a current link does not have.)
 */
function classesStyledAlone(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) {
      const alone = /^\.((?:\\.|[\w-])+)$/.exec(withoutStates(selector));
      if (alone) names.add(unescape(alone[1] as string));
    }
  });
  return names;
}

const inlineCss = (html: string) => /<style[^>]*data-identity="gatsby-global-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1];
const markupClasses = (html: string) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => (m[1] as string).split(/\s+/).filter(Boolean)));

const whole = fs.readFileSync(path.join(repo, FULL_STYLESHEET), "utf8");
const styledAlone = classesStyledAlone(whole);
const pages = builtHtmlFiles();

describe.each(pages)("%s", (file) => {
  const html = readPublic(file);
  const css = inlineCss(html) ?? "";
  const own = classesStyledBy(css);

  it("inlines less than the whole stylesheet, and every rule its markup's classes need", () => {
    expect(css.length).toBeGreaterThan(0);
    expect(css.length).toBeLessThan(whole.length * 0.8);
    const lost = [...markupClasses(html)].filter((name) => styledAlone.has(name) && !own.has(name));
    expect(lost).toEqual([]);
  });

  it("follows the system's dark theme: color-scheme, and a dark value for every colour token it uses (src/styles/dark.css)", () => {
    const tokens = (inDark: boolean) => {
      const names = new Set<string>();
      postcss.parse(css).walkDecls(/^--color-/, (decl) => {
        const media = decl.parent?.parent?.type === "atrule" ? (decl.parent.parent as postcss.AtRule).params : "";
        if (/prefers-color-scheme:\s*dark/.test(media) === inDark) names.add(decl.prop);
      });
      return names;
    };
    const light = tokens(false);
    expect(light.size).toBeGreaterThan(0);
    expect([...light].filter((name) => !tokens(true).has(name))).toEqual([]);
    expect(css).toMatch(/:root\{color-scheme:light dark\}/);
  });

  it("styles no class its markup does not use", () => {
    const classes = markupClasses(html);
    // A selector may name a second class of the same element or an ancestor's (`.group:hover .x`);
    // a class that is in no selector with a class the page has cannot come from this page.
    const strays = [...own].filter((name) => !classes.has(name)).filter((name) => !new RegExp(`\\.${name}[^{]*\\.`).test(css));
    expect(strays.filter((name) => !/^not-prose$/.test(name))).toEqual([]);
  });
});

it("gives the prose styles (@tailwindcss/typography) to the pages editors create, and to no other page", () => {
  expect(createdPages.length).toBeGreaterThan(0);
  for (const file of pages) {
    const created = createdPages.some((p) => p.file === file);
    expect([file, /\.prose\b/.test(inlineCss(readPublic(file)) ?? "")]).toEqual([file, created]);
  }
});
