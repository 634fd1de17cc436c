// Card grids that never leave a card alone on a row: as few rows as fit, fuller rows first, a shorter
// row centred (two tracks per column). Two across with an odd count becomes one column, since a
// stretched card breaks the grid's rhythm.
export const breakpoints = ["base", "sm", "md", "lg", "xl"] as const;
export type Breakpoint = (typeof breakpoints)[number];

export type Columns = Partial<Record<Breakpoint, number>>;

export const cardGrids = {
  // Four only from 1280 px: at 1024 px a card's button label would get about 180 px, too little for one line.
  services: { sm: 2, lg: 3, xl: 4 },
  steps: { sm: 2, md: 3, xl: 5 },
  stats: { base: 2, sm: 3, lg: 4 },
  mission: { md: 2, lg: 3 },
  // The team on About: two small portraits across even on a phone.
  people: { base: 2, md: 3, xl: 4 },
  // The newest entries on Home and Services: one column of wide cards below 1024 px, the cover beside the text.
  entries: { lg: 3 },
  // Sections (src/components/sections/): feature cards as the service cards; quotes hold a paragraph, so three at most;
  // plans side by side from 1024 px, four only from 1280 px; logos on small tiles, three across even on a phone.
  features: { sm: 2, lg: 3, xl: 4 },
  testimonials: { md: 2, lg: 3 },
  pricing: { md: 2, lg: 3, xl: 4 },
  logos: { base: 3, sm: 4, lg: 6 },
} as const satisfies Record<string, Columns>;

export function rowSizes(count: number, max: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [1];
  const across = max === 2 && count % 2 === 1 ? 1 : max;
  const rows = Math.ceil(count / across);
  const wide = Math.ceil(count / rows);
  const full = count - rows * (wide - 1);
  return Array.from({ length: rows }, (_, i) => (i < full ? wide : wide - 1));
}

// A single card takes half of a two-wide grid rather than being stretched across the row.
export const gridColumns = (count: number, max: number) => (count === 1 && max > 1 ? 2 : (rowSizes(count, max)[0] ?? 1));

export function shortRowStarts(count: number, max: number): number[] {
  const columns = gridColumns(count, max);
  const starts: number[] = [];
  let index = 0;
  for (const size of rowSizes(count, max)) {
    if (size < columns) starts.push(index);
    index += size;
  }
  return starts;
}

// Class names written out in full so that Tailwind finds and generates them.
const tracks: Record<Breakpoint, Readonly<Record<number, string>>> = {
  base: { 1: "grid-cols-2", 2: "grid-cols-4", 3: "grid-cols-6" },
  sm: { 1: "sm:grid-cols-2", 2: "sm:grid-cols-4", 3: "sm:grid-cols-6", 4: "sm:grid-cols-8" },
  md: { 1: "md:grid-cols-2", 2: "md:grid-cols-4", 3: "md:grid-cols-6" },
  lg: { 2: "lg:grid-cols-4", 3: "lg:grid-cols-6", 4: "lg:grid-cols-8", 5: "lg:grid-cols-10", 6: "lg:grid-cols-12" },
  xl: { 2: "xl:grid-cols-4", 3: "xl:grid-cols-6", 4: "xl:grid-cols-8", 5: "xl:grid-cols-10" },
};
const shortStart: Record<Breakpoint, string> = {
  base: "col-start-2",
  sm: "sm:col-start-2",
  md: "md:col-start-2",
  lg: "lg:col-start-2",
  xl: "xl:col-start-2",
};
const fullStart: Record<Breakpoint, string> = {
  base: "col-start-auto",
  sm: "sm:col-start-auto",
  md: "md:col-start-auto",
  lg: "lg:col-start-auto",
  xl: "xl:col-start-auto",
};

export type BalancedGrid = {
  gridClasses: string;
  cardClasses: (index: number) => string;
};

export function balancedGrid(count: number, columns: Columns): BalancedGrid {
  // A section just added in the editor has no cards yet: its preview draws an empty grid.
  if (count <= 0) return { gridClasses: "", cardClasses: () => "col-span-2" };
  const steps = breakpoints.map((bp) => [bp, bp === "base" ? (columns.base ?? 1) : columns[bp]] as const);
  const gridClasses: string[] = [];
  const starts: { bp: Breakpoint; rows: Set<number> }[] = [];
  for (const [bp, max] of steps) {
    if (max === undefined) continue;
    const wide = gridColumns(count, max);
    const name = tracks[bp][wide];
    if (!name) throw new Error(`balanced-grid: no class for ${wide} columns at ${bp}; add it to the tracks above`);
    gridClasses.push(name);
    starts.push({ bp, rows: new Set(shortRowStarts(count, max)) });
  }
  const cardClasses = (index: number) => {
    const names = ["col-span-2"];
    let shifted = false;
    for (const { bp, rows } of starts) {
      const shift = rows.has(index);
      if (shift !== shifted) names.push(shift ? shortStart[bp] : fullStart[bp]);
      shifted = shift;
    }
    return names.join(" ");
  };
  return { gridClasses: gridClasses.join(" "), cardClasses };
}

const breakpointWidths: Record<Exclude<Breakpoint, "base">, number> = { sm: 640, md: 768, lg: 1024, xl: 1280 };

// Mirrors the classes (max-w-6xl px-4 sm:px-6, gap-6, p-5 sm:p-6 border); e2e/pictures.spec.ts fails if they drift apart.
export const cardBox = {
  columnMax: 1152,
  columnPadding: { base: 16, sm: 24 },
  gap: 24,
  cardInset: { base: 2 * 20 + 2, sm: 2 * 24 + 2 },
} as const;

function maxColumnsAt(width: number, columns: Columns): number {
  let max = columns.base ?? 1;
  for (const bp of breakpoints) if (bp !== "base" && width >= breakpointWidths[bp] && columns[bp] !== undefined) max = columns[bp];
  return max;
}

// `from`: only the widths from there (a card laid out otherwise below, whose caller adds its own sizes).
export function cardPictureSizes(count: number, columns: Columns, from = 0): string {
  const { columnMax, columnPadding, gap, cardInset } = cardBox;
  const starts = [...new Set([...Object.values(breakpointWidths), columnMax, from])].filter((start) => start >= from).sort((a, b) => b - a);
  const entries: { media: string; length: string }[] = [];
  for (const start of starts) {
    const wide = start >= breakpointWidths.sm;
    const padding = wide ? columnPadding.sm : columnPadding.base;
    const inset = wide ? cardInset.sm : cardInset.base;
    const across = gridColumns(count, maxColumnsAt(start, columns));
    const gaps = (across - 1) * gap;
    let length: string;
    if (start >= columnMax) {
      length = `${Math.floor((columnMax - 2 * padding - gaps) / across - inset)}px`;
    } else if (across === 1) {
      length = `calc(100vw - ${2 * padding + inset}px)`;
    } else {
      length = `calc((100vw - ${2 * padding + gaps}px) / ${across} - ${inset}px)`;
    }
    if (entries.at(-1)?.length === length) entries.at(-1)!.media = start > 0 ? `(min-width: ${start}px)` : "";
    else entries.push({ media: start > 0 ? `(min-width: ${start}px)` : "", length });
  }
  return entries.map(({ media, length }) => (media ? `${media} ${length}` : length)).join(", ");
}
