import { balancedGrid, cardGrids } from "./balanced-grid";

type MissionCardProps = { id: string; title: string; subTitle: string; value: string };

export function MissionCard({ id, title, subTitle, value }: MissionCardProps) {
  const titleId = `mission-${id}`;
  return (
    <article aria-labelledby={titleId} className="h-full min-w-0 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
      <h2 id={titleId} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 font-semibold text-brand">{subTitle}</p>
      <p className="mt-4 leading-relaxed hyphens-auto text-muted">{value}</p>
    </article>
  );
}

type MissionCardsProps = {
  cards: readonly { readonly yamlId: string; readonly title: string; readonly subTitle: string; readonly value: string }[];
};

export function MissionCards({ cards }: MissionCardsProps) {
  const grid = balancedGrid(cards.length, cardGrids.mission);
  return (
    <ul className={`grid gap-6 ${grid.gridClasses}`}>
      {cards.map((card, index) => (
        <li key={card.yamlId} className={`min-w-0 ${grid.cardClasses(index)}`}>
          <MissionCard id={card.yamlId} title={card.title} subTitle={card.subTitle} value={card.value} />
        </li>
      ))}
    </ul>
  );
}
