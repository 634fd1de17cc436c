/** Median, minimum and maximum of repeated measurements, ignoring failed (null) ones. */

export type Summary = { median: number | null; min: number | null; max: number | null; n: number };

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function summarize(values: readonly (number | null | undefined)[]): Summary {
  const present = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  return {
    median: median(present),
    min: present.length ? Math.min(...present) : null,
    max: present.length ? Math.max(...present) : null,
    n: present.length,
  };
}
