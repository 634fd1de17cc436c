/**
 * How many entries each list may have (schema.ts, `range`), in the words the check, the editor's
 * hints, the JSON Schemas and CONTENT.md share; and the lists of a file's data that are outside
 * their range, which the browser editor refuses to save (src/cms/admin.tsx). Plain functions of
 * the data: the editor's bundle uses them too.
 */
import type { ContentFile, Fields, Range } from "./schema";

const plural = (n: number, word: string, words: string) => `${n} ${n === 1 ? word : words}`;

/**
 * How many entries a list may have, and why, as the check, the editor's hints, the JSON Schemas and
 * CONTENT.md all say it: "between 2 and 6 fit the layout", "up to 8 fit the footer".
 */
export function rangeWords(range: Range): string {
  const why = range.why ?? "fit the layout";
  if (range.min === range.max) return `exactly ${range.min} ${why}`;
  return range.min === 0 ? `up to ${range.max} ${why}` : `between ${range.min} and ${range.max} ${why}`;
}

/**
 * The check's words for a list with too few or too many entries, after the file and field:
 * "has 7 statistics; between 2 and 6 fit the layout. Remove 1." (undefined when the count is in range).
 */
export function countProblem(count: number, range: Range): string | undefined {
  if (count >= range.min && count <= range.max) return undefined;
  const [one, many] = range.noun;
  const fix = count > range.max ? `Remove ${count - range.max}.` : `Add ${range.min - count} (copy an entry and change it).`;
  return `has ${plural(count, one, many)}; ${rangeWords(range)}. ${fix}`;
}

/**
 * Every list in a content file's data that is outside its range, named as the check names it
 * ("footer > solutions: has 9 entries; up to 8 fit the footer. Remove 1."; the file's own list
 * without a name).
 */
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
        if (field.type === "objectList") for (const entry of child) visit(field.fields, entry, here);
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
