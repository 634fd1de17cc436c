import type { ReactNode } from "react";

type PageHeroProps = {
  heading: string;
  text: string;
  eyebrow?: string;
  /** Buttons, a checklist or anything else under the text. */
  children?: ReactNode;
  /** Shown beside the text on wide screens. */
  aside?: ReactNode;
};

/** The first block of a page, holding its one h1. */
export function PageHero({ heading, text, eyebrow, children, aside }: PageHeroProps) {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-14 sm:px-6 sm:pt-16 xl:grid-cols-[1fr_auto]">
      <div className="max-w-3xl">
        {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p> : null}
        <h1 className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">{text}</p>
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
      {aside}
    </section>
  );
}
