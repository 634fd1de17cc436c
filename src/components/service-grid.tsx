import { balancedGrid, cardGrids, cardPictureSizes } from "./balanced-grid";
import { ServiceCard } from "./service-card";

type ServiceGridProps = {
  services: readonly Queries.ServiceCardFragment[];
  action: { readonly label: string; readonly to: string };
  // On Services the first card's top is 460–560 px down at every width, so its photo loads eagerly.
  inFirstView?: boolean;
};

export function ServiceGrid({ services, action, inFirstView = false }: ServiceGridProps) {
  const grid = balancedGrid(services.length, cardGrids.services);
  const pictureSizes = cardPictureSizes(services.length, cardGrids.services);
  return (
    <ul className={`grid gap-6 ${grid.gridClasses}`}>
      {services.map((service, index) => (
        <li key={service.yamlId} className={`min-w-0 ${grid.cardClasses(index)}`}>
          <ServiceCard service={service} action={action} pictureSizes={pictureSizes} pictureFirst={inFirstView && index === 0} />
        </li>
      ))}
    </ul>
  );
}
