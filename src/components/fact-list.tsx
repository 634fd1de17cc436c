import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode };

/** An entry's facts as terms beside their values (a case study's client, an opening's pay), one under the other on a phone. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {facts.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd className="text-muted">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
