import { graphql } from "gatsby";
import { balancedGrid, cardGrids } from "./balanced-grid";
import { useSiteSettings } from "../hooks/use-site-settings";
import { wholeNumber } from "../lib/intl";

type ProcessStepsProps = { steps: readonly Queries.ProcessStepFragment[] };

export function ProcessSteps({ steps }: ProcessStepsProps) {
  const grid = balancedGrid(steps.length, cardGrids.steps);
  const { locale } = useSiteSettings();
  return (
    <ol className={`grid gap-4 sm:gap-6 ${grid.gridClasses}`}>
      {steps.map((step, index) => (
        <li
          key={step.yamlId}
          className={`min-w-0 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6 ${grid.cardClasses(index)}`}
        >
          <div className="flex items-center gap-4 sm:flex-col sm:items-start">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand"
            >
              {wholeNumber(index + 1, locale)}
            </span>
            <h3 className="min-w-0 text-lg leading-snug font-semibold">
              <span className="sr-only">{wholeNumber(index + 1, locale)} </span>
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
