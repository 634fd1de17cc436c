import type { ReactNode } from "react";

type PageHeroProps = {
  heading: string;
  text: string;
  eyebrow?: string;
  /** Buttons, a checklist or anything else under the text. */
  children?: ReactNode;
  /** Shown beside the text on wide screens (it decides itself from which width). */
  aside?: ReactNode;
};

/**
 * The first block of a page, holding its one h1 (which names the region). The heading's size
 * follows the window from 28 px at 320 px to 48 px, so a short heading takes two balanced lines
 * on a small phone instead of three with one word alone.
 */
export function PageHero({ heading, text, eyebrow, children, aside }: PageHeroProps) {
  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-14 sm:px-6 sm:pt-16 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-12"
    >
      <div className="max-w-3xl min-w-0">
        {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p> : null}
        <h1 id="page-heading" className="text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight">
          {heading}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">{text}</p>
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
      {aside}
    </section>
  );
}
