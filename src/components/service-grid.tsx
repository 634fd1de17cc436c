import { balancedGrid, cardGrids, cardPictureSizes } from "./balanced-grid";
import { ServiceCard } from "./service-card";

type ServiceGridProps = {
  services: readonly Queries.ServiceCardFragment[];
  action: { readonly label: string; readonly to: string };
};

/** The service cards (1 to 12), in balanced rows (balanced-grid.ts): 7 cards are 4 + 3 on wide screens, 3 + 2 + 2 at 1024 px. */
export function ServiceGrid({ services, action }: ServiceGridProps) {
  const grid = balancedGrid(services.length, cardGrids.services);
  // How wide a card's photo is at each window width, from the same column counts as the grid.
  const pictureSizes = cardPictureSizes(services.length, cardGrids.services);
  return (
    <ul className={`grid gap-6 ${grid.gridClasses}`}>
      {services.map((service, index) => (
        <li key={service.yamlId} className={`min-w-0 ${grid.cardClasses(index)}`}>
          <ServiceCard service={service} action={action} pictureSizes={pictureSizes} />
        </li>
      ))}
    </ul>
  );
}
