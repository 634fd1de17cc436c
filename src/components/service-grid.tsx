import { ServiceCard } from "./service-card";

type ServiceGridProps = {
  services: readonly Queries.ServiceCardFragment[];
  action: { readonly label: string; readonly to: string };
};

/**
 * The eight service cards: one column on phones, two from 640 px, four from 1280 px (four
 * columns at 1024 px would leave a card's button label about 180 px, too little for one line).
 */
export function ServiceGrid({ services, action }: ServiceGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {services.map((service) => (
        <li key={service.yamlId} className="min-w-0">
          <ServiceCard service={service} action={action} />
        </li>
      ))}
    </ul>
  );
}
