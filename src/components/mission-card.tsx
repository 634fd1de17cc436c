type MissionCardProps = { title: string; subTitle: string; value: string };

/** The Our Mission / Our Vision card on the About page. */
export function MissionCard({ title, subTitle, value }: MissionCardProps) {
  return (
    <article className="h-full rounded-2xl border border-line bg-surface p-8 shadow-sm">
      <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      <p className="mt-2 font-semibold text-brand">{subTitle}</p>
      <p className="mt-4 leading-relaxed text-muted">{value}</p>
    </article>
  );
}
