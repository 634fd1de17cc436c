type MissionCardProps = { id: string; title: string; subTitle: string; value: string };

/** The Our Mission / Our Vision card on the About page, named by its title. */
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
