// What a page's list of sections must hold beyond each section's own fields: its headings in order, one recommended plan.
import { typeOfEntry, type ObjectListField } from "./registry";

export type SectionIssue = { at: (string | number)[]; message: string };

const label = (field: ObjectListField, name: string) => field.types?.find((t) => t.name === name)?.label ?? name;
const numbers = (list: number[]) => `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;

/** A required list is a built-in page's whole content, which opens with its hero; a created page's may leave it out. */
export function sectionIssues(field: ObjectListField, sections: readonly unknown[]): SectionIssue[] {
  // The section that holds a page's only first-level heading comes first, once.
  const opening = field.types?.find((t) => t.opensPage)?.name;
  if (!opening) return [];
  const [one] = field.range.noun;
  const issues: SectionIssue[] = [];
  const types = sections.map(typeOfEntry);
  const heroes = types.flatMap((type, i) => (type === opening ? [i] : []));
  const first = types[0];
  if (!field.optional && heroes.length === 0 && sections.length > 0)
    issues.push({
      at: [0, "type"],
      message: `is ${typeof first === "string" ? `"${first}"` : "missing"}, but this page starts with a ${opening} section: it holds the page's main heading (its only first-level heading). Add a ${one} "type: ${opening}" at the top, with the page's heading and paragraph.`,
    });
  for (const i of heroes.filter((i) => i > 0))
    issues.push({
      at: [i, "type"],
      message:
        heroes[0] === 0
          ? `is a second ${label(field, opening)}: only the first ${one} may be one, as it holds the page's main heading, and a page has one. Make this ${one} another type (such as "text"), or delete it.`
          : `is a ${label(field, opening)}, which only the first ${one} may be: it holds the page's main heading, which comes before everything else. Move this ${one} to the top.`,
    });
  // Lists of which at most one entry may have a yes/no field on (a recommended plan).
  sections.forEach((section, i) => {
    const fields = field.types?.find((t) => t.name === typeOfEntry(section))?.fields ?? {};
    for (const [name, list] of Object.entries(fields)) {
      const entries = (section as Record<string, unknown>)[name];
      if (list.type !== "objectList" || !list.onlyOne || !Array.isArray(entries)) continue;
      const { flag, why } = list.onlyOne;
      const [item] = list.range.noun;
      const on = entries.flatMap((entry, n) => ((entry as Record<string, unknown> | null)?.[flag] === true ? [n] : []));
      for (const n of on.slice(1))
        issues.push({
          at: [i, name, n, flag],
          message: `is true for ${item}s ${numbers(on.map((k) => k + 1))}: at most one ${item} is ${flag} (${why}). Set it to false on all but one.`,
        });
    }
  });
  return issues;
}
