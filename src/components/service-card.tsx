import { graphql } from "gatsby";
import { ButtonLink } from "./button-link";
import { Icon } from "./icon";
import { Picture } from "./picture";

type ServiceCardProps = {
  service: Queries.ServiceCardFragment;
  action: { readonly label: string; readonly to: string };
  pictureSizes: string;
  pictureFirst?: boolean;
};

export function ServiceCard({ service, action, pictureSizes, pictureFirst = false }: ServiceCardProps) {
  const titleId = `service-${service.yamlId}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      {service.image?.picture ? (
        <div className="mb-5">
          <Picture
            image={service.image}
            sizes={pictureSizes}
            priority={pictureFirst}
            className="aspect-[3/2] h-auto w-full rounded-xl bg-brand-soft object-cover"
          />
        </div>
      ) : null}
      <div className="flex items-start gap-4 xl:block">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
          <Icon name={service.icon} />
        </span>
        <div className="min-w-0 xl:mt-5">
          <h3 id={titleId} className="text-xl leading-snug font-semibold">
            {service.title}
          </h3>
          <p className="mt-1 text-sm font-semibold text-brand">{service.subTitle}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 leading-relaxed hyphens-auto text-muted">{service.description}</p>
      <div className="mt-6">
        {/* The hidden title tells eight identical link labels apart for screen readers. */}
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
    image {
      alt
      picture {
        ...Picture
      }
    }
  }
`;
