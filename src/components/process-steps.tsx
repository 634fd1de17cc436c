import { graphql } from "gatsby";

type ProcessStepsProps = { steps: readonly Queries.ProcessStepFragment[] };

/** The five-step process, numbered by position. */
export function ProcessSteps({ steps }: ProcessStepsProps) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, index) => (
        <li key={step.yamlId} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">{index + 1} </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

export const query = graphql`
  fragment ProcessStep on StepsYaml {
    yamlId
    title
    description
  }
`;
