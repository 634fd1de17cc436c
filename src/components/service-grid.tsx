import { balancedGrid, cardGrids, cardPictureSizes } from "./balanced-grid";
import { ServiceCard } from "./service-card";

type ServiceGridProps = {
  services: readonly Queries.ServiceCardFragment[];
  action: { readonly label: string; readonly to: string };
  /**
   * The grid starts in the first view (Services: its first card's top is 460–560 px down at every
   * width), so the first card's photo is the view's picture: loaded at once and first, not lazily.
   * The other cards' photos stay lazy: on a phone they are below the fold.
   */
  inFirstView?: boolean;
};

/** The service cards (1 to 12), in balanced rows (balanced-grid.ts): 7 cards are 4 + 3 on wide screens, 3 + 2 + 2 at 1024 px. */
export function ServiceGrid({ services, action, inFirstView = false }: ServiceGridProps) {
  const grid = balancedGrid(services.length, cardGrids.services);
  // How wide a card's photo is at each window width, from the same column counts as the grid.
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
