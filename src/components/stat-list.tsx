import { graphql } from "gatsby";
import { balancedGrid, cardGrids } from "./balanced-grid";
import { Icon } from "./icon";

/** A figure and what it counts: a statistic (stats.yaml, with its icon), or a case study's result. */
type Stat = { readonly title: string; readonly value: string; readonly icon?: string | null };

type StatListProps = {
  stats: readonly Stat[];
  /** About shows each statistic as a card with its icon; Home shows the figures alone. */
  variant: "figures" | "cards";
};

/**
 * A figure is never broken ("10,00" / "0+"): it stays on one line, and wider figures get a
 * smaller size so that up to seven characters ("10,000+") fit two columns on a 320 px phone.
 * All share the size of the widest, so they read as one row of figures.
 */
function figureSize(stats: readonly Stat[]): string {
  const widest = Math.max(...stats.map((stat) => stat.value.length));
  if (widest <= 4) return "text-3xl sm:text-4xl";
  if (widest <= 6) return "text-2xl sm:text-3xl lg:text-4xl";
  return "text-xl sm:text-3xl";
}

/**
 * The statistics (2 to 6), as a description list: each figure belongs to its label. In balanced
 * rows (balanced-grid.ts): three are one row from 640 px, five are 3 + 2, six 3 + 3.
 */
export function StatList({ stats, variant }: StatListProps) {
  const size = figureSize(stats);
  const grid = balancedGrid(stats.length, cardGrids.stats);
  return (
    <dl className={`grid gap-4 ${grid.gridClasses}`}>
      {stats.map((stat, index) => (
        <div
          key={`${index} ${stat.title}`}
          className={
            variant === "cards"
              ? `flex min-w-0 flex-col items-center gap-2 rounded-2xl border border-line bg-surface px-4 py-6 text-center shadow-sm sm:px-6 ${grid.cardClasses(index)}`
              : `flex min-w-0 flex-col items-center gap-1 rounded-2xl bg-brand-strong px-4 py-5 text-center text-on-brand sm:px-5 ${grid.cardClasses(index)}`
          }
        >
          <dt
            className={
              variant === "cards" ? "order-2 text-sm font-medium hyphens-auto text-muted" : "order-2 text-sm font-medium hyphens-auto"
            }
          >
            {stat.title}
          </dt>
          <dd className={`order-1 flex flex-col items-center gap-3 font-bold tracking-tight ${size}`}>
            {variant === "cards" && stat.icon ? (
              // The icon sits inside the <dd>: a <dl> group may only hold <dt> and <dd> elements.
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
                <Icon name={stat.icon} />
              </span>
            ) : null}
            <span className="token">{stat.value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export const query = graphql`
  fragment Stat on StatsYaml {
    yamlId
    title
    value
    icon
  }
`;
