import { graphql } from "gatsby";

type ProcessStepsProps = { steps: readonly Queries.ProcessStepFragment[] };

/**
 * The five-step process, numbered by position (steps.yaml always has five: the schema's count).
 * The grid is laid out for five, so no step is left alone on a row: one column on phones (number
 * beside the title); from 640 px two columns with the fifth step across both; from 768 px three
 * and two (a six-column grid, the first three steps two columns wide, the last two three); from
 * 1280 px all five in one row.
 */
export function ProcessSteps({ steps }: ProcessStepsProps) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 sm:gap-6 md:grid-cols-6 xl:grid-cols-5">
      {steps.map((step, index) => (
        <li
          key={step.yamlId}
          className="min-w-0 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6 sm:last:col-span-2 md:col-span-2 md:last:col-span-3 md:nth-4:col-span-3 xl:col-span-1 xl:last:col-span-1 xl:nth-4:col-span-1"
        >
          <div className="flex items-center gap-4 sm:flex-col sm:items-start">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand"
            >
              {index + 1}
            </span>
            <h3 className="min-w-0 text-lg leading-snug font-semibold">
              <span className="sr-only">{index + 1} </span>
              {step.title}
            </h3>
          </div>
          <p className="mt-3 text-sm leading-relaxed hyphens-auto text-muted sm:mt-2">{step.description}</p>
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
