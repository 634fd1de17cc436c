/** @jest-environment node */
/**
 * The card grids (balanced-grid.ts) for every count in their lists' ranges (registry.ts), at every breakpoint:
 * as few rows as fit, balanced, fuller rows first, no card alone. e2e/widths.spec.ts checks the same on the page.
 */
import { findContentFile, newestCount, type ContentFile } from "../../content-model/registry";
import {
  balancedGrid,
  breakpoints,
  cardGrids,
  cardPictureSizes,
  gridColumns,
  rowSizes,
  shortRowStarts,
  type Columns,
} from "../balanced-grid";

const range = (file: string) => (findContentFile(file) as Extract<ContentFile, { root: "list" }>).range;

const grids: [string, Columns, { min: number; max: number }][] = [
  ["service cards", cardGrids.services, range("services.yaml")],
  ["steps", cardGrids.steps, range("steps.yaml")],
  ["statistics", cardGrids.stats, range("stats.yaml")],
  ["mission cards", cardGrids.mission, range("mission.yaml")],
  // The newest entries a section shows: one to its `count`'s most.
  ["newest entries", cardGrids.entries, { min: 1, max: newestCount().maximum ?? 1 }],
];

describe.each(grids)("%s", (_, columns, { min, max }) => {
  const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const steps = breakpoints.flatMap((bp) => {
    const most = bp === "base" ? (columns.base ?? 1) : columns[bp];
    return most === undefined ? [] : [[bp, most] as const];
  });

  it.each(counts)("%i cards: balanced rows at every breakpoint", (count) => {
    for (const [bp, most] of steps) {
      const rows = rowSizes(count, most);
      const where = `${count} at ${bp} (at most ${most} across): ${rows.join(" + ")}`;
      expect([where, rows.reduce((a, b) => a + b, 0)]).toEqual([where, count]);
      // As few rows as fit, except one column where two across would leave a card alone.
      const oneColumn = most === 2 && count % 2 === 1;
      expect([where, rows.length]).toEqual([where, oneColumn ? count : Math.ceil(count / most)]);
      expect([where, Math.max(...rows) - Math.min(...rows) <= 1]).toEqual([where, true]);
      expect([where, [...rows].sort((a, b) => b - a)]).toEqual([where, rows]);
      // No card alone on a row while another row holds more.
      const alone = rows.length > 1 && rows.includes(1) && Math.max(...rows) > 1;
      expect([where, alone]).toEqual([where, false]);
    }
  });

  it.each(counts)("%i cards: a class for every breakpoint, the short rows' first cards moved in", (count) => {
    const grid = balancedGrid(count, columns);
    for (const [bp, most] of steps) {
      const prefix = bp === "base" ? "" : `${bp}:`;
      expect(grid.gridClasses.split(" ")).toContain(`${prefix}grid-cols-${2 * gridColumns(count, most)}`);
      const starts = shortRowStarts(count, most);
      for (let i = 0; i < count; i += 1) {
        // The card's start at this breakpoint: the last start class at or below it.
        const classes = grid.cardClasses(i).split(" ");
        const upTo = breakpoints.slice(0, breakpoints.indexOf(bp) + 1).map((b) => (b === "base" ? "" : `${b}:`));
        const last = classes.filter((c) => upTo.some((p) => c === `${p}col-start-2` || c === `${p}col-start-auto`)).pop();
        expect([count, bp, i, last?.endsWith("col-start-2") ?? false]).toEqual([count, bp, i, starts.includes(i)]);
        expect(classes[0]).toBe("col-span-2");
      }
    }
  });
});

it("a grid without cards (a section just added in the editor, before its first card) has no columns, and does not throw", () => {
  for (const columns of Object.values(cardGrids)) expect(balancedGrid(0, columns).gridClasses).toBe("");
});

describe("the arrangements named in the issue", () => {
  it("7 service cards: 4 + 3 from 1280 px, 3 + 2 + 2 at 1024 px, one column below (two across would leave one alone)", () => {
    expect(rowSizes(7, 4)).toEqual([4, 3]);
    expect(rowSizes(7, 3)).toEqual([3, 2, 2]);
    expect(rowSizes(7, 2)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(balancedGrid(7, cardGrids.services).gridClasses).toBe("grid-cols-2 sm:grid-cols-2 lg:grid-cols-6 xl:grid-cols-8");
  });

  it("3 statistics: one row from 640 px, one column on phones (not 2 + 1)", () => {
    expect(rowSizes(3, 3)).toEqual([3]);
    expect(rowSizes(3, 4)).toEqual([3]);
    expect(rowSizes(3, 2)).toEqual([1, 1, 1]);
    expect(balancedGrid(3, cardGrids.stats).gridClasses).toBe("grid-cols-2 sm:grid-cols-6 lg:grid-cols-6");
  });

  it("5 steps (the shipped count) at 640–767 px: one column, not 2 + 2 + 1; 6 steps: 2 + 2 + 2", () => {
    expect(rowSizes(5, 2)).toEqual([1, 1, 1, 1, 1]);
    expect(rowSizes(6, 2)).toEqual([2, 2, 2]);
  });

  it("4 and 7 steps: one row of 4 or 4 + 3 from 1280 px, 2 + 2 or 3 + 2 + 2 from 768 px", () => {
    expect([rowSizes(4, 5), rowSizes(4, 3)]).toEqual([[4], [2, 2]]);
    expect([rowSizes(7, 5), rowSizes(7, 3)]).toEqual([
      [4, 3],
      [3, 2, 2],
    ]);
  });

  it("1 mission card: half a row, centred (not stretched across it)", () => {
    const grid = balancedGrid(1, cardGrids.mission);
    expect(grid.gridClasses).toBe("grid-cols-2 md:grid-cols-4 lg:grid-cols-4");
    expect(grid.cardClasses(0)).toBe("col-span-2 md:col-start-2");
  });

  it("5 cards four across are 3 + 2, the second row centred", () => {
    const grid = balancedGrid(5, { sm: 3, xl: 4 });
    expect(grid.gridClasses).toBe("grid-cols-2 sm:grid-cols-6 xl:grid-cols-6");
    expect([0, 1, 2, 3, 4].map(grid.cardClasses)).toEqual([
      "col-span-2",
      "col-span-2",
      "col-span-2",
      "col-span-2 sm:col-start-2",
      "col-span-2",
    ]);
  });

  it("7 cards three, then four across: 3 + 2 + 2, then 4 + 3, each short row's first card moved in at its own widths", () => {
    const grid = balancedGrid(7, { sm: 3, xl: 4 });
    expect(grid.gridClasses).toBe("grid-cols-2 sm:grid-cols-6 xl:grid-cols-8");
    expect([0, 1, 2, 3, 4, 5, 6].map(grid.cardClasses)).toEqual([
      "col-span-2",
      "col-span-2",
      "col-span-2",
      "col-span-2 sm:col-start-2 xl:col-start-auto",
      "col-span-2 xl:col-start-2",
      "col-span-2 sm:col-start-2 xl:col-start-auto",
      "col-span-2",
    ]);
  });
});

/** The width a `sizes` attribute gives at a window width (the first entry whose media matches), for our own simple forms. */
function sizeAt(sizes: string, width: number): number {
  for (const entry of sizes.split(", ")) {
    const media = /^\(min-width: (\d+)px\) (.*)$/.exec(entry);
    if (media && width < Number(media[1])) continue;
    const length = (media ? media[2]! : entry).replace(/^calc/, "").replace(/100vw/g, String(width)).replace(/px/g, "");
    // Only digits, spaces, brackets and + - / remain.
    if (!/^[\d\s()+\-/.]+$/.test(length)) throw new Error(`unexpected length ${length}`);
    return Number(Function(`return ${length}`)());
  }
  throw new Error(`no entry of "${sizes}" applies at ${width} px`);
}

describe("the sizes of a photo filling a service card", () => {
  // The card's inner width, worked out by hand from the classes: the column (100vw, at most 1152 px,
  // less 2 × 16 or 2 × 24 px), the gaps (24 px), the card's padding (20 or 24 px) and border (1 px).
  it.each([
    [8, 375, 375 - 32 - 42],
    [8, 700, (700 - 48 - 24) / 2 - 50],
    [8, 1100, (1100 - 48 - 48) / 3 - 50],
    [8, 1200, Math.floor((1152 - 48 - 48) / 3 - 50)],
    [8, 1440, Math.floor((1152 - 48 - 72) / 4 - 50)],
    // Fewer cards than columns: the cards are wider (three across at 1280 px, a single one half the row).
    [3, 1440, Math.floor((1152 - 48 - 48) / 3 - 50)],
    [1, 1440, Math.floor((1152 - 48 - 24) / 2 - 50)],
    [1, 375, 375 - 32 - 42],
  ])("%i cards at %i px: %f px", (count, width, expected) => {
    expect(sizeAt(cardPictureSizes(count, cardGrids.services), width)).toBeCloseTo(expected, 5);
  });

  it("follows every count's columns at every width, within a pixel of the card's inner width", () => {
    for (let count = range("services.yaml").min; count <= range("services.yaml").max; count += 1) {
      for (let width = 320; width <= 1600; width += 16) {
        const max = breakpoints.reduce((m, bp) => {
          const at = { base: 0, sm: 640, md: 768, lg: 1024, xl: 1280 }[bp];
          const columns = (cardGrids.services as Columns)[bp];
          return width >= at && columns !== undefined ? columns : m;
        }, 1);
        const across = gridColumns(count, max);
        const column = Math.min(width, 1152) - (width >= 640 ? 48 : 32);
        const card = (column - (across - 1) * 24) / across - (width >= 640 ? 50 : 42);
        expect([count, width, Math.abs(sizeAt(cardPictureSizes(count, cardGrids.services), width) - card) <= 1]).toEqual([
          count,
          width,
          true,
        ]);
      }
    }
  });
});

describe("the sizes of an entry card's cover", () => {
  // From 1024 px the card's inner width in its grid; below, the caller's own sizes (12rem beside the text).
  it.each([
    [3, 1024, (1024 - 48 - 48) / 3 - 50],
    [3, 1440, Math.floor((1152 - 48 - 48) / 3 - 50)],
    [2, 1280, (1152 - 48 - 24) / 2 - 50],
    [1, 1280, (1152 - 48 - 24) / 2 - 50],
  ])("%i cards at %i px: %f px", (count, width, expected) => {
    expect(sizeAt(cardPictureSizes(count, cardGrids.entries, 1024), width)).toBeCloseTo(expected, 0);
  });

  it("says nothing below 1024 px", () => {
    expect(
      cardPictureSizes(3, cardGrids.entries, 1024)
        .split(", ")
        .every((entry) => /^\(min-width: \d+px\) /.test(entry)),
    ).toBe(true);
    expect(cardPictureSizes(3, cardGrids.entries, 1024)).toMatch(/\(min-width: 1024px\) [^,]+$/);
  });
});
