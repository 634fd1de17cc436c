/**
 * Grids of cards that look finished for any number of cards (the lists' ranges in
 * src/content-model/schema.ts): the cards are shared out over as few rows as the width allows, as
 * evenly as possible, fuller rows first, and a shorter row is centred under the one above it.
 * Every card in a grid has the same width; none is stretched across empty cells, and no card is
 * left alone on a row while another row holds more (7 cards at four across: 4 + 3; 5 at four:
 * 3 + 2; 7 at three: 3 + 2 + 2; 1 card: half a row, centred, the only arrangement it has).
 *
 * Two across, an odd count would leave its last card alone under a pair (3 statistics on a phone:
 * 2 + 1; 5 steps at 640 px: 2 + 2 + 1). Its balanced arrangements are one column, or the lone card
 * stretched across the row. One column it is: every card keeps the width of the others (a
 * stretched card reads as a different kind of card and breaks the grid's rhythm), and at these
 * widths one card per row is what phones show anyway. Three across would be the other way out,
 * but where a grid allows two, three do not fit.
 *
 * How: a grid of two tracks per column, each card two tracks wide; the first card of a shorter
 * row starts one track in. The classes are chosen here, at build time, from literal class names
 * (below) that Tailwind finds in this file; the count comes from the content, so the CMS preview
 * and the built page lay out the same way. src/components/__tests__/balanced-grid.test.ts checks
 * every count of every grid, and e2e/widths.spec.ts checks them at the eight widths.
 */

/** Breakpoints, in the order their media queries apply (Tailwind's sm 640, md 768, lg 1024, xl 1280 px). */
export const breakpoints = ["base", "sm", "md", "lg", "xl"] as const;
export type Breakpoint = (typeof breakpoints)[number];

/** The most cards side by side, from each breakpoint on (one below the first). */
export type Columns = Partial<Record<Breakpoint, number>>;

/**
 * The most cards side by side in each grid of the site. Kept here, apart from the components, so
 * the tests can lay out every count without rendering them.
 */
export const cardGrids = {
  /**
   * Service cards (Home, Services): one on phones, two from 640 px, three from 1024 px (a card's
   * button label then has about 260 px, as on a phone), four from 1280 px (four at 1024 px would
   * leave it about 180 px, too little for one line).
   */
  services: { sm: 2, lg: 3, xl: 4 },
  /** Process steps (Home): one on phones (number beside the title), two from 640 px, three from 768 px, five from 1280 px. */
  steps: { sm: 2, md: 3, xl: 5 },
  /** Statistics (Home, About): two on phones, three from 640 px, four from 1024 px (wider figures would not fit). */
  stats: { base: 2, sm: 3, lg: 4 },
  /** Mission cards (About): one on phones, two from 768 px, three from 1024 px. */
  mission: { md: 2, lg: 3 },
} as const satisfies Record<string, Columns>;

/**
 * The row sizes for `count` cards at most `max` across: as few rows as possible, sizes differing
 * by one at most, fuller first; one column where two across would leave a card alone (see above).
 */
export function rowSizes(count: number, max: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [1];
  const across = max === 2 && count % 2 === 1 ? 1 : max;
  const rows = Math.ceil(count / across);
  const wide = Math.ceil(count / rows);
  const full = count - rows * (wide - 1);
  return Array.from({ length: rows }, (_, i) => (i < full ? wide : wide - 1));
}

/** How many cards wide the grid is: its fullest row, but two for a single card (so it is not stretched across the row). */
export const gridColumns = (count: number, max: number) => (count === 1 && max > 1 ? 2 : (rowSizes(count, max)[0] ?? 1));

/** Positions (0-based) of the cards that start a row shorter than the grid is wide. */
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

/*
 * Every class this module can return, written out in full so Tailwind generates them: the grid's
 * tracks (two per column) and the start of a shorter row, for each breakpoint.
 */
const tracks: Record<Breakpoint, Readonly<Record<number, string>>> = {
  base: { 1: "grid-cols-2", 2: "grid-cols-4" },
  sm: { 1: "sm:grid-cols-2", 2: "sm:grid-cols-4", 3: "sm:grid-cols-6" },
  md: { 1: "md:grid-cols-2", 2: "md:grid-cols-4", 3: "md:grid-cols-6" },
  lg: { 2: "lg:grid-cols-4", 3: "lg:grid-cols-6", 4: "lg:grid-cols-8" },
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
  /** Classes for the grid element (with `grid` and a gap of the caller's choosing). */
  gridClasses: string;
  /** Classes for the card at `index`. */
  cardClasses: (index: number) => string;
};

/** The classes that lay out `count` cards at most `columns` across; one column below the first breakpoint given. */
export function balancedGrid(count: number, columns: Columns): BalancedGrid {
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

/** Where each breakpoint starts, in CSS pixels (Tailwind's defaults). */
const breakpointWidths: Record<Exclude<Breakpoint, "base">, number> = { sm: 640, md: 768, lg: 1024, xl: 1280 };

/**
 * The box the grids sit in and the cards' own frame, in CSS pixels, as the classes draw them: the
 * page column (`mx-auto max-w-6xl px-4 sm:px-6`: 1152 px at most, 16 then 24 px of padding), the
 * grid's gap (`gap-6`) and a card's padding and border (`p-5 sm:p-6`, `border`) around a picture
 * that fills the card. e2e/pictures.spec.ts measures the pictures against `cardPictureSizes` at
 * several widths, so a change to those classes that is not made here fails there.
 */
export const cardBox = {
  columnMax: 1152,
  columnPadding: { base: 16, sm: 24 },
  gap: 24,
  cardInset: { base: 2 * 20 + 2, sm: 2 * 24 + 2 },
} as const;

/** The most cards side by side at a window width (the largest breakpoint at or below it). */
function maxColumnsAt(width: number, columns: Columns): number {
  let max = columns.base ?? 1;
  for (const bp of breakpoints) if (bp !== "base" && width >= breakpointWidths[bp] && columns[bp] !== undefined) max = columns[bp];
  return max;
}

/**
 * The `sizes` attribute of a picture that fills a card of a balanced grid of `count` cards: for
 * each range of window widths, the card's inner width, from the same column counts as the grid's
 * classes (`gridColumns`), so the browser downloads the narrowest rendition that fills the card at
 * every width. Above the page column's maximum the width is a fixed number of pixels.
 */
export function cardPictureSizes(count: number, columns: Columns): string {
  const { columnMax, columnPadding, gap, cardInset } = cardBox;
  // Every width where something changes: the breakpoints, and where the page column stops growing.
  const starts = [...new Set([...Object.values(breakpointWidths), columnMax, 0])].sort((a, b) => b - a);
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
    // A range that gives the same width as the wider one before it adds nothing.
    if (entries.at(-1)?.length === length) entries.at(-1)!.media = start > 0 ? `(min-width: ${start}px)` : "";
    else entries.push({ media: start > 0 ? `(min-width: ${start}px)` : "", length });
  }
  return entries.map(({ media, length }) => (media ? `${media} ${length}` : length)).join(", ");
}
