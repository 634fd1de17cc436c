type SectionHeadingProps = { id: string; heading: string | null; text?: string | null; align?: "start" | "center" };

export function SectionHeading({ id, heading, text, align = "center" }: SectionHeadingProps) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {heading}
      </h2>
      {text ? <p className="mt-4 text-lg leading-relaxed text-muted">{text}</p> : null}
    </div>
  );
}
