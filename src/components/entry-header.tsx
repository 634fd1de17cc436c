import type { ReactNode } from "react";
import { BackLink } from "./back-link";

type EntryHeaderProps = {
  list: { to: string; label: string };
  title: string;
  description: string;
  meta: ReactNode;
  children?: ReactNode;
};

export function EntryHeader({ list, title, description, meta, children }: EntryHeaderProps) {
  return (
    <header>
      <BackLink to={list.to} label={list.label} />
      <h1 id="page-heading" className="mt-4 text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight hyphens-auto">
        {title}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">{description}</p>
      <p className="mt-4 text-sm text-muted">{meta}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </header>
  );
}
