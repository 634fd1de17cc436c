import type { ReactNode } from "react";

type PageHeroProps = {
  heading: string | null;
  text: string | null;
  eyebrow?: string;
  children?: ReactNode;
  aside?: ReactNode;
  // Below 1024 px, the aside before the children: a photo belongs in the first view, above a long checklist.
  asideFirst?: boolean;
};

const heading = "text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight";

// The heading grows from 28 px at 320 px to 48 px, so a short heading takes two balanced lines on a
// small phone instead of three with one word alone.
export function PageHero({ heading: title, text, eyebrow, children, aside, asideFirst = false }: PageHeroProps) {
  const intro = (
    <>
      {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p> : null}
      <h1 id="page-heading" className={heading}>
        {title}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">{text}</p>
    </>
  );
  if (asideFirst && aside) {
    // From 1024 px the aside spans four rows; the outer 1fr rows centre the text and children against it.
    return (
      <section
        aria-labelledby="page-heading"
        className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-12 sm:px-6 sm:pt-16 sm:pb-14 lg:grid-cols-[minmax(0,1fr)_auto] lg:grid-rows-[1fr_auto_auto_1fr] lg:gap-x-12 lg:gap-y-0"
      >
        <div className="max-w-3xl min-w-0 lg:col-start-1 lg:row-start-2">{intro}</div>
        <div className="lg:col-start-2 lg:row-span-4 lg:row-start-1">{aside}</div>
        {children ? <div className="max-w-3xl min-w-0 lg:col-start-1 lg:row-start-3 lg:mt-8">{children}</div> : null}
      </section>
    );
  }
  return (
    <section
      aria-labelledby="page-heading"
      className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-12 sm:px-6 sm:pt-16 sm:pb-14 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-12"
    >
      <div className="max-w-3xl min-w-0">
        {intro}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
      {aside}
    </section>
  );
}
