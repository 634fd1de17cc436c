import { Fragment, type ReactNode } from "react";

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
