import { graphql } from "gatsby";
import { balancedGrid, cardGrids } from "./balanced-grid";
import { Icon } from "./icon";

type Stat = { readonly title: string; readonly value: string; readonly icon?: string | null };

type StatListProps = {
  stats: readonly Stat[];
  variant: "figures" | "cards";
};

// Figures never break ("10,00" / "0+"), so wider ones get a smaller size: seven characters ("10,000+")
// fit two columns on a 320 px phone.
function figureSize(stats: readonly Stat[]): string {
  const widest = Math.max(...stats.map((stat) => stat.value.length));
  if (widest <= 4) return "text-3xl sm:text-4xl";
  if (widest <= 6) return "text-2xl sm:text-3xl lg:text-4xl";
  return "text-xl sm:text-3xl";
}

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
              // Inside the <dd>: a <dl> group may only hold <dt> and <dd> elements.
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
