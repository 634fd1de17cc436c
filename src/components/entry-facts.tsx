import { Fragment, type ReactNode } from "react";

/** Facts shown on one line, each after the one before with a middle dot, wrapping as a whole line does. */
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
