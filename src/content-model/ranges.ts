// Browser-safe: the editor's bundle refuses to save a list outside its range (src/cms/admin.tsx).
import { entryFields } from "./fields";
import type { ContentFile, Fields, Range } from "./registry";

const plural = (n: number, word: string, words: string) => `${n} ${n === 1 ? word : words}`;

export function rangeWords(range: Range): string {
  const why = range.why ?? "fit the layout";
  if (range.min === range.max) return `exactly ${range.min} ${why}`;
  return range.min === 0 ? `up to ${range.max} ${why}` : `between ${range.min} and ${range.max} ${why}`;
}

/** A list's description with how many entries it may have: "The header links, in order. Between 2 and 6 fit the header." */
export const withRangeWords = (description: string, range: Range) =>
  `${description} ${rangeWords(range).charAt(0).toUpperCase()}${rangeWords(range).slice(1)}.`;

export function countProblem(count: number, range: Range): string | undefined {
  if (count >= range.min && count <= range.max) return undefined;
  const [one, many] = range.noun;
  const fix = count > range.max ? `Remove ${count - range.max}.` : `Add ${range.min - count} (copy an entry and change it).`;
  return `has ${plural(count, one, many)}; ${rangeWords(range)}. ${fix}`;
}

export function rangeProblems(spec: ContentFile, data: unknown): string[] {
  const problems: string[] = [];
  const visit = (fields: Fields, value: unknown, path: string[]) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return;
    for (const [name, field] of Object.entries(fields)) {
      const child = (value as Record<string, unknown>)[name];
      const here = [...path, name];
      if (field.type === "object") visit(field.fields, child, here);
      if ((field.type === "stringList" || field.type === "objectList") && Array.isArray(child)) {
        const problem = countProblem(child.length, field.range);
        if (problem) problems.push(`${here.join(" > ")}: ${problem}`);
        if (field.type === "objectList") for (const entry of child) visit(entryFields(field, entry) ?? {}, entry, here);
      }
    }
  };
  if (spec.root === "list") {
    if (!Array.isArray(data)) return problems;
    const problem = countProblem(data.length, spec.range);
    if (problem) problems.push(problem);
    for (const entry of data) visit(spec.fields, entry, []);
  } else {
    visit(spec.fields, data, []);
  }
  return problems;
}
