import { graphql } from "gatsby";
import { Icon } from "./icon";

type StatListProps = {
  stats: readonly Queries.StatFragment[];
  /** About shows each statistic as a card with its icon; Home shows the figures alone. */
  variant: "figures" | "cards";
};

/** The four statistics, as a description list: each figure belongs to its label. */
export function StatList({ stats, variant }: StatListProps) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.yamlId}
          className={
            variant === "cards"
              ? "flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-6 text-center shadow-sm"
              : "flex flex-col items-center gap-1 rounded-2xl bg-brand-strong p-5 text-center text-on-brand"
          }
        >
          <dt className={variant === "cards" ? "order-2 text-sm font-medium text-muted" : "order-2 text-sm font-medium"}>{stat.title}</dt>
          <dd className="order-1 flex flex-col items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
            {variant === "cards" ? (
              // The icon sits inside the <dd>: a <dl> group may only hold <dt> and <dd> elements.
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
                <Icon name={stat.icon} />
              </span>
            ) : null}
            {stat.value}
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
