import type { ReactNode } from "react";

/** The classes of every section but the hero: its width and the space around it, so the gap between two sections is the same whichever follows which. */
export const sectionFrame = (width: "wide" | "narrow" = "wide") =>
  `mx-auto scroll-mt-24 px-4 py-12 sm:px-6 sm:py-14 ${width === "wide" ? "max-w-6xl" : "max-w-3xl"}`;

type SectionFrameProps = {
  /** The id of the section's heading, which names the region; without a heading the section is no region. */
  headingId?: string;
  /** An address on the page (/about/#team). */
  anchor?: string;
  width?: "wide" | "narrow";
  children: ReactNode;
};

export function SectionFrame({ headingId, anchor, width, children }: SectionFrameProps) {
  return headingId ? (
    <section id={anchor} aria-labelledby={headingId} className={sectionFrame(width)}>
      {children}
    </section>
  ) : (
    <div id={anchor} className={sectionFrame(width)}>
      {children}
    </div>
  );
}

/** What every section component gets: its data (its GraphQL fragment), the id its heading takes, and its place on the page (0 first). */
export type SectionProps<T> = { section: T; headingId: string; position?: number };
