/**
 * Layout shifts as Chromium reports them through its DevTools protocol (PerformanceTimeline):
 * whether or not the page runs scripts, each with where the elements that moved were and went.
 */
import type { CDPSession } from "@playwright/test";

export type LayoutShift = {
  /** Its share of the layout shift score. */
  value: number;
  /** Each moved element's box before and after, as `x,y w×h → x,y w×h` in CSS pixels. */
  moved: string[];
};

type Rect = { x: number; y: number; width: number; height: number };
const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;

/**
 * Starts recording the layout shifts of the page `cdp` is attached to; the list fills as Chromium
 * reports them (in the frame each happens in). `alsoTimeline` names other PerformanceTimeline event
 * types the caller listens for on the same session (the domain is enabled once, for all of them).
 */
export async function recordLayoutShifts(cdp: CDPSession, alsoTimeline: string[] = []): Promise<LayoutShift[]> {
  const shifts: LayoutShift[] = [];
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
    if (event.type !== "layout-shift" || !event.layoutShiftDetails) return;
    shifts.push({
      value: event.layoutShiftDetails.value,
      moved: event.layoutShiftDetails.sources.map((s) => `${box(s.previousRect)} → ${box(s.currentRect)}`),
    });
  });
  await cdp.send("PerformanceTimeline.enable", { eventTypes: ["layout-shift", ...alsoTimeline] });
  return shifts;
}

/** The score the shifts add up to. */
export const shiftScore = (shifts: readonly LayoutShift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

/** One line per shift, for a failure message. */
export const describeShifts = (shifts: readonly LayoutShift[]) =>
  shifts.map((s) => `  - ${s.value.toFixed(4)}: ${s.moved.join("; ")}`).join("\n");
