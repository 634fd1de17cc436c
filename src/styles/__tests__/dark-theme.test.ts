/** @jest-environment node */
/**
 * The dark theme (dark.css) gives every colour token of global.css a value, and text stays readable in both
 * themes: WCAG's contrast of every pair the components put together (text ≥ 4.5:1, the focus outline ≥ 3:1).
 */
import fs from "node:fs";
import path from "node:path";
import postcss, { type Container } from "postcss";

const read = (file: string) => postcss.parse(fs.readFileSync(path.join(__dirname, "..", file), "utf8"));

function colours(root: Container): Record<string, string> {
  const out: Record<string, string> = {};
  root.walkDecls(/^--color-/, (decl) => {
    out[decl.prop.replace("--color-", "")] = decl.value.toLowerCase();
  });
  return out;
}

const global = read("global.css");
let themeBlock: Container | undefined;
global.walkAtRules("theme", (rule) => {
  themeBlock = rule;
});
const light = colours(themeBlock!);
let darkBlock: Container | undefined;
read("dark.css").walkAtRules("media", (rule) => {
  if (/prefers-color-scheme:\s*dark/.test(rule.params)) darkBlock = rule;
});
const dark = colours(darkBlock!);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

// Which colour sits on which, as the components use them (text-*, bg-*, outline).
const backgrounds = ["page", "surface", "brand-soft"];
const pairs: [string, string, number][] = [
  ...["ink", "muted", "brand", "brand-strong", "danger"].flatMap((text) =>
    backgrounds.map((bg) => [text, bg, 4.5] as [string, string, number]),
  ),
  ["on-brand", "brand", 4.5],
  ["on-brand", "brand-strong", 4.5],
  ...backgrounds.map((bg) => ["focus", bg, 3] as [string, string, number]),
];

test("every colour token has a dark value, and nothing else", () => {
  expect(Object.keys(light).length).toBeGreaterThan(5);
  expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
  for (const value of Object.values({ ...light, ...dark })) expect(value).toMatch(/^#[0-9a-f]{6}$/);
});

describe.each([
  ["light", light],
  ["dark", dark],
])("the %s theme", (_, tokens) => {
  it.each(pairs)("%s on %s: at least %f:1", (fore, back, least) => {
    expect(contrast(tokens[fore]!, tokens[back]!)).toBeGreaterThanOrEqual(least);
  });
});
