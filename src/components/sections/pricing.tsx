import { graphql } from "gatsby";
import { balancedGrid, cardGrids } from "../balanced-grid";
import { ButtonLink } from "../button-link";
import { SectionHeading } from "../section-heading";
import { TickIcon } from "../tick-icon";
import type { SectionProps } from "./section-frame";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { moneyRange } from "../../lib/intl";

// A price never breaks, so a longer one gets a smaller size: "€100,000,000" fits a quarter of 1280 px and a 320 px phone.
function priceSize(prices: readonly string[]): string {
  const longest = Math.max(...prices.map((price) => price.length));
  if (longest <= 7) return "text-4xl";
  if (longest <= 10) return "text-3xl";
  return "text-2xl";
}

export function PricingSection({ section, headingId }: SectionProps<Queries.PricingSectionFragment>) {
  const { locale } = useSiteSettings();
  const grid = balancedGrid(section.plans.length, cardGrids.pricing);
  // The price as the page's language writes money ("€1,490", "1.490 €"); none: the section's words for it.
  const prices = section.plans.map((plan) =>
    plan.price === null || plan.price === undefined ? null : moneyRange(plan.price, plan.price, section.currency, locale),
  );
  const size = priceSize(prices.flatMap((price) => (price === null ? [] : [price])));
  return (
    <>
      <SectionHeading id={headingId} heading={section.heading} text={section.text} />
      <ul className={`mt-10 grid gap-6 ${grid.gridClasses}`}>
        {section.plans.map((plan, index) => {
          const price = prices[index];
          const nameId = `${headingId}-plan-${index + 1}`;
          return (
            <li key={`${index} ${plan.name}`} className={`min-w-0 ${grid.cardClasses(index)}`}>
              <article
                aria-labelledby={nameId}
                className={
                  // Stands out by its border and its badge's words, not by colour alone.
                  plan.recommended
                    ? "flex h-full flex-col rounded-2xl border-2 border-brand bg-surface p-5 shadow-md sm:p-6"
                    : "flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
                }
              >
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                  <h3 id={nameId} className="min-w-0 text-xl leading-snug font-semibold hyphens-auto">
                    {plan.name}
                  </h3>
                  {plan.recommended ? (
                    <p className="rounded-full bg-brand px-3 py-1 text-sm font-semibold text-on-brand">{section.recommendedLabel}</p>
                  ) : null}
                </div>
                {plan.description ? <p className="mt-2 leading-relaxed hyphens-auto text-muted">{plan.description}</p> : null}
                <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
                  {price === null ? (
                    <span className="text-2xl font-bold tracking-tight hyphens-auto">{section.onRequest}</span>
                  ) : (
                    <span className={`font-bold tracking-tight token ${size}`}>{price}</span>
                  )}
                  {plan.period ? <span className="text-muted">{plan.period}</span> : null}
                </p>
                <ul className="mt-6 flex-1 space-y-3">
                  {plan.features.map((feature, i) => (
                    <li key={`${i} ${feature}`} className="flex min-w-0 items-start gap-3">
                      <TickIcon />
                      <span className="min-w-0 pt-0.5 hyphens-auto">{feature}</span>
                    </li>
                  ))}
                </ul>
                <div className="mt-8">
                  {/* The hidden name tells the plans' buttons apart for screen readers. */}
                  <ButtonLink to={plan.action.to} variant="card">
                    {plan.action.label}
                    <span className="sr-only">: {plan.name}</span>
                  </ButtonLink>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export const query = graphql`
  fragment PricingSection on PricingSection {
    heading
    text
    currency
    onRequest
    recommendedLabel
    plans {
      name
      price
      period
      description
      features
      action {
        label
        to
      }
      recommended
    }
  }
`;
