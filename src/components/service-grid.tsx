import { ServiceCard } from "./service-card";

type ServiceGridProps = {
  services: readonly Queries.ServiceCardFragment[];
  action: { readonly label: string; readonly to: string };
};

/** The eight service cards in a responsive grid. */
export function ServiceGrid({ services, action }: ServiceGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service) => (
        <li key={service.yamlId}>
          <ServiceCard service={service} action={action} />
        </li>
      ))}
    </ul>
  );
}
