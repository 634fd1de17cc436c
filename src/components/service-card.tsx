import { graphql } from "gatsby";
import { ButtonLink } from "./button-link";
import { Icon } from "./icon";

type ServiceCardProps = {
  service: Queries.ServiceCardFragment;
  /** The link under the card: its label and target come from the page's content. */
  action: { readonly label: string; readonly to: string };
};

/** One service: icon, title, subtitle, description and a link. Used on Home and Services. */
export function ServiceCard({ service, action }: ServiceCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
        <Icon name={service.icon} />
      </span>
      <h3 className="mt-5 text-xl font-semibold">{service.title}</h3>
      <p className="mt-1 text-sm font-semibold text-brand">{service.subTitle}</p>
      <p className="mt-3 flex-1 leading-relaxed text-muted">{service.description}</p>
      <div className="mt-6">
        {/* The card's title, for screen readers and search engines, makes eight identical labels tell apart. */}
        <ButtonLink to={action.to} variant="card">
          {action.label}
          <span className="sr-only">: {service.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment ServiceCard on ServicesYaml {
    yamlId
    title
    subTitle
    description
    icon
  }
`;
