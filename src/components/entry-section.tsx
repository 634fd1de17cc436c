import type { ReactNode } from "react";
import { balancedGrid, cardPictureSizes, type Columns } from "./balanced-grid";
import { EntryCard, type EntrySummary } from "./entry-card";
import { SiteLink } from "./site-link";

export type EntryCardData = { entry: EntrySummary; to: string; meta: ReactNode };

type EntrySectionProps = {
  id: string;
  heading: string;
  cards: readonly EntryCardData[];
  all?: { to: string; label: string };
  className?: string;
  /** A grid of cards from 1024 px (balanced-grid.ts); without, one column at every width. */
  columns?: Columns;
};

export function EntrySection({ id, heading, cards, all, className, columns }: EntrySectionProps) {
  if (cards.length === 0) return null;
  const grid = columns ? balancedGrid(cards.length, columns) : null;
  const tile = columns ? { pictureSizes: cardPictureSizes(cards.length, columns, 1024) } : undefined;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h2>
      <ul className={`mt-6 grid gap-4 ${grid ? `lg:gap-6 ${grid.gridClasses}` : ""}`}>
        {cards.map((card, index) => (
          <li key={card.to} className={`min-w-0 ${grid?.cardClasses(index) ?? ""}`}>
            <EntryCard
              entry={card.entry}
              to={card.to}
              titleId={`${id}-${card.entry.address}`}
              headingLevel={3}
              meta={card.meta}
              tile={tile}
            />
          </li>
        ))}
      </ul>
      {all ? (
        <p className="mt-6">
          <SiteLink
            to={all.to}
            className="inline-flex min-h-11 items-center gap-2 rounded-sm font-semibold text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline"
          >
            {all.label}
            <span aria-hidden="true" className="inline-block rtl:[scale:-1_1]">
              →
            </span>
          </SiteLink>
        </p>
      ) : null}
    </section>
  );
}
