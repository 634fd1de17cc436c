/**
 * The grids of cards (src/components/balanced-grid.ts) as a visitor sees them: found on the
 * rendered page by what is in them, measured, and judged. A grid looks finished when all its cards
 * are equally wide (none stretched), its rows hold as many as the fullest row or one fewer, fuller
 * rows first, each row is centred in the grid (no empty cells at one end), and no card sits alone
 * on a row while another row holds more (balanced-grid.ts: two across, an odd count goes one column).
 *
 * `gridLayout` runs in the browser. Given a `resize`, it first gives one grid that many cards
 * (copies of its first card, or fewer) with the classes balanced-grid.ts chooses for that many, as
 * the site's build would, so e2e/widths.spec.ts can try every count of every grid on one page.
 */
import fs from "node:fs";
import path from "node:path";
import { FULL_STYLESHEET } from "../../plugins/page-css/page-css";
import { balancedGrid, cardGrids } from "../../src/components/balanced-grid";
import { findContentFile, newestCount, sectionTypes, type ContentFile } from "../../src/content-model/registry";
import type { ObjectListField } from "../../src/content-model/fields";

type ListFile = Extract<ContentFile, { root: "list" }>;

/** The launch page of the long-content build: a section of every type, each list at its longest (test/fixtures/long-content/site-pages/launch.md). */
export const landingPage = "/launch/";

/** A section's grid: the list right under its frame, whose heading's id starts with the type's (`pricing-heading`, `pricing-2-heading`). */
const sectionGrid = (type: string) => `section[aria-labelledby^="${type}-"] > ul`;

/**
 * Where each grid is on a page: a CSS selector for the grid element, and where its range is: the content file its
 * cards come from, or the section type and its list field (sections.ts; the newest entries: neither, their count is
 * the section's `count`). `build`: the widths project whose build shows the grid (the real content has no articles or
 * case studies, and no section of the new types).
 */
export const gridsOnPages = {
  services: { selector: 'ul:has(> li > article[aria-labelledby^="service-"])', file: "services.yaml", pages: ["/", "/services/"] },
  steps: { selector: 'section[aria-labelledby^="process-"] ol', file: "steps.yaml", pages: ["/"] },
  // The stat lists, whose cards are <div>s of a term and its value; not a list of facts whose
  // terms and values are the grid's own cells (a case study's client, industry and services).
  stats: { selector: "main dl:has(> div)", file: "stats.yaml", pages: ["/", "/about/"] },
  mission: { selector: 'ul:has(> li > article[aria-labelledby^="mission-"])', file: "mission.yaml", pages: ["/about/"] },
  people: { selector: "section#team > ul", file: "people.yaml", pages: ["/about/"], build: "widths-long-content" },
  entries: {
    selector: 'ul:has(> li > article[aria-labelledby^="latest-"])',
    file: null,
    pages: ["/", "/services/"],
    build: "widths-long-content",
  },
  features: { selector: sectionGrid("features"), section: ["features", "items"], pages: [landingPage], build: "widths-long-content" },
  testimonials: {
    selector: sectionGrid("testimonials"),
    section: ["testimonials", "items"],
    pages: [landingPage],
    build: "widths-long-content",
  },
  logos: { selector: sectionGrid("logos"), section: ["logos", "items"], pages: [landingPage], build: "widths-long-content" },
  pricing: { selector: sectionGrid("pricing"), section: ["pricing", "plans"], pages: [landingPage], build: "widths-long-content" },
} as const satisfies Record<
  keyof typeof cardGrids,
  { selector: string; pages: readonly string[]; build?: string } & ({ file: string | null } | { section: readonly [string, string] })
>;

export type GridName = keyof typeof gridsOnPages;

/** Every grid's selector, for `gridLayout` (which runs in the browser and cannot import them). */
export const gridSelectors: string[] = Object.values(gridsOnPages).map((grid) => grid.selector);

/** Every count a grid's list may have (its range in registry.ts or sections.ts). */
export function countsOf(name: GridName): number[] {
  const grid: { file?: string | null; section?: readonly [string, string] } = gridsOnPages[name];
  const { min, max } = grid.section
    ? (sectionTypes.find((type) => type.name === grid.section![0])!.fields[grid.section[1]] as ObjectListField).range
    : grid.file
      ? (findContentFile(grid.file) as ListFile).range
      : { min: 1, max: newestCount().maximum ?? 1 };
  // A grid with no card is not shown (the team section without people).
  const least = Math.max(min, 1);
  return Array.from({ length: max - least + 1 }, (_, i) => least + i);
}

/**
 * The site's whole stylesheet, from the repository's last build (plugins/page-css). Each page
 * inlines only the rules its own markup uses, so a grid given another count on the page needs the
 * rules a build with that count would have inlined.
 */
export function wholeStylesheet(): string {
  const file = path.resolve(__dirname, "..", "..", FULL_STYLESHEET);
  if (!fs.existsSync(file)) throw new Error(`${FULL_STYLESHEET} is missing: build the site first (npm run build)`);
  return fs.readFileSync(file, "utf8");
}

export type Resize = { selector: string; count: number; gridClasses: string; cardClasses: string[] };

/** What `gridLayout` needs to give the grid `name` `count` cards. */
export function resizeFor(name: GridName, count: number): Resize {
  const grid = balancedGrid(count, cardGrids[name]);
  return {
    selector: gridsOnPages[name].selector,
    count,
    gridClasses: grid.gridClasses,
    cardClasses: Array.from({ length: count }, (_, i) => grid.cardClasses(i)),
  };
}

/**
 * Runs in the browser: the problems of every grid of cards on the page (`selectors`: gridSelectors), each naming the grid by
 * its first card's text and giving the row sizes. Empty when every grid looks finished.
 */
export function gridLayout({ selectors, resize }: { selectors: readonly string[]; resize: Resize | null }): string[] {
  const layoutClass = /^(?:[a-z0-9]+:)?(?:grid-cols|col-start|col-span)-\S+$/;
  if (resize) {
    const grid = document.querySelector(resize.selector);
    if (!grid || !grid.firstElementChild) return [`no grid ${resize.selector} on this page`];
    const first = grid.firstElementChild;
    while (grid.children.length > resize.count) grid.lastElementChild?.remove();
    while (grid.children.length < resize.count) grid.append(first.cloneNode(true));
    const restyle = (el: Element, classes: string) => {
      for (const name of Array.from(el.classList)) if (layoutClass.test(name)) el.classList.remove(name);
      el.classList.add(...classes.split(" ").filter(Boolean));
    };
    restyle(grid, resize.gridClasses);
    Array.from(grid.children).forEach((card, i) => restyle(card, resize.cardClasses[i] ?? ""));
  }
  const problems: string[] = [];
  for (const grid of Array.from(document.querySelectorAll(selectors.join(", ")))) {
    const cards = Array.from(grid.children).filter((el) => el.getBoundingClientRect().width > 0);
    if (cards.length === 0) continue;
    const name = `the grid of ${cards.length} starting "${(cards[0]?.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30)}"`;
    const box = grid.getBoundingClientRect();
    const rows: DOMRect[][] = [];
    for (const card of cards) {
      const rect = card.getBoundingClientRect();
      const row = rows.find((r) => Math.abs((r[0]?.top ?? 0) - rect.top) < 2);
      if (row) row.push(rect);
      else rows.push([rect]);
    }
    const sizes = rows.map((r) => r.length);
    const shape = sizes.join(" + ");
    const widths = cards.map((c) => c.getBoundingClientRect().width);
    if (Math.max(...widths) - Math.min(...widths) > 1) {
      problems.push(
        `${name}: cards of different widths (${Math.round(Math.min(...widths))} to ${Math.round(Math.max(...widths))} px) in rows of ${shape}`,
      );
    }
    const most = Math.max(...sizes);
    if (sizes.some((size, i) => size < most - 1 || (i > 0 && size > (sizes[i - 1] ?? 0)))) {
      problems.push(`${name}: unbalanced rows ${shape}`);
    }
    if (rows.length > 1 && sizes.includes(1) && most > 1) problems.push(`${name}: a card alone on a row, in rows of ${shape}`);
    rows.forEach((row, i) => {
      const left = (row[0]?.left ?? 0) - box.left;
      const right = box.right - (row[row.length - 1]?.right ?? 0);
      if (Math.abs(left - right) > 2) {
        problems.push(`${name}: row ${i + 1} of ${shape} is not centred (${Math.round(left)} px left, ${Math.round(right)} px right)`);
      }
    });
    // Nothing in a card wider than the card (a figure, a word, a button label).
    for (const card of cards) {
      for (const el of [card, ...Array.from(card.querySelectorAll("*"))]) {
        if (el instanceof SVGElement || getComputedStyle(el).overflowX !== "visible") continue;
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
          problems.push(
            `${name}: "${(el.textContent ?? "").trim().slice(0, 30)}" is ${el.scrollWidth} px wide in a ${el.clientWidth} px box`,
          );
        }
      }
    }
  }
  return problems;
}
