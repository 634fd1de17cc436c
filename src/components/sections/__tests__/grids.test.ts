/** @jest-environment node */
/**
 * The sections' card grids (balanced-grid.ts) at every count the section library allows (sections.ts):
 * a class for every breakpoint's column count, and no card alone on a row while another row holds more.
 */
import { sectionTypes } from "../../../content-model/registry";
import { balancedGrid, breakpoints, cardGrids, rowSizes, type Columns } from "../../balanced-grid";

function rangeOf(section: string, field: string): { min: number; max: number } {
  const found = sectionTypes.find((type) => type.name === section)?.fields[field];
  if (!found || found.type !== "objectList") throw new Error(`${section} has no list ${field}`);
  return found.range;
}

const grids: [string, Columns, { min: number; max: number }][] = [
  ["features", cardGrids.features, rangeOf("features", "items")],
  ["testimonials", cardGrids.testimonials, rangeOf("testimonials", "items")],
  ["logos", cardGrids.logos, rangeOf("logos", "items")],
  ["pricing", cardGrids.pricing, rangeOf("pricing", "plans")],
];

describe.each(grids)("%s", (_, columns, { min, max }) => {
  const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);

  it.each(counts)("%i cards: a grid class at every breakpoint and balanced rows", (count) => {
    expect(() => balancedGrid(count, columns)).not.toThrow();
    for (const bp of breakpoints) {
      const most = bp === "base" ? (columns.base ?? 1) : columns[bp];
      if (most === undefined) continue;
      const rows = rowSizes(count, most);
      const where = `${count} at ${bp}: ${rows.join(" + ")}`;
      expect([where, Math.max(...rows) - Math.min(...rows) <= 1]).toEqual([where, true]);
      expect([where, rows.length > 1 && rows.includes(1) && Math.max(...rows) > 1]).toEqual([where, false]);
    }
  });
});
