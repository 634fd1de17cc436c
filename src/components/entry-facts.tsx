import { Fragment, type ReactNode } from "react";
import { longDate } from "../lib/intl";

export function Day({ date, locale }: { date: string; locale: string }) {
  return <time dateTime={date}>{longDate(date, locale)}</time>;
}

/** "Published 2 September 2026". */
export function DayFact({ label, date, locale }: { label: string; date: string; locale: string }) {
  return (
    <span>
      {label} <Day date={date} locale={locale} />
    </span>
  );
}

export function EntryFacts({ facts }: { facts: readonly ReactNode[] }) {
  return (
    <>
      {facts.map((fact, i) => (
        <Fragment key={i}>
          {i > 0 ? <span aria-hidden="true"> · </span> : null}
          {fact}
        </Fragment>
      ))}
    </>
  );
}
