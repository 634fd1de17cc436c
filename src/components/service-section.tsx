import { Icon } from "./icon";

type ServiceSectionProps = {
  section: {
    readonly id: string;
    readonly title: string;
    readonly text: string;
    readonly icon: string;
    readonly items: readonly string[];
  };
  /** Odd sections put the picture on the other side on wide screens. */
  flipped: boolean;
};

/** One of the Services page's alternating sections: a picture on one side, the list on the other. */
export function ServiceSection({ section, flipped }: ServiceSectionProps) {
  const headingId = `section-${section.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={
        flipped
          ? "flex flex-col gap-8 lg:flex-row-reverse lg:items-center lg:gap-16"
          : "flex flex-col gap-8 lg:flex-row lg:items-center lg:gap-16"
      }
    >
      <div className="flex h-36 items-center justify-center rounded-3xl bg-brand-soft text-brand-strong lg:aspect-[4/3] lg:h-auto lg:w-5/12">
        <Icon name={section.icon} size={96} />
      </div>
      <div className="lg:w-7/12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {section.title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted">{section.text}</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {section.items.map((item) => (
            <li key={item} className="flex items-center gap-3 rounded-lg bg-surface px-4 py-3 font-medium shadow-sm">
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
