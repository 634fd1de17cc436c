import type { ReactNode } from "react";
import { Picture, type PictureData } from "./picture";
import { SiteLink } from "./site-link";

export type EntrySummary = {
  readonly title: string;
  readonly description: string;
  readonly address: string;
  readonly cover?: { readonly alt?: string | null; readonly picture?: PictureData | null } | null;
};

type EntryCardProps = {
  entry: EntrySummary;
  to: string;
  titleId: string;
  /** h2 in a list page, h3 in a section under a page's own h2. */
  headingLevel: 2 | 3;
  meta: ReactNode;
  priority?: boolean;
  /** In a grid of cards from 1024 px (balanced-grid.ts): the cover above the text, and its sizes there. */
  tile?: { pictureSizes: string };
};

export function EntryCard({ entry, to, titleId, headingLevel, meta, priority = false, tile }: EntryCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Without a cover the text takes the card's whole width.
  const cover = entry.cover?.picture ? entry.cover : null;
  return (
    <article
      aria-labelledby={titleId}
      className={`grid min-w-0 gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6 ${cover ? "sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)]" : ""} ${tile ? "h-full content-start lg:grid-cols-1" : ""}`}
    >
      <div className="min-w-0">
        <Heading id={titleId} className="text-xl leading-snug font-semibold hyphens-auto">
          <SiteLink to={to} className="rounded-sm text-ink decoration-2 underline-offset-4 hover:text-brand-strong hover:underline">
            {entry.title}
          </SiteLink>
        </Heading>
        <p className="mt-2 text-sm text-muted">{meta}</p>
        <p className="mt-3 leading-relaxed hyphens-auto text-muted">{entry.description}</p>
      </div>
      {cover ? (
        <div className={tile ? "-order-1 sm:order-none lg:-order-1" : "-order-1 sm:order-none"}>
          <Picture
            image={cover}
            sizes={`${tile ? `${tile.pictureSizes}, ` : ""}(min-width: 640px) 12rem, calc(100vw - 4.5rem)`}
            priority={priority}
            className="aspect-[3/2] h-auto w-full rounded-xl bg-brand-soft object-cover"
          />
        </div>
      ) : null}
    </article>
  );
}
